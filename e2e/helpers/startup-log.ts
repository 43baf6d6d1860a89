/** The JSON log lines of a portal's output whose `msg` is the given one (a second portal's start-up report, its refusal). */
export function logLines(output: string, msg: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === msg || (typeof entry.msg === 'string' && entry.msg.startsWith(msg)));
}
