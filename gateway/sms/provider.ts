/** One text message carrying a code: who gets it, what for, the code itself and the full text. */
export interface SmsMessage {
  /** A mainland mobile number, 11 digits (1[3-9]…), as the contract checks it. */
  phone: string;
  /** login, account, reset, scene:<identifier> … (gateway/sms/codes.ts). */
  purpose: string;
  code: string;
  /** The whole text, for the outbox; real providers send their registered template with the code instead. */
  text: string;
}

/** Whether the provider accepted the message. `reason` is for the operator's log, never for a person. */
export type SmsSent = { ok: true } | { ok: false; reason: string };

/**
 * One SMS provider behind one interface: Alibaba Cloud, Tencent Cloud, or the outbox of development,
 * test and demo. A provider answers, it does not throw: a network failure is `{ ok: false }` too.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<SmsSent>;
}

/**
 * An exception from an SDK as one short line for the log. A network error of the Aliyun SDK quotes the
 * whole request URL, whose query holds the phone and the code: query strings are cut off.
 */
export function failureReason(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown };
  const code = typeof e?.code === 'string' && e.code ? `${e.code}: ` : '';
  return `${code}${typeof e?.message === 'string' ? e.message : String(error)}`.replace(/\?\S*/g, '').slice(0, 300);
}

/**
 * A provider whose module is still loading: each send waits for it, and a module that failed to load is a
 * failed send, which the log names as it names a network failure.
 */
export function providerLoading(name: string, loading: Promise<SmsProvider>): SmsProvider {
  // Until the first send asks for it, a failed load must not be an unhandled rejection.
  loading.catch(() => undefined);
  return {
    name,
    async send(message) {
      try {
        return await (await loading).send(message);
      } catch (error) {
        return { ok: false, reason: failureReason(error) };
      }
    },
  };
}
