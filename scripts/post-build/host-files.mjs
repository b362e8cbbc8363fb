// Writes the serving rules of server/host-rules.mjs into the build for hosts other than our Node
// server: `_headers` and `_redirects` (Netlify and Cloudflare Pages read both) and an nginx snippet.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CACHE_CONTROL,
  EXAMPLE_PICTURES,
  HOST_FILES,
  HOST_FILE_PATHS,
  HTML_FORMS,
  MARKDOWN_FOR_AGENTS,
  NOT_FOUND,
  PRECOMPRESSED,
  COMMON_SECURITY_HEADERS,
  TEXT_TYPES,
  VARY,
  canonicalPath,
  readSecurityPolicy,
  securityHeaders,
} from '../../server/host-rules.mjs';
import { filesUnder } from '../../src/build-helpers/files-under.mjs';

const GENERATED = '# Written by `npm run build` from server/host-rules.mjs: change the rules there, not here.';

/**
 * What Netlify and Cloudflare Pages send when `_headers` says nothing. Cloudflare Pages joins the
 * values of a header that two matching rules set, so `/*` cannot give one Cache-Control and
 * `/assets/*` another: the default must already be ours.
 */
export const STATIC_HOST_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** @param {Record<string, string>} headers */
const headerLines = (headers) => Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);

/** The addresses a built HTML file answers at on a static host: `/a` and, on Cloudflare Pages, `/a/`. */
function servedPaths(/** @type {string} */ file) {
  const page = canonicalPath(`/${file}`);
  return page === '/' || NOT_FOUND.paths.includes(page) ? [page] : [page, `${page}/`];
}

/** The headers that depend on the document (its policy and who may frame it), without the common ones. */
const documentHeaders = (/** @type {import('../../server/host-rules.mjs').SecurityPolicy} */ policy, pathname) =>
  Object.fromEntries(
    Object.entries(securityHeaders(policy, pathname)).filter(([name]) => !(name in COMMON_SECURITY_HEADERS)),
  );

/**
 * Cloudflare Pages reads the first 100 rules of `_headers` and skips the rest of the file (its
 * `MAX_HEADER_RULES`), so the build fails past it rather than deploy pages without their policy.
 */
export const CLOUDFLARE_MAX_HEADER_RULES = 100;

/** How many segments a path has: `/` 0, `/a` and `/a/` 1, `/a/b` 2. */
const depthOf = (/** @type {string} */ pathname) => pathname.split('/').filter(Boolean).length;

/** A pattern for every path of `depth` segments: `/:part1/:part2` for 2, with or without the slash after. */
const anyPathOfDepth = (/** @type {number} */ depth, trailingSlash = false) =>
  Array.from({ length: depth }, (_, index) => `/:part${index + 1}`).join('') + (trailingSlash ? '/' : '');

/**
 * The rules that give pages their policy. A page address is written out only where a frame lives at
 * the same depth (the frames' policy differs, and Cloudflare Pages joins the values of two matching
 * rules); every other depth gets one placeholder rule, and its form with a trailing slash, which also
 * give the pages' policy to the files at that depth, as the Node server does.
 * @param {import('../../server/host-rules.mjs').SecurityPolicy} policy
 * @param {string[]} htmlFiles
 * @returns {Array<[string, Record<string, string>]>}
 */
function documentRules(policy, htmlFiles) {
  const frameDepths = new Set(policy.framePaths.map(depthOf));
  const explicit = new Set();
  const byDepth = new Set();
  for (const file of htmlFiles) {
    for (const served of servedPaths(file)) {
      const depth = depthOf(served);
      if (depth === 0 || frameDepths.has(depth) || NOT_FOUND.paths.includes(served)) explicit.add(served);
      else byDepth.add(depth);
    }
  }
  const pagesHeaders = documentHeaders(policy, '/');
  return [
    ...[...explicit]
      .sort()
      .map((served) => /** @type {[string, Record<string, string>]} */ ([served, documentHeaders(policy, served)])),
    ...[...byDepth]
      .sort()
      .flatMap((depth) => [
        /** @type {[string, Record<string, string>]} */ ([anyPathOfDepth(depth), pagesHeaders]),
        /** @type {[string, Record<string, string>]} */ ([anyPathOfDepth(depth, true), pagesHeaders]),
      ]),
  ];
}

