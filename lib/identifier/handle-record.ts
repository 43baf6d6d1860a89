import 'server-only';
import { publicConfig } from '@/lib/config/env';
import { userMessage } from '@/lib/gateway/user-message';
import { messages } from '@/core/messages';
import { filterValues, handleValues, valueFilter, type HandleValue } from './handle-values';
import { identifierDetail, isNotFound } from './load';
import { identifierValidator } from './version';
import { variantOf, type Validator } from '@/lib/http/validators';
import { identifierPath } from './path';
import { publicScenes } from './public-scenes';
import { validIdentifier } from './validate';

/** The Handle protocol's response codes that this door answers with (docs/decisions/0033). */
export const handleResponseCode = { success: 1, error: 2, handleNotFound: 100, valuesNotFound: 200 } as const;

export type HandleAnswer =
  | { status: 200; body: { responseCode: 1 | 200; handle: string; values: HandleValue[] }; validator: Validator }
  | { status: 400 | 404 | 503; body: { responseCode: 2 | 100; handle?: string; message: string } };

/**
 * `GET /api/handles/{identifier}` as the Handle proxy answers it, from the same cached reads as the
 * page and its JSON twin (tags `identifier:<code>`, 30 s), so a push empties all three at once.
 */
export async function handleRecord(identifier: string | undefined, query: URLSearchParams): Promise<HandleAnswer> {
  if (!identifier || !validIdentifier(identifier)) {
    return { status: 400, body: { responseCode: handleResponseCode.error, message: messages.identifierInvalid } };
  }
  const filter = valueFilter(query);
  if (!filter) return { status: 400, body: { responseCode: handleResponseCode.error, handle: identifier, message: messages.handleIndexInvalid } };
  const detail = await identifierDetail(identifier);
  if (isNotFound(detail)) {
    return { status: 404, body: { responseCode: handleResponseCode.handleNotFound, handle: identifier, message: messages.identifierNotFound } };
  }
  if (!detail.ok) return { status: 503, body: { responseCode: handleResponseCode.error, handle: identifier, message: userMessage(detail.error) } };
  const item = detail.data;
  const scenes = await publicScenes(identifier, item);
  const pageUrl = new URL(identifierPath(item.identifier), publicConfig().siteUrl).toString();
  const values = filterValues(handleValues({ item, scenes, pageUrl, at: new Date() }), filter);
  // The proxy's "values not found": the handle exists, nothing matched the filter.
  const responseCode = values.length ? handleResponseCode.success : handleResponseCode.valuesNotFound;
  // The identifier's version, told apart by the filter: another index or type is another answer.
  return { status: 200, body: { responseCode, handle: identifier, values }, validator: variantOf(identifierValidator(item), query.toString()) };
}
