import { NextResponse } from 'next/server';
import { readSession } from '@/lib/session/session';

/** Ends the session here; the accounts issue adds the gateway's logout and token revocation. */
export async function POST() {
  const session = await readSession();
  session.destroy();
  return NextResponse.json({ status: 'guest' }, { headers: { 'Cache-Control': 'private, no-store' } });
}
