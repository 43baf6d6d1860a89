// Zod compiles object parsers with `new Function` and probes for it on its first object parse; under
// a policy without 'unsafe-eval' even the probe is a reported violation wherever the browser parses
// (forms, the sign-in page). Parsing without the JIT is fast enough for what this site parses.
//
// Zod keeps its settings in one object on `globalThis.__zod_globalConfig` (zod/v4/core/core.js) and
// reads it at each parse. Setting the flag on that object, in place, holds whether zod loads before or
// after this runs, and puts no zod code into pages that parse nothing: importing zod's `config` for
// this brought 12 kB of zod's core into every page's first load. zod-jitless.test.ts checks both
// orders against the installed zod.

type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

export function keepZodJitless(): void {
  const g = globalThis as ZodGlobal;
  g.__zod_globalConfig ??= {};
  g.__zod_globalConfig.jitless = true;
}
