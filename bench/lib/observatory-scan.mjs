// Run by bench/security.mjs in a process of its own, which trusts the certificate of the local HTTPS
// front (NODE_EXTRA_CA_CERTS is read at start). Grades each path as Mozilla's HTTP Observatory's
// `scan` does: its `scan()` takes a host name only, so its retriever is called here with our ports.
// Usage: node observatory-scan.mjs '{"httpPort":1,"httpsPort":2,"paths":["/"]}'; prints JSON.
const base = new URL('../observatory/node_modules/@mdn/mdn-http-observatory/src/', import.meta.url);
const { retrieve } = await import(new URL('retriever/retriever.js', base).href);
const { ALL_TESTS } = await import(new URL('constants.js', base).href);
const { getGradeForScore, getScoreModifier } = await import(new URL('grader/grader.js', base).href);
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(new URL('grader/charts.js', base).href);

const { httpPort, httpsPort, paths } = JSON.parse(process.argv[2]);
const results = [];
for (const path of paths) {
  const requests = await retrieve('localhost', { httpPort: String(httpPort), httpsPort: String(httpsPort), path });
  if (!requests.responses.auto) throw new Error(`${path}: no answer`);
  const tests = ALL_TESTS.map((test) => test(requests));
  // The analyzer's own arithmetic: extra credit counts only once the score without it is an A.
  let withCredit = 100;
  let uncurved = 100;
  const outcomes = {};
  for (const test of tests) {
    if (!test.result) continue;
    const modifier = getScoreModifier(test.result);
    withCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    outcomes[test.constructor.name] = { result: test.result, modifier, pass: test.pass };
  }
  const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved);
  results.push({ path, status: requests.responses.auto.status, grade, score, tests: outcomes });
}
console.log(JSON.stringify(results));
