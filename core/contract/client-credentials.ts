/**
 * The portal as the gateway's OAuth client. The calls that hand out tokens (the two logins and the token
 * refresh) carry `Authorization: Basic base64(id:secret)` (000 §7 password login; decision 0018).
 */
export interface ClientCredentials {
  id: string;
  secret: string;
}

/**
 * What the portal and the embedded gateway agree on when the operator sets neither GATEWAY_CLIENT_ID nor
 * GATEWAY_CLIENT_SECRET. Public on purpose: it guards nothing in-process. A real gateway issues its own.
 */
export const defaultClient: ClientCredentials = { id: 'idportal', secret: 'idportal-embedded' };

/** RFC 7617 Basic credentials, UTF-8 before base64. The id holds no colon (the configuration checks it). */
export function basicAuthorization(client: ClientCredentials): string {
  return `Basic ${Buffer.from(`${client.id}:${client.secret}`, 'utf8').toString('base64')}`;
}
