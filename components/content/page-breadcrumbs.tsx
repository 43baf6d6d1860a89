import NextLink from 'next/link';
import container from './container.module.css';
import styles from './page-breadcrumbs.module.css';

export interface Crumb {
  label: string;
  href?: string;
}

/** Where the reader is, from the home page down; the last crumb is the current page and not a link. */
export function PageBreadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="当前位置" className={`${container.container} ${styles.crumbs}`}>
      <ol>
        {trail.map((c) => (
          <li key={c.label} aria-current={c.href ? undefined : 'page'}>
            {c.href ? <NextLink href={c.href}>{c.label}</NextLink> : c.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
