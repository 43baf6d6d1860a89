import { env } from '@/lib/config/env';
import { clientIp } from '@/lib/http/client-ip';
import { revalidateIdentifiers } from '@/lib/identifier/revalidate';
import { revalidationDoor } from '@/lib/identifier/revalidation-door';

const door = revalidationDoor(revalidateIdentifiers);

/** `POST /api/revalidate`: the provider's gateway says which identifiers changed (README, "Instant invalidation"). */
export async function POST(request: Request) {
  return door(request, { secret: env().REVALIDATE_SECRET, caller: (await clientIp()) ?? 'all' });
}
