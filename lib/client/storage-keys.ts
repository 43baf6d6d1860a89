// The portal's localStorage keys. Tokens are never among them: they live in the sealed httpOnly cookie.

/** The marketplace application the visitor was looking at (001 §4: kept across a logout). */
export const currentApplicationKey = 'currentApplication';

/** 'remember password' keeps the account name only, never the password (kept across a logout too). */
export const rememberedAccountKey = 'idportal.rememberedAccount';

/** What a logout leaves in localStorage (docs/decisions/0005-accounts-security.md). */
export const keptAfterLogout: readonly string[] = [currentApplicationKey, rememberedAccountKey];
