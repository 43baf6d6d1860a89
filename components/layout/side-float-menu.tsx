'use client';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import HeadsetMicIcon from '@mui/icons-material/HeadsetMicOutlined';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalkOutlined';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useState } from 'react';
import { openConsultation } from '@/lib/events';
import { IdentifierSearchBox, MiniProgramCard, ServicePhoneCard } from './side-float-panels';
import { fabSx, SideFloatPhone } from './side-float-phone';
import { SideFloatRail, wideQuery } from './side-float-rail';

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

function backToTop() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  // The button disappears at the top; keyboard focus goes to the page rather than into nowhere.
  document.getElementById('main-content')?.focus({ preventScroll: true });
}

/** 000 §2 side floating menu: identifier search, mini-program, phone, contact me, back to top. */
export function SideFloatMenu({ servicePhone }: { servicePhone: string }) {
  const [identifier, setIdentifier] = useState('');
  const scrolled = useScrolledPast(showTopAfter);
  const contact = () => openConsultation('side-menu');
  const search = <IdentifierSearchBox value={identifier} onChange={setIdentifier} />;

  return (
    <>
      <SideFloatRail
        entries={[
          { key: 'search', label: '标识查询', icon: <SearchIcon />, panel: search, panelWidth: 320 },
          { key: 'mini', label: '小程序', icon: <QrCodeIcon />, panel: <MiniProgramCard />, panelWidth: 200 },
          { key: 'phone', label: '服务热线', icon: <PhoneInTalkIcon />, panel: <ServicePhoneCard phone={servicePhone} />, panelWidth: 260 },
          { key: 'contact', label: '联系我们', icon: <HeadsetMicIcon />, onClick: contact },
        ]}
      />
      <Box
        sx={{
          position: 'fixed',
          // Centred under the rail from md up.
          right: { xs: 12, md: 23 },
          [wideQuery]: { right: 31 },
          bottom: { xs: 'calc(16px + env(safe-area-inset-bottom))', md: 32 },
          zIndex: 'speedDial',
          display: 'flex',
          flexDirection: 'column',
          gap: 1.25,
        }}
      >
        {/* First in the column, so the buttons below stay put when it appears. */}
        <Zoom in={scrolled} unmountOnExit>
          <Fab sx={fabSx} aria-label="返回顶部" onClick={backToTop}>
            <KeyboardArrowUpIcon />
          </Fab>
        </Zoom>
        <SideFloatPhone identifier={identifier} onIdentifierChange={setIdentifier} servicePhone={servicePhone} onContact={contact} />
      </Box>
    </>
  );
}
