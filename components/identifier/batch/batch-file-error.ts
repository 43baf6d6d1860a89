/** A batch file refused with a reason the page shows as it is (lib/identifier batch messages). */
export class BatchFileError extends Error {}
