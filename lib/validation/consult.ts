import { z } from 'zod';
import { messages } from '@/core/messages';

/** 000 §9: the consultation text is at most 300 characters. */
export const consultContentMax = 300;

/** 000 §5 consultation form. The phone may carry +86 or 0086 before the 11 digits. */
export const consultSchema = z.object({
  industryCode: z.string().min(1, messages.industrySelectApp).regex(/^[A-Za-z0-9]{1,8}(?:,[A-Za-z0-9]{1,8}){0,2}$/, messages.industrySelectApp),
  consultContent: z.string().trim().min(1, messages.consultContentRequired).max(consultContentMax, messages.consultContentTooLong),
  contactPersonName: z.string().trim().regex(/^[\u4e00-\u9fa5·]{2,16}$/, messages.contactNameInvalid),
  contactPersonphone: z.string().trim().regex(/^(?:\+86|0086)?1[3-9]\d{9}$/, messages.mobileInvalid),
  companyName: z.string().trim().min(1, messages.companyNameRequired).max(100, messages.companyNameRequired),
  agreement: z.boolean().refine((v) => v, messages.agreementConsult),
});

export type ConsultForm = z.input<typeof consultSchema>;
