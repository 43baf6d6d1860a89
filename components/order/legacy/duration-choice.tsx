'use client';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { PriceEntry } from '@/core/contract';
import { formatYuan } from '@/core/format/price';
import { orderMessages } from '@/core/messages/order';
import { durationText } from '@/lib/order/purchase-summary';
import { useHydrated } from '../use-hydrated';

/** Step 1 of the legacy wizard: one of the package's price options. */
export function DurationChoice({ prices, value, onChange }: { prices: PriceEntry[]; value: number | null; onChange: (id: number) => void }) {
  const hydrated = useHydrated();
  return (
    <>
      <Typography id="duration-label" sx={{ mb: 1.5, fontWeight: 500 }}>
        {orderMessages.chooseDuration}
      </Typography>
      <ToggleButtonGroup
        exclusive
        disabled={!hydrated}
        color="primary"
        value={value}
        onChange={(_, id: number | null) => id !== null && onChange(id)}
        aria-labelledby="duration-label"
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: 1, m: 0 } }}
      >
        {prices.map((p) => (
          <ToggleButton key={p.id} value={p.id!} sx={{ flexDirection: 'column', px: 2.5 }}>
            <span>{durationText(p)}</span>
            <span>{formatYuan(p.price)}</span>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </>
  );
}
