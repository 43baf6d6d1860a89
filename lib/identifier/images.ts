import type { IdentifierDetail } from '@/core/contract';
import { safeMediaUrl } from '@/lib/security/url';

/** The item's pictures a browser may load: http(s) or this site's paths, in the gateway's order. */
export function usableImages(images: IdentifierDetail['images']): string[] {
  return (Array.isArray(images) ? images : []).flatMap((image) => safeMediaUrl(image) ?? []);
}
