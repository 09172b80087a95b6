import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/en';
import { fill } from '@/lib/i18n/format';
import { mailtoTextLink, whatsappTextLink } from '@/lib/messaging/links';
import { LISTINGS_DESK } from '@/lib/site/desks';
import { emptyDraft, type ListingDraft, readDraft, writeDraft } from '@/lib/upload/draft';
import { listingMessage } from '@/lib/upload/message';
import { messageTexts, uploadTexts } from '@/components/upload/upload-texts';
import { firstIncompleteStep } from '@/lib/upload/validate';

const REF = 'N360-7KQ4MX';

// The English texts, built as the form builds them.
const texts = messageTexts(uploadTexts(en));

function completeDraft(overrides: Partial<ListingDraft> = {}): ListingDraft {
  return {
    ...emptyDraft(REF),
    type: 'apartment',
    status: 'for_rent',
    bedrooms: '3',
    bathrooms: '2',
    size: '120',
    yearBuilt: '2019',
    amenities: ['Parking', 'Swimming Pool'],
    town: 'Nairobi',
    area: 'Kilimani',
    price: '45,000',
    descriptionEn: 'A bright apartment with a view of the Ngong Hills.',
    descriptionSw: '',
    name: 'Jane Wanjiru',
    role: 'owner',
    phone: '0712345678',
    email: 'jane@example.co.ke',
    ...overrides,
  };
}

/** The Kenyan locale writes a non-breaking space after 'Ksh'. */
const NBSP = '\u00a0';

/** What the desk receives: the text parameter of the WhatsApp link, the body of the email. */
function carried(message: string) {
  const wa = whatsappTextLink(LISTINGS_DESK.whatsapp, message);
  const mail = mailtoTextLink(LISTINGS_DESK.email, `New listing ${REF}`, message);
  const waPrefix = 'https://wa.me/254711360360?text=';
  expect(wa.startsWith(waPrefix)).toBe(true);
  const parts = /^mailto:listings@nyumba360\.co\.ke\?subject=([^&]*)&body=([^&]*)$/.exec(mail);
  expect(parts).not.toBeNull();
  return {
    wa,
    mail,
    text: decodeURIComponent(wa.slice(waPrefix.length)),
    subject: decodeURIComponent(parts![1]!),
    body: decodeURIComponent(parts![2]!),
  };
}

describe('listingMessage', () => {
  it('writes every field of an owner rental, one per line, headed by the reference', () => {
    expect(listingMessage(completeDraft(), 3, texts)).toBe(
      [
        'Nyumba360 listing N360-7KQ4MX',
        '',
        'Property type: Apartment',
        'For sale or to rent: For Rent',
        'Bedrooms: 3',
        'Bathrooms: 2',
        'Size in m²: 120 m²',
        'Year built: 2019',
        'Amenities: Parking, Swimming Pool',
        'Location: Kilimani, Nairobi',
        `Price in KES: Ksh${NBSP}45,000/month`,
        'Description in English: A bright apartment with a view of the Ngong Hills.',
        'Description in Swahili: (none)',
        'Photos: 3, attached to this message',
        '',
        'Your name: Jane Wanjiru',
        'You are: The owner',
        'Mobile number: +254 712 345 678',
        'Email: jane@example.co.ke',
      ].join('\n'),
    );
  });

  it('puts the reference in the first line', () => {
    const message = listingMessage(completeDraft({ ref: 'N360-ABCDEF' }), 1, texts);
    expect(message.split('\n')[0]).toBe('Nyumba360 listing N360-ABCDEF');
  });

  it('writes an agent sale with agency and EARB lines before the phone', () => {
    const message = listingMessage(
      completeDraft({
        type: 'house',
        status: 'for_sale',
        price: 'Ksh 18,500,000',
        role: 'agent',
        agency: 'Karen Homes Ltd',
        earbNumber: 'EARB/1234',
        phone: '+254 110 234 567',
      }),
      12,
      texts,
    );
    const lines = message.split('\n');
    expect(lines).toContain('Property type: House');
    expect(lines).toContain('For sale or to rent: For Sale');
    expect(lines).toContain(`Price in KES: Ksh${NBSP}18,500,000`);
    expect(lines).toContain('Photos: 12, attached to this message');
    expect(lines.slice(-6)).toEqual([
      'Your name: Jane Wanjiru',
      'You are: An agent',
      'Agency: Karen Homes Ltd',
      'EARB registration number: EARB/1234',
      'Mobile number: +254 110 234 567',
      'Email: jane@example.co.ke',
    ]);
  });

  it('leaves the agency and EARB lines out for owners, whatever the draft holds', () => {
    const message = listingMessage(
      completeDraft({ role: 'owner', agency: 'Leftover Ltd', earbNumber: 'EARB/9' }),
      1,
      texts,
    );
    expect(message).not.toContain('Agency:');
    expect(message).not.toContain('EARB');
    expect(message).not.toContain('Leftover');
  });

  it('writes (none) for every empty field of an empty draft', () => {
    const lines = listingMessage(emptyDraft(REF), 0, texts).split('\n');
    expect(lines).toEqual([
      'Nyumba360 listing N360-7KQ4MX',
      '',
      'Property type: (none)',
      'For sale or to rent: (none)',
      'Bedrooms: (none)',
      'Bathrooms: (none)',
      'Size in m²: (none)',
      'Year built: (none)',
      'Amenities: (none)',
      'Location: (none)',
      'Price in KES: (none)',
      'Description in English: (none)',
      'Description in Swahili: (none)',
      'Photos: 0, attached to this message',
      '',
      'Your name: (none)',
      'You are: (none)',
      'Mobile number: (none)',
      'Email: (none)',
    ]);
  });

  it('formats a valid phone internationally and keeps an invalid one as typed', () => {
    expect(listingMessage(completeDraft({ phone: '0712 345 678' }), 1, texts)).toContain(
      'Mobile number: +254 712 345 678\n',
    );
    expect(listingMessage(completeDraft({ phone: ' 12345 ' }), 1, texts)).toContain(
      'Mobile number: 12345\n',
    );
  });

  it('keeps a price it cannot read as typed', () => {
    expect(listingMessage(completeDraft({ price: ' about 45k ' }), 1, texts)).toContain(
      'Price in KES: about 45k\n',
    );
  });

  it('drops bidi controls from typed text and keeps markup and emoji', () => {
    const message = listingMessage(
      completeDraft({
        name: 'Jane \u202eWanjiru\u202c',
        descriptionEn: '<script>alert("x")</script> 🏡\u2066🇰🇪\u2069',
        email: 'jane\u200f@example.co.ke',
      }),
      1,
      texts,
    );
    expect(message).toContain('Your name: Jane Wanjiru\n');
    expect(message).toContain('Description in English: <script>alert("x")</script> 🏡🇰🇪\n');
    expect(message).toContain('Email: jane@example.co.ke');
    expect(message).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
  });
});

