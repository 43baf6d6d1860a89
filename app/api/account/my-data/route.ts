import { contract } from '@/core/contract';
import { messages } from '@/core/messages';
import { gatewayFailed } from '@/lib/http/answer';
import { clientIp } from '@/lib/http/client-ip';
import { signedIn, userCall } from '@/lib/session';

/**
 * A copy of the personal information the platform keeps about the signed-in person (issue 62 item 1;
 * PIPL article 45), as a JSON file to download from the personal page.
 */
export async function GET() {
  const session = await signedIn();
  if (!session.ok) return session.response;
  const result = await userCall(contract.account.myData, {}, { clientIp: await clientIp() });
  if (!result.ok) return gatewayFailed(result.error, messages.myDataDownloadFailed);
  const day = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  return new Response(`${JSON.stringify(result.data, null, 2)}\n`, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="personal-data-${day}.json"; filename*=UTF-8''${encodeURIComponent(`个人信息副本-${day}.json`)}`,
      'cache-control': 'private, no-store',
    },
  });
}
