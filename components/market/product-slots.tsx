import { ProductCard, ProductPlaceholder } from '@/components/market/product-card';
import type { Product } from '@/core/contract/market-types';
import { messages } from '@/core/messages';
import styles from './product-slots.module.css';

interface Props {
  /** A null is an empty slot (a padded row). */
  slots: (Product | null)[];
  /** Columns on a wide screen; phones show one, tablets two. */
  columns?: 3 | 4;
  label?: string;
  /** The block is at the top of its page: the first screen's pictures load at once. */
  first?: boolean;
  /** The cards' title level (ProductCard). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * How many of a top block's cards a first screen shows: on a phone, where the cards stand one under
 * another with the picture beside the text, four and the top of a fifth (Lighthouse's 412×823 phone: the
 * fourth card's picture, loaded lazily, was the list's largest paint); at 1,440×900 the first row of three
 * and the top of the second.
 */
const firstScreenCards = 6;

/**
 * A row of product cards with placeholders where a block has fewer products than slots. Rendered on
 * the server: the browser gets the cards' markup, not the products as data to draw them again.
 */
export function ProductSlots({ slots, columns = 4, label, first = false, headingLevel }: Props) {
  return (
    <ul aria-label={label} className={`${styles.grid} ${columns === 3 ? styles.three : styles.four}`}>
      {slots.map((p, i) => (
        <li key={p ? `p-${p.id}` : `empty-${i}`} className={p ? styles.slot : `${styles.slot} ${styles.empty}`}>
          {p ? <ProductCard product={p} picture eager={first && i < Math.max(columns, firstScreenCards)} headingLevel={headingLevel} /> : <ProductPlaceholder text={messages.emptyGroup} />}
        </li>
      ))}
    </ul>
  );
}
