import Link from 'next/link';
import { getFeatured } from '@/lib/listings';
import { formatPrice } from '@/lib/format';
import { listingPath, SITE_TAGLINE } from '@/lib/site';

export default function HomePage() {
  return (
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="text-3xl font-bold">Find Your Perfect Home in Kenya</h1>
      <p>{SITE_TAGLINE}</p>
      <h2 className="mt-8 text-xl font-semibold">Featured Properties</h2>
      <ul>
        {getFeatured().map((l) => (
          <li key={l.slug}>
            <Link href={listingPath(l.slug)}>{l.title}</Link> — {formatPrice(l.price, l.status)}
          </li>
        ))}
      </ul>
      <Link href="/listings/">View All</Link>
    </main>
  );
}
