// The package as a user gets it: `npm pack` (which builds it), installed into an empty project
// without the network, then imported by plain Node through its exports map and type-checked by a
// TypeScript consumer. Proves package.json, the build and the exported helper together.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const sdkDir = fileURLToPath(new URL('..', import.meta.url));
const tscBin = fileURLToPath(new URL('../../../node_modules/typescript/bin/tsc', import.meta.url));
const manifest = JSON.parse(readFileSync(join(sdkDir, 'package.json'), 'utf8')) as { name: string; version: string };
let work: string;
let consumer: string;

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'sdk-ts-package-'));
  run('npm', ['pack', '--silent', '--pack-destination', work], sdkDir);
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  consumer = join(work, 'consumer');
  run('mkdir', ['-p', consumer], work);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', join(work, tarball)], consumer);
}, 120_000);
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed TypeScript SDK', () => {
  it('holds the built client, the helper and the docs, and no sources or tests', () => {
    const installed = join(consumer, 'node_modules', ...manifest.name.split('/'));
    const files = readdirSync(installed, { recursive: true }).map(String);
    expect(files).toContain(join('dist', 'src', 'index.js'));
    expect(files).toContain(join('dist', 'src', 'index.d.ts'));
    expect(files).toContain(join('dist', 'helpers', 'webhooks.js'));
    expect(files).toContain('README.md');
    expect(files.some((f) => f.startsWith(join('docs', '')))).toBe(true);
    expect(files.filter((f) => f.startsWith('test') || f.startsWith('src') || f.startsWith('helpers'))).toEqual([]);
    expect(JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'))).toMatchObject({
      name: manifest.name,
      version: manifest.version,
      license: 'Apache-2.0',
    });
  });

  it('imports in plain Node through both entry points, and the packaged helper verifies a vector', () => {
    const script = `
      import { Configuration, MemoryApi, WebhooksApi, ResponseError, ErrorEnvelopeFromJSON } from '@memory-intelligence/sdk';
      import { verifyWebhook } from '@memory-intelligence/sdk/webhooks';
      import { readFileSync } from 'node:fs';
      const api = new MemoryApi(new Configuration({ basePath: 'http://127.0.0.1:1', accessToken: 'pr_test_x' }));
      const vector = JSON.parse(readFileSync(process.argv[1], 'utf8')).vectors[0];
      const verified = await verifyWebhook(vector.body, vector.headers, { secret: vector.secret, now: new Date(vector.timestamp * 1000) });
      console.log(JSON.stringify({ store: typeof api.storeMemory, webhooks: typeof WebhooksApi, error: typeof ResponseError, envelope: typeof ErrorEnvelopeFromJSON, id: verified.id }));
    `;
    const vectors = fileURLToPath(new URL('../../testdata/webhook-signatures.json', import.meta.url));
    const out = JSON.parse(run(process.execPath, ['--input-type=module', '-e', script, vectors], consumer));
    expect(out).toEqual({
      store: 'function',
      webhooks: 'function',
      error: 'function',
      envelope: 'function',
      id: 'del_7mU8xZ9aB1cD3eF5gH7iJ9kL',
    });
  });

  it('type-checks a strict TypeScript consumer against the packaged declarations', () => {
    writeFileSync(
      join(consumer, 'consumer.ts'),
      `import { Configuration, MemoryApi, type StoreMemoryResponse } from '@memory-intelligence/sdk';
       import { verifyWebhook, type VerifiedWebhook } from '@memory-intelligence/sdk/webhooks';
       export async function store(text: string): Promise<StoreMemoryResponse> {
         return new MemoryApi(new Configuration({ accessToken: 'pr_test_x' })).storeMemory({ storeMemoryRequest: { text } });
       }
       export const check = (body: string, headers: Record<string, string>): Promise<VerifiedWebhook> => verifyWebhook(body, headers, { secret: 'whsec_x' });
      `,
    );
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2022', 'DOM'],
          types: [],
          skipLibCheck: true,
        },
        files: ['consumer.ts'],
      }),
    );
    expect(run(process.execPath, [tscBin, '-p', 'tsconfig.json'], consumer)).toBe('');
  });
});
