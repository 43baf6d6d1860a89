import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import NextLink from 'next/link';
import { marketMessages } from '@/core/messages/market';
import { orderMessages } from '@/core/messages/order';

/** Why an account without an identifier prefix cannot order, with the way to get one, as the product page offers it. */
export function PrefixNeeded({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Alert
      severity="warning"
      sx={sx}
      action={
        <Button component={NextLink} href="/identification" color="inherit" size="small">
          {marketMessages.goRegisterPrefix}
        </Button>
      }
    >
      {orderMessages.orderNeedsPrefix}
    </Alert>
  );
}
