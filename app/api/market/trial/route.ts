import { contract } from '@/core/contract';
import { accepted, answer, gatewayFailed, invalid, readJson } from '@/lib/http/answer';
import { loadProduct } from '@/lib/market/product-detail';
import { canTry } from '@/lib/market/product-view';
import { messages } from '@/core/messages';
import { clientIp } from '@/lib/http/client-ip';
import { signedIn, userCall } from '@/lib/session';
import { trialRequestSchema } from '@/lib/validation/inquiry';

/**
 * 001 §7 free-trial application. The browser names the product, package and price; the app id, the
 * package's owner and the company prefix come from the gateway and the session, never from the page.
 */
export async function POST(request: Request) {
  const parsed = trialRequestSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalid(parsed.error);
  const session = await signedIn();
  if (!session.ok) return session.response;
  const { user } = session;
  if (!user.prefix) return answer({ ok: false, message: messages.noPrefix, code: 'noPrefix' }, 403);
  const loaded = await loadProduct(parsed.data.productId);
  if (loaded.kind === 'missing') return answer({ ok: false, message: messages.noSuchApp }, 404);
  if (loaded.kind === 'unavailable') return answer({ ok: false, message: loaded.message }, 502);
  const product = loaded.product;
  const pkg = product.packages.find((p) => p.id === parsed.data.packageId);
  if (!pkg || product.delisted || !canTry(product, pkg)) return answer({ ok: false, message: messages.trialUnavailable }, 400);
  const price = pkg.prices.find((p) => p.id === parsed.data.priceId);
  const sent = await userCall(contract.trial.apply, {
    appId: product.appId!,
    companyPrefix: user.prefix,
    ...(price ? { packagePriceId: price.id } : {}),
    packageProductId: pkg.id,
    productManagerId: product.managerId,
    ...(product.appCode ? { appCode: product.appCode } : {}),
    ...(parsed.data.fingerprint ? { fingerprint: parsed.data.fingerprint } : {}),
  }, { clientIp: await clientIp() });
  if (!sent.ok) return gatewayFailed(sent.error);
  return accepted('/api/market/trial', { message: sent.message ?? messages.trialOkTitle });
}
