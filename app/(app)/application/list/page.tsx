import type { Metadata } from 'next';
import Link from 'next/link';
import container from '@/components/content/container.module.css';
import { Notice } from '@/components/content/notice';
import { ListAside } from '@/components/market/list-aside';
import { ListFilters } from '@/components/market/list-filters';
import { ListPager } from '@/components/market/list-pager';
import { ListResults } from '@/components/market/list-results';
import { ListSort } from '@/components/market/list-sort';
import { MarketSearch } from '@/components/market/market-search';
import { ProductSlots } from '@/components/market/product-slots';
import { userMessage } from '@/lib/gateway/user-message';
import { effectiveClass, filterGroups, resolveLevels } from '@/lib/market/list-filters';
import { emptyQuery, lastPage, listHref, searchBody, sortChange, withChange, type ListQuery } from '@/lib/market/list-query';
import { parseListQuery } from '@/lib/market/parse-list-query';
import { marketClasses, searchProducts, selectedStrip } from '@/lib/market/market-data';
import { messages } from '@/core/messages';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from './list.module.css';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The URL's state with the classes that do not exist or do not fit together dropped. */
async function listState(searchParams: Props['searchParams']) {
  const classes = await marketClasses();
  const parsed = parseListQuery(await searchParams);
  const query = classes.ok ? resolveLevels(parsed, classes.data) : { ...parsed, l1: undefined, l2: undefined, l3: undefined };
  return { classes, query };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { classes, query } = await listState(searchParams);
  const chosen = classes.ok ? classes.data.find((c) => c.id === effectiveClass(query))?.name : undefined;
  const meta = pageMetadata({
    title: chosen ? `${chosen} - ${messages.marketListTitle}` : messages.marketListTitle,
    description: messages.marketListDescription,
    path: listHref(query),
  });
  // A search by typed text is not a page of its own for search engines; the filtered lists are.
  return query.name ? { ...meta, robots: { index: false, follow: true } } : meta;
}

/** One page of results; a page past the end shows the last page instead. */
async function results(query: ListQuery, classifyId: number | undefined) {
  const first = await searchProducts(searchBody(query, classifyId));
  if (!first.ok || first.data.records.length > 0 || first.data.total === 0) return { result: first, page: query.page };
  const last = lastPage(first.data.total, query.size);
  return { result: await searchProducts(searchBody(query, classifyId, last)), page: last };
}

/** The list screen (001 §2, §4): filters, sorts, pages and search text all in the URL, rendered here. */
export default async function MarketListPage({ searchParams }: Props) {
  const { classes, query: asked } = await listState(searchParams);
  const classifyId = effectiveClass(asked);
  const [{ result, page }, selected] = await Promise.all([results(asked, classifyId), selectedStrip(classifyId)]);
  const query = { ...asked, page };
  const keep = Object.fromEntries(new URLSearchParams(listHref(query).split('?')[1] ?? ''));
  const sortLink = (key: 'time' | 'price', label: string) => ({ label, href: listHref(withChange(query, sortChange(query, key))), active: query.sort === key ? query.order : undefined });
  return (
    <div className={`${container.container} ${styles.page}`}>
      <div className={styles.head}>
        <h1 className={styles.title}>{messages.marketListTitle}</h1>
        <div className={styles.searchBox}>
          <MarketSearch key={query.name} initial={query.name} keep={keep} />
        </div>
      </div>
      {classes.ok ? <ListFilters groups={filterGroups(query, classes.data)} /> : <Notice severity="error">{userMessage(classes.error)}</Notice>}
      <div className={styles.columns}>
        <ListResults label={messages.marketListTitle} className={styles.results}>
          <div className={styles.sortRow}>
            <ListSort links={[sortLink('time', messages.marketSortTime), sortLink('price', messages.marketSortPrice)]} />
          </div>
          {!result.ok ? (
            <Notice severity="error">{userMessage(result.error)}</Notice>
          ) : result.data.records.length === 0 ? (
            <div role="status" className={styles.empty}>
              <p>{messages.marketEmpty}</p>
              <Link href={listHref(emptyQuery)}>{messages.marketAllApps}</Link>
            </div>
          ) : (
            <>
              <ProductSlots slots={result.data.records} columns={3} label={messages.marketListTitle} first headingLevel="h2" />
              <ListPager query={query} count={lastPage(result.data.total, query.size)} total={result.data.total} />
            </>
          )}
        </ListResults>
        <ListAside selected={selected} />
      </div>
    </div>
  );
}
