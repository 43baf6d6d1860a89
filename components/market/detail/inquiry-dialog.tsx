'use client';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useId } from 'react';
import { identifierMessages } from '@/core/messages/identifier';
import { marketMessages } from '@/core/messages/market';
import { queryClient } from '@/lib/query/client';
import type { UserSummary } from '@/lib/session/summary';
import type { InquiryPrefill } from './inquiry-form';

const loading = (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
    <CircularProgress aria-label={identifierMessages.sceneLoading} />
  </Box>
);

// The form's code loads when the dialog first opens, not with every detail page.
const InquiryForm = dynamic(() => import('./inquiry-form'), { ssr: false, loading: () => loading });

async function loadPrefill(fallback: InquiryPrefill): Promise<InquiryPrefill> {
  try {
    const response = await fetch('/api/market/company', { headers: { accept: 'application/json' }, cache: 'no-store' });
    const body = (await response.json()) as { ok?: boolean; data?: Partial<InquiryPrefill> };
    if (!response.ok || !body.ok || !body.data) return fallback;
    return {
      companyName: body.data.companyName || fallback.companyName,
      contactPersonName: body.data.contactPersonName || fallback.contactPersonName,
      contactPersonphone: body.data.contactPersonphone || fallback.contactPersonphone,
    };
  } catch {
    return fallback;
  }
}

interface InquiryDialogProps {
  open: boolean;
  user: UserSummary | null;
  productId: number;
  packageId: number;
  onClose: () => void;
  onSent: () => void;
  onFailed: (message: string, relogin: boolean) => void;
}

/** The price inquiry modal, prefilled from the user's company details. */
export function InquiryDialog({ open, user, productId, packageId, onClose, onSent, onFailed }: InquiryDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const fallback = { companyName: user?.companyName ?? '', contactPersonName: '', contactPersonphone: /^1[3-9]\d{9}$/.test(user?.phone ?? '') ? user!.phone : '' };
  const prefill = useQuery({ queryKey: ['market', 'company', user?.name ?? ''], queryFn: () => loadPrefill(fallback), enabled: open && Boolean(user), staleTime: 60_000 }, queryClient());
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pr: 1.5 }}>
        {marketMessages.inquiryTitle}
        <IconButton aria-label="关闭" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {prefill.data ? <InquiryForm productId={productId} packageId={packageId} prefill={prefill.data} onSent={onSent} onFailed={onFailed} /> : loading}
      </DialogContent>
    </Dialog>
  );
}
