import { describe, expect, it } from 'vitest';
import { contentHash, normalizeText } from '../../src/modules/intelligence/dedup/normalized-text.js';
import { hammingDistance, signatureSimilarity, simhash } from '../../src/modules/intelligence/dedup/simhash.js';

const similarity = (a: string, b: string) => signatureSimilarity(simhash(a).value, simhash(b).value);

describe('normalised text and its hash', () => {
  it('ignores case, surrounding and repeated whitespace, and trailing punctuation', () => {
    expect(normalizeText('  I like\t dark   mode.  ')).toBe('i like dark mode');
    expect(normalizeText('I LIKE DARK MODE!!!')).toBe('i like dark mode');
    expect(contentHash('I like dark mode.')).toBe(contentHash('i like  dark mode'));
  });

  it('is a hash_ id of 64 hex digits that differs for different texts', () => {
    expect(contentHash('I like dark mode.')).toMatch(/^hash_[0-9a-f]{64}$/);
    expect(contentHash('I like dark mode')).not.toBe(contentHash('I like light mode'));
    // Inner punctuation is content.
    expect(contentHash("it's fine")).not.toBe(contentHash('its fine'));
  });

  it('keeps a text of punctuation only as it is: "!!!" and "???" are two texts', () => {
    expect(normalizeText(' !!! ')).toBe('!!!');
    expect(contentHash('!!!')).not.toBe(contentHash('???'));
    expect(contentHash('   ')).toBe(contentHash(''));
  });

  it('folds compatibility characters (NFKC)', () => {
    expect(normalizeText('ｆｕｌｌ width')).toBe('full width');
  });
});

describe('SimHash signatures', () => {
  it('are deterministic 64-bit values with four 16-bit bands', () => {
    const a = simhash('The user prefers dark mode in every editor and terminal.');
    expect(simhash('The user prefers dark mode in every editor and terminal.')).toEqual(a);
    expect(a.bands).toHaveLength(4);
    for (const band of a.bands) {
      expect(band).toBeGreaterThanOrEqual(0);
      expect(band).toBeLessThan(65_536);
    }
    const unsigned = BigInt.asUintN(64, a.value);
    a.bands.forEach((band, i) => expect(Number((unsigned >> BigInt(16 * i)) & 0xffffn)).toBe(band));
  });

  // Stored fingerprints hold these values: a change of the function would hide every memory
  // stored before it from the near-duplicate check. (Computed by the first implementation.)
  it.each([
    ['', '-6107307654834233713'],
    ['ab', '-7436458873869349913'],
    ['abcd', '-1684358016479567978'],
    ['abcde', '-6912514128261068654'],
    ['The user prefers dark mode in every editor and terminal.', '-3670407019893745002'],
    ['Émoji 😀 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 text, with punctuation!!! — and “quotes”.', '-616754608531007523'],
    ['日本語のテキストと中文文本混合在一起。', '-7840823157910678381'],
    ['aaaa aaaa aaaa aaaa aaaa', '1064631620853096584'],
    [Array.from({ length: 400 }, (_, i) => `word${i % 37} ${(i * 7919) % 1000}`).join(' '), '-6062402001357699208'],
  ])('keep the value fingerprints were stored with: %s', (text, value) => {
    expect(simhash(text).value.toString()).toBe(value);
  });

  it('tell texts of symbols or punctuation only apart from each other and from a blank text', () => {
    const blank = simhash('   ').value;
    const signatures = ['🍣🍣🍣', '👍', '!!!', '???', '¯\\_(ツ)_/¯'].map((text) => simhash(text).value);
    expect(new Set([blank, ...signatures]).size).toBe(6);
    expect(similarity('🍣🍣🍣', '   ')).toBeLessThan(0.9);
    expect(similarity('!!!', '???')).toBeLessThan(0.9);
  });

  it('give the same signature for texts equal after normalisation', () => {
    expect(similarity('I like dark mode.', 'i like  dark mode')).toBe(1);
  });

  it('place near-duplicates at 0.9 or more and different memories well below', () => {
    expect(
      similarity(
        'The user prefers dark mode in every editor and terminal.',
        'The user prefers dark mode in every editor and the terminal',
      ),
    ).toBeGreaterThanOrEqual(0.9);
    const decision =
      "We chose PostgreSQL over MySQL because of its JSONB support, mature extensions and the team's experience with it.";
    expect(
      similarity(
        decision,
        'We chose PostgreSQL over MySQL because of its JSONB support, mature extensions and the teams experience with it',
      ),
    ).toBeGreaterThanOrEqual(0.9);
    expect(
      similarity(
        decision,
        "we chose postgresql over mysql because of its jsonb support, mature extensions, and the team's experience with it",
      ),
    ).toBe(1);
    expect(similarity('I like dark mode', 'I like light mode')).toBeLessThan(0.8);
    expect(
      similarity('My flight to Lisbon lands at 6:40pm on Friday', 'Maria Lopez is the CTO of Brightline'),
    ).toBeLessThan(0.7);
  });

  it('counts differing bits', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(0n, -1n)).toBe(64);
    expect(hammingDistance(0b1011n, 0b0001n)).toBe(2);
  });
});
