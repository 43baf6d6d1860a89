import 'server-only';
import type { MetadataRoute } from 'next';
import { contract } from '@/core/contract';
import { call } from '@/lib/gateway/client';
import { gatewayDate } from '@/lib/sitemap/gateway-date';
import { caseStudies } from './cases';
import { newsItems } from './news';
import { contentPages } from './pages';
import { solutions } from './solutions';
import { paths, productPath } from '@/lib/routes';

type Entry = MetadataRoute.Sitemap[number];

export { gatewayDate };

export function staticEntries(siteUrl: string): Entry[] {
  const url = (path: string) => new URL(path, siteUrl).toString();
  return [
    ...contentPages.map((p) => ({ url: url(p.path), lastModified: p.lastModified, changeFrequency: p.changeFrequency, priority: p.priority })),
    ...newsItems.map((n) => ({ url: url(`/news/detail/${n.id}`), lastModified: n.time, changeFrequency: 'yearly' as const, priority: 0.6 })),
    ...solutions.map((s) => ({ url: url(`/solution/${s.id}`), lastModified: s.updated, changeFrequency: 'monthly' as const, priority: 0.7 })),
    ...caseStudies.map((c) => ({ url: url(`/cooperation_case/detail/${c.id}`), lastModified: c.published, changeFrequency: 'yearly' as const, priority: 0.6 })),
  ];
}

/** The marketplace home and list; they change when the newest product is listed. */
export function marketEntries(siteUrl: string, lastModified?: Date): Entry[] {
  return [
    { url: new URL(paths.market, siteUrl).toString(), lastModified, changeFrequency: 'daily', priority: 0.9 },
    { url: new URL(paths.marketList, siteUrl).toString(), lastModified, changeFrequency: 'daily', priority: 0.8 },
  ];
}

/** The marketplace pages, then every listed product: its detail page, and its marketing page where the catalogue has one. */
export async function productEntries(siteUrl: string): Promise<Entry[]> {
  const result = await call(contract.market.allProducts, {});
  return result.ok ? productEntriesOf(siteUrl, result.data) : marketEntries(siteUrl);
}

/** The same from the gateway's list of products, dated by the newest listing. */
export function productEntriesOf(siteUrl: string, products: { id: number; [key: string]: unknown }[]): Entry[] {
  const times = products.map((p) => gatewayDate((p as Record<string, unknown>).sellTime)?.getTime() ?? 0);
  const newest = Math.max(0, ...times);
  return [...marketEntries(siteUrl, newest ? new Date(newest) : undefined), ...productPages(siteUrl, products)];
}

function productPages(siteUrl: string, products: { id: number; [key: string]: unknown }[]): Entry[] {
  return products.flatMap((p) => {
    const id = Number(p.id);
    const lastModified = gatewayDate((p as Record<string, unknown>).sellTime) ?? gatewayDate((p as Record<string, unknown>).updateTime);
    const entries: Entry[] = [{ url: new URL(productPath(id), siteUrl).toString(), lastModified, changeFrequency: 'weekly', priority: 0.7 }];
    return entries;
  });
}
