import { batchMessages } from '@/core/messages/batch';

/** Why a batch file is refused. A kind, not a text, so the XLSX worker can post it back (read-xlsx-in-worker.ts). */
export type BatchFileRefusal = 'tooLarge' | 'unpackedTooLarge' | 'tooSlow' | 'unreadable';

const refusalMessages: Record<BatchFileRefusal, string> = {
  tooLarge: batchMessages.batchFileTooLarge,
  unpackedTooLarge: batchMessages.batchFileUnpackedTooLarge,
  tooSlow: batchMessages.batchFileTooSlow,
  unreadable: batchMessages.batchFileUnreadable,
};

/** A batch file refused with a reason the page shows as it is. */
export class BatchFileError extends Error {
  constructor(readonly refusal: BatchFileRefusal) {
    super(refusalMessages[refusal]);
  }
}
