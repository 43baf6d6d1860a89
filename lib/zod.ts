import { config, z } from 'zod';

// Zod probes for `new Function` on its first object parse; under a policy without 'unsafe-eval' that
// probe is a reported violation on every page that parses in the browser (forms, the marketplace's
// URL state). Parsing without the JIT is fast enough for what this site parses. Every module of the
// site imports zod from here (lint holds it), so the setting is in place before any parse, and zod
// is in a page's first load only when that page uses it.
config({ jitless: true });

export { z };
