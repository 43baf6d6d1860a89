import { messages } from '@/core/messages';

/** Why a batch file is refused. A kind, not a text, so the XLSX worker can post it back (read-xlsx-in-worker.ts). */
export type BatchFileRefusal = 'tooLarge' | 'unpackedTooLarge' | 'tooSlow' | 'unreadable';

const refusalMessages: Record<BatchFileRefusal, string> = {
  tooLarge: messages.batchFileTooLarge,
  unpackedTooLarge: messages.batchFileUnpackedTooLarge,
  tooSlow: messages.batchFileTooSlow,
  unreadable: messages.batchFileUnreadable,
};

/** A batch file refused with a reason the page shows as it is. */
export class BatchFileError extends Error {
  constructor(readonly refusal: BatchFileRefusal) {
    super(refusalMessages[refusal]);
  }
}
