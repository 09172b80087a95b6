import { describe, expect, it } from 'vitest';
import {
  checkPositive,
  checkText,
  checkWholeNumber,
  isEarbNumber,
  isEmail,
  isKenyanMobile,
  LIMITS,
  SLUG,
} from '@/lib/listings/rules';

describe('checkWholeNumber', () => {
  const range = { min: 0, max: 50 };

  it('counts undefined as missing and NaN (typed text that is no number) as not whole', () => {
    expect(checkWholeNumber(undefined, range)).toBe('required');
    expect(checkWholeNumber(Number.NaN, range)).toBe('notWhole');
  });

  it('rejects fractions before checking the range', () => {
    expect(checkWholeNumber(2.5, range)).toBe('notWhole');
    expect(checkWholeNumber(-0.5, range)).toBe('notWhole');
    expect(checkWholeNumber(50.1, range)).toBe('notWhole');
  });

  it('accepts the bounds themselves', () => {
    expect(checkWholeNumber(0, range)).toBeNull();
    expect(checkWholeNumber(50, range)).toBeNull();
    expect(checkWholeNumber(LIMITS.yearBuilt.min, LIMITS.yearBuilt)).toBeNull();
    expect(checkWholeNumber(LIMITS.yearBuilt.max, LIMITS.yearBuilt)).toBeNull();
  });

  it('rejects one past either bound', () => {
    expect(checkWholeNumber(-1, range)).toBe('tooSmall');
    expect(checkWholeNumber(51, range)).toBe('tooLarge');
    expect(checkWholeNumber(LIMITS.price.min - 1, LIMITS.price)).toBe('tooSmall');
    expect(checkWholeNumber(LIMITS.price.max + 1, LIMITS.price)).toBe('tooLarge');
  });

  it('treats infinity as not a whole number', () => {
    expect(checkWholeNumber(Number.POSITIVE_INFINITY, range)).toBe('notWhole');
  });
});

describe('checkPositive', () => {
  const range = LIMITS.size;

  it('counts undefined as missing and NaN as no number', () => {
    expect(checkPositive(undefined, range)).toBe('required');
    expect(checkPositive(Number.NaN, range)).toBe('notWhole');
  });

  it('allows fractions within the range', () => {
    expect(checkPositive(120.5, range)).toBeNull();
    expect(checkPositive(1, range)).toBeNull();
    expect(checkPositive(100_000, range)).toBeNull();
  });

  it('rejects values outside the range, fractions included', () => {
    expect(checkPositive(0.99, range)).toBe('tooSmall');
    expect(checkPositive(0, range)).toBe('tooSmall');
    expect(checkPositive(-3, range)).toBe('tooSmall');
    expect(checkPositive(100_000.01, range)).toBe('tooLarge');
  });
});

describe('checkText', () => {
  it('requires text that is not blank once trimmed', () => {
    expect(checkText('')).toBe('required');
    expect(checkText('   ')).toBe('required');
    expect(checkText('\n\t \u00a0')).toBe('required');
    expect(checkText('Jane')).toBeNull();
  });

  it('measures the length after trimming', () => {
    expect(checkText('abcde', 5)).toBeNull();
    expect(checkText('   abcde   ', 5)).toBeNull();
    expect(checkText('abcdef', 5)).toBe('tooLong');
    expect(checkText('  abcdef  ', 5)).toBe('tooLong');
  });

  it('has no length limit without a max', () => {
    expect(checkText('a'.repeat(50_000))).toBeNull();
  });

  it('checks blankness before length', () => {
    expect(checkText(' '.repeat(10), 5)).toBe('required');
  });
});

describe('isEmail', () => {
  it.each(['name@example.co.ke', 'jane.wanjiru+homes@gmail.com', '  jane@example.com  '])(
    'accepts %j',
    (email) => {
      expect(isEmail(email)).toBe(true);
    },
  );

  it.each([
    // Would break a mailto: link or hide in it.
    'jane@x.com?bcc=a@y.com',
    'jane#1@x.com',
    'a"<b>@x.co',
    'jane@\u202emoc.liamg.com',
    'jane@x..com',
    '.jane@x.com',
    'jane@-x.com',
    'jane@gmail',
    'jane gmail.com',
    '@x.com',
    'jane @gmail.com',
    'jane@gm ail.com',
    'jane@@gmail.com',
    'jane@gmail.c',
    'jane@gmail.',
    'jane@',
    '',
  ])('rejects %j', (email) => {
    expect(isEmail(email)).toBe(false);
  });
});

describe('isKenyanMobile', () => {
  it.each(['0712 345 678', '+254 712 345 678', '254110234567', '(0110) 234 567'])(
    'accepts %j',
    (phone) => {
      expect(isKenyanMobile(phone)).toBe(true);
    },
  );

  it.each(['12345', '0212 345 678', '+255 712 345 678', 'call me', ''])('rejects %j', (phone) => {
    expect(isKenyanMobile(phone)).toBe(false);
  });
});

describe('isEarbNumber', () => {
  it.each(['EARB/1234', 'A-0987', 'BRN 2021.45', ' EARB/1234 ', 'a1'])('accepts %j', (value) => {
    expect(isEarbNumber(value)).toBe(true);
  });

  it.each([
    '',
    'A',
    '/1234',
    '-0987',
    'EARB#1234',
    'EARB_1234',
    '<script>',
    'A'.repeat(31),
    'EARB\u202e4321',
  ])('rejects %j', (value) => {
    expect(isEarbNumber(value)).toBe(false);
  });

  it('allows at most 30 characters', () => {
    expect(isEarbNumber('A'.repeat(30))).toBe(true);
  });
});

describe('SLUG', () => {
  it.each(['luxury-apartment-kilimani', 'living-room', 'n360-7kq4mx', 'a', '3'])(
    'matches %j',
    (slug) => {
      expect(SLUG.test(slug)).toBe(true);
    },
  );

  it.each(['', '-a', 'a-', 'a--b', 'Living-room', 'living_room', 'living room', 'mtaa-é'])(
    'does not match %j',
    (slug) => {
      expect(SLUG.test(slug)).toBe(false);
    },
  );
});
