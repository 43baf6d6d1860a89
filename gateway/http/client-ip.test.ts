import { networkOf } from './client-ip';

describe('networkOf', () => {
  it('keeps an IPv4 address as it is, a mapped one too', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses of one /64 as one network, however they are written', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:0:0:0:a', '2001:db8:1:2::1.2.3.4', '2001:db8:1:2::9%eth0']) {
      expect(networkOf(address)).toBe(network);
    }
    expect(networkOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('answers unknown without an address, and keeps what is no address short', () => {
    expect(networkOf(undefined)).toBe('unknown');
    expect(networkOf('')).toBe('unknown');
    expect(networkOf('x'.repeat(300))).toHaveLength(64);
  });
});
