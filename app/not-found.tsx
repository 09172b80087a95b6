import Link from 'next/link';

export default function NotFound() {
  return (
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="text-4xl font-bold">404</h1>
      <p>Oops! Page not found</p>
      <Link href="/">Return to Home</Link>
    </main>
  );
}
