import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { commonMessages } from '@/core/messages/common';

// The empty and failed states of the AI-production panels; the loading ones are in skeletons.tsx.

export function NoData() {
  return (
    <Box role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary', border: 1, borderColor: 'divider', borderRadius: 2 }}>
      {commonMessages.noData}
    </Box>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          重试
        </Button>
      }
    >
      {message || commonMessages.loadFailed}
    </Alert>
  );
}
