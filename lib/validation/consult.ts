import { z } from 'zod';
import { validationMessages } from '@/core/messages/validation';

/** 000 §9: the consultation text is at most 300 characters. */
export const consultContentMax = 300;

/** 000 §5 consultation form. The phone may carry +86 or 0086 before the 11 digits. */
export const consultSchema = z.object({
  industryCode: z.string().min(1, validationMessages.industrySelectApp).regex(/^[A-Za-z0-9]{1,8}(?:,[A-Za-z0-9]{1,8}){0,2}$/, validationMessages.industrySelectApp),
  consultContent: z.string().trim().min(1, validationMessages.consultContentRequired).max(consultContentMax, validationMessages.consultContentTooLong),
  contactPersonName: z.string().trim().regex(/^[\u4e00-\u9fa5·]{2,16}$/, validationMessages.contactNameInvalid),
  contactPersonphone: z.string().trim().regex(/^(?:\+86|0086)?1[3-9]\d{9}$/, validationMessages.mobileInvalid),
  companyName: z.string().trim().min(1, validationMessages.companyNameRequired).max(100, validationMessages.companyNameRequired),
  agreement: z.boolean().refine((v) => v, validationMessages.agreementConsult),
});

export type ConsultForm = z.input<typeof consultSchema>;
