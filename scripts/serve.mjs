// `npm run serve`: the built site as production serves it, on http://localhost:3000 (PORT to change).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../server/static-server.mjs';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No built site in ${buildDir}. Run \`npm run build\` first (or \`npm start\`, which does both).`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const server = await startServer({ buildDir, port });
const { port: actualPort } = server.address();
console.log(`Moti docs served from ${buildDir} on http://localhost:${actualPort}`);
