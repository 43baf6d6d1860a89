'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useId } from 'react';
import { withMui } from '@/components/mui/mui-provider';
import { IdentifierSearchBox, MiniProgramCard, ServicePhoneCard } from './side-float-panels';

interface SideFloatSheetProps {
  id: string;
  open: boolean;
  onClose: () => void;
  identifier: string;
  onIdentifierChange: (value: string) => void;
  servicePhone: string;
  onContact: () => void;
}

/** The phone's bottom sheet of shortcuts, loaded by SideFloatPhone the first time it opens. */
function SideFloatSheet({ id, open, onClose, identifier, onIdentifierChange, servicePhone, onContact }: SideFloatSheetProps) {
  const titleId = useId();
  return (
    <Drawer
      id={id}
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { borderRadius: '16px 16px 0 0', px: 2.5, pt: 1.5, pb: 'calc(20px + env(safe-area-inset-bottom))' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Box component="h2" id={titleId} sx={{ m: 0, fontSize: 17, fontWeight: 600 }}>
          快捷服务
        </Box>
        <IconButton edge="end" aria-label="关闭快捷服务" onClick={onClose}>
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
          onClose();
          onContact();
        }}
      >
        联系我们
      </Button>
    </Drawer>
  );
}

// Loaded on request, with MUI's theme and cache (components/mui).
export default withMui(SideFloatSheet);
