// scripts/test-counts.mjs, which turns a suite's report into the counts and the failure lines of
// `npm test`'s summary: a failed test is named, and the first lines of why it failed follow it,
// so that the end of a run's log explains a failure on its own.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'test-counts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(mode: string, report: unknown): string {
  const file = join(dir, `${mode}.json`);
  writeFileSync(file, JSON.stringify(report));
  return execFileSync(process.execPath, ['scripts/test-counts.mjs', mode, file], { encoding: 'utf8' });
}

const report = {
  numPassedTests: 1,
  numFailedTests: 2,
  numTotalTests: 3,
  testResults: [
    {
      name: `${process.cwd()}/test/browser/a.test.ts`,
      status: 'failed',
      assertionResults: [
        { fullName: 'a page shows it', status: 'passed', failureMessages: [] },
        {
          fullName: 'a page resolves it',
          status: 'failed',
          failureMessages: [
            `\u001b[31mError: the resolved alert never appeared\u001b[39m\n\n  page errors: (none)\n${'x'.repeat(300)}\nfourth line`,
          ],
        },
        {
          fullName: 'a page takes too long',
          status: 'failed',
          duration: 60_012.4,
          failureMessages: ['Error: STACK_TRACE_ERROR\n    at task (file:///runner.js:1:1)'],
        },
      ],
    },
    {
      name: `${process.cwd()}/test/browser/b.test.ts`,
      status: 'failed',
      message: 'Cannot find module x\nstack',
      assertionResults: [],
    },
  ],
};

describe('test-counts', () => {
  it('counts a file that failed to load as a failure', () => {
    expect(run('vitest', report).trim()).toBe('1 3');
  });

  it('names each failure with the first three lines of its message, colours removed and long lines cut, and a timeout as one', () => {
    expect(run('vitest-failures', report).split('\n')).toEqual([
      'test/browser/a.test.ts > a page resolves it',
      '    Error: the resolved alert never appeared',
      '    page errors: (none)',
      `    ${'x'.repeat(240)}...`,
      'test/browser/a.test.ts > a page takes too long',
      '    timed out after 60012 ms',
      'test/browser/b.test.ts: Cannot find module x',
      '',
    ]);
  });
});
