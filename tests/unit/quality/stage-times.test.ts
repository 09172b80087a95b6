// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { minutes } from '@/scripts/quality/stage-times';

describe('minutes', () => {
  it('writes seconds as m:ss, rounded to the second', () => {
    expect(minutes(0)).toBe('0:00');
    expect(minutes(9.4)).toBe('0:09');
    expect(minutes(59.5)).toBe('1:00');
    expect(minutes(61)).toBe('1:01');
    expect(minutes(3725)).toBe('62:05');
  });
});
