'use client';
import { useId, useRef, useState, type ReactNode, type KeyboardEvent } from 'react';
import { siteMessages } from '@/core/messages/site';
import styles from './side-float.module.css';

export interface RailEntry {
  key: string;
  label: string;
  icon: ReactNode;
  /** Shown beside the rail on hover, or on click/Enter for keyboard and touch. */
  panel?: ReactNode;
  panelWidth?: number;
  onClick?: () => void;
  /** Opens the consultation dialog: pointing at it starts loading the dialog (consult-host.tsx). */
  consult?: boolean;
}

interface RailItemProps {
  entry: RailEntry;
  open: boolean;
  onHover: (entering: boolean) => void;
  onToggle: () => void;
  onClose: () => void;
}

function RailItem({ entry, open, onHover, onToggle, onClose }: RailItemProps) {
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
    <div
      className={styles.railItem}
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
      <button
        type="button"
        ref={buttonRef}
        className={styles.railButton}
        aria-expanded={hasPanel ? open : undefined}
        aria-controls={hasPanel && open ? panelId : undefined}
        data-consult={entry.consult ? 'side-menu' : undefined}
        onClick={hasPanel ? onToggle : entry.onClick}
      >
        {entry.icon}
        <span className={styles.railLabel}>{entry.label}</span>
      </button>
      {/* A panel names itself; an entry without one shows its label beside the icon once the label is hidden (CSS). */}
      {hasPanel ? null : (
        <span className={styles.railTip} aria-hidden="true">
          {entry.label}
        </span>
      )}
      {hasPanel && open ? (
        <div id={panelId} className={styles.railPanel}>
          <div className={styles.railPanelCard} style={{ width: entry.panelWidth ?? 240 }}>
            {entry.panel}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The desktop side menu: a slim column of shortcuts fixed to the right edge, panels open to its left. */
export function SideFloatRail({ entries, onApproach }: { entries: RailEntry[]; onApproach?: () => void }) {
  // Hover shows a panel while the pointer stays; a click (or Enter) pins it until a second click,
  // Escape or focus leaving. So hovering and then clicking does not close what the person just saw.
  const [open, setOpen] = useState<{ key: string; pinned: boolean } | null>(null);
  return (
    <aside aria-label={siteMessages.sideMenuTitle} className={styles.rail} onPointerEnter={onApproach} onFocus={onApproach}>
      {entries.map((entry) => (
        <RailItem
          key={entry.key}
          entry={entry}
          open={open?.key === entry.key}
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
    </aside>
  );
}
