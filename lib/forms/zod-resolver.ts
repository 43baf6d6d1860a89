import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod';

// Zod probes for `new Function` on its first object parse; under a policy without 'unsafe-eval' that
// probe is a reported violation on every form page. Parsing without the JIT is fast enough for forms.
// Set here, beside the one way forms reach zod, rather than in the shell's providers: there it put all
// of zod (32 kB gzip) into every page's first load, forms or not.
config({ jitless: true });

export { zodResolver };
