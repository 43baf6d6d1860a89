'use client';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, useState, type ReactNode, type KeyboardEvent } from 'react';

export interface RailEntry {
  key: string;
  label: string;
  icon: ReactNode;
  /** Shown beside the rail on hover, or on click/Enter for keyboard and touch. */
  panel?: ReactNode;
  panelWidth?: number;
  onClick?: () => void;
}

// Below this width the page's content column reaches the rail: only icons then, so it covers less.
export const wideQuery = '@media (min-width: 1400px)';

const labelSx = {
  [wideQuery]: { position: 'static', width: 'auto', height: 'auto', clip: 'auto', overflow: 'visible' },
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const itemSx = {
  flexDirection: 'column',
  gap: 0.5,
  width: 48,
  height: 48,
  [wideQuery]: { width: 64, height: 'auto', py: 1.25 },
  borderRadius: 1.5,
  fontSize: 12,
  color: 'text.secondary',
  transition: 'background-color .2s, color .2s',
  '& svg': { fontSize: 22, color: 'primary.main' },
  '&:hover, &[aria-expanded="true"]': { bgcolor: 'primary.light', color: 'primary.main' },
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

interface RailItemProps {
  entry: RailEntry;
  open: boolean;
  wide: boolean;
  onHover: (entering: boolean) => void;
  onToggle: () => void;
  onClose: () => void;
}

function RailItem({ entry, open, wide, onHover, onToggle, onClose }: RailItemProps) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hasPanel = Boolean(entry.panel);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      onClose();
      buttonRef.current?.focus();
    }
  }

  return (
    <Box
      sx={{ position: 'relative' }}
      // Touch taps also fire pointerenter; only a real mouse opens on hover, or a tap would open and close.
      onPointerEnter={(event) => hasPanel && event.pointerType === 'mouse' && onHover(true)}
      onPointerLeave={(event) => {
        // Someone typing in the panel keeps it while the pointer wanders off; blur closes it later.
        if (!hasPanel || event.pointerType !== 'mouse' || event.currentTarget.contains(document.activeElement)) return;
        onHover(false);
      }}
      onBlur={(event) => hasPanel && !event.currentTarget.contains(event.relatedTarget as Node | null) && onClose()}
      onKeyDown={onKeyDown}
    >
      {/* A panel names itself; an entry without one needs a tooltip once its label is hidden. */}
      <Tooltip title={entry.label} placement="left" disableHoverListener={wide || hasPanel} disableFocusListener={wide || hasPanel}>
        <ButtonBase
          ref={buttonRef}
          sx={itemSx}
          aria-expanded={hasPanel ? open : undefined}
          aria-controls={hasPanel && open ? panelId : undefined}
          onClick={hasPanel ? onToggle : entry.onClick}
        >
          {entry.icon}
          <Box component="span" sx={labelSx}>
            {entry.label}
          </Box>
        </ButtonBase>
      </Tooltip>
      {hasPanel && open ? (
        <Box id={panelId} sx={{ position: 'absolute', right: '100%', top: '50%', transform: 'translateY(-50%)', pr: 2 }}>
          <Paper elevation={8} sx={{ width: entry.panelWidth ?? 240, p: 2.5, borderRadius: 2 }}>
            {entry.panel}
          </Paper>
        </Box>
      ) : null}
    </Box>
  );
}

/** The desktop side menu: a slim column of shortcuts fixed to the right edge, panels open to its left. */
export function SideFloatRail({ entries }: { entries: RailEntry[] }) {
  // Hover shows a panel while the pointer stays; a click (or Enter) pins it until a second click,
  // Escape or focus leaving. So hovering and then clicking does not close what the person just saw.
  const [open, setOpen] = useState<{ key: string; pinned: boolean } | null>(null);
  const wide = useMediaQuery('(min-width: 1400px)');
  return (
    <Paper
      component="aside"
      aria-label="快捷服务"
      elevation={0}
      sx={{
        display: { xs: 'none', md: 'block' },
        position: 'fixed',
        right: 16,
        top: '50%',
        transform: 'translateY(-50%)',
        zIndex: 'speedDial',
        p: 0.5,
        borderRadius: 2.5,
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 8px 24px rgba(20, 40, 90, 0.12)',
      }}
    >
      {entries.map((entry) => (
        <RailItem
          key={entry.key}
          entry={entry}
          open={open?.key === entry.key}
          wide={wide}
          onHover={(entering) =>
            setOpen((current) => {
              if (entering) return current?.key === entry.key ? current : { key: entry.key, pinned: false };
              return current?.key === entry.key && !current.pinned ? null : current;
            })
          }
          onToggle={() =>
            setOpen((current) => (current?.key === entry.key && current.pinned ? null : { key: entry.key, pinned: true }))
          }
          onClose={() => setOpen((current) => (current?.key === entry.key ? null : current))}
        />
      ))}
    </Paper>
  );
}
