import { readFileSync } from 'node:fs';

// deploy/compose.yaml cannot be started here (no Docker engine): what can be read from it is checked, so
// that a service the others call listens where they call it.

const compose = readFileSync('deploy/compose.yaml', 'utf8');

/** The lines of one service, from its name at two spaces' indent to the next. */
function service(name: string): string {
  const start = compose.indexOf(`\n  ${name}:`);
  expect(start).toBeGreaterThan(-1);
  const rest = compose.slice(start + 1);
  const end = rest.slice(1).search(/\n {2}\S/);
  return end === -1 ? rest : rest.slice(0, end + 1);
}

const setting = (block: string, name: string) => block.match(new RegExp(`\\n\\s+${name}: "?([^"\\n]+)"?`))?.[1];

describe('the compose file', () => {
  it('has the gateway listen on every interface, at the port the portals call', () => {
    const gateway = service('gateway');
    expect(setting(gateway, 'GATEWAY_HOST')).toBe('0.0.0.0');
    const portalUrl = new URL(setting(compose, 'GATEWAY_URL') ?? '');
    expect(portalUrl.hostname).toBe('gateway');
    expect(portalUrl.port).toBe(setting(gateway, 'GATEWAY_PORT'));
  });

  it('has Redis, when full, evict only keys that expire: cached entries, never the index, tag times or known identifiers', () => {
    expect(service('redis')).toMatch(/"--maxmemory-policy", "volatile-lru"/);
  });

  it('has every process that publishes metrics listen for the scraper on the network', () => {
    expect(setting(service('gateway'), 'METRICS_HOST')).toBe('0.0.0.0');
    expect(readFileSync('Dockerfile', 'utf8')).toMatch(/METRICS_HOST=0\.0\.0\.0/);
  });
});
