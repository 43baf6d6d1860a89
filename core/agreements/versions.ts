// The agreements a person consents to for an account, and the version in force of each: the date it took
// effect (issue 62 item 1). Registration records consent to these versions; a login whose account last
// consented to an older one is asked again before it goes on. lib/content/agreements holds the texts, whose
// `effective` dates a test holds to these; the embedded gateway's demo accounts consented to them (seed).

export const accountAgreements = { userService: '2026-12-05', privacy: '2026-12-05' } as const;
export type AccountAgreement = keyof typeof accountAgreements;

/** The agreements of `required` whose latest consent among `given` is not the version in force. */
export function consentsMissing(given: readonly { agreement: string; version: string }[], required: Record<string, string> = accountAgreements): string[] {
  return Object.entries(required)
    .filter(([agreement, version]) => !given.some((c) => c.agreement === agreement && c.version === version))
    .map(([agreement]) => agreement);
}
