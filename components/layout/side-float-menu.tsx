'use client';
import { useEffect, useState } from 'react';
import { openConsultation } from '@/lib/events';
import { siteMessages } from '@/core/messages/site';
import { IdentifierSearchBox, loadSideFloatPanels, MiniProgramCard, ServicePhoneCard } from './side-float-lazy';
import { backToTop } from './back-to-top';
import { ShellIcon } from './shell-icons';
import styles from './side-float.module.css';
import { SideFloatRail } from './side-float-rail';

const showTopAfter = 480;

function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > offset);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [offset]);
  return past;
}

/**
 * 000 §2 side floating menu: identifier search, mini-program, phone, contact me, back to top. From md up
 * only, in a column the content keeps clear of (shell-frame.module.css); phones find the shortcuts in the
 * navigation drawer and 返回顶部 in the footer, since a floating button there always covers something.
 */
export function SideFloatMenu({ servicePhone }: { servicePhone: string }) {
  const [identifier, setIdentifier] = useState('');
  const scrolled = useScrolledPast(showTopAfter);
  const contact = () => openConsultation('side-menu');
  const search = <IdentifierSearchBox value={identifier} onChange={setIdentifier} />;

  return (
    <>
      <SideFloatRail
        onApproach={() => void loadSideFloatPanels()}
        entries={[
          { key: 'search', label: '标识查询', icon: <ShellIcon name="search" />, panel: search, panelWidth: 320 },
          { key: 'mini', label: '小程序', icon: <ShellIcon name="qrCode" />, panel: <MiniProgramCard />, panelWidth: 200 },
          { key: 'phone', label: '服务热线', icon: <ShellIcon name="phoneInTalk" />, panel: <ServicePhoneCard phone={servicePhone} />, panelWidth: 260 },
          { key: 'contact', label: siteMessages.contactUs, icon: <ShellIcon name="headsetMic" />, onClick: contact, consult: true },
        ]}
      />
      {/* Centred under the rail (side-float.module.css). */}
      {scrolled ? (
        <div className={styles.column}>
          <button type="button" className={`${styles.fab} ${styles.zoomIn}`} aria-label={siteMessages.backToTop} onClick={backToTop}>
            <ShellIcon name="arrowUp" />
          </button>
        </div>
      ) : null}
    </>
  );
}
