import { z } from 'zod';
import { endpoint } from './define';
import { ack, contactPhone, flatRecord, mobile, optionalText, ref, text } from './common';

// Consultation (000 §7) and the marketplace price inquiry (001 §7).

/** One to three industry codes, comma-joined as the cascader gives them. */
const industryCode = z.string().regex(/^[A-Za-z0-9]{1,8}(?:,[A-Za-z0-9]{1,8}){0,2}$/);

export const addConsultation = endpoint({
  summary: 'Send a consultation request (no token; companyInfo added when logged in)',
  method: 'POST',
  path: '/platform-operate-service/business/opportunity/uccn/add',
  auth: false,
  wire: 'json',
  request: z.strictObject({
    industryCode,
    consultContent: text(300),
    contactPersonName: z.string().regex(/^[\u4e00-\u9fa5·]{2,16}$/),
    contactPersonphone: contactPhone,
    companyName: text(100),
    companyInfo: flatRecord.optional(),
  }),
  data: ack,
});

export const intentionProduct = z.strictObject({ packageProductId: ref, productId: ref });

export const inquiry = endpoint({
  summary: 'Ask the price of a negotiable product',
  method: 'POST',
  path: '/platform-operate-service/api/business/opportunity/consult',
  auth: true,
  wire: 'json',
  request: z.strictObject({
    consultContent: text(300),
    companyName: text(100),
    contactPersonName: text(32),
    contactPersonphone: mobile,
    /** The budget option; the list of options is not shown in the spec. */
    price: optionalText(32),
    intentionProductReqs: z.array(intentionProduct).max(20),
  }),
  data: ack,
});
