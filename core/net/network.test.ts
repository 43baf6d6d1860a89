import { networkOf } from './network';

describe('the network an address is counted in', () => {
  it('is the /24 of an IPv4 address, also when it comes IPv4-mapped', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.113.250')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('::FFFF:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.112.7')).toBe('203.0.112.0/24');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const network = '2001:db8:7:1::/64';
    for (const ip of ['2001:db8:7:1::a', '2001:DB8:7:1:abcd::1', '2001:0db8:0007:0001:0000:0000:0000:0002', '2001:db8:7:1:ffff:ffff:ffff:fffe', '2001:db8:7:1::1:0', '2001:db8:7:1::1%eth0']) {
      expect(networkOf(ip)).toBe(network);
    }
    expect(networkOf('2001:db8:7:2::a')).toBe('2001:db8:7:2::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(networkOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('is the text itself for what is no address', () => {
    expect(networkOf('unknown')).toBe('unknown');
    expect(networkOf('999.1.1.1')).toBe('999.1.1.1');
  });
});
