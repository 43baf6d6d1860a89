import { refreshAndReturn } from '@/lib/session';

/** The refresh detour of pages (lib/session/refresh-detour.ts). */
export async function GET(request: Request) {
  return refreshAndReturn(request);
}
