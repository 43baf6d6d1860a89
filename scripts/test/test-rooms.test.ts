import { readdirSync } from 'node:fs';
import path from 'node:path';
import { readNextConfig } from './next-config';

// The test rooms (decision 0043): routes only browser tests and benches call are `*.test-route.ts(x)`
// files, which next.config.mjs makes routes only in a build for tests or benches.

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative('app', path.join(entry.parentPath, entry.name)));
}

const pageExtensions = (env: Record<string, string>): string[] => readNextConfig('c.pageExtensions', env);

describe('test rooms', () => {
  const files = filesUnder('app');
  const routeFile = /(^|\/)(page|route|layout)\.(tsx|ts|test-route\.tsx|test-route\.ts)$/;

  it('names every test and bench route a test route, and nothing else', () => {
    const testRooms = files.filter((f) => f.includes('.test-route.')).sort();
    expect(testRooms).toEqual([
      '(app)/bench/layout.test-route.tsx',
      '(app)/bench/page.test-route.tsx',
      '(app)/test-error/page.test-route.tsx',
      '(promo)/bench-floor/[n]/page.test-route.tsx',
      '(promo)/bench-floor/page.test-route.tsx',
      '(promo)/test-error/promo/page.test-route.tsx',
      '(scan)/bench-identifier/[...identifier]/page.test-route.tsx',
      '(scan)/bench-shell/page.test-route.tsx',
      '(site)/test-error/content/page.test-route.tsx',
      '(test-root)/layout.test-route.tsx',
      '(test-root)/test-error/root/page.test-route.tsx',
      'api/bench/memory/route.test-route.ts',
      'api/test/review/route.test-route.ts',
      'api/test/sms-outbox/route.test-route.ts',
    ]);
    // No ordinary route file sits in a test room's folder, where it would be served by every build.
    const rooms = /(^|\/)(bench|test-error|\(test-root\)|api\/test)(\/|$)/;
    expect(files.filter((f) => routeFile.test(f) && rooms.test(f) && !f.includes('.test-route.'))).toEqual([]);
  });

  it('makes them routes only in a build for tests or benches', () => {
    const withRooms = ['tsx', 'ts', 'jsx', 'js', 'test-route.tsx', 'test-route.ts'];
    expect(pageExtensions({})).toEqual(['tsx', 'ts', 'jsx', 'js']);
    expect(pageExtensions({ DEMO_MODE: 'on' })).toEqual(['tsx', 'ts', 'jsx', 'js']);
    expect(pageExtensions({ GATEWAY_MODE: 'production' })).toEqual(['tsx', 'ts', 'jsx', 'js']);
    expect(pageExtensions({ GATEWAY_MODE: 'test' })).toEqual(withRooms);
    expect(pageExtensions({ BENCH: '1' })).toEqual(withRooms);
  });
});
