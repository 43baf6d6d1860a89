import Link from 'next/link';
import { Tag } from '@/components/content/tag';
import type { Product } from '@/core/contract/market-types';
import { cardPrice, firstTraits } from '@/core/format/price';
import styles from './product-card.module.css';
import { productPath } from '@/lib/routes';

/**
 * A product as cards show it everywhere: name, description, first 2 traits, price or 面议. The
 * marketplace's cards show the picture on top as well (001 §2). Plain elements and a CSS module: a
 * list renders up to a page of them on every request, and MUI's Card drew each through Emotion.
 */
interface Props {
  product: Product;
  picture?: boolean;
  /**
   * Seen on the first screen: the picture is fetched at once and at high priority. Left at the default
   * (low), Chrome holds such pictures back until the page's stylesheets and scripts are in: the list's
   * fourth picture, its largest paint on a phone, came 180 ms after it was asked for and missed the first
   * frame (decision 0041).
   */
  eager?: boolean;
  /** h3 under a section's h2; h2 where the cards stand straight under the page's h1 (the list). */
  headingLevel?: 'h2' | 'h3';
}

export function ProductCard({ product, picture = false, eager = false, headingLevel: Heading = 'h3' }: Props) {
  const image = picture ? (product.viewPicture ?? product.pictureViewer?.[0]) : undefined;
  return (
    // No prefetch: a list page would otherwise render every card's detail page on the server as it scrolls into view.
    <Link prefetch={false} href={productPath(product.id)} className={image ? `${styles.card} ${styles.withPicture}` : styles.card}>
      {image ? (
        // Vendor pictures are small SVGs or photos of any size: a fixed frame keeps the cards in line.
        // The first screen's pictures load at once; the rest when scrolled to.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={image} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} width={480} height={300} className={styles.picture} />
      ) : null}
      <Heading className={styles.name} title={product.name}>
        {product.name}
      </Heading>
      <p className={styles.description}>{product.describes}</p>
      <span className={styles.traits}>
        {firstTraits(product.trait).map((t) => (
          <Tag key={t}>{t}</Tag>
        ))}
      </span>
      <span className={styles.price}>{cardPrice(product)}</span>
    </Link>
  );
}

/** The empty slot that keeps a row's shape when a group has fewer products than slots. */
export function ProductPlaceholder({ text }: { text: string }) {
  return <div className={styles.placeholder}>{text}</div>;
}
