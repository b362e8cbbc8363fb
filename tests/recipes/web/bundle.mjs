// Bundles the app in the current folder with the bundler named on the command line, from the
// config file the page gives (written there by the test), the way `webpack` or `vite build` would.
// Runs in a process of its own, in the app's folder, since both bundlers and Babel read `process.cwd()`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const [bundler, mode = 'development'] = process.argv.slice(2);

if (bundler === 'webpack') {
  const webpack = require('webpack');
  const page = require(path.resolve('webpack.config.js'));
  const config = typeof page === 'function' ? page({}, { mode }) : page;
  webpack({ mode, ...config }, (error, stats) => {
    if (error) throw error;
    if (stats.hasErrors()) {
      console.error(stats.toString({ all: false, errors: true, errorDetails: false }).slice(0, 4000));
      process.exitCode = 1;
    }
  });
} else if (bundler === 'vite') {
  const { build } = await import('vite');
  const configFile = path.resolve('vite.config.js');
  await build({ configFile, mode, logLevel: 'error', root: process.cwd() });
} else {
  throw new Error(`unknown bundler ${bundler}; ${pathToFileURL(process.cwd())}`);
}
