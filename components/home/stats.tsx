const CLAIMS = [
  { value: '1,000+', label: 'Properties Listed' },
  { value: '500+', label: 'Happy Clients' },
  { value: '24/7', label: 'Support Available' },
  { value: '100%', label: 'Verified Listings' },
];

export function Stats() {
  return (
    <section aria-label="Nyumba360 in numbers" className="border-line border-b bg-white">
      <dl className="container-page grid grid-cols-2 gap-y-6 py-8 text-center md:grid-cols-4">
        {CLAIMS.map((claim) => (
          <div key={claim.label} className="flex flex-col-reverse gap-1">
            <dt className="text-muted text-sm font-medium">{claim.label}</dt>
            <dd className="text-brand-800 text-3xl font-extrabold tracking-tight">{claim.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
