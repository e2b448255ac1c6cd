// The contract is written in parts under spec/ and bundled into generated/openapi.yaml, the one
// document every tool reads. The committed bundle must be what the parts bundle into today, and
// the bundle must keep every component under its own name, with every reference pointing there.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { bundledContractText } from '../../scripts/bundle-contract.mjs';
import { SPEC_PATH } from '../support/openapi-document.js';

const componentsDir = fileURLToPath(new URL('../../spec/components/', import.meta.url));
const committed = readFileSync(SPEC_PATH, 'utf8');
const bundle = YAML.parse(committed);

function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refs(item, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else refs(value, out);
    }
  }
  return out;
}

describe('the bundled contract', () => {
  it('is what the parts in spec/ bundle into (run `npm run generate` after editing a part)', async () => {
    expect(await bundledContractText()).toBe(committed);
  });

  it('starts with a do-not-edit header', () => {
    expect(committed.startsWith('# DO NOT EDIT.')).toBe(true);
  });

  it('keeps every component of spec/components/ under its own name', () => {
    const missing: string[] = [];
    for (const file of readdirSync(componentsDir).filter((f) => f.endsWith('.yaml'))) {
      const part = YAML.parse(readFileSync(componentsDir + file, 'utf8')) as Record<string, Record<string, unknown>>;
      for (const [section, entries] of Object.entries(part)) {
        for (const name of Object.keys(entries)) {
          if (!bundle.components?.[section]?.[name])
            missing.push(`${file}: ${section}/${name} (list it in spec/openapi.root.yaml)`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('refers only to its own components', () => {
    const stray = refs(bundle).filter((ref) => !/^#\/components\/[A-Za-z]+\/[^/]+$/.test(ref));
    expect(stray).toEqual([]);
  });
});
