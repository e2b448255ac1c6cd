// Regenerates everything derived from spec/openapi.yaml: the server's types in generated/ and the
// client SDKs in sdks/typescript, sdks/python and sdks/go.
//   node scripts/generate.mjs           write them
//   node scripts/generate.mjs --check   generate into a temporary folder and fail on any drift
// An SDK folder also holds hand-written code (helpers, tests, package files the generator does not
// write); only the files the generator listed in its last manifest (.openapi-generator/FILES) are
// deleted before it runs again, so the hand-written ones are never touched.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { copyFileSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import YAML from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const specPath = join(root, 'spec', 'openapi.yaml');
const committedDir = join(root, 'generated');
const HEADER = '// DO NOT EDIT. Generated from spec/openapi.yaml by `npm run generate`.\n';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const SDKS = [
  { language: 'typescript', generator: 'typescript-fetch' },
  { language: 'python', generator: 'python' },
  { language: 'go', generator: 'go' },
];
const MANIFEST = join('.openapi-generator', 'FILES');

async function typesFile() {
  const ast = await openapiTS(pathToFileURL(specPath), { alphabetize: false });
  return HEADER + astToString(ast);
}

function operationsFile() {
  const doc = YAML.parse(readFileSync(specPath, 'utf8'));
  const rows = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const security = (op.security ?? doc.security ?? []).flatMap((req) => Object.keys(req));
      rows.push({
        operationId: op.operationId,
        method,
        path,
        tag: op.tags[0],
        surface: path.startsWith('/generic/') ? 'generic' : 'main',
        auth: security.length ? security : ['none'],
        authOptional: (op.security ?? []).some((req) => Object.keys(req).length === 0),
      });
    }
  }
  const body = rows
    .map((r) => `  ${r.operationId}: ${JSON.stringify({ method: r.method, path: r.path, tag: r.tag, surface: r.surface, auth: r.auth, authOptional: r.authOptional })},`)
    .join('\n');
  return `${HEADER}
/** Every operation of the contract: HTTP method, path template, tag, surface and accepted credentials. */
export const operations = {
${body}
} as const;

export type OperationId = keyof typeof operations;
`;
}

async function generateInto(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'openapi.ts'), await typesFile());
  writeFileSync(join(dir, 'operations.ts'), operationsFile());
}

/** The files the generator wrote into an SDK folder last time, with its own manifest and version. */
function generatedFiles(sdkDir) {
  const manifest = join(sdkDir, MANIFEST);
  if (!existsSync(manifest)) return [];
  const listed = readFileSync(manifest, 'utf8').split('\n').filter(Boolean);
  return [...listed, MANIFEST, join('.openapi-generator', 'VERSION')];
}

async function generateSdk({ language, generator }, sdkDir) {
  for (const file of generatedFiles(sdkDir)) rmSync(join(sdkDir, file), { force: true });
  mkdirSync(sdkDir, { recursive: true });
  copyFileSync(join(root, 'sdks', 'config', 'generator.ignore'), join(sdkDir, '.openapi-generator-ignore'));
  const args = ['generate', '-g', generator, '-i', specPath, '-o', sdkDir, '-c', join(root, 'sdks', 'config', `${language}.yaml`), '--global-property', 'apiTests=false,modelTests=false'];
  try {
    await promisify(execFile)('bash', [join(root, 'scripts', 'openapi-generator.sh'), ...args], { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`openapi-generator failed for ${language}: ${error.stderr || error.message}`);
  }
}

/** Generates every SDK under sdksRoot/<language>, two at a time (the machine has two cores). */
async function generateSdks(sdksRoot) {
  const [first, ...rest] = SDKS;
  await Promise.all([generateSdk(first, join(sdksRoot, first.language)), (async () => {
    for (const sdk of rest) await generateSdk(sdk, join(sdksRoot, sdk.language));
  })()]);
}

/** Names (relative to base) of files that differ between two trees, over the given names. */
function differing(names, a, b) {
  return [...new Set(names)].sort().filter((name) => {
    const x = join(a, name);
    const y = join(b, name);
    return !existsSync(x) || !existsSync(y) || !readFileSync(x).equals(readFileSync(y));
  });
}

function listFiles(dir, base = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name), base) : [relative(base, join(dir, e.name))],
  );
}

if (process.argv.includes('--check')) {
  const fresh = mkdtempSync(join(tmpdir(), 'generated-'));
  await generateInto(join(fresh, 'generated'));
  await generateSdks(join(fresh, 'sdks'));
  const drift = differing([...listFiles(join(fresh, 'generated')), ...listFiles(committedDir)], join(fresh, 'generated'), committedDir).map((name) => join('generated', name));
  let count = listFiles(committedDir).length;
  for (const { language } of SDKS) {
    const freshSdk = join(fresh, 'sdks', language);
    const committedSdk = join(root, 'sdks', language);
    const names = [...generatedFiles(freshSdk), ...generatedFiles(committedSdk)];
    count += new Set(names).size;
    drift.push(...differing(names, freshSdk, committedSdk).map((name) => join('sdks', language, name)));
  }
  rmSync(fresh, { recursive: true, force: true });
  if (drift.length) {
    const shown = drift.slice(0, 20).join(', ') + (drift.length > 20 ? ` and ${drift.length - 20} more` : '');
    console.error(`generated code is out of date with spec/openapi.yaml: ${shown}. Run \`npm run generate\` and commit.`);
    process.exit(1);
  }
  console.log(`generated/ and sdks/ match spec/openapi.yaml (${count} files)`);
} else {
  await generateInto(committedDir);
  await generateSdks(join(root, 'sdks'));
  const sdkCount = SDKS.reduce((n, { language }) => n + generatedFiles(join(root, 'sdks', language)).length, 0);
  console.log(`wrote ${listFiles(committedDir).length} files to generated/ and ${sdkCount} to sdks/`);
}
