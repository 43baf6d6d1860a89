import { ESLint } from 'eslint';

// The fences of eslint.config.mjs (decision 0043), tried on one line each: a crossing fails the lint,
// the allowed way through passes. The files named need not exist; the imports they make are real files.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths' || m.ruleId === 'no-restricted-syntax').map((m) => m.ruleId!);
}

const crossing = ['import/no-restricted-paths'];

describe('import fences', () => {
  it('keeps the gateway to core/ and itself', async () => {
    expect(await problems('gateway/fence-probe.ts', "import { env as x } from '@/lib/config/env';")).toEqual(crossing);
    expect(await problems('gateway/identifier/fence-probe.ts', "import { env as x } from '../../lib/config/env';")).toEqual(crossing);
    expect(await problems('gateway/fence-probe.ts', "import { messages as x } from '@/core/messages';")).toEqual([]);
  });

  it('keeps core/ to itself', async () => {
    expect(await problems('core/fence-probe.ts', "import { createGatewayApp as x } from '@/gateway/app';")).toEqual(crossing);
    expect(await problems('core/fence-probe.ts', "import { env as x } from '@/lib/config/env';")).toEqual(crossing);
  });

  it('lets the portal reach the gateway through lib/gateway/embedded.ts alone', async () => {
    expect(await problems('lib/fence-probe.ts', "import { createGatewayApp as x } from '@/gateway/app';")).toEqual(crossing);
    expect(await problems('app/fence-probe.ts', "import { paymentSetupFromEnv as x } from '@/gateway/payment/setup';")).toEqual(crossing);
    expect(await problems('lib/gateway/embedded.ts', "import { createGatewayApp as x } from '@/gateway/app';")).toEqual([]);
  });

  it('lets tests and tools in through gateway/testing only', async () => {
    expect(await problems('lib/fence-probe.test.ts', "import { productSeeds as x } from '@/gateway/testing/demo-data';")).toEqual([]);
    expect(await problems('lib/fence-probe.test.ts', "import { productSeeds as x } from '@/gateway/db/seed/market';")).toEqual(crossing);
    expect(await problems('e2e/fence-probe.spec.ts', "import { bmpBytes as x } from '../gateway/testing/images';")).toEqual([]);
    expect(await problems('scripts/load/fence-probe.ts', "import { openDatabase as x } from '../../gateway/db/client';")).toEqual(crossing);
  });

  it('keeps the layers: lib/ below components/, components/ below app/', async () => {
    expect(await problems('lib/fence-probe.ts', "import x from '@/components/providers';")).toEqual(crossing);
  });

  it('lets instrumentation.ts alone install the runtime, which may use lib/', async () => {
    expect(await problems('lib/fence-probe.ts', "import { installRuntime as x } from '@/runtime/install';")).toEqual(crossing);
    expect(await problems('app/fence-probe.ts', "import { loadShedding as x } from '@/runtime/load-shedding';")).toEqual(crossing);
    expect(await problems('instrumentation.ts', "import { installRuntime as x } from './runtime/install';")).toEqual([]);
    expect(await problems('runtime/fence-probe.ts', "import { failedRecently as x } from '@/lib/identifier/unavailable';")).toEqual([]);
  });

  it('reads process.env in core/env alone', async () => {
    expect(await problems('lib/fence-probe.ts', 'const x = process.env.SITE_URL;')).toEqual(['no-restricted-syntax']);
    expect(await problems('gateway/fence-probe.ts', 'const x = process.env.DATA_DIR;')).toEqual(['no-restricted-syntax']);
    expect(await problems('core/env/fence-probe.ts', 'const x = process.env.SITE_URL;')).toEqual([]);
  });
});

describe('navigations code starts', () => {
  const restricted = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, { filePath });
    return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
  };

  it('go through useNavigation, which shows the progress bar', async () => {
    expect(await restricted('components/fence-probe.tsx', "import { useRouter as x } from 'next/navigation';")).toBe(1);
    expect(await restricted('components/fence-probe.tsx', "import { usePathname as x } from 'next/navigation';")).toBe(0);
    expect(await restricted('components/layout/navigation-start.ts', "import { useRouter as x } from 'next/navigation';")).toBe(0);
  });
});
