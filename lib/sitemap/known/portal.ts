import 'server-only';
import path from 'node:path';
import { contract, type IdentifierDetail } from '@/core/contract';
import type { Env } from '@/core/env/portal';
import { logger } from '@/core/log/logger';
import { env } from '@/lib/config/env';
import { call } from '@/lib/gateway/client';
import type { Result } from '@/lib/gateway/result';
import { openKnownFileStore } from './file-store';
import { detailOutcome, KnownRecorder } from './recorder';
import { openKnownRedisStore } from './redis-store';
import type { KnownStore } from './store';

// This portal's known identifiers (docs/decisions/0055), on globalThis: the identifier reads, the
// revalidation door and the sitemap routes are bundled apart, each with its own copy of this module.
// None with the embedded gateway: it answers the sitemap calls itself.

interface Known {
  store: KnownStore;
  recorder: KnownRecorder;
}

interface Holder {
  /** null: not kept (the embedded gateway, or a store that could not be opened). */
  known?: Known | null;
  /** The gateway's last answer to the sitemap files call: true it has the calls, false it answered 404. */
  gatewayAnswers?: boolean;
}

const key = Symbol.for('idportal.sitemap-known');
const holder = ((globalThis as unknown as Record<symbol, Holder>)[key] ??= {});

/** The file of DATA_DIR without Redis: one per port, as the push queue's, so two processes never share one. */
export const knownIdentifiersFile = (e: Pick<Env, 'DATA_DIR' | 'PORT'>): string => path.resolve(/*turbopackIgnore: true*/ e.DATA_DIR, `sitemap-identifiers-${e.PORT}.jsonl`);

function open(e: Env): Known {
  const log = logger();
  let failing = false;
  let full = false;
  const store = e.REDIS_URL
    ? openKnownRedisStore({
        url: e.REDIS_URL,
        onReachable: (reachable, error) => (reachable ? log.info('sitemap identifiers: Redis reachable again') : log.warn({ err: error }, 'sitemap identifiers: Redis unreachable; changes wait in memory')),
      })
    : openKnownFileStore(knownIdentifiersFile(e), {
        onFull(refused) {
          if (full) return;
          full = true;
          log.warn({ refused }, 'sitemap identifiers: the file store is full; new identifiers are not listed (set REDIS_URL)');
        },
      });
  const recorder = new KnownRecorder({
    store,
    enabled: () => holder.gatewayAnswers !== true,
    confirm: async (identifier) => detailOutcome(await call(contract.identifier.detail, { identifier })),
    onFailure(error) {
      if (failing) return;
      failing = true;
      log.warn({ err: error }, 'sitemap identifiers: not written now; kept for the next try');
    },
    onWritten: () => void (failing = false),
    onDropped: () => {
      if (!failing) log.warn('sitemap identifiers: too many changes waiting; some dropped');
      failing = true;
    },
  });
  return { store, recorder };
}

/** The store and its recorder, opened on first use (runtime/start.ts opens it at start); undefined when not kept. */
export function knownIdentifiers(): Known | undefined {
  if (holder.known !== undefined) return holder.known ?? undefined;
  const e = env();
  if (!e.GATEWAY_URL) {
    holder.known = null;
    return undefined;
  }
  try {
    holder.known = open(e);
  } catch (error) {
    // The portal serves without the fallback rather than not at all.
    logger().error({ err: error instanceof Error ? error.message : String(error), file: knownIdentifiersFile(e) }, 'sitemap identifiers: the store cannot be opened; a gateway without the sitemap calls gets no identifier sitemaps');
    holder.known = null;
  }
  return holder.known ?? undefined;
}

/** The gateway answered the sitemap files call (true) or has no such call (false): recording follows it. */
export function noteSitemapCalls(answered: boolean): void {
  holder.gatewayAnswers = answered;
}

/** A read of an identifier's detail (lib/identifier/load.ts). Never throws, never waits. */
export function noteIdentifierRead(identifier: string, result: Result<IdentifierDetail>): void {
  if (holder.gatewayAnswers === true || holder.known === null) return;
  try {
    knownIdentifiers()?.recorder.read(identifier, detailOutcome(result));
  } catch (error) {
    logger().warn({ err: error instanceof Error ? error.message : String(error) }, 'sitemap identifiers: a read not noted');
  }
}

/** Identifiers the gateway said changed (lib/identifier/revalidate.ts). Never throws, never waits. */
export function noteIdentifiersTold(identifiers: readonly string[]): void {
  if (holder.gatewayAnswers === true || holder.known === null) return;
  try {
    knownIdentifiers()?.recorder.told(identifiers);
  } catch (error) {
    logger().warn({ err: error instanceof Error ? error.message : String(error) }, 'sitemap identifiers: a change not noted');
  }
}
