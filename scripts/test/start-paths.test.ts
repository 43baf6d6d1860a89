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

describe('the runtime (issue 61 item 8, docs/decisions/0072)', () => {
  const wanted = readFileSync('.nvmrc', 'utf8').trim();
  const major = Number(wanted.split('.')[0]);

  it('is one Node LTS line in .nvmrc, the container, engines and the types', () => {
    expect(major).toBeGreaterThanOrEqual(24);
    expect(major % 2).toBe(0);
    const images = readFileSync('Dockerfile', 'utf8').match(/^FROM node:(\d+)-/gm) ?? [];
    expect(images.length).toBe(3);
    for (const image of images) expect(image).toBe(`FROM node:${major}-`);
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(pkg.engines.node).toBe(`>=${major}`);
    expect(pkg.devDependencies['@types/node'].split('.')[0]).toBe(String(major));
  });

  it('is what the test command runs on', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(major);
  });
});
