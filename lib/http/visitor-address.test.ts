import { normaliseAddress, peerAddressInstalled, peerHeader, visitorAddress } from './visitor-address';

const headers = (values: Record<string, string>) => new Headers(values);
const forged = { 'x-forwarded-for': '198.51.100.7, 10.0.0.2', [peerHeader]: '203.0.113.5' };

describe('visitorAddress', () => {
  it('with a trusted proxy, is the left-most X-Forwarded-For entry, whatever the peer header says', () => {
    expect(visitorAddress(headers(forged), { trustProxy: true, peerStamped: true })).toBe('198.51.100.7');
    expect(visitorAddress(headers({ 'x-forwarded-for': ' 198.51.100.8 ' }), { trustProxy: true, peerStamped: false })).toBe('198.51.100.8');
    // The proxy sent none: nothing to believe (the existing rule).
    expect(visitorAddress(headers({ [peerHeader]: '127.0.0.1' }), { trustProxy: true, peerStamped: true })).toBeUndefined();
    expect(visitorAddress(headers({ 'x-forwarded-for': '' }), { trustProxy: true, peerStamped: true })).toBeUndefined();
  });

  it('without one, is the connection’s address the preload stamped, never X-Forwarded-For', () => {
    expect(visitorAddress(headers(forged), { trustProxy: false, peerStamped: true })).toBe('203.0.113.5');
    expect(visitorAddress(headers({ 'x-forwarded-for': '198.51.100.7' }), { trustProxy: false, peerStamped: true })).toBeUndefined();
  });

  it('believes no peer header in a server started without the preload: a client could have written it', () => {
    expect(visitorAddress(headers(forged), { trustProxy: false, peerStamped: false })).toBeUndefined();
  });

  it('counts an IPv4 client on a dual-stack socket under its IPv4 address, IPv6 as it is', () => {
    expect(visitorAddress(headers({ [peerHeader]: '::ffff:127.0.0.1' }), { trustProxy: false, peerStamped: true })).toBe('127.0.0.1');
    expect(visitorAddress(headers({ 'x-forwarded-for': '::FFFF:192.0.2.4' }), { trustProxy: true, peerStamped: false })).toBe('192.0.2.4');
    expect(normaliseAddress('::1')).toBe('::1');
    expect(normaliseAddress('2001:db8::ffff:1.2.3.4')).toBe('2001:db8::ffff:1.2.3.4');
    expect(normaliseAddress('::ffff:999.0.0')).toBe('::ffff:999.0.0');
  });
});

describe('peerAddressInstalled', () => {
  it('reads the mark the runtime (runtime/peer-address.ts) leaves on globalThis', () => {
    const mark = Symbol.for('idportal.peer-address');
    const global = globalThis as Record<symbol, unknown>;
    expect(peerAddressInstalled()).toBe(false);
    global[mark] = true;
    try {
      expect(peerAddressInstalled()).toBe(true);
    } finally {
      delete global[mark];
    }
  });
});
