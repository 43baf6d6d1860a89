'use client';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { externalNavItems, isNavActive, navItems } from './nav-items';
import styles from './nav-links.module.css';

/** The top navigation from md up; below md the same entries live in the drawer. */
export function NavLinks({ caseCenterUrl, tradingPlatformUrl }: { caseCenterUrl: string; tradingPlatformUrl: string }) {
  const pathname = usePathname();
  const urls = { caseCenterUrl, tradingPlatformUrl };
  return (
    <nav aria-label="主导航" className={styles.nav}>
      <ul className={styles.list}>
        {navItems.map((item) => (
          <li key={item.href}>
            <NextLink href={item.href} aria-current={isNavActive(item, pathname) ? 'page' : undefined} className={styles.link}>
              {item.label}
            </NextLink>
          </li>
        ))}
        {externalNavItems.map((item) => (
          <li key={item.configKey}>
            <a
              href={urls[item.configKey]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${item.label}（在新窗口打开）`}
              className={styles.link}
            >
              {item.label}
              {/* Material's north-east arrow, drawn here so the header needs no icon component. */}
              <svg className={styles.external} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M9 5v2h6.59L4 18.59 5.41 20 17 8.41V15h2V5z" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
