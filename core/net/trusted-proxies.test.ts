import { isAddressOrNetwork, privateNetworks, proxyTrust } from './trusted-proxies';

describe('trusted proxies', () => {
  it('trust loopback and private addresses by default, and nothing public', () => {
    const trust = proxyTrust(privateNetworks);
    for (const address of ['127.0.0.1', '127.9.9.9', '10.1.2.3', '172.20.0.5', '192.168.1.1', '::1', 'fd12::1', '::ffff:10.0.0.9', 'fe80::1%eth0']) {
      expect({ address, trusted: trust.trusts(address) }).toEqual({ address, trusted: true });
    }
    for (const address of ['203.0.113.9', '172.32.0.1', '8.8.8.8', '2001:db8::1', '::ffff:203.0.113.9', 'unknown', '']) {
      expect({ address, trusted: trust.trusts(address) }).toEqual({ address, trusted: false });
    }
  });

  it('trust exactly the addresses and networks named', () => {
    const trust = proxyTrust(['192.0.2.10', '2001:db8:1::/48']);
    expect(trust.trusts('192.0.2.10')).toBe(true);
    expect(trust.trusts('192.0.2.11')).toBe(false);
    expect(trust.trusts('2001:db8:1:ffff::1')).toBe(true);
    expect(trust.trusts('2001:db8:2::1')).toBe(false);
    expect(trust.trusts('127.0.0.1')).toBe(false);
  });

  it('take addresses and networks, nothing else', () => {
    for (const entry of ['10.0.0.0/8', '192.0.2.1', '::1', 'fd00::/8', '0.0.0.0/0']) expect(isAddressOrNetwork(entry)).toBe(true);
    for (const entry of ['10.0.0.0/33', '::/129', 'proxy.local', '10.0.0.0/8/1', '10.0.0.0/', '10.0.0.0/x', '']) expect(isAddressOrNetwork(entry)).toBe(false);
  });
});
