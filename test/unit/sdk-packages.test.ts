// The SDK packages carry the names and versions of the generator options in sdks/config: the
// TypeScript package.json is hand-written and must follow typescript.yaml; the generated Python
// and Go package files are checked too, so a changed option that did not reach them is caught.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const options = (language: string) => YAML.parse(read(`sdks/config/${language}.yaml`)) as Record<string, string>;

describe('the SDK packages', () => {
  it('TypeScript: package.json has the npm name, version and licence of the options', () => {
    const ts = options('typescript');
    const manifest = JSON.parse(read('sdks/typescript/package.json'));
    expect(manifest).toMatchObject({
      name: ts.npmName,
      version: ts.npmVersion,
      license: ts.licenseName,
      type: 'module',
    });
    expect(Object.keys(manifest.exports)).toEqual(expect.arrayContaining(['.', './webhooks']));
  });

  it('Python: pyproject.toml has the distribution name, version and licence', () => {
    const py = options('python');
    const pyproject = read('sdks/python/pyproject.toml');
    expect(pyproject).toContain(`name = "${py.packageName}"`);
    expect(pyproject).toContain(`version = "${py.packageVersion}"`);
    expect(pyproject).toContain('license = { text = "Apache-2.0" }');
    // The two spellings are one distribution for pip (PEP 503 normalization).
    const normalize = (name: string) => name.toLowerCase().replace(/[-_.]+/g, '-');
    expect(normalize(py.projectName!)).toBe(normalize(py.packageName!));
  });

  it('Go: go.mod declares the module path of the options', () => {
    const go = options('go');
    expect(read('sdks/go/go.mod').split('\n')[0]).toBe(`module ${go.gitHost}/${go.gitUserId}/${go.gitRepoId}`);
  });
});
