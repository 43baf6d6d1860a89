import { format } from '@/core/messages/format';
import { siteMessages } from '@/core/messages/site';
import styles from './brand-logo.module.css';

/**
 * The name of a link home that holds the logo: its visible text first (WCAG 2.5.3, label in name), then
 * where it goes. Given as aria-label because the header shows only the mark between 900 and 1200 px.
 */
export const brandHomeLabel = format(siteMessages.brandHomeLink, { brand: `${siteMessages.brandTitle}${siteMessages.brandSubtitle}` });

interface BrandLogoProps {
  /** `dark` sits on the footer's navy background. */
  tone?: 'light' | 'dark';
  /** Below `lg` the header keeps only the mark so the navigation fits; the footer always shows the name. */
  compactBelowLg?: boolean;
}

/** The mark plus the two-line name. The name is real text, so it reads in search results and screen readers. */
export function BrandLogo({ tone = 'light', compactBelowLg = false }: BrandLogoProps) {
  const className = [styles.logo, tone === 'dark' && styles.dark, compactBelowLg && styles.compact].filter(Boolean).join(' ');
  return (
    <span className={className}>
      {/* A plain img: next/image passes an SVG through unchanged and would put its client code (about
          4 kB of brotli) into every page's first load from the header. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- the project's own SVG mark */}
      <img src="/images/brand/logo-mark.svg" alt="" width={40} height={40} fetchPriority="high" />
      <span className={styles.name}>
        <span className={styles.title}>{siteMessages.brandTitle}</span>
        <span className={styles.subtitle}>{siteMessages.brandSubtitle}</span>
      </span>
    </span>
  );
}
