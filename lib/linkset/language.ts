import type { Language } from './vocabulary';

/**
 * The language of a linkset's titles: `?lang=` first (a shared address keeps its language, where WeChat or
 * a QR scanner drops the browser's header), then the first of Chinese and English in Accept-Language by
 * weight; Chinese when neither says.
 */
export function languageOf(lang: string | null, acceptLanguage: string | null): Language {
  const asked = lang?.trim().toLowerCase();
  if (asked?.startsWith('en')) return 'en';
  if (asked?.startsWith('zh')) return 'zh';
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag ?? '', weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.weight > 0 && (entry.tag.startsWith('zh') || entry.tag.startsWith('en')))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked[0]?.tag.startsWith('en') ? 'en' : 'zh';
}
