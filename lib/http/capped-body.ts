// A body read only up to a limit, for a door that must look at the body before it knows who sent it
// (a signature over the raw bytes). `request.text()` reads whatever arrives: 400 MB took 1.9 s and
// as much memory (issue 39). A body declared larger is refused unread; one that grows past the limit
// while streaming (no Content-Length, or a false one) is refused there and the rest is never read.

export type CappedText = { ok: true; text: string } | { ok: false };

export async function readCappedText(request: Request, maxBytes: number): Promise<CappedText> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false };
  }
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false };
    }
    chunks.push(value);
  }
  return { ok: true, text: new TextDecoder().decode(Buffer.concat(chunks)) };
}