/**
 * `_headers`: headers by request path, for Netlify and Cloudflare Pages. Cloudflare Pages joins the
 * values of a header that two matching rules set, so the policy, which differs between the pages and
 * the editor's frame, is never under `/*` (see documentRules).
 * @param {import('../../server/host-rules.mjs').SecurityPolicy} policy
 * @param {string[]} htmlFiles paths of the build's HTML files, relative to the build folder, with `/`
 */
export function renderHeaders(policy, htmlFiles) {
  if (CACHE_CONTROL.other !== STATIC_HOST_DEFAULT_CACHE_CONTROL) {
    throw new Error(
      `_headers can only express the Cache-Control "${STATIC_HOST_DEFAULT_CACHE_CONTROL}" outside ${CACHE_CONTROL.hashedPrefix}, which static hosts send by default; server/host-rules.mjs asks for "${CACHE_CONTROL.other}".`,
    );
  }
  /** @type {Array<[string, Record<string, string>]>} */
  const rules = [
    ['/*', COMMON_SECURITY_HEADERS],
    ...documentRules(policy, htmlFiles),
    // After `/*`, whose Cross-Origin-Resource-Policy this one replaces: Netlify sends the later rule's
    // value; Cloudflare Pages joins both ("same-origin, cross-origin"), which is no policy to the
    // browser (Fetch, "Cross-Origin-Resource-Policy internal check"), so any site may load them there too.
    [`${EXAMPLE_PICTURES.prefix}*`, EXAMPLE_PICTURES.headers],
    [`${CACHE_CONTROL.hashedPrefix}*`, { 'Cache-Control': CACHE_CONTROL.hashed }],
    ...Object.entries(TEXT_TYPES).map(
      ([extension, type]) =>
        /** @type {[string, Record<string, string>]} */ ([`/*${extension}`, { 'Content-Type': type }]),
    ),
  ];
  if (rules.length > CLOUDFLARE_MAX_HEADER_RULES) {
    throw new Error(
      `_headers would hold ${rules.length} rules; Cloudflare Pages reads only the first ${CLOUDFLARE_MAX_HEADER_RULES}. Pages at the depth of an editor frame (${policy.framePaths.join(', ')}) each need a rule: move pages or frames to another depth.`,
    );
  }
  return [
    GENERATED,
    '# Vary is left to the host, which compresses on its own and ignores the .br/.gz copies.',
    ...rules.flatMap(([pattern, headers]) => [pattern, ...headerLines(headers)]),
    '',
  ].join('\n');
}

/**
 * `_redirects`: one permanent redirect per `.html` form of each page, to its clean address. Netlify
 * and Cloudflare Pages pass the query string on. `!` makes Netlify redirect even though the file
 * exists; Cloudflare Pages always redirects, and ignores those lines as it ignores any status it
 * does not know (it already sends `/a/index.html` to `/a/` on its own).
 * @param {string[]} htmlFiles paths of the build's HTML files, relative to the build folder, with `/`
 */
export function renderRedirects(htmlFiles) {
  const lines = new Map();
  for (const file of [...htmlFiles].sort()) {
    const served = `/${file}`;
    if (NOT_FOUND.paths.includes(served)) continue;
    const page = canonicalPath(served);
    // The form that exists as a file, and the one that does not.
    const forms = [served, ...HTML_FORMS.map((suffix) => (page === '/' ? '' : page) + suffix)];
    for (const form of forms) {
      if (form.startsWith('/') && form !== page && canonicalPath(form) === page && !lines.has(form)) {
        lines.set(form, `${form} ${page} ${form === served ? '301!' : '301'}`);
      }
    }
  }
  return [GENERATED, ...lines.values(), ''].join('\n');
}

