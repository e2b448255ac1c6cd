import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findDecisions, normalizeText } from '../support/decisions.js';
import { loadDocument } from '../support/openapi-document.js';

const decisions = findDecisions(loadDocument());
const listed = normalizeText(readFileSync(new URL('../../spec/DECISIONS.md', import.meta.url), 'utf8'));

describe('spec/DECISIONS.md', () => {
  it('finds the decisions written in the document', () => {
    expect(decisions.length).toBeGreaterThanOrEqual(100);
  });

  it('lists every decision of the document, under the operation or schema that makes it', () => {
    const missing = decisions.filter((d) => {
      const opening = d.text.slice(0, 80);
      const section = listed.indexOf(`### ${d.owner} `);
      return section < 0 || listed.indexOf(opening, section) < 0;
    });
    expect(missing.map((d) => `${d.owner}: ${d.text.slice(0, 80)}`)).toEqual([]);
  });
});
