'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { accountMessages } from '@/core/messages/account';

// The dialog, its slider and its code sender load when someone asks to cancel: few ever do.
const CancelAccountDialog = dynamic(() => import('./cancel-account-dialog'), { ssr: false });

/**
 * My data and my account (issue 62 item 1; PIPL articles 45 and 47): a copy of the personal information
 * the platform keeps, as a file, and the cancellation of the account.
 */
export function MyDataPanel({ phone }: { phone: string }) {
  const [cancelling, setCancelling] = useState(false);
  return (
    <Paper component="section" aria-labelledby="my-data-title" sx={{ p: { xs: 2, sm: 4 }, mt: 3 }}>
      <Typography id="my-data-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {accountMessages.myDataTitle}
      </Typography>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{accountMessages.myDataIntro}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="outlined" href="/api/account/my-data" download>
          {accountMessages.myDataDownload}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setCancelling(true)}>
          {accountMessages.cancelOpen}
        </Button>
      </Box>
      {cancelling ? <CancelAccountDialog phone={phone} onClose={() => setCancelling(false)} /> : null}
    </Paper>
  );
}
