import { env } from '@/lib/config/env';
import { embeddedFile } from '@/lib/gateway/embedded';

/** Avatars stored by the embedded gateway; a real gateway serves its own absolute URLs. */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  if (env().GATEWAY_URL || !/^[a-f0-9]{32}\.(jpg|png|bmp)$/.test(name)) return new Response('Not found', { status: 404 });
  const stored = await embeddedFile(name);
  return new Response(stored.body, { status: stored.status, headers: stored.headers });
}
