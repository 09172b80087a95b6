import { describe, expect, it } from 'vitest';
import { areaName, countyName, townName } from '@/lib/listings/location';

describe('the parts of a location', () => {
  it('reads the area and the town of "Area, Town"', () => {
    expect(areaName('Kilimani, Nairobi')).toBe('Kilimani');
    expect(townName('Kilimani, Nairobi')).toBe('Nairobi');
  });

  it('takes the last part as the town and trims spaces', () => {
    expect(townName('Nyali ,  Mombasa ')).toBe('Mombasa');
    expect(areaName('  Nyali , Mombasa')).toBe('Nyali');
  });

  it('gives a location without a comma as both its area and its town', () => {
    expect(areaName('Nakuru')).toBe('Nakuru');
    expect(townName(' Nakuru ')).toBe('Nakuru');
  });

  it('names the county of a known town, and the town itself otherwise', () => {
    expect(countyName('Elgon View, Eldoret')).toBe('Uasin Gishu');
    expect(countyName('Kilimani, Nairobi')).toBe('Nairobi');
    expect(countyName('Somewhere, Unknown Town')).toBe('Unknown Town');
  });
});
