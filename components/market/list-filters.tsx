import Link from 'next/link';
import { activeFilterCount, type FilterGroup } from '@/lib/market/list-filters';
import { FilterFold } from './filter-fold';
import styles from './list-filters.module.css';

/**
 * The list's four filter groups (001 §2, §4). Every option is a link to the filtered list, so a filter
 * is a URL; a disabled option (a class not under the chosen one) is shown but leads nowhere. On phones
 * they fold behind one button (filter-fold.tsx).
 */
export function ListFilters({ groups }: { groups: FilterGroup[] }) {
  return (
    <FilterFold active={activeFilterCount(groups)}>
      <div className={styles.filters}>
        {groups.map((g, gi) => (
          <div key={g.label} role="group" aria-labelledby={`filter-${gi}`} className={styles.group}>
            <div id={`filter-${gi}`} className={styles.label}>
              {g.label}
            </div>
            <ul className={styles.options}>
              {g.options.map((o) => (
                <li key={o.label}>
                  {o.href ? (
                    <Link href={o.href} scroll={false} className={o.selected ? `${styles.option} ${styles.selected}` : styles.option} aria-current={o.selected ? 'true' : undefined}>
                      {o.label}
                    </Link>
                  ) : (
                    <span className={`${styles.option} ${styles.disabled}`} aria-disabled="true">
                      {o.label}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </FilterFold>
  );
}
