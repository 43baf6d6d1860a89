import { NextResponse } from 'next/server';
import { sessionSummary } from '@/lib/session/session';

/** The user menu's question: who is this? Never a token, and never cached by a proxy. */
export async function GET() {
  const summary = await sessionSummary();
  return NextResponse.json(summary, { headers: { 'Cache-Control': 'private, no-store' } });
}
