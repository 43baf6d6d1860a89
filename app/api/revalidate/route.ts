import { env } from '@/lib/config/env';
import { clientIp } from '@/lib/http/client-ip';
import { revalidateIdentifiers } from '@/lib/identifier/revalidate';
import { revalidationDoor } from '@/lib/identifier/revalidation-door';

const door = revalidationDoor(revalidateIdentifiers);

/**
 * `POST /api/revalidate`: the provider's gateway says which identifiers changed (README, "Instant
 * invalidation"). 200 done; 401 unsigned, badly signed or stale; 409 a copy of a call already served
 * (a replay inside the 5-minute window); 413 a body over 1 MB, read no further; 400 another body; 429
 * too many refusals; 404 without REVALIDATE_SECRET (lib/identifier/revalidation-door.ts).
 */
export async function POST(request: Request) {
  return door(request, { secret: env().REVALIDATE_SECRET, caller: (await clientIp()) ?? 'all' });
}
