import { siteMessages } from '@/core/messages/site';
import { icpLink, publicSecurityLink, type Filing } from '@/lib/config/filing';
import styles from './site-footer.module.css';

/**
 * The site's filing numbers as the rules show them (issue 62 item 5): the ICP number linked to MIIT's filing
 * site, the public-security number with its icon linked to the MPS record of its code. An example is marked.
 */
export function FilingNumbers({ filing }: { filing: Filing }) {
  if (!filing.icp && !filing.publicSecurity) return null;
  const mark = filing.example ? siteMessages.filingExample : '';
  return (
    <span className={styles.filing}>
      {filing.icp && (
        <a href={icpLink} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {filing.icp}
          {mark}
        </a>
      )}
      {filing.publicSecurity && (
        <a href={publicSecurityLink(filing.publicSecurity.code)} target="_blank" rel="noopener noreferrer" className={`${styles.link} ${styles.publicSecurity}`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a 16 px icon inline in the text, nothing to optimise */}
          <img src="/images/brand/public-security-badge.svg" alt="" width={16} height={16} />
          {filing.publicSecurity.text}
          {mark}
        </a>
      )}
    </span>
  );
}
