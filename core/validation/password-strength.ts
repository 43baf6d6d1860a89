// One scoring function for every password screen (000 §5, 001 §5): under 6 characters scores 0; points
// for length, letters in both cases, digits and symbols; penalties for common weak passwords and for
// runs of sequential digits or letters. Each screen has its own thresholds. Characters are counted as a
// person types them: an emoji or an accented letter is one, whatever its length in UTF-16 units.

const common = new Set([
  'password', 'passw0rd', 'qwerty', 'qwertyuiop', 'asdfghjkl', 'abc123', 'abcd1234', 'iloveyou', 'admin', 'admin123',
  'root', 'welcome', 'letmein', 'monkey', 'dragon', 'woaini', 'woaini1314', 'aa123456', 'a123456', 'qq123456',
  '123456', '12345678', '123456789', '1234567890', '111111', '000000', '666666', '888888', '123123', '654321', '520520', '1314520',
]);

/** Runs of 3+ steps up or down (abc, 321, xyz): each extra character of a run costs points. */
function sequentialRuns(password: string): number {
  const s = password.toLowerCase();
  let penalty = 0;
  let run = 1;
  let step = 0;
  for (let i = 1; i < s.length; i++) {
    const a = s.charCodeAt(i - 1);
    const b = s.charCodeAt(i);
    const sameKind = (/[a-z]/.test(s[i - 1]) && /[a-z]/.test(s[i])) || (/\d/.test(s[i - 1]) && /\d/.test(s[i]));
    const d = b - a;
    if (sameKind && (d === 1 || d === -1) && (run === 1 || d === step)) {
      run += 1;
      step = d;
    } else {
      if (run >= 3) penalty += (run - 2) * 6;
      run = 1;
      step = 0;
    }
  }
  if (run >= 3) penalty += (run - 2) * 6;
  return penalty;
}

const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** User-perceived characters (grapheme clusters); code points where the runtime cannot segment. */
export function characterCount(text: string): number {
  return graphemes ? Array.from(graphemes.segment(text)).length : Array.from(text).length;
}

/** 0 to 100. */
export function passwordScore(password: string): number {
  const length = characterCount(password);
  if (length < 6) return 0;
  const lower = /[a-z]/.test(password);
  const upper = /[A-Z]/.test(password);
  const digits = (password.match(/\d/g) ?? []).length;
  const symbols = (password.match(/[^A-Za-z0-9]/gu) ?? []).length;
  let score = 0;
  // Length: 6 characters earn 10, each further one 4, up to 40.
  score += Math.min(40, 10 + (length - 6) * 4);
  // Letters: one case 10, both 20.
  score += lower && upper ? 20 : lower || upper ? 10 : 0;
  score += digits >= 3 ? 15 : digits > 0 ? 10 : 0;
  score += symbols >= 2 ? 20 : symbols === 1 ? 15 : 0;
  // Variety bonus: letters, digits and symbols together.
  if ((lower || upper) && digits > 0 && symbols > 0) score += 10;
  else if ((lower || upper) && digits > 0) score += 5;
  const bare = password.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (common.has(password.toLowerCase()) || common.has(bare)) score -= 40;
  if (/^(.)\1+$/u.test(password)) score -= 40;
  score -= sequentialRuns(password);
  return Math.max(0, Math.min(100, score));
}

/** 000: weak below 50, medium 50-70, strong above 70; at least 50 to register or reset. 001: 30 and 60. */
export const strengthThresholds = {
  register: { medium: 50, strong: 70, minimum: 50 },
  reset: { medium: 50, strong: 70, minimum: 50 },
  change: { medium: 30, strong: 60, minimum: 30 },
} as const;

export type StrengthScreen = keyof typeof strengthThresholds;
export type StrengthLevel = 'weak' | 'medium' | 'strong';

export function strengthLevel(score: number, screen: StrengthScreen): StrengthLevel {
  const t = strengthThresholds[screen];
  if (score > t.strong) return 'strong';
  return score >= t.medium ? 'medium' : 'weak';
}

export function strongEnough(password: string, screen: StrengthScreen): boolean {
  return passwordScore(password) >= strengthThresholds[screen].minimum;
}
