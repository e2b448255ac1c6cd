// Builds the web console (console/src, see docs/console.md) into console/dist, which the service
// serves at /console: esbuild bundles the Preact application, the generated TypeScript SDK it
// calls the API with, and its style sheet into console/dist/assets, and the page itself is copied
// beside them. The output is not committed: `npm start` and `npm test` build it (scripts/setup.sh).
//   node scripts/build-console.mjs              build
//   node scripts/build-console.mjs --if-stale   build only when a source is newer than the last build
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = join(root, 'console', 'src');
const distDir = join(root, 'console', 'dist');
const stamp = join(distDir, '.built');
/** Whatever the bundle is made of: a change to any of these makes the last build stale. */
const inputs = [
  sourceDir,
  join(root, 'sdks', 'typescript', 'src'),
  join(root, 'package-lock.json'),
  fileURLToPath(import.meta.url),
];

function newestChange(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

function isStale() {
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return inputs.some((input) => newestChange(input) > built);
}

async function buildConsole() {
  rmSync(distDir, { recursive: true, force: true });
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  await build({
    entryPoints: { console: join(sourceDir, 'main.tsx') },
    outdir: join(distDir, 'assets'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome110', 'firefox110', 'safari16'],
    jsx: 'automatic',
    jsxImportSource: 'preact',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  copyFileSync(join(sourceDir, 'index.html'), join(distDir, 'index.html'));
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && !isStale()) process.exit(0);
  await buildConsole();
  console.log('built the console into console/dist');
}
