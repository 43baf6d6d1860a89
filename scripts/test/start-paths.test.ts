import { readFileSync } from 'node:fs';

// The portal is started by three paths: the container (Dockerfile), `npm start` and the load tools
// (scripts/ops/serve-standalone.sh), and the browser tests' extra portals, which the storms use too
// (e2e/helpers/portal.ts). What node is told must be the same in each, or a measurement is of another server.

const flags = (file: string) => readFileSync(file, 'utf8').match(/--max-semi-space-size=\d+|--no-allocation-site-pretenuring/g);

describe('the portal’s start paths', () => {
  it('give node the container’s young generation (docs/decisions/0060) and pretenuring (0069)', () => {
    const container = flags('Dockerfile');
    expect(container).toEqual(['--max-semi-space-size=32', '--no-allocation-site-pretenuring']);
    expect(flags('scripts/ops/serve-standalone.sh')).toEqual(container);
    expect(flags('e2e/helpers/portal.ts')).toEqual(container);
  });
});
