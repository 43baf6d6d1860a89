'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { openConsultation } from '@/lib/events';
import { siteMessages } from '@/core/messages/site';
import { IdentifierSearchBox, ServicePhoneCard } from './side-float-panels';

/**
 * The side menu's shortcuts on phones (000 §2): identifier search, service phone and 联系我们, in the
 * navigation drawer. Phones have no floating buttons, which would cover the page's own controls
 * (docs/decisions/0030-floating-buttons-keep-clear.md); the mini-program code is in the footer.
 */
export function DrawerShortcuts({ servicePhone, onClose }: { servicePhone: string; onClose: () => void }) {
  const [identifier, setIdentifier] = useState('');
  return (
    <Box component="section" aria-labelledby="drawer-shortcuts" sx={{ px: 2, py: 1.5, display: 'grid', gap: 1.5 }}>
      <Box component="h2" id="drawer-shortcuts" sx={{ m: 0, fontSize: 14, fontWeight: 600, color: 'text.secondary' }}>
        {siteMessages.sideMenuTitle}
      </Box>
      <IdentifierSearchBox value={identifier} onChange={setIdentifier} />
      <ServicePhoneCard phone={servicePhone} />
      <Button
        variant="outlined"
        data-consult="side-menu"
        onClick={() => {
          onClose();
          openConsultation('side-menu');
        }}
      >
        {siteMessages.contactUs}
      </Button>
    </Box>
  );
}
