import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/en';
import {
  deskFor,
  EMPTY_ENQUIRY,
  type Enquiry,
  enquiryMessage,
  enquiryProblems,
  readEnquiry,
  TOPICS,
} from '@/lib/messaging/enquiry';
import { LISTINGS_DESK, OFFICE, TRUST_DESK } from '@/lib/site/desks';

const good: Enquiry = {
  name: 'Jane Wanjiru',
  topic: 'renting',
  message: 'Is the Kilimani apartment still available?',
};

describe('enquiryProblems', () => {
  it('requires a name, a topic and a message', () => {
    expect(enquiryProblems(EMPTY_ENQUIRY)).toEqual({
      name: 'name',
      topic: 'topic',
      message: 'message',
    });
    expect(enquiryProblems({ name: '  ', topic: '', message: '\n\t' })).toEqual({
      name: 'name',
      topic: 'topic',
      message: 'message',
    });
  });

  it('finds nothing wrong with a complete enquiry', () => {
    expect(enquiryProblems(good)).toEqual({});
  });

  it('limits the message to 2,000 characters', () => {
    expect(enquiryProblems({ ...good, message: 'a'.repeat(2_000) })).toEqual({});
    expect(enquiryProblems({ ...good, message: 'a'.repeat(2_001) })).toEqual({
      message: 'messageTooLong',
    });
    expect(enquiryProblems({ ...good, message: ` ${'a'.repeat(2_000)}  ` })).toEqual({});
  });

  it('limits the name to 100 characters', () => {
    expect(enquiryProblems({ ...good, name: 'a'.repeat(100) })).toEqual({});
    expect(enquiryProblems({ ...good, name: 'a'.repeat(101) })).toEqual({ name: 'nameTooLong' });
    // Invisible characters are no name.
    expect(enquiryProblems({ ...good, name: '\u200b\u202e' })).toEqual({ name: 'name' });
  });
});

describe('deskFor', () => {
  it('sends listings to the listings desk and problems to the trust desk', () => {
    expect(deskFor('listing')).toEqual({
      whatsapp: LISTINGS_DESK.whatsapp,
      email: LISTINGS_DESK.email,
    });
    expect(deskFor('problem')).toEqual({ whatsapp: TRUST_DESK.whatsapp, email: TRUST_DESK.email });
    expect(deskFor('listing').email).toBe('listings@nyumba360.co.ke');
    expect(deskFor('problem').email).toBe('trust@nyumba360.co.ke');
  });

  it.each(['buying', 'renting', 'sponsorship', ''] as const)('sends %j to the office', (topic) => {
    expect(deskFor(topic)).toEqual({ whatsapp: OFFICE.whatsapp, email: OFFICE.email });
  });
});

describe('enquiryMessage', () => {
  it('heads the body with the topic and signs it with the name', () => {
    expect(enquiryMessage(good, en.contact)).toEqual({
      subject: 'Renting a home (Nyumba360)',
      body: [
        'Nyumba360 enquiry: Renting a home',
        '',
        'Is the Kilimani apartment still available?',
        '',
        'From: Jane Wanjiru',
      ].join('\n'),
    });
  });

  it('names every topic in the subject', () => {
    for (const topic of TOPICS)
      expect(enquiryMessage({ ...good, topic }, en.contact).subject).toBe(
        `${en.contact.topics[topic]} (Nyumba360)`,
      );
  });

  it('keeps hostile text but drops bidi controls and trims it', () => {
    const { body } = enquiryMessage(
      {
        name: ' Jane \u202eWanjiru ',
        topic: 'problem',
        message: '  <script>x</script> & #1 🏡\u2066?\u2069\nline two  ',
      },
      en.contact,
    );
    expect(body).toBe(
      [
        'Nyumba360 enquiry: A problem with a listing',
        '',
        '<script>x</script> & #1 🏡?\nline two',
        '',
        'From: Jane Wanjiru',
      ].join('\n'),
    );
  });
});

describe('readEnquiry', () => {
  it('gives an empty enquiry when nothing is stored', () => {
    expect(readEnquiry(null)).toEqual({ name: '', topic: '', message: '' });
  });

  it.each(['{', '', '[]', 'null', '42', '"text"', 'true', '[{"name":"Jane"}]'])(
    'gives an empty enquiry for %j',
    (stored) => {
      expect(readEnquiry(stored)).toEqual({ name: '', topic: '', message: '' });
    },
  );

  it('reads back a stored enquiry', () => {
    expect(readEnquiry(JSON.stringify(good))).toEqual(good);
  });

  it('drops wrong-typed fields one by one and keeps the valid ones', () => {
    expect(readEnquiry(JSON.stringify({ name: 42, topic: 'renting', message: 'Hi' }))).toEqual({
      name: '',
      topic: 'renting',
      message: 'Hi',
    });
    expect(readEnquiry(JSON.stringify({ name: 'Jane', topic: 'gossip', message: ['Hi'] }))).toEqual(
      { name: 'Jane', topic: '', message: '' },
    );
    expect(
      readEnquiry(JSON.stringify({ name: 'Jane', topic: null, message: 'x'.repeat(20_001) })),
    ).toEqual({ name: 'Jane', topic: '', message: '' });
    expect(readEnquiry(JSON.stringify({ topic: 'listing', extra: true }))).toEqual({
      name: '',
      topic: 'listing',
      message: '',
    });
  });

  it('keeps typed text exactly, hostile or not', () => {
    const hostile = { name: '<b>Jane</b> 🏡', topic: 'buying', message: 'a\u202eb & #\n?' };
    expect(readEnquiry(JSON.stringify(hostile))).toEqual(hostile);
  });
});
