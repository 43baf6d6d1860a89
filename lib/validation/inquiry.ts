import { z } from 'zod';
import { validationMessages } from '@/core/messages/validation';
import { prefixMessages } from '@/core/messages/prefix';

/** 000 §3 price-range list, from under 2000 to over 500000 yuan: the inquiry form's budget options. */
export const budgetOptions = [
  { value: '0-2000', label: '2000元以下' },
  { value: '2000-10000', label: '2000元–1万元' },
  { value: '10000-50000', label: '1万–5万元' },
  { value: '50000-100000', label: '5万–10万元' },
  { value: '100000-200000', label: '10万–20万元' },
  { value: '200000-500000', label: '20万–50万元' },
  { value: '500000-', label: '50万元以上' },
] as const;

const budgetValues = budgetOptions.map((o) => o.value) as [string, ...string[]];

/** A product or package id as the page holds it. */
const idField = z.coerce.number().int().positive().max(999_999_999);

/**
 * 001 §5 inquiry form: content, company name and contact person required, an 11-digit mainland mobile,
 * the budget optional. The same schema checks the form (zodResolver) and /api/market/inquiry.
 */
export const inquirySchema = z.object({
  consultContent: z.string().trim().min(1, validationMessages.consultContentRequired).max(300, validationMessages.consultContentTooLong),
  companyName: z.string().trim().min(1, validationMessages.companyNameRequired).max(100, validationMessages.companyNameRequired),
  contactPersonName: z.string().trim().min(1, prefixMessages.liaisonRequired).max(32, prefixMessages.liaisonRequired),
  contactPersonphone: z.string().trim().regex(/^1[3-9]\d{9}$/, validationMessages.mobileInvalid),
  price: z.union([z.enum(budgetValues), z.literal('')]).optional(),
  productId: idField,
  packageId: idField,
});

export type InquiryForm = z.input<typeof inquirySchema>;
export type InquiryValues = z.output<typeof inquirySchema>;

/** The free-trial request the detail page sends: which product, package and price; the rest the server finds. */
export const trialRequestSchema = z.object({
  productId: idField,
  packageId: idField,
  priceId: idField.optional(),
  fingerprint: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/).optional(),
});
export type TrialRequest = z.input<typeof trialRequestSchema>;
