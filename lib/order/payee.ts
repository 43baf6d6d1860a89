import 'server-only';
import { env } from '@/lib/config/env';

export interface PayeeAccount {
  bank: string;
  accountName: string;
  accountNo: string;
}

/** The provider's bank account for offline transfers, from configuration (PAYEE_*; demo values by default). */
export function payeeAccount(): PayeeAccount {
  const e = env();
  return { bank: e.PAYEE_BANK, accountName: e.PAYEE_ACCOUNT_NAME, accountNo: e.PAYEE_ACCOUNT_NO };
}
