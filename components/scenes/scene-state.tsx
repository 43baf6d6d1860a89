import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { messages } from '@/lib/messages';

export type SceneStateKind = 'loading' | 'empty' | 'failure';

/**
 * The states of a scene body (000 §4): loading, empty, failure. The caller picks the message
 * (`sceneEmptyMessage`, `sceneFailureMessage`), since it differs by scene type.
 */
export function SceneState({ kind, message }: { kind: SceneStateKind; message?: string }) {
  if (kind === 'loading') {
    return (
      <Box role="status" aria-live="polite">
        <Box component="span" sx={visuallyHidden}>
          {message ?? messages.sceneLoading}
        </Box>
        {[70, 90, 55, 80].map((width, i) => (
          <Box key={i} aria-hidden sx={{ display: 'flex', gap: 2, py: 1 }}>
            <Skeleton variant="text" sx={{ width: '22%', flexShrink: 0 }} />
            <Skeleton variant="text" sx={{ width: `${width - 22}%` }} />
          </Box>
        ))}
      </Box>
    );
  }
  const failed = kind === 'failure';
  const Icon = failed ? ErrorOutline : InboxOutlined;
  return (
    <Box
      role={failed ? 'alert' : 'status'}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: { xs: 4, md: 6 }, textAlign: 'center' }}
    >
      <Icon aria-hidden sx={{ fontSize: 48, color: failed ? 'error.light' : 'grey.400' }} />
      <Typography sx={{ color: failed ? 'error.main' : 'text.secondary', overflowWrap: 'anywhere' }}>
        {message ?? (failed ? messages.loadFailed : messages.noData)}
      </Typography>
    </Box>
  );
}
