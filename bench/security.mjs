// `npm run bench:security`: grades the security headers of our own server with Mozilla's HTTP
// Observatory analyzer (npm @mdn/mdn-http-observatory), on every page of the build. The analyzer
// asks over HTTP and HTTPS: here a local HTTPS front (a certificate made for the run) serves the
// build with server/static-server.mjs, and plain HTTP answers with a redirect to it, which is the
// host's job in production. Prints each page's grade and score and exits non-zero below A+ (100).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHandler } from '../server/static-server.mjs';
import { readSecurityPolicy } from '../server/host-rules.mjs';
import { SECURITY_BUDGETS as budgets } from './lib/budgets.mjs';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
if (!existsSync(path.join(buildDir, 'sitemap.xml'))) {
  console.error(`No built site in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}

// The analyzer lives in a folder of its own, pinned by its lock file, installed without its install
// scripts: they download the HSTS preload and TLD lists, which fails offline and would stop `npm ci`.
const analyzerDir = path.resolve('bench/observatory');
const analyzer = path.join(analyzerDir, 'node_modules/@mdn/mdn-http-observatory');
if (!existsSync(analyzer)) {
  const install = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: analyzerDir,
    stdio: 'inherit',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
// What its install script would download: the site is on no preload list, which an empty list says.
const preloadList = path.join(analyzer, 'conf/hsts-preload.json');
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');

const pages = [...readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, address]) => new URL(address).pathname,
);
const { framePaths } = readSecurityPolicy(buildDir);

const scratch = mkdtempSync(path.join(tmpdir(), 'security-bench-'));
const [key, cert] = ['key.pem', 'cert.pem'].map((name) => path.join(scratch, name));
execFileSync(
  'openssl',
  ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
    '-addext',
    'subjectAltName=DNS:localhost',
    '-keyout',
    key,
    '-out',
    cert,
  ]),
  { stdio: 'ignore' },
);
const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
const secure = https.createServer({ key: readFileSync(key), cert: readFileSync(cert) }, createHandler(buildDir));
const httpsPort = await listen(secure);
const plain = http.createServer((req, res) => {
  res.writeHead(301, { Location: `https://localhost:${httpsPort}${req.url}` }).end();
});
const httpPort = await listen(plain);

/** The analyzer's verdict on each path, from a process that trusts this run's certificate. */
function scan(paths) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.resolve('bench/lib/observatory-scan.mjs'), JSON.stringify({ httpPort, httpsPort, paths })],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: cert }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`scan exited ${code}`))));
  });
}

let results;
try {
  results = await scan([...pages, ...framePaths]);
} finally {
  secure.close();
  plain.close();
  rmSync(scratch, { recursive: true, force: true });
}

const failures = [];
const rows = results.map(({ path: page, grade, score, tests }) => {
  const marked = Object.entries(tests)
    .filter(([, test]) => test.modifier !== 0)
    .map(([name, test]) => `${name} ${test.modifier > 0 ? '+' : ''}${test.modifier}`);
  // The frame is graded for the record: it allows 'unsafe-eval' on purpose, being where code runs.
  if (!framePaths.includes(page) && score < budgets.minScore) failures.push(`${page}: ${grade} (${score})`);
  return { path: page, grade, score, 'score changes': marked.join(', ') };
});
const pageRows = rows.filter((row) => !framePaths.includes(row.path));
const distinct = [...new Set(pageRows.map((row) => `${row.grade} (${row.score}): ${row['score changes']}`))];
console.log(`${pageRows.length} pages graded: ${distinct.join(' | ')}`);
for (const row of rows.filter((row) => framePaths.includes(row.path)))
  console.log(`Editor frame ${row.path}: ${row.grade} (${row.score}): ${row['score changes']}`);
mkdirSync(path.join('bench', 'results'), { recursive: true });
writeFileSync(path.join('bench', 'results', 'security.json'), JSON.stringify({ budgets, rows, failures }, null, 2));
if (failures.length > 0) {
  console.error(`Below A+ (${budgets.minScore}):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`Every page grades A+ (${budgets.minScore} or more).`);
