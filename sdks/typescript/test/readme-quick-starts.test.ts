// The quick starts a newcomer copies, run as written against the live service that
// scripts/test-sdks.sh starts (SERVICE_URL): the TypeScript SDK's README block and the project
// README's curl block. Only the base URL, the sign-up e-mail (a fresh account per run) and the
// SDK's import path are replaced. Each must find again, by its search, the memory it stored.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

const STORED = 'The user prefers dark mode in every editor.';

function setting(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the SDK suites with scripts/test-sdks.sh, which starts the service and sets it.`,
    );
  return value;
}

/** The code block of the language under the README's "Quick start" heading that searches (not, say, the one that starts the server). */
function quickStart(readmeUrl: URL, language: string): string {
  const readme = readFileSync(readmeUrl, 'utf8');
  const section = readme.slice(readme.indexOf('## Quick start'));
  const blocks = [...section.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]!);
  const block = blocks.find((b) => /search/i.test(b));
  if (!block)
    throw new Error(`${fileURLToPath(readmeUrl)} has no ${language} block that searches under "## Quick start"`);
  return block;
}

function asWritten(code: string): string {
  return code
    .replaceAll('http://127.0.0.1:8080', setting('SERVICE_URL'))
    .replaceAll('ada@example.com', `quick-start-${randomBytes(6).toString('hex')}@example.com`);
}

describe('README quick starts', () => {
  it('the TypeScript SDK quick start finds the memory it stored', async () => {
    const code = asWritten(quickStart(new URL('../README.md', import.meta.url), 'ts')).replace(
      "'@memory-intelligence/sdk'",
      JSON.stringify(fileURLToPath(new URL('../src/index.ts', import.meta.url))),
    );
    const file = fileURLToPath(new URL(`./.quick-start-${randomBytes(4).toString('hex')}.ts`, import.meta.url));
    writeFileSync(file, code);
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
    try {
      await import(file);
    } finally {
      log.mockRestore();
      rmSync(file, { force: true });
    }
    expect(printed).toContainEqual(expect.stringMatching(/^0\.\d{3} The user prefers dark mode in every editor\.$/));
  });

  it("the project README's curl quick start finds the memory it stored", () => {
    const code = asWritten(quickStart(new URL('../../../README.md', import.meta.url), 'sh'));
    const printed = execFileSync('bash', ['-euo', 'pipefail', '-c', code], { encoding: 'utf8', timeout: 60_000 });
    // curl prints each answer without a line break: the search's is the last, from its `results`
    const search = JSON.parse(printed.slice(printed.lastIndexOf('{"results"'))) as {
      results: { text: string; score: number }[];
    };
    expect(search.results.map((r) => r.text)).toContain(STORED);
    expect(search.results[0]!.score).toBeGreaterThanOrEqual(0.35);
  });
});
