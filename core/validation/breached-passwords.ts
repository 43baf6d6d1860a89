/**
 * ASVS 5.0 6.2.4: passwords that leaked in breaches or top every guessing list are refused, whatever
 * their score. The list is zxcvbn-ts's (`@zxcvbn-ts/language-common`, about 30,000 passwords from public
 * breach corpora, kept up to date by that project; docs/decisions/0020). It weighs about 370 kB, so it is
 * loaded on first use: once per server process, and in the browser only on the screens that set a password.
 */
export type BreachedList = ReadonlySet<string>;

let loading: Promise<BreachedList> | undefined;

export function loadBreachedPasswords(): Promise<BreachedList> {
  loading ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => String(p).toLowerCase())));
  return loading;
}

/** Case does not save a listed password (`Password1` is `password1`), nor do symbols around it. */
export function isBreached(password: string, list: BreachedList): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  return list.has(lower) || list.has(lower.replace(/[^a-z0-9]/g, ''));
}
