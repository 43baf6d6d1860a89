import { messages } from '@/core/messages';
import { publicConfig } from '@/lib/config/env';
import { identifierFromSegments, identifierPath } from '@/lib/identifier/path';
import { labelFileName, labelSizesMm, printLayout, printSvg, type LabelSizeMm } from '@/lib/identifier/print-qr';
import { validIdentifier } from '@/lib/identifier/validate';
import { resolverCors } from '@/lib/linkset/http';

type Context = { params: Promise<{ identifier: string[] }> };

/**
 * The print-ready QR label of an identifier as SVG (decision 0034), the `item` its linkset and signposts
 * name: the same layout the page's dialog draws, from the address alone, so no gateway read is made; an
 * identifier the node does not hold gets a label that leads to its not-found page, as a printed code would.
 */
export async function GET(request: Request, { params }: Context) {
  const identifier = identifierFromSegments((await params).identifier);
  if (!identifier || !validIdentifier(identifier)) return Response.json({ error: 'malformed identifier', message: messages.identifierInvalid }, { status: 400, headers: resolverCors });
  const size = Number(new URL(request.url).searchParams.get('size') ?? 30);
  if (!labelSizesMm.includes(size as LabelSizeMm)) return Response.json({ error: 'unknown size', message: messages.labelSizeUnknown }, { status: 400, headers: resolverCors });
  const url = new URL(identifierPath(identifier), publicConfig().siteUrl).toString();
  const svg = printSvg(printLayout(url, identifier, size as LabelSizeMm), identifier);
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(labelFileName(identifier, size, 'svg'))}`,
      'Cache-Control': 'public, max-age=86400',
      ...resolverCors,
    },
  });
}
