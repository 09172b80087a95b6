import { Headset, MapPinned, ShieldCheck } from 'lucide-react';
import { SITE_NAME } from '@/lib/site/site';

const REASONS = [
  {
    title: 'Prime Locations',
    text: 'Homes in the neighbourhoods people ask for, from Kilimani and Westlands to Karen and Upper Hill, with the area and the commute spelled out.',
    Icon: MapPinned,
  },
  {
    title: 'Verified Listings',
    text: 'Every property is checked by our team before it goes live: real photos, real prices and an agent who answers.',
    Icon: ShieldCheck,
  },
  {
    title: 'Expert Support',
    text: 'Local agents who know the market, on WhatsApp, phone or email, whether you are in Nairobi or buying from abroad.',
    Icon: Headset,
  },
];

export function WhyChoose() {
  return (
    <section aria-labelledby="why-heading" className="container-page mt-20">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="why-heading" className="text-3xl font-extrabold tracking-tight">
          Why Choose {SITE_NAME}
        </h2>
        <p className="text-muted mt-3">
          Buying or renting a home is one of the biggest decisions you make. We make it a safe one.
        </p>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {REASONS.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-card border-line shadow-card border bg-white p-6">
            <span className="bg-brand-50 text-brand-700 inline-flex size-12 items-center justify-center rounded-xl">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold">{title}</h3>
            <p className="text-muted mt-2 text-sm leading-relaxed">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
