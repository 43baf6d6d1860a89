import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { format, messages } from '@/core/messages';
import type { PayeeAccount } from '@/lib/order/payee';
import { DetailRows } from './detail-rows';

/** 001 §2 payment: the provider's bank account and the review-time hint with the support phone. */
export function PayeeDetails({ payee, servicePhone }: { payee: PayeeAccount; servicePhone: string }) {
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {messages.payeeTitle}
      </Typography>
      <DetailRows
        label={messages.payeeTitle}
        rows={[
          [messages.payeeAccountName, payee.accountName],
          [messages.payeeBank, payee.bank],
          [messages.payeeAccountNo, <Box key="no" component="span" sx={{ fontFamily: 'monospace', fontSize: 16 }}>{payee.accountNo}</Box>],
        ]}
      />
      <Alert severity="info" sx={{ mt: 2 }}>
        {format(messages.reviewHint, { phone: servicePhone })}
      </Alert>
    </Box>
  );
}
