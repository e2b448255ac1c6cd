// Regenerates everything derived from spec/openapi.yaml into generated/.
//   node scripts/generate.mjs           write generated/
//   node scripts/generate.mjs --check   generate into a temporary folder and fail on any drift
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
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

function listFiles(dir, base = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name), base) : [relative(base, join(dir, e.name))],
  );
}

if (process.argv.includes('--check')) {
  const fresh = mkdtempSync(join(tmpdir(), 'generated-'));
  await generateInto(fresh);
  const names = new Set([...listFiles(fresh), ...listFiles(committedDir)]);
  const drift = [...names].sort().filter((name) => {
    const a = join(fresh, name);
    const b = join(committedDir, name);
    return !existsSync(a) || !existsSync(b) || !readFileSync(a).equals(readFileSync(b));
  });
  rmSync(fresh, { recursive: true, force: true });
  if (drift.length) {
    console.error(`generated/ is out of date with spec/openapi.yaml: ${drift.join(', ')}. Run \`npm run generate\` and commit.`);
    process.exit(1);
  }
  console.log(`generated/ matches spec/openapi.yaml (${names.size} files)`);
} else {
  await generateInto(committedDir);
  console.log(`wrote ${listFiles(committedDir).length} files to generated/`);
}
