// npm run bench:logins [-- --logins 20] [--postgres] [--former] [--settings]: a burst of password logins
// at once (issue 39 item 7). The embedded gateway runs in this process on a fresh seeded database (PGlite
// in memory, or with --postgres a new database on TEST_DATABASE_URL or the local server), with accounts
// whose passwords are hashed at the gateway's storage setting; every login goes through the real login
// route with its own slider proof. With --former the accounts' hashes are of the setting before decision
// 0056, as older accounts have them, and each login also starts its rehash. Reported: this process's RSS
// before the burst (baseline), its peak during it and its rehashes (sampled every 20 ms, and the kernel's
// high-water mark VmHWM reset just before), and the time from sending all the logins to the first and last
// answer, and to the last rehash stored.
// --settings then times one hash at each of OWASP's scrypt settings on this machine.
import { execFileSync } from 'node:child_process';
import { scrypt, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

// The storage setting is what is measured: a lowered test cost (decision 0040) would hide it.
delete process.env.PASSWORD_TEST_COST;

const argument = (name: string, fallback: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const logins = Number(argument('--logins', '20'));
const onPostgres = process.argv.includes('--postgres');
const former = process.argv.includes('--former');
const password = 'Burst#2026login';

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const rss = () => process.memoryUsage().rss;

/** The kernel's peak RSS of this process (VmHWM), in bytes; writing 5 to clear_refs resets it to the current RSS. */
function highWaterMark(reset = false): number | undefined {
  try {
    if (reset) writeFileSync('/proc/self/clear_refs', '5');
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function settle() {
  (globalThis as { gc?: () => void }).gc?.();
  await pause(1_000);
  const samples: number[] = [];
  for (let i = 0; i < 10; i++) {
    samples.push(rss());
    await pause(50);
  }
  return samples.sort((a, b) => a - b)[5];
}

async function burst() {
  if (onPostgres) {
    process.env.GATEWAY_TEST_DB = 'postgres';
    process.env.TEST_DATABASE_URL ??= execFileSync('bash', ['scripts/ops/ensure-postgres.sh'], { encoding: 'utf8' }).trim();
  }
  // Imported once the engine is chosen: test-database reads it as it loads.
  const { contract } = await import('@/core/contract');
  const { openTestDatabase, testEngine } = await import('../../gateway/testing/test-database');
  const { testGateway } = await import('../../gateway/testing/gateway-client');
  const { giveAccountsPassword, loginInput, passwordHashesOf, rehashesSettled, sliderProof } = await import('../../gateway/testing/accounts');

  const t = await openTestDatabase();
  try {
    const gw = testGateway(t.database, new Date());
    const names = Array.from({ length: logins }, (_, i) => `burst_${String(i + 1).padStart(2, '0')}`);
    await giveAccountsPassword(t.database, names, password, former ? 'former' : 'current');
    const stored = (await passwordHashesOf(t.database, names))[0].split('$').slice(1, 4).join(', ');
    const proofs: Awaited<ReturnType<typeof sliderProof>>[] = [];
    for (let i = 0; i < logins; i++) proofs.push(await sliderProof(gw));
    // One login first, so the route's code and the decoy are loaded before the baseline.
    await gw.call(contract.account.passwordLogin, { ...loginInput('nobody_here', password), ...(await sliderProof(gw)) });

    const baseline = await settle();
    highWaterMark(true);
    let peak = rss();
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const answers = await Promise.all(
      names.map(async (name, i) => {
        const answer = await gw.call(contract.account.passwordLogin, { ...loginInput(name, password), ...proofs[i] });
        return { status: answer.status, ms: performance.now() - started };
      }),
    );
    await rehashesSettled();
    const rehashedMs = performance.now() - started;
    const cpuMs = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpu));
    clearInterval(sampler);
    const hwm = highWaterMark();
    const after = await settle();
    const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
    const statuses = answers.reduce<Record<number, number>>((count, a) => ({ ...count, [a.status]: (count[a.status] ?? 0) + 1 }), {});
    const storedAfter = [...new Set((await passwordHashesOf(t.database, names)).map((hash) => hash.split('$').slice(1, 4).join(', ')))];
    const figures = {
      engine: testEngine,
      logins,
      stored: `N, r, p = ${stored}`,
      storedAfter: storedAfter.map((params) => `N, r, p = ${params}`),
      statuses,
      baselineMb: mb(baseline),
      peakSampledMb: mb(peak),
      peakHwmMb: hwm === undefined ? undefined : mb(hwm),
      aboveBaselineMb: mb(Math.max(peak, hwm ?? 0) - baseline),
      afterMb: mb(after),
      firstAnswerMs: Math.round(ms[0]),
      lastAnswerMs: Math.round(ms[ms.length - 1]),
      rehashedMs: Math.round(rehashedMs),
      cpuMs: Math.round(cpuMs),
    };
    console.log(`${logins} password logins at once (${testEngine}), accounts hashed with N, r, p = ${stored}`);
    console.log(`  answers: ${JSON.stringify(statuses)}; first after ${figures.firstAnswerMs} ms, last after ${figures.lastAnswerMs} ms, rehashes stored after ${figures.rehashedMs} ms; ${figures.cpuMs} ms of CPU`);
    console.log(`  RSS: baseline ${figures.baselineMb} MB, peak ${figures.peakSampledMb} MB sampled / ${figures.peakHwmMb ?? '?'} MB VmHWM (+${figures.aboveBaselineMb}), ${figures.afterMb} MB a second after`);
    console.log(`  stored after the logins: ${figures.storedAfter.join('; ')}`);
    return figures;
  } finally {
    await t.cleanup();
  }
}

async function settings() {
  const { memoryOf, owaspScryptSettings } = await import('../../gateway/testing/accounts');
  const hashOnce = (params: { N: number; r: number; p: number }) =>
    new Promise<void>((resolve, reject) => scrypt(password, randomBytes(16), 32, { ...params, maxmem: memoryOf(params) }, (error) => (error ? reject(error) : resolve())));
  const rows = [];
  for (const params of owaspScryptSettings) {
    await hashOnce(params);
    const ms: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await hashOnce(params);
      ms.push(performance.now() - started);
    }
    ms.sort((a, b) => a - b);
    const row = { N: `2^${Math.log2(params.N)}`, r: params.r, p: params.p, memoryMiB: (128 * params.N * params.r) / 2 ** 20, work: params.N * params.r * params.p, medianMs: Math.round(ms[2]), minMs: Math.round(ms[0]) };
    console.log(`  N=${row.N} r=${row.r} p=${row.p}: ${row.memoryMiB} MiB, N·r·p ${row.work}, one hash ${row.medianMs} ms (median of 5, fastest ${row.minMs})`);
    rows.push(row);
  }
  return rows;
}

async function main() {
  const figures = await burst();
  if (process.argv.includes('--settings')) {
    console.log('One hash at each of OWASP’s scrypt settings, on this machine:');
    Object.assign(figures, { settings: await settings() });
  }
  console.log(JSON.stringify(figures));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
