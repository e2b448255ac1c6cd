// The document must load in every tool built on it. Prism is proven by prism-mock.test.ts;
// this file covers openapi-typescript and openapi-generator (typescript-fetch, python, go),
// with attention to the recursive trigger conditions (AND_GROUP / OR_GROUP).
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { SPEC_PATH } from '../support/openapi-document.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const generator = join(root, 'scripts', 'openapi-generator.sh');
const workDir = mkdtempSync(join(tmpdir(), 'generators-'));

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function generate(lang: string, extra: string[]): Promise<string> {
  const out = join(workDir, lang);
  await run(generator, ['generate', '-g', lang, '-i', SPEC_PATH, '-o', out, ...extra], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  return out;
}

describe('tools accept the contract', () => {
  it('openapi-typescript produces types in which trigger conditions nest', async () => {
    const types = astToString(await openapiTS(pathToFileURL(SPEC_PATH)));
    expect(types).toContain('"/v1/triggers"');
    expect(types).toContain('"/generic/v1/memories"');
    // the group conditions refer back to the condition union
    const andGroup = /AndGroupCondition: \{[\s\S]*?\n {8}\};/.exec(types)?.[0] ?? '';
    expect(andGroup).toContain('components["schemas"]["TriggerCondition"][]');
  });

  it('openapi-generator validates the document', async () => {
    const { stdout } = await run(generator, ['validate', '-i', SPEC_PATH], { cwd: root });
    expect(stdout).toMatch(/No validation issues detected/);
  });

  it('openapi-generator generates typescript-fetch', async () => {
    const out = await generate('typescript-fetch', ['--additional-properties=supportsES6=true']);
    expect(existsSync(join(out, 'apis', 'TriggersApi.ts'))).toBe(true);
    expect(existsSync(join(out, 'apis', 'GenericApi.ts'))).toBe(true);
    expect(readFileSync(join(out, 'models', 'AndGroupCondition.ts'), 'utf8')).toContain('Array<TriggerCondition>');
  }, 180_000);

  it('openapi-generator generates python', async () => {
    const out = await generate('python', ['--additional-properties=packageName=memsvc_client']);
    expect(existsSync(join(out, 'memsvc_client', 'api', 'triggers_api.py'))).toBe(true);
    expect(readFileSync(join(out, 'memsvc_client', 'models', 'and_group_condition.py'), 'utf8')).toContain(
      'List[TriggerCondition]',
    );
  }, 180_000);

  it('openapi-generator generates go', async () => {
    const out = await generate('go', [
      '--additional-properties=packageName=memsvc,isGoSubmodule=false,enumClassPrefix=true',
    ]);
    expect(existsSync(join(out, 'api_triggers.go'))).toBe(true);
    expect(readFileSync(join(out, 'model_and_group_condition.go'), 'utf8')).toContain('[]TriggerCondition');
  }, 180_000);
});
