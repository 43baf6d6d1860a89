/** Environment variables as a plain record: process.env, or any object a test or a tool passes. */
export type EnvRecord = Readonly<Record<string, string | undefined>>;

/** A variable's value without the stray spaces and line ends that a pasted key tends to bring along. */
export const value = (env: EnvRecord, name: string) => env[name]?.trim() || undefined;
