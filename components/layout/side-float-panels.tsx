'use client';
import Image from 'next/image';
import { IdentifierSearch } from '@/components/identifier/identifier-search';
import { commonMessages } from '@/core/messages/common';
import styles from './side-float-panels.module.css';

/** The side menu's search: the one identifier search box, kept small. */
export function IdentifierSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return <IdentifierSearch size="small" value={value} onChange={onChange} />;
}

export function MiniProgramCard() {
  return (
    <div className={styles.mini}>
      <Image src="/images/brand/mini-program.svg" alt="微信小程序码（示意图）" width={136} height={136} />
      <div className={styles.caption}>微信扫一扫，使用标识查询小程序</div>
    </div>
  );
}

export function ServicePhoneCard({ phone }: { phone: string }) {
  return (
    <div>
      <div className={styles.label}>服务热线</div>
      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={styles.phone}>
        {phone}
      </a>
      <div className={styles.hours}>
        {commonMessages.serviceHours}
        <br />
        {commonMessages.contactPromise}
      </div>
    </div>
  );
}
