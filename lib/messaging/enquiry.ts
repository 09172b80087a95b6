import { fill } from '@/lib/i18n/format';
import { checkText, LIMITS } from '@/lib/listings/rules';
import { LISTINGS_DESK, OFFICE, TRUST_DESK } from '@/lib/site/desks';
import { SITE_NAME } from '@/lib/site/site';
import { cleanText } from '@/lib/site/clean-text';

/**
 * The contact page's enquiry: checked, kept on the device as a draft, and turned into a message
 * for the desk that handles its topic. Pure; the island (components/contact/contact-form.tsx)
 * shows it.
 */
export const ENQUIRY_KEY = 'nyumba360:contact-draft';
export const TOPICS = ['buying', 'renting', 'listing', 'problem', 'sponsorship'] as const;
export type Topic = (typeof TOPICS)[number];

export interface Enquiry {
  name: string;
  topic: Topic | '';
  message: string;
}

export const EMPTY_ENQUIRY: Enquiry = { name: '', topic: '', message: '' };

export type EnquiryProblem = 'name' | 'nameTooLong' | 'topic' | 'message' | 'messageTooLong';
export type EnquiryProblems = Partial<Record<keyof Enquiry, EnquiryProblem>>;

export function enquiryProblems(e: Enquiry): EnquiryProblems {
  const problems: EnquiryProblems = {};
  // Checked as it will be sent (lib/site/clean-text.ts), like the listing form.
  const name = checkText(cleanText(e.name), LIMITS.name.max);
  if (name) problems.name = name === 'required' ? 'name' : 'nameTooLong';
  if (e.topic === '') problems.topic = 'topic';
  const message = checkText(cleanText(e.message), LIMITS.message.max);
  if (message) problems.message = message === 'required' ? 'message' : 'messageTooLong';
  return problems;
}

/** Listings go to the listings desk, problems with a listing to the trust desk, the rest to the office. */
export function deskFor(topic: Topic | ''): { whatsapp: string; email: string } {
  if (topic === 'listing') return LISTINGS_DESK;
  if (topic === 'problem') return TRUST_DESK;
  return { whatsapp: OFFICE.whatsapp, email: OFFICE.email };
}

export interface EnquiryTexts {
  /** '{site} enquiry: {topic}'. */
  messageHeading: string;
  /** '{topic} ({site})'. */
  emailSubject: string;
  /** 'From: {name}'. */
  from: string;
  topics: Record<Topic, string>;
}

export function enquiryMessage(e: Enquiry, t: EnquiryTexts): { subject: string; body: string } {
  const topic = e.topic === '' ? '' : t.topics[e.topic];
  return {
    subject: fill(t.emailSubject, { topic, site: SITE_NAME }),
    body: [
      fill(t.messageHeading, { site: SITE_NAME, topic }),
      '',
      cleanText(e.message),
      '',
      fill(t.from, { name: cleanText(e.name) }),
    ].join('\n'),
  };
}

/** A stored draft, or an empty enquiry for anything that is not one (never throws). */
export function readEnquiry(stored: string | null): Enquiry {
  if (stored === null) return EMPTY_ENQUIRY;
  try {
    const d = JSON.parse(stored) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' && v.length <= 20_000 ? v : '');
    return {
      name: text(d?.name),
      topic: TOPICS.includes(d?.topic as Topic) ? (d.topic as Topic) : '',
      message: text(d?.message),
    };
  } catch {
    return EMPTY_ENQUIRY;
  }
}
