import type { NewsItem } from '../types';
import { news2021 } from './items-2021';
import { news2022 } from './items-2022';
import { news2023 } from './items-2023';

export { documents } from './docs';

/** 001 §9: news page size 4, hot list 6, related 3; the home teaser shows 3 (000 §9). */
export const newsPageSize = 4;
export const hotNewsCount = 6;
export const relatedNewsCount = 3;
export const homeNewsCount = 3;

/** The 12 items (ids 1-7 and 15-19), newest first: the order of the list, the home teaser and the pager. */
export const newsItems: readonly NewsItem[] = [...news2021, ...news2022, ...news2023].sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id);

export function newsItem(id: number): NewsItem | undefined {
  return newsItems.find((n) => n.id === id);
}

/**
 * The hot list: the items readers open most, as the operations team ranks them. A fixed editorial
 * order (the static site has no read counts), padded with the newest items if the ranking runs short.
 */
const hotRanking = [6, 5, 3, 19, 1, 17];

export function hotNews(count = hotNewsCount): NewsItem[] {
  const ranked = hotRanking.map(newsItem).filter((n): n is NewsItem => Boolean(n));
  const rest = newsItems.filter((n) => !hotRanking.includes(n.id));
  return [...ranked, ...rest].slice(0, count);
}

/** Items sharing keywords or documents with this one, most shared first, then the newest. */
export function relatedNews(item: NewsItem, count = relatedNewsCount): NewsItem[] {
  const score = (other: NewsItem) =>
    other.keywords.filter((k) => item.keywords.includes(k)).length * 2 +
    other.documents.filter((d) => item.documents.some((x) => x.href === d.href)).length;
  return newsItems
    .filter((n) => n.id !== item.id)
    .map((n, order) => ({ n, s: score(n), order }))
    .sort((a, b) => b.s - a.s || a.order - b.order)
    .slice(0, count)
    .map((x) => x.n);
}
