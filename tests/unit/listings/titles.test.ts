import { describe, expect, it } from 'vitest';
import { factTitles, swBedroomsTitle } from '@/lib/listings/titles';

describe('factTitles', () => {
  it('calls a flat with no bedroom a studio, and a house just a house, in both languages', () => {
    expect(factTitles('apartment', 0, 'Westlands')).toEqual({
      en: 'Studio Apartment in Westlands',
      sw: 'Fleti ya Studio, Westlands',
    });
    expect(factTitles('house', 0, 'Nyali')).toEqual({
      en: 'House in Nyali',
      sw: 'Nyumba, Nyali',
    });
  });

  it('uses the singular noun class for one bedroom in Swahili', () => {
    expect(factTitles('apartment', 1, 'Kilimani')).toEqual({
      en: '1 Bedroom Apartment in Kilimani',
      sw: 'Fleti ya Chumba 1 cha Kulala, Kilimani',
    });
    expect(factTitles('house', 1, 'Karen').sw).toBe('Nyumba ya Chumba 1 cha Kulala, Karen');
  });

  it('uses the plural noun class for several bedrooms', () => {
    expect(factTitles('apartment', 3, 'Kilimani')).toEqual({
      en: '3 Bedroom Apartment in Kilimani',
      sw: 'Fleti ya Vyumba 3 vya Kulala, Kilimani',
    });
    expect(factTitles('house', 3, 'Upper Hill')).toEqual({
      en: '3 Bedroom House in Upper Hill',
      sw: 'Nyumba ya Vyumba 3 vya Kulala, Upper Hill',
    });
  });
});

describe('swBedroomsTitle', () => {
  it.each([
    [1, 'Chumba 1 cha Kulala'],
    [2, 'Vyumba 2 vya Kulala'],
    [11, 'Vyumba 11 vya Kulala'],
  ])('%i -> %s', (n, title) => {
    expect(swBedroomsTitle(n)).toBe(title);
  });
});
