import { z } from 'zod';
import { validationMessages } from '@/core/messages/validation';
import { prefixMessages } from '@/core/messages/prefix';
import { mobilePattern } from './account-fields';

// 000 §5 prefix registration form, with the spec's Chinese messages. The form (zodResolver) and the
// portal's route (422 with field errors) use this one schema; the gateway checks the wire again.

/** An image the gateway stored for this user: its server-chosen name and where the portal shows it. */
export const uploadedImage = z.object({
  fileName: z.string().regex(/^[a-f0-9]{32}\.(?:jpg|png|bmp)$/),
  url: z.string().regex(/^\/api\/prefix\/files\/[a-f0-9]{32}\.(?:jpg|png|bmp)$/),
  name: z.string().max(255),
});
export type UploadedImage = z.infer<typeof uploadedImage>;

/** One chosen level of a cascader: the dictionary code and its name (sent as the description). */
export const levelChoice = z.object({ code: z.string().regex(/^[A-Za-z0-9]{1,12}$/), name: z.string().min(1).max(100) });
export type LevelChoice = z.infer<typeof levelChoice>;

const documentNo = z.string().trim().regex(/^[A-Za-z0-9]{4,50}$/, validationMessages.documentNoInvalid);
const selectCode = (...codes: string[]) => z.enum(codes as [string, ...string[]]);

/** At least 2 Chinese characters; a middle dot may join the parts of a transliterated name. */
const legalName = /^(?=(?:[^\u4e00-\u9fa5]*[\u4e00-\u9fa5]){2})[\u4e00-\u9fa5]+(?:·[\u4e00-\u9fa5]+)*$/;

/** A standard e-mail pattern: name, @, domain with a dot, no spaces. */
const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** http or https, a host with a dot (or localhost), optional port and path. */
const websitePattern = /^https?:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/;

const sliderProof = z
  .object({ scene: z.string().min(1), sessionId: z.string().min(1), sig: z.string().min(1), token: z.string().min(1) })
  .nullable()
  .refine((v) => v !== null, validationMessages.sliderSlide);

export const prefixFormSchema = z.object({
  /** The earlier application's id when re-filling; null for a first application. */
  id: z.number().int().positive().nullable(),
  secondNodeId: z.string().regex(/^\d{1,9}$/, validationMessages.secondNodeRequired),
  prefixNumber: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, validationMessages.prefixInvalid)
    .refine((v) => Number(v) >= 1, validationMessages.prefixInvalid),
  /** 1 government agency, 2 research institution, 3 social group, 4 enterprise or institution. */
  companyType: selectCode('1', '2', '3', '4'),
  /** 1 business licence, 2 tax certificate, 3 organisation code, 4 safety permit, 5 production permit. */
  licenseType: selectCode('1', '2', '3', '4', '5'),
  cardNo: documentNo,
  licenseImg: uploadedImage.nullable().refine((v) => v !== null, prefixMessages.licenseImgRequired),
  name: z.string().trim().min(1, validationMessages.companyNameRequired).max(100, validationMessages.companyNameRequired),
  industry: z.array(levelChoice).max(3).superRefine((levels, ctx) => {
    if (!levels[0]) ctx.addIssue({ code: 'custom', message: validationMessages.industryRequired });
    else if (!levels[1]) ctx.addIssue({ code: 'custom', message: validationMessages.industryCategoryRequired });
  }),
  area: z
    .array(levelChoice)
    .max(3)
    .refine((levels) => Boolean(levels[0] && levels[1]), validationMessages.areaRequired),
  registerAddress: z.string().trim().min(1, validationMessages.addressRequired).max(200, validationMessages.addressRequired),
  website: z
    .string()
    .trim()
    .max(300, validationMessages.websiteInvalid)
    .refine((v) => v === '' || websitePattern.test(v), validationMessages.websiteInvalid),
  introduce: z.string().trim().min(1, prefixMessages.introduceRequired).max(2000, prefixMessages.introduceRequired),
  /** 1 ID card, 2 HK/Macau pass, 3 foreigner residence card, 4 HK/Macau/Taiwan permit, 5 passport, 6 Taiwan pass. */
  legalCradType: selectCode('1', '2', '3', '4', '5', '6'),
  idImages: z
    .object({ face: uploadedImage.nullable(), back: uploadedImage.nullable() })
    .refine((v) => Boolean(v.face && v.back), validationMessages.idBothSides),
  legalPerson: z.string().trim().max(30, validationMessages.legalNameInvalid).regex(legalName, validationMessages.legalNameInvalid),
  legalCardNo: documentNo,
  liaison: z.string().trim().min(1, prefixMessages.liaisonRequired).max(32, prefixMessages.liaisonRequired),
  liaisonEmail: z.string().trim().max(100, validationMessages.emailInvalid).regex(emailPattern, validationMessages.emailInvalid),
  liaisonPhone: z.string().trim().regex(mobilePattern, validationMessages.mobileInvalid),
  captcha: sliderProof,
  agreement: z.boolean().refine((v) => v, validationMessages.agreementTick),
});

export type PrefixForm = z.input<typeof prefixFormSchema>;
export type PrefixFormValues = z.output<typeof prefixFormSchema>;

/** The form as it starts: company type defaults to the fourth option, document types to the first. */
export function emptyPrefixForm(): PrefixForm {
  return {
    id: null,
    secondNodeId: '',
    prefixNumber: '',
    companyType: '4',
    licenseType: '1',
    cardNo: '',
    licenseImg: null,
    name: '',
    industry: [],
    area: [],
    registerAddress: '',
    website: '',
    introduce: '',
    legalCradType: '1',
    idImages: { face: null, back: null },
    legalPerson: '',
    legalCardNo: '',
    liaison: '',
    liaisonEmail: '',
    liaisonPhone: '',
    captcha: null,
    agreement: false,
  };
}
