// Benchmark runner: `npm run bench -- <name> [args...]` runs `bench/<name>.bench.ts`, whose
// `run(args)` prints its own figures. Without a name, or with an unknown one, it lists the
// benchmarks. A benchmark that reports a missed target still exits 0; only a run that could not
// be carried out (it throws) exits 1.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface Benchmark {
  run(args: string[]): Promise<void>;
}

const benchDir = dirname(fileURLToPath(import.meta.url));
const SUFFIX = '.bench.ts';

function available(): string[] {
  return readdirSync(benchDir)
    .filter((file) => file.endsWith(SUFFIX))
    .map((file) => file.slice(0, -SUFFIX.length))
    .sort();
}

function usage(names: string[]): string {
  const list = names.length ? names.map((n) => `  ${n}`).join('\n') : '  (none)';
  return `usage: npm run bench -- <name> [args...]\n\navailable benchmarks:\n${list}\n`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const names = available();
  if (!name || !names.includes(name)) {
    if (name) process.stderr.write(`unknown benchmark '${name}'\n\n`);
    process.stderr.write(usage(names));
    return 2;
  }
  const module = (await import(pathToFileURL(join(benchDir, `${name}${SUFFIX}`)).href)) as Partial<Benchmark>;
  if (typeof module.run !== 'function') {
    process.stderr.write(`bench/${name}${SUFFIX} does not export a run() function\n`);
    return 2;
  }
  await module.run(args);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`\nbenchmark failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
