// Runs Dredd 14 on the contract against the service at SERVICE_URL with the hooks of this
// folder, then checks what Dredd cannot: that every operation of the contract passed at least
// one transaction, and that the skipped transactions are exactly those listed with a reason in
// dredd-skips.json. Prints one closing line `contract-dredd: N passed, N failed`, which
// scripts/test.sh counts.
'use strict';

const { EventEmitter } = require('node:events');
const { readFileSync } = require('node:fs');
const { resolve } = require('node:path');
const Dredd = require('dredd');
const YAML = require('yaml');

const ROOT = resolve(__dirname, '..');
const endpoint = process.env.SERVICE_URL;
if (!endpoint) {
  console.error('SERVICE_URL is not set: start the service first (contract-tests/run-dredd.sh does).');
  process.exit(2);
}
const listed = JSON.parse(readFileSync(resolve(__dirname, 'dredd-skips.json'), 'utf8')).skips;
const contract = YAML.parse(readFileSync(resolve(ROOT, 'generated/openapi.yaml'), 'utf8'));
const operationIds = Object.values(contract.paths).flatMap((item) =>
  Object.values(item)
    .filter((op) => op && op.operationId)
    .map((op) => op.operationId),
);

const emitter = new EventEmitter();
const results = { pass: [], fail: [], skip: [], error: [] };
const keyOf = (test) => (test.contract ? `${test.contract.op} ${test.contract.status}` : test.title);
emitter.on('test pass', (test) => results.pass.push(test));
emitter.on('test fail', (test) => results.fail.push(test));
emitter.on('test skip', (test) => results.skip.push(test));
emitter.on('test error', (error, test) =>
  results.error.push({ ...test, message: String(error && error.stack ? error.stack : error) }),
);

const dredd = new Dredd({
  endpoint,
  path: [resolve(ROOT, 'generated/openapi.yaml')],
  hookfiles: [resolve(__dirname, 'dredd-hooks.cjs')],
  language: 'nodejs',
  reporter: ['cli'],
  // The parser's warnings list every OpenAPI 3 keyword Dredd ignores (about 90 lines a run).
  loglevel: process.env.DREDD_LOGLEVEL || 'error',
  color: false,
  emitter,
});

const started = Date.now();
dredd.run((err, stats) => {
  const problems = [];
  if (err) problems.push(`Dredd stopped: ${err.stack || err}`);
  const passedOps = new Set(results.pass.map((t) => t.contract && t.contract.op));
  for (const id of operationIds) if (!passedOps.has(id)) problems.push(`no transaction of ${id} passed`);
  const skipped = new Set(results.skip.map(keyOf));
  for (const key of skipped) if (!listed[key]) problems.push(`skipped but not listed in dredd-skips.json: ${key}`);
  for (const key of Object.keys(listed))
    if (!skipped.has(key)) problems.push(`listed in dredd-skips.json but not skipped (remove the entry): ${key}`);

  const passed = results.pass.length;
  const failed = results.fail.length + results.error.length + problems.length;
  console.log('');
  for (const p of problems) console.log(`contract-dredd problem: ${p}`);
  console.log(
    `Dredd: ${stats ? stats.tests : 0} transactions, ${passed} passed, ${results.fail.length} failed, ${results.error.length} errors, ${results.skip.length} skipped (all listed: ${skipped.size} operation statuses); ${operationIds.length} operations, ${passedOps.size} with a passing transaction; ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`contract-dredd: ${passed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
});
