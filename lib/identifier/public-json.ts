import 'server-only';
import { userMessage } from '@/lib/gateway/user-message';
import { messages } from '@/core/messages';
import { identifierDetail, isNotFound } from './load';
import { identifierValidator } from './version';
import type { Validator } from '@/lib/http/validators';
import { publicScenes } from './public-scenes';
import { recallTimeText } from './recall-time';
import { validIdentifier } from './validate';

/** The public data of an identifier for machine clients: scenes behind the SMS gate are left out. */
export async function identifierPublicJson(identifier: string | undefined): Promise<{ status: number; body: object; validator?: Validator }> {
  if (!identifier || !validIdentifier(identifier)) return { status: 400, body: { error: 'malformed identifier', message: messages.identifierInvalid } };
  const detail = await identifierDetail(identifier);
  if (isNotFound(detail)) return { status: 404, body: { error: 'not found', message: messages.identifierNotFound, identifier } };
  if (!detail.ok) return { status: 503, body: { error: 'unavailable', message: userMessage(detail.error) } };
  const item = detail.data;
  const scenes = await publicScenes(identifier, item);
  return {
    status: 200,
    validator: identifierValidator(item),
    body: {
      identifier: item.identifier,
      name: item.identifierName,
      company: item.companyDetails ?? { companyName: item.companyName },
      images: item.images,
      // When the data last changed (Beijing time) and how often the page was seen, as the page says (decision 0037).
      updateTime: item.updateTime ?? null,
      viewCount: item.viewCount ?? null,
      // The page's 含召回部件 notice, the same list (docs/decisions/0036).
      recalledParts: (item.recalledParts ?? []).map((p) => ({ identifier: p.identifier, name: p.identifierName ?? null, recallTime: recallTimeText(p.recallTime) || null, depth: p.depth ?? null })),
      scenes,
    },
  };
}
