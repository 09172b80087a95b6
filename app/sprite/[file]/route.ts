import { iconSpriteFile } from '@/components/ui/icons';

// Written once at build time as out/sprite/<hash>.svg: every icon the server draws, which each
// page's icons point at (components/ui/icon.tsx).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ file: iconSpriteFile().name }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const sprite = iconSpriteFile();
  if ((await params).file !== sprite.name) return new Response('Not found', { status: 404 });
  return new Response(sprite.svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}
