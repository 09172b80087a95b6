import Link from 'next/link';
import { getListings } from '@/lib/listings';
import { formatPrice } from '@/lib/format';
import { listingPath } from '@/lib/site';

export default function ListingsPage() {
  const listings = getListings();
  return (
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="text-2xl font-bold">Properties ({listings.length})</h1>
      <ul>
        {listings.map((l) => (
          <li key={l.slug}>
            <Link href={listingPath(l.slug)}>{l.title}</Link> — {l.location} —{' '}
            {formatPrice(l.price, l.status)}
          </li>
        ))}
      </ul>
    </main>
  );
}
