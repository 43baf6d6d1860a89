import { commonMessages } from '@/core/messages/common';

const yuan = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '¥2,980.00' (001 §9: two decimals, yuan sign). */
export function formatYuan(amount: number): string {
  return `¥${yuan.format(amount)}`;
}

/** A card's price: 面议 when negotiable (flag 1), else the lowest price with 起. */
export function cardPrice(product: { price?: number | null; negotiable?: number | null }): string {
  if (Number(product.negotiable) === 1 || product.price == null) return commonMessages.negotiable;
  return `${formatYuan(product.price)} 起`;
}

/** The first two of the comma-separated traits (full-width commas too). */
export function firstTraits(trait: string | null | undefined, count = 2): string[] {
  return (trait ?? '')
    .split(/[,，]/)
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, count);
}
