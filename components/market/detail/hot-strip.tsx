import NextLink from 'next/link';
import type { Product } from '@/core/contract/market-types';
import { cardPrice } from '@/core/format/price';
import { messages } from '@/core/messages';
import aside from '../list-aside.module.css';
import styles from './hot-strip.module.css';
import { productPath } from '@/lib/routes';

/** The detail page's side strip: the 5 hot products (001 §7, §9). */
export function HotStrip({ products, currentId }: { products: Product[]; currentId: number }) {
  if (!products.length) return null;
  return (
    <aside aria-labelledby="hot-products" className={aside.box}>
      <h2 id="hot-products" className={aside.title}>{messages.hotProducts}</h2>
      <ol className={styles.list}>
        {products.map((p, i) => (
          <li key={p.id}>
            <NextLink href={productPath(p.id)} aria-current={p.id === currentId ? 'page' : undefined} className={styles.link}>
              <span className={i < 3 ? `${styles.rank} ${styles.top}` : styles.rank}>{i + 1}</span>
              <span>
                <span className={styles.name}>{p.name}</span>
                <span className={styles.price}>{cardPrice(p)}</span>
              </span>
            </NextLink>
          </li>
        ))}
      </ol>
    </aside>
  );
}
