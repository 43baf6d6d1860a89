import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { messages } from '@/lib/messages';

// The empty, failed and loading states of the AI-production panels. No recharts here: the lazy
// wrapper's placeholder reuses the skeleton.

export function NoData() {
  return (
    <Box role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary', border: 1, borderColor: 'divider', borderRadius: 2 }}>
      {messages.noData}
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
      {message || messages.loadFailed}
    </Alert>
  );
}

/** Cards and one chart: the height the panel's first screen takes, so the page does not jump. */
export function PanelSkeleton() {
  return (
    <Box aria-hidden sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={76} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={340} />
    </Box>
  );
}

/** The whole view before its code arrives: tabs, time controls and the first panel. */
export function AiViewSkeleton() {
  return (
    <Box aria-busy="true" aria-label="智能生产数据加载中" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={49} />
      <Skeleton variant="rounded" sx={{ height: { xs: 92, sm: 40 } }} />
      <PanelSkeleton />
    </Box>
  );
}
