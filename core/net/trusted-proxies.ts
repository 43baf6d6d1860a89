import { BlockList, isIP } from 'node:net';

// Which connections may speak for a visitor (X-Forwarded-For) when the portal runs behind its own reverse
// proxy (TRUST_PROXY): only those from the proxy's addresses. The portal's port is often reachable past the
// proxy too (the quick start's, a container's published port), and there a forged X-Forwarded-For made each
// request a visitor of its own: views counted 400 of 400, and a crawler's network could be charged for
// someone else's requests (issue 61 items 5 and 6). TRUSTED_PROXIES names the proxy's addresses; by default
// loopback and the private ranges, where a proxy on the same host or container network connects from.

/** Loopback, the RFC 1918 and link-local IPv4 ranges, and IPv6 loopback, unique-local and link-local. */
export const privateNetworks = ['127.0.0.0/8', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16', '::1/128', 'fc00::/7', 'fe80::/10'] as const;

/** An address, or an address and prefix length (`10.0.0.0/8`, `fd00::/8`): the shape TRUSTED_PROXIES takes. */
export function isAddressOrNetwork(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export interface ProxyTrust {
  /** Is a connection from this address the proxy's? */
  trusts(address: string): boolean;
}

/** An IPv4 client on a dual-stack socket (`::ffff:192.0.2.1`) is that IPv4 address. */
const unmapped = (address: string) => /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1] ?? address;

export function proxyTrust(entries: readonly string[]): ProxyTrust {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return {
    trusts(address) {
      const plain = unmapped(address.replace(/%.*$/, ''));
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}
