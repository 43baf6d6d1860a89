import { z } from 'zod';
import { levelChoice, uploadedImage, type PrefixForm } from '@/lib/validation/prefix';
import { canRefill, type ReviewStage } from './status';

/**
 * What a person typed survives a reload and a new login (issue 6, item 4): the form kept in the browser's
 * localStorage, per user. No image bytes and no data URLs: an image is kept as the name the gateway gave
 * it, shown again from the portal. The slider proof is never kept (single use, 2 minutes).
 */
export const draftVersion = 1;

export const draftKey = (userKey: string) => `idportal.prefixDraft.${userKey}`;

// A text beyond its cap (the form's own limit, doubled) is cut there, not dropped: what was typed comes
// back to be shortened, as the form's check then asks.
const text = (max: number) =>
  z
    .string()
    .catch('')
    .transform((value) => value.slice(0, max));

const draftSchema = z.object({
  version: z.literal(draftVersion),
  /** true when the draft is a re-fill of an earlier application (the form opens again after a reload). */
  refill: z.boolean().catch(false),
  savedAt: z.number(),
  form: z.object({
    id: z.number().int().positive().nullable().catch(null),
    secondNodeId: text(12),
    prefixNumber: text(8),
    companyType: z.enum(['1', '2', '3', '4']).catch('4'),
    licenseType: z.enum(['1', '2', '3', '4', '5']).catch('1'),
    cardNo: text(60),
    licenseImg: uploadedImage.nullable().catch(null),
    name: text(200),
    industry: z.array(levelChoice).max(3).catch([]),
    area: z.array(levelChoice).max(3).catch([]),
    registerAddress: text(300),
    website: text(400),
    introduce: text(4000),
    legalCradType: z.enum(['1', '2', '3', '4', '5', '6']).catch('1'),
    idImages: z.object({ face: uploadedImage.nullable().catch(null), back: uploadedImage.nullable().catch(null) }).catch({ face: null, back: null }),
    legalPerson: text(60),
    legalCardNo: text(60),
    liaison: text(60),
    liaisonEmail: text(200),
    liaisonPhone: text(20),
    agreement: z.boolean().catch(false),
  }),
});

export interface Draft {
  refill: boolean;
  savedAt: number;
  form: PrefixForm;
}

/** The form as stored: everything typed, the images by name, no captcha. */
export function serializeDraft(form: PrefixForm, refill: boolean, now = Date.now()): string {
  const { captcha: _captcha, ...rest } = form;
  void _captcha;
  return JSON.stringify({ version: draftVersion, refill, savedAt: now, form: rest });
}

/** A stored draft, or undefined when there is none or it cannot be read (a broken draft is dropped). */
export function parseDraft(raw: string | null): Draft | undefined {
  if (!raw) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = draftSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const { refill, savedAt, form } = parsed.data;
  return { refill, savedAt, form: { ...form, captcha: null } };
}

/** True when nothing was typed yet: such a form is not worth keeping. */
export function isBlankDraft(form: PrefixForm, blank: PrefixForm): boolean {
  const { captcha: _a, ...a } = form;
  const { captcha: _b, ...b } = blank;
  void _a;
  void _b;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What a stored draft gives the page on arrival (000 §4, issue 39 item 8): while there is no application,
 * a new one; while one can be re-filled, the re-fill typed for that very application (its id is in the
 * draft). Anything else is undefined and the draft goes: a new application's beside an existing one, a
 * re-fill once the prefix is approved, or one typed for another application, whose data must not land here.
 */
export function draftToRestore(draft: Draft, stage: ReviewStage, applicationId: number | null): { refill: boolean; form: PrefixForm } | undefined {
  if (stage === 'none') return { refill: false, form: { ...draft.form, id: null } };
  if (draft.refill && canRefill(stage) && draft.form.id === applicationId) return { refill: true, form: draft.form };
  return undefined;
}
