import { zodResolver } from '@hookform/resolvers/zod';
// Zod's JIT is off before a form's first parse (lib/zod.ts); the schemas import it from there too.
import '@/lib/zod';

export { zodResolver };
