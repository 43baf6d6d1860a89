import { NextResponse } from 'next/server';
import { platformFigures } from '@/lib/content/figures-source';

// The home page's poll (000 §7: data warehouse every 5 s). Public figures, no session involved.
export const dynamic = 'force-dynamic';

export async function GET() {
  const figures = await platformFigures();
  const headers = { 'Cache-Control': 'no-store' };
  if (!figures) return NextResponse.json({ status: 'unavailable' }, { status: 503, headers });
  return NextResponse.json({ status: 'ok', figures }, { headers });
}
