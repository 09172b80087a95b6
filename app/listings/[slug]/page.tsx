import { notFound } from 'next/navigation';
import { getListing, getListings } from '@/lib/listings';
import { formatPrice } from '@/lib/format';

export const dynamicParams = false;

export function generateStaticParams() {
  return getListings().map((l) => ({ slug: l.slug }));
}

export default async function ListingPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const listing = getListing(slug);
  if (!listing) notFound();
  return (
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="text-2xl font-bold">{listing.title}</h1>
      <p>{listing.location}</p>
      <p>{formatPrice(listing.price, listing.status)}</p>
      <p>{listing.description}</p>
    </main>
  );
}
