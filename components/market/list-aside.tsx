import Link from 'next/link';
import { ConsultButton } from '@/components/consult/consult-button';
import type { Product } from '@/core/contract/market-types';
import { cardPrice } from '@/core/format/price';
import { messages } from '@/core/messages';
import styles from './list-aside.module.css';
import { productPath } from '@/lib/routes';

/** The list's right column (001 §2): a consultant button and a 'selected applications' strip. */
export function ListAside({ selected }: { selected: Product[] }) {
  return (
    <aside aria-label={`${messages.marketConsultant}与${messages.marketChoice}`} className={styles.aside}>
      <div className={styles.box}>
        <p className={styles.hint}>{messages.marketConsultHint}</p>
        <ConsultButton source="market-list" variant="contained" fullWidth>
          {messages.marketConsultant}
        </ConsultButton>
      </div>
      {selected.length > 0 ? (
        <section aria-labelledby="selected-strip" className={styles.box}>
          <h2 id="selected-strip" className={styles.title}>
            {messages.marketChoice}
          </h2>
          <ul className={styles.list}>
            {selected.map((p) => (
              <li key={p.id}>
                <Link href={productPath(p.id)} className={styles.item}>
                  {p.viewPicture ? (
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={p.viewPicture} alt="" width={64} height={40} loading="lazy" className={styles.picture} />
                  ) : null}
                  <span className={styles.text}>
                    <span className={styles.name}>{p.name}</span>
                    <span className={styles.price}>{cardPrice(p)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  );
}