/** @param {string} value */
const quoted = (value) => `"${value.replace(/["\\]/g, '\\$&')}"`;
/** @param {string} text */
const regexEscape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * nginx drops the add_header lines of the server block in a location that has its own, so each
 * location repeats them all.
 * @param {Record<string, string>} security the security headers of the location
 * @param {string | null} cacheControl @param {string} indent
 */
const addHeaders = (security, cacheControl, indent) => [
  ...Object.entries({ ...security, ...(cacheControl && { 'Cache-Control': cacheControl }) }).map(
    ([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`,
  ),
  `${indent}add_header Vary $moti_vary always;`,
];

/**
 * Markdown for agents, at server level so that it runs before any redirect: `$moti_vary` says
 * whether the address has a Markdown copy (the path as markdownPath writes it), and a request whose
 * Accept asks for Markdown is rewritten to that copy.
 */
const markdownForAgents = () => [
  '# A page address with a Markdown copy answers Accept: text/markdown with it; its answers vary by Accept.',
  'set $moti_markdown_copy "$uri.md";',
  'if ($uri ~ "^(?<moti_page_path>.*?)/+$") {',
  '  set $moti_markdown_copy "$moti_page_path.md";',
  '}',
  'if ($uri = "/") {',
  '  set $moti_markdown_copy "/index.md";',
  '}',
  `set $moti_vary ${quoted(VARY)};`,
  'set $moti_wants_markdown "";',
  'if (-f $document_root$moti_markdown_copy) {',
  `  set $moti_vary ${quoted(MARKDOWN_FOR_AGENTS.vary)};`,
  '  set $moti_wants_markdown "copy";',
  '}',
  `if ($http_accept !~* "${MARKDOWN_FOR_AGENTS.accept}") {`,
  '  set $moti_wants_markdown "";',
  '}',
  'if ($moti_wants_markdown) {',
  '  rewrite ^ $moti_markdown_copy last;',
  '}',
];

/** Nested in each location: the UTF-8 text types, which generic type tables lack. */
const textTypeLocations = (/** @type {string} */ indent) =>
  Object.entries(TEXT_TYPES).flatMap(([extension, type]) => {
    const [mime, charset] = type.split(/;\s*charset=/);
    return [
      `${indent}location ~ ${regexEscape(extension)}$ {`,
      `${indent}  types { }`,
      `${indent}  default_type ${mime};`,
      ...(charset ? [`${indent}  charset ${charset};`, `${indent}  charset_types ${mime};`] : []),
      `${indent}}`,
    ];
  });

/** The clean address of a page: the file, else `.html` beside it, else `index.html` inside it. */
const TRY_FILES = 'try_files $uri $uri.html $uri/index.html =404;';

/**
 * nginx: directives for inside a `server` block whose `root` is the build folder.
 * @param {import('../../server/host-rules.mjs').SecurityPolicy} policy
 */
export function renderNginx(policy) {
  const pages = securityHeaders(policy, '/');
  const frame = securityHeaders(policy, policy.framePaths[0]);
  const encodings = new Set(PRECOMPRESSED.map((copy) => copy.encoding));
  const [indexForm, fileForm] = HTML_FORMS.map(regexEscape);
  const notFoundFile = `/${NOT_FOUND.file}`;
  return [
    GENERATED,
    '# Use inside a server block whose root is the build folder, for example:',
    '#   server {',
    '#     listen 80;',
    '#     root /srv/moti-docs/build;',
    '#     include /srv/moti-docs/build/nginx.conf;',
    '#   }',
    '# brotli_static needs the Brotli module loaded (Debian: libnginx-mod-http-brotli-static);',
    '# without it, delete that line and nginx sends the gzip copies.',
    '',
    '# The build holds Brotli and gzip copies of its text files: send them, never compress again.',
    ...(encodings.has('br') ? ['brotli_static on;'] : []),
    ...(encodings.has('gzip') ? ['gzip_static on;'] : []),
    'gzip off;',
    // add_header below sends Vary on every answer; gzip_vary would add a second one.
    'gzip_vary off;',
    'charset utf-8;',
    'absolute_redirect off;',
    'server_tokens off;',
    `error_page 404 ${notFoundFile};`,
    '',
    ...markdownForAgents(),
    '',
    '# Every answer, redirects and refusals included.',
    ...addHeaders(pages, null, ''),
    '',
    '# One address per page: the .html forms move there for good, with the query; judged on the',
    '# request as sent, so that nginx serving index.html for a folder does not redirect. A single',
    '# leading slash keeps the target on this site.',
    `if ($request_uri ~ "^/*(?<moti_page>[^?]*?)${indexForm}(?:\\?|$)") {`,
    '  return 301 /$moti_page$is_args$args;',
    '}',
    `if ($request_uri ~ "^/(?!(?:${NOT_FOUND.paths.map((p) => regexEscape(p.slice(1))).join('|')})(?:\\?|$))/*(?<moti_page>[^?]*)${fileForm}(?:\\?|$)") {`,
    '  return 301 /$moti_page$is_args$args;',
    '}',
    '',
    'location / {',
    ...addHeaders(pages, CACHE_CONTROL.other, '  '),
    `  ${TRY_FILES}`,
    ...textTypeLocations('  '),
    '}',
    '',
    `location ^~ ${CACHE_CONTROL.hashedPrefix} {`,
    ...addHeaders(pages, CACHE_CONTROL.hashed, '  '),
    `  ${TRY_FILES}`,
    ...textTypeLocations('  '),
    '}',
    '',
    '# The example pictures, which any site may load: the sandboxed frames show them too.',
    `location ^~ ${EXAMPLE_PICTURES.prefix} {`,
    ...addHeaders(securityHeaders(policy, EXAMPLE_PICTURES.prefix), CACHE_CONTROL.other, '  '),
    `  ${TRY_FILES}`,
    '}',
    '',
    "# The editor's sandboxed frames: their own policy, and our pages may frame them.",
    `location ~ ^(?:${policy.framePaths.map(regexEscape).join('|')})/?$ {`,
    ...addHeaders(frame, CACHE_CONTROL.other, '  '),
    `  ${TRY_FILES}`,
    '}',
    '',
    '# The not-found page answers only as the body of a 404; the paths below answer 404 too.',
    `location = ${notFoundFile} {`,
    '  internal;',
    ...addHeaders(pages, CACHE_CONTROL.notFound, '  '),
    '}',
    ...[...NOT_FOUND.paths, ...HOST_FILE_PATHS]
      .filter((p) => p !== notFoundFile)
      .map((p) => `location = ${p} { return 404; }`),
    '',
  ].join('\n');
}

/** @param {string} buildDir @returns {Promise<string>} a one-line summary */
export async function writeHostFiles(buildDir) {
  /** @type {string[]} */
  const htmlFiles = [];
  for await (const file of filesUnder(buildDir)) {
    if (file.endsWith('.html')) htmlFiles.push(path.relative(buildDir, file).split(path.sep).join('/'));
  }
  const policy = readSecurityPolicy(buildDir);
  const redirects = renderRedirects(htmlFiles);
  await Promise.all([
    writeFile(path.join(buildDir, HOST_FILES.headers), renderHeaders(policy, htmlFiles)),
    writeFile(path.join(buildDir, HOST_FILES.redirects), redirects),
    writeFile(path.join(buildDir, HOST_FILES.nginx), renderNginx(policy)),
  ]);
  const count = redirects.split('\n').filter((line) => line.startsWith('/')).length;
  return `${HOST_FILES.headers}, ${HOST_FILES.redirects}, ${HOST_FILES.nginx} (${count} redirects)`;
}
