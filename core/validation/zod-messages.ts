import { messages } from '@/core/messages';

// Every schema of a form says what is wrong in the spec's words; input no form would send (a script, an
// old page, a body of the wrong type) meets zod's own English instead ("Invalid input: expected object,
// received string"). Zod asks its global `customError` for the message of any issue whose schema gave
// none: installed here, on the one settings object all copies of zod share (lib/zod-jitless.ts), so that
// every refusal of the portal and of the embedded gateway is Chinese.

interface RawIssue {
  code: string;
  input?: unknown;
  path?: readonly PropertyKey[];
}

/** The Chinese message of an issue without one of its own. */
export function chineseIssueMessage(issue: RawIssue): string {
  const atRoot = !issue.path || issue.path.length === 0;
  switch (issue.code) {
    case 'invalid_type':
      if (atRoot) return messages.requestMalformed;
      return issue.input === undefined ? messages.fieldMissing : messages.fieldInvalid;
    case 'too_big':
      return messages.fieldTooLong;
    case 'too_small':
      return messages.fieldTooShort;
    case 'unrecognized_keys':
      return messages.fieldUnknown;
    default:
      return atRoot ? messages.requestMalformed : messages.fieldInvalid;
  }
}

type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { customError?: (issue: RawIssue) => string } };

/** Makes zod's fallback messages Chinese for this process (the server's start, the gateway's app). */
export function installChineseZodMessages(): void {
  const g = globalThis as ZodGlobal;
  g.__zod_globalConfig ??= {};
  g.__zod_globalConfig.customError = chineseIssueMessage;
}
