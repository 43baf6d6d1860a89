import type { CSSProperties, ReactNode } from 'react';
import container from './container.module.css';
import styles from './page-banner.module.css';

interface PageBannerProps {
  title: string;
  /** A second line of the heading. */
  subtitle?: string;
  text?: string;
  eyebrow?: string;
  /** A 1440×360 decorative SVG under /images/content/banners/. */
  image?: string;
  children?: ReactNode;
  /** 'hero' on the home page: taller, with a larger title. */
  size?: 'page' | 'hero';
}

/**
 * The banner at the top of each content page: the page's one h1. The picture is a CSS background
 * (decoration, no layout of its own), so the block's height is fixed by its text and never shifts.
 */
export function PageBanner({ title, subtitle, text, eyebrow, image = '/images/content/banners/page-blue.svg', children, size = 'page' }: PageBannerProps) {
  return (
    <section className={size === 'hero' ? `${styles.banner} ${styles.hero}` : styles.banner} style={{ '--banner-image': `url(${image})` } as CSSProperties}>
      <div className={container.container}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>
          {title}
          {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
        </h1>
        {text ? <p className={styles.text}>{text}</p> : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </section>
  );
}
