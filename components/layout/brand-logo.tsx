import Image from 'next/image';
import styles from './brand-logo.module.css';

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
      <Image src="/images/brand/logo-mark.svg" alt="" width={40} height={40} priority />
      <span className={styles.name}>
        <span className={styles.title}>工业互联网标识解析</span>
        <span className={styles.subtitle}>二级节点 · 公共服务平台</span>
      </span>
    </span>
  );
}
