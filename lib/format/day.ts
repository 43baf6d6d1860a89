import { commonMessages } from '@/core/messages/common';

// Calendar days as YYYY-MM-DD: read, written, and typed into a text field. A native date input shows
// the browser's locale (01/05/2026 in an English browser); a text field shows the same YYYY-MM-DD in
// every browser, so the portal types days into one and checks them here.

const pad = (n: number) => String(n).padStart(2, '0');

/** A UTC-midnight instant as YYYY-MM-DD. */
export function dayText(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** YYYY-MM-DD as UTC midnight, or null when it is not a real calendar day (2026-02-30). */
export function parseDay(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return dayText(ms) === m[0] ? ms : null;
}

const partLengths = [4, 2, 2];

/**
 * What a day field holds after a keystroke: digits, with a hyphen put in once a year or a month is full
 * (a phone's number pad has none), the hyphens a person types kept (2026-1-5), slashes, dots and 年月
 * read as hyphens, anything else dropped, and nothing past the day. Deleting a hyphen works: one is only
 * added in front of a digit.
 */
export function maskDay(text: string): string {
  const parts = [''];
  for (const ch of text.replace(/[/.年月]/g, '-')) {
    const last = parts.length - 1;
    if (/\d/.test(ch)) {
      if (parts[last].length < partLengths[last]) parts[last] += ch;
      else if (last < 2) parts.push(ch);
      else break;
    } else if (ch === '-' && parts[last] !== '' && last < 2) {
      parts.push('');
    }
  }
  return parts.join('-');
}

/** A typed day written out in full when the person leaves the field (2026-1-5 → 2026-01-05); anything else as typed. */
export function completeDay(text: string): string {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!m) return text;
  const full = `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
  return parseDay(full) === null ? text : full;
}

/** What is wrong with a typed day, or null: an empty field is the form's business (required or not). */
export function dayInputProblem(text: string): string | null {
  return text.trim() === '' || parseDay(text) !== null ? null : commonMessages.dayInvalid;
}
