import type { BudgetOption } from './types';

// Budget brackets of the price-inquiry form, in yuan: value is '<min>-<max>', open-ended at the top.
export const budgetOptions: BudgetOption[] = [
  { value: '0-2000', label: '2000元以下' },
  { value: '2000-10000', label: '2000元–1万元' },
  { value: '10000-50000', label: '1万–5万元' },
  { value: '50000-100000', label: '5万–10万元' },
  { value: '100000-200000', label: '10万–20万元' },
  { value: '200000-500000', label: '20万–50万元' },
  { value: '500000-', label: '50万元以上' },
];
