// @ts-check
import { describe, expect, it } from 'vitest';
import { cleanName, sameName } from '../names.mjs';

describe('cleanName', () => {
  it.each([
    // The cases the sources' title-casing leaves, as named in names.mjs and data/geo/README.md.
    ["Mang'U", "Mang'u"],
    ["Murang'A", "Murang'a"],
    ['Parklands/highridge', 'Parklands/Highridge'],
    ['Mji Wa Kale / makadara', 'Mji Wa Kale/Makadara'],
    ['Umoja Ii', 'Umoja II'],
    ['Kayole Iv Ward', 'Kayole IV'],
    ["Nyalenda 'A'", 'Nyalenda A'],
    ['Nyalenda ’B’', 'Nyalenda B'],
    ['  Kilimani   Ward ', 'Kilimani'],
    // What is right already stays as it is.
    ["Ziwa La Ng'ombe", "Ziwa La Ng'ombe"],
    ['Township (Kiambu)', 'Township (Kiambu)'],
    ['Vihiga', 'Vihiga'],
  ])('%s is %s', (raw, clean) => {
    expect(cleanName(raw)).toBe(clean);
  });
});

describe('sameName', () => {
  it('ignores case, accents and punctuation', () => {
    expect(sameName('South ’B’')).toBe(sameName('South B'));
    expect(sameName("Lang'ata")).toBe(sameName('Langata'));
    expect(sameName('Mũthaiga')).toBe(sameName('MUTHAIGA'));
    expect(sameName('Kilimani')).not.toBe(sameName('Kileleshwa'));
  });
});
