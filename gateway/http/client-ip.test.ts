import { holderOf } from './client-ip';

describe('the holder an address stands for (the lockout)', () => {
  it('keeps an IPv4 address as it is, a mapped one too', () => {
    expect(holderOf('203.0.113.7')).toBe('203.0.113.7');
    expect(holderOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(holderOf(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses of one /64 as one network, however they are written', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:0:0:0:a', '2001:db8:1:2::1.2.3.4', '2001:db8:1:2::9%eth0']) {
      expect(holderOf(address)).toBe(network);
    }
    expect(holderOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(holderOf('::1')).toBe('0:0:0:0::/64');
    expect(holderOf('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('answers unknown without an address, and keeps what is no address short', () => {
    expect(holderOf(undefined)).toBe('unknown');
    expect(holderOf('')).toBe('unknown');
    expect(holderOf('x'.repeat(300))).toHaveLength(64);
  });
});
