import { z } from 'zod';
import { MAX_PROOFS } from '@/core/contract/order';
import { formatYuan } from '@/core/format/price';
import { format } from '@/core/messages/format';
import { validationMessages } from '@/core/messages/validation';
import { orderMessages } from '@/core/messages/order';
import { sameAmount } from '@/core/order/pricing';

/** 001 §5: the order remark is at most 300 characters. */
export const remarkMax = 300;
export const remarkField = z.string().max(remarkMax, validationMessages.remarkTooLong);

/** What the confirm page sends: which option is bought, the remark, and the attempt's id. */
export const confirmOrderSchema = z.object({
  productId: z.number().int().positive(),
  packageId: z.number().int().positive(),
  priceId: z.number().int().positive(),
  remark: remarkField,
  transactionId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});
export type ConfirmOrderInput = z.infer<typeof confirmOrderSchema>;

export const orderIdSchema = z.object({ orderId: z.number().int().positive() });

/** Proof images: jpeg, png or bmp, at most 10 MB each, at most MAX_PROOFS (001 §5, the ordering issue). */
export const proofLimitBytes = 10 * 1024 * 1024;
export const proofLimitLabel = '10M';

const proof = z.object({ fileName: z.string().regex(/^[A-Za-z0-9._-]{1,80}$/), url: z.string().max(1024) });

/** 'YYYY-MM-DD' of a moment in China, where the payer's 'today' is. */
export function chinaDate(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * 001 §5 offline payment form. `today` is the payer's date (the browser's, or China's on the server);
 * `total`, when known, is the order amount the transfer must match.
 */
export function payInfoSchema({ today, total }: { today: string; total?: number }) {
  return z.object({
    depositBank: z.string().trim().min(1, orderMessages.bankRequired).max(100, orderMessages.bankRequired),
    bankAccountName: z.string().trim().min(1, orderMessages.accountNameRequired).max(100, orderMessages.accountNameRequired),
    bankNo: z.string().trim().min(1, orderMessages.accountNoRequired).regex(/^\d+$/, validationMessages.accountDigits).max(32, validationMessages.accountDigits),
    payAmount: z
      .string()
      .trim()
      .min(1, orderMessages.amountRequired)
      .regex(/^\d{1,10}(?:\.\d{1,2})?$/, validationMessages.amountInvalid)
      .refine((v) => total === undefined || sameAmount(v, total), format(orderMessages.payAmountMismatch, { amount: formatYuan(total ?? 0) })),
    payTime: z
      .string()
      .min(1, orderMessages.payDateRequired)
      .regex(/^\d{4}-\d{2}-\d{2}$/, orderMessages.payDateRequired)
      .refine((d) => d <= today, validationMessages.payDateFuture),
    proofs: z.array(proof).min(1, validationMessages.proofRequired).max(MAX_PROOFS, format(orderMessages.proofTooMany, { n: MAX_PROOFS })),
  });
}
export type PayInfoForm = z.input<ReturnType<typeof payInfoSchema>>;
