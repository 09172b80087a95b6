'use client';

import { useEffect, useRef, useState } from 'react';
import { deviceDraft } from '@/components/forms/device-draft';
import { ErrorSummary, SelectField, TextArea, TextField } from '@/components/forms/fields';
import { buttonClass } from '@/components/ui/button';
import {
  deskFor,
  EMPTY_ENQUIRY,
  ENQUIRY_KEY,
  enquiryMessage,
  enquiryProblems,
  readEnquiry,
  TOPICS,
  type Enquiry,
  type EnquiryProblem,
  type EnquiryTexts,
} from '@/lib/messaging/enquiry';
import type { PluralForms } from '@/lib/i18n/en';
import { fill, formatCount, plural } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { mailtoTextLink, whatsappTextLink } from '@/lib/messaging/links';
import { LIMITS } from '@/lib/listings/rules';
import { cleanText } from '@/lib/site/clean-text';

export interface ContactFormTexts extends EnquiryTexts {
  name: string;
  topic: string;
  topicPlaceholder: string;
  message: string;
  send: string;
  whatsappSend: string;
  emailSend: string;
  ready: string;
  errors: Record<EnquiryProblem, string>;
  errorCount: PluralForms;
  characters: string;
}

/**
 * The contact page's enquiry form. 'Send it' checks the fields; when they are right, the
 * message is offered on WhatsApp and by email, to the desk for its topic. The draft is kept on
 * the device (lib/messaging/enquiry.ts), so nothing typed is lost to a reload.
 */
const enquiryDraft = deviceDraft<Enquiry>({
  key: ENQUIRY_KEY,
  read: (stored) =>
    stored === null ? { status: 'none' } : { status: 'ok', value: readEnquiry(stored) },
  write: (value) => JSON.stringify(value),
  fresh: () => EMPTY_ENQUIRY,
});

export function ContactForm({ locale, texts: t }: { locale: Locale; texts: ContactFormTexts }) {
  const stored = enquiryDraft.useDraft();
  const loaded = stored !== null;
  const enquiry = stored?.value ?? EMPTY_ENQUIRY;
  const [checked, setChecked] = useState(false);
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target) document.getElementById(target)?.focus();
  });

  const problems = checked ? enquiryProblems(enquiry) : {};
  const problemCount = Object.keys(problems).length;
  const ready = checked && problemCount === 0;
  const set = (key: keyof Enquiry) => (value: string) =>
    enquiryDraft.update((e) => ({ ...e, [key]: value }));
  const length = cleanText(enquiry.message).length;
  const count = (n: number) => formatCount(n, locale);
  const error = (key: keyof Enquiry) => {
    const problem = problems[key];
    return (
      problem &&
      fill(t.errors[problem], {
        n: count(length),
        max: count(problem === 'nameTooLong' ? LIMITS.name.max : LIMITS.message.max),
      })
    );
  };
  const { subject, body } = enquiryMessage(enquiry, t);
  const desk = deskFor(enquiry.topic);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const first = Object.keys(enquiryProblems(enquiry))[0];
        const target = first ? `contact-${first}` : 'contact-ready';
        // Already checked: nothing re-renders, so focus now; else after the errors are shown.
        if (checked) document.getElementById(target)?.focus();
        else focusNext.current = target;
        setChecked(true);
      }}
      className="grid gap-5"
    >
      <ErrorSummary message={problemCount > 0 ? plural(problemCount, t.errorCount) : null} />
      <fieldset disabled={!loaded} className="grid gap-5">
        <TextField
          id="contact-name"
          label={t.name}
          autoComplete="name"
          value={enquiry.name}
          onChange={set('name')}
          error={error('name')}
        />
        <SelectField
          id="contact-topic"
          label={t.topic}
          placeholder={t.topicPlaceholder}
          value={enquiry.topic}
          onChange={set('topic')}
          options={TOPICS.map((topic) => ({ value: topic, label: t.topics[topic] }))}
          error={error('topic')}
        />
        <TextArea
          id="contact-message"
          label={t.message}
          value={enquiry.message}
          onChange={set('message')}
          counter={fill(t.characters, { n: count(length), max: count(LIMITS.message.max) })}
          error={error('message')}
        />
      </fieldset>
      {ready ? (
        <div className="bg-brand-50 rounded-xl p-4">
          <p
            id="contact-ready"
            tabIndex={-1}
            className="text-brand-900 font-semibold focus:outline-none"
          >
            {t.ready}
          </p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <a
              href={whatsappTextLink(desk.whatsapp, body)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('whatsapp', 'lg')}
            >
              {t.whatsappSend}
            </a>
            <a
              href={mailtoTextLink(desk.email, subject, body)}
              className={buttonClass('dark', 'lg')}
            >
              {t.emailSend}
            </a>
          </div>
        </div>
      ) : (
        <button
          type="submit"
          disabled={!loaded}
          className={buttonClass('primary', 'lg', 'justify-self-start')}
        >
          {t.send}
        </button>
      )}
    </form>
  );
}
