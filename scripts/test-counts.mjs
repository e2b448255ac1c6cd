// Reads a test runner's report and prints "<passed> <failed>" for scripts/test.sh's summary.
//   node scripts/test-counts.mjs vitest report.json   vitest's JSON reporter
//   node scripts/test-counts.mjs junit report.xml     a JUnit XML report (pytest --junitxml)
//   node scripts/test-counts.mjs gotest report.jsonl  `go test -json` output
//   node scripts/test-counts.mjs vitest-failures report.json   prints each failed test, a line
//                                                               each, and under it the first
//                                                               lines of why it failed
// A report that is missing or unreadable, or that ran no test, counts at least one failure, so a
// suite that ran nothing can never pass. Skipped tests count as neither passed nor failed.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const [format, file] = process.argv.slice(2);
const text = file && existsSync(file) ? readFileSync(file, 'utf8') : '';

/** vitest's JSON report; an empty one when it is missing or unreadable (no test ran). */
function vitestReport() {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

function vitest() {
  const r = vitestReport();
  const passed = r.numPassedTests ?? 0;
  let failed = (r.numFailedTests ?? 0) + (r.numRuntimeErrorTests ?? 0);
  // A file that failed to load has no failed test of its own but did fail.
  failed += (r.testResults ?? []).filter(
    (t) => t.status === 'failed' && t.assertionResults.every((a) => a.status !== 'failed'),
  ).length;
  return { passed, failed, total: r.numTotalTests ?? 0 };
}

function junit() {
  let tests = 0;
  let failed = 0;
  let skipped = 0;
  // Only the <testsuite> elements: <testsuites> repeats their sums.
  for (const match of text.matchAll(/<testsuite\s([^>]*)>/g)) {
    const attr = (name) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(match[1])?.[1] ?? 0);
    tests += attr('tests');
    failed += attr('failures') + attr('errors');
    skipped += attr('skipped');
  }
  return { passed: tests - failed - skipped, failed, total: tests };
}

function gotest() {
  const outcome = new Map(); // "package test" -> pass | fail | skip
  const failedPackages = new Set();
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    let event;
    try {
      event = JSON.parse(line);
    } catch {
      continue;
    }
    if (event.Action === 'build-fail') failedPackages.add(event.ImportPath ?? 'build');
    if (!['pass', 'fail', 'skip'].includes(event.Action)) continue;
    if (event.Test) outcome.set(`${event.Package} ${event.Test}`, event.Action);
    else if (event.Action === 'fail') failedPackages.add(event.Package);
  }
  // Leaves only: a test with subtests is counted through them, not once more itself.
  const names = [...outcome.keys()];
  const leaves = names.filter((name) => !names.some((other) => other.startsWith(`${name}/`)));
  const passed = leaves.filter((name) => outcome.get(name) === 'pass').length;
  let failed = leaves.filter((name) => outcome.get(name) === 'fail').length;
  // A package that failed without a failing test (it did not build, or it panicked outside a test).
  for (const pkg of failedPackages)
    if (!leaves.some((name) => name.startsWith(`${pkg} `) && outcome.get(name) === 'fail')) failed += 1;
  return { passed, failed, total: leaves.length };
}

/** The first lines of a failure's message, colours removed, indented under the test's name. */
function firstLines(message, count = 3) {
  return stripVTControlCharacters(message ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, count)
    .map((line) => `    ${line.length > 240 ? `${line.slice(0, 240)}...` : line}`);
}

if (format === 'vitest-failures') {
  const r = vitestReport();
  if (!r.testResults) console.log(`no readable report at ${file}`);
  for (const t of r.testResults ?? []) {
    const where = t.name.replace(`${process.cwd()}/`, '');
    const failed = t.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failed) {
      console.log(`${where} > ${a.fullName}`);
      // vitest's report keeps a timeout's stack, whose first line is the placeholder it was made with.
      if (a.failureMessages?.[0]?.startsWith('Error: STACK_TRACE_ERROR'))
        console.log(`    timed out after ${Math.round(a.duration ?? 0)} ms`);
      else for (const line of firstLines(a.failureMessages?.[0])) console.log(line);
    }
    if (t.status === 'failed' && failed.length === 0)
      console.log(`${where}: ${(t.message || 'failed to load').split('\n')[0]}`);
  }
  process.exit(0);
}

const counters = { vitest, junit, gotest };
if (!counters[format]) {
  console.error(`unknown report format '${format}': use vitest, junit or gotest`);
  process.exit(2);
}
const { passed, failed, total } = counters[format]();
console.log(`${passed} ${total === 0 ? Math.max(failed, 1) : failed}`);
