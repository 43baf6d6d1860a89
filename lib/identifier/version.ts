import type { IdentifierDetail } from '@/core/contract';
import { dataValidator, dataVersion, type Validator } from '@/lib/http/validators';
import { gatewayDate } from '@/lib/sitemap/gateway-date';

// What a crawler indexes of an identifier: everything its detail answer says but how often it was seen
// (the count moves with every scan, the page's meaning does not).
function indexed(item: IdentifierDetail): { data: unknown; lastModified?: Date } {
  const data = { ...item, viewCount: undefined };
  const times = [gatewayDate(item.updateTime), ...(item.recalledParts ?? []).map((part) => gatewayDate(part.recallTime))].filter((t): t is Date => t !== undefined);
  return { data, lastModified: times.length ? new Date(Math.max(...times.map((t) => t.getTime()))) : undefined };
}

/** The version the identifier's page carries in its head (runtime/conditional-pages.ts reads it). */
export function identifierVersion(item: IdentifierDetail): string {
  const { data, lastModified } = indexed(item);
  return dataVersion(data, lastModified);
}

/** The same, as the validator of the JSON twin and the Handle record. */
export function identifierValidator(item: IdentifierDetail): Validator {
  const { data, lastModified } = indexed(item);
  return dataValidator(data, lastModified);
}