describe('the links carry the message exactly', () => {
  it('for a complete listing', () => {
    const message = listingMessage(completeDraft(), 3, texts);
    const { text, body, subject, wa, mail } = carried(message);
    expect(text).toBe(message);
    expect(new URL(wa).searchParams.get('text')).toBe(message);
    expect(body).toBe(message);
    expect(subject).toBe(`New listing ${REF}`);
    // Spaces are %20, never '+': mail clients read '+' literally.
    expect(mail).not.toContain('+');
  });

  it('for hostile text with &, #, ?, +, = and %, newlines and emoji', () => {
    const message = listingMessage(
      completeDraft({
        descriptionEn: 'A & B #1? x=1&y=2 +254 100% done\nsecond line\r\nthird 🏡🇰🇪👩🏾‍💻',
        descriptionSw: 'Bei: 45,000/= #nyumba',
        name: "O'Brien & Sons + Co?",
        role: 'agent',
        agency: 'a&body=hijack',
        earbNumber: 'EARB/1234',
      }),
      2,
      texts,
    );
    expect(message).toContain('\nsecond line\r\nthird 🏡🇰🇪👩🏾‍💻');
    const { text, body, wa, mail } = carried(message);
    expect(text).toBe(message);
    expect(body).toBe(message);
    expect(new URL(wa).searchParams.get('text')).toBe(message);
    expect(new URL(wa).hash).toBe('');
    expect(mail.match(/&/g)).toHaveLength(1);
    for (const raw of ['#', ' ', '\n', '+'])
      expect(wa.slice('https://wa.me/'.length)).not.toContain(raw);
  });

  it('for the subject the form builds from the title', () => {
    const subject = fill(en.upload.review.emailSubject, {
      ref: REF,
      title: 'Studio & "Loft" #2 🏡',
    });
    const mail = mailtoTextLink(LISTINGS_DESK.email, subject, 'body');
    const parts = /\?subject=([^&]*)&body=([^&]*)$/.exec(mail)!;
    expect(decodeURIComponent(parts[1]!)).toBe(`New listing ${REF}: Studio & "Loft" #2 🏡`);
    expect(decodeURIComponent(parts[2]!)).toBe('body');
  });
});

// A lone surrogate (half an emoji, cut by a maxlength or left in storage) is kept by readDraft
// and passes validation; encodeURIComponent would throw on it, so cleanText drops it.
describe('a lone surrogate in a stored draft', () => {
  const stored = JSON.stringify({
    ...JSON.parse(writeDraft(completeDraft())),
    descriptionEn: 'Karibu \ud83c',
  });
  const read = readDraft(stored);
  const draft = read.status === 'ok' ? read.draft : emptyDraft(REF);
  const photo = [{ name: '1.jpg', type: 'image/jpeg' }];

  it('is kept by readDraft and passes validation', () => {
    expect(read.status).toBe('ok');
    expect(draft.descriptionEn).toBe('Karibu \ud83c');
    expect(firstIncompleteStep(draft, photo, 'en')).toBeNull();
  });

  it('still gives links that carry the message, without the broken half', () => {
    const message = listingMessage(draft, 1, texts);
    expect(message).toContain('Karibu\n');
    expect(() => whatsappTextLink(LISTINGS_DESK.whatsapp, message)).not.toThrow();
    expect(() => mailtoTextLink(LISTINGS_DESK.email, 'subject', message)).not.toThrow();
  });
});
