'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import AppsIcon from '@mui/icons-material/AppsOutlined';
import CloseIcon from '@mui/icons-material/Close';
import HeadsetMicIcon from '@mui/icons-material/HeadsetMicOutlined';
import { useId, useState } from 'react';
import { IdentifierSearchBox, MiniProgramCard, ServicePhoneCard } from './side-float-panels';

export const fabSx = {
  width: 44,
  height: 44,
  bgcolor: 'background.paper',
  color: 'primary.main',
  boxShadow: '0 4px 14px rgba(20, 40, 90, 0.18)',
  '&:hover': { bgcolor: 'primary.light' },
} as const;

interface SideFloatPhoneProps {
  identifier: string;
  onIdentifierChange: (value: string) => void;
  servicePhone: string;
  onContact: () => void;
}

/** Phones: two small round buttons instead of the rail; the shortcuts open in a bottom sheet. */
export function SideFloatPhone({ identifier, onIdentifierChange, servicePhone, onContact }: SideFloatPhoneProps) {
  const [open, setOpen] = useState(false);
  const sheetId = useId();
  const titleId = useId();
  return (
    <Box sx={{ display: { xs: 'flex', md: 'none' }, flexDirection: 'column', gap: 1.25 }}>
      <Fab
        sx={fabSx}
        aria-label="快捷服务"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? sheetId : undefined}
        onClick={() => setOpen(true)}
      >
        <AppsIcon />
      </Fab>
      <Fab sx={{ ...fabSx, bgcolor: 'primary.main', color: '#fff', '&:hover': { bgcolor: 'primary.dark' } }} aria-label="联系我们" onClick={onContact}>
        <HeadsetMicIcon />
      </Fab>
      <Drawer
        id={sheetId}
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { borderRadius: '16px 16px 0 0', px: 2.5, pt: 1.5, pb: 'calc(20px + env(safe-area-inset-bottom))' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Box component="h2" id={titleId} sx={{ m: 0, fontSize: 17, fontWeight: 600 }}>
            快捷服务
          </Box>
          <IconButton edge="end" aria-label="关闭快捷服务" onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <IdentifierSearchBox value={identifier} onChange={onIdentifierChange} />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 3 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <ServicePhoneCard phone={servicePhone} />
          </Box>
          <Box sx={{ flexShrink: 0, width: 112 }}>
            <MiniProgramCard compact />
          </Box>
        </Box>
        <Button
          variant="contained"
          fullWidth
          size="large"
          sx={{ mt: 3 }}
          onClick={() => {
            setOpen(false);
            onContact();
          }}
        >
          联系我们
        </Button>
      </Drawer>
    </Box>
  );
}
