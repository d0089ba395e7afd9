import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';

/**
 * Grades answers of the app with Mozilla's HTTP Observatory (@mdn/mdn-http-observatory), as
 * production serves them: behind a TLS front on `localhost` (a certificate the caller made and
 * trusts through NODE_EXTRA_CA_CERTS, so the scanner's certificate check passes) that forwards to
 * one site, and an HTTP port that redirects to it. Observatory's `scan(hostname)` cannot take a
 * port or a path, so this runs the same steps with its own parts: `retrieve` (its HTTP and HTTPS
 * sessions, redirect recording, robots.txt and CORS preflight), every test in `ALL_TESTS`, and its
 * grader's modifiers, extra-credit rule and grade table; only the ten-line sum of `scan` is
 * repeated here. It does not refuse a 404 as `scan` does, so an error page can be graded.
 *
 * Usage: tsx tests/support/observatory-grade.ts <app origin> <site host> <cert.pem> <key.pem> <path>...
 * Prints one JSON object per path: { path, status, score, grade, tests: { name: { result, modifier } } }.
 */
const observatory = path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
// The preload list comes from a postinstall download this offline install denies; localhost is on
// no preload list, so an empty one gives the answer the real list gives. Read when a test first runs.
const preloadList = path.join(observatory, 'conf/hsts-preload.json');
if (!fs.existsSync(preloadList)) fs.writeFileSync(preloadList, '{}');

const [appOrigin = '', siteHost = '', certFile = '', keyFile = '', ...paths] = process.argv.slice(2);
const app = new URL(appOrigin);

const tls = https.createServer({ cert: fs.readFileSync(certFile), key: fs.readFileSync(keyFile) }, (request, response) => {
  const forwarded = http.request(
    { host: app.hostname, port: app.port, path: request.url, method: request.method, headers: { ...request.headers, host: siteHost } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  forwarded.on('error', () => response.writeHead(502).end());
  request.pipe(forwarded);
});
const listen = (server: http.Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
const httpsPort = await listen(tls);
const redirector = http.createServer((request, response) => {
  response.writeHead(301, { location: `https://localhost:${httpsPort}${request.url ?? '/'}` }).end();
});
const httpPort = await listen(redirector);

for (const at of paths) {
  const retrieved = await retrieve('localhost', { httpPort, httpsPort, path: at });
  let passed = 0;
  let withCredit = 100;
  let uncurved = 100;
  const tests: Record<string, { result: string | null; modifier: number }> = {};
  for (const test of ALL_TESTS) {
    const output = test(retrieved);
    const modifier = output.result ? getScoreModifier(output.result) : 0;
    passed += output.pass ? 1 : 0;
    withCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    tests[test.name] = { result: output.result, modifier };
  }
  const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved);
  console.log(JSON.stringify({ path: at, status: retrieved.responses.auto?.status ?? null, score, grade, passed, tests }));
}
tls.close();
redirector.close();
process.exit(0);
