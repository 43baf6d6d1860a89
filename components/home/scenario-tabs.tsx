'use client';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { ProductCard, ProductPlaceholder } from '@/components/market/product-card';
import type { ProductGroup } from '@/lib/contract/home';
import { messages } from '@/lib/messages';

const slots = 2;

/** 'Three major application scenario products': a tab per group, 2 slots each, padded (000 §2). */
export function ScenarioTabs({ groups }: { groups: ProductGroup[] }) {
  const [active, setActive] = useState(0);
  const group = groups[active];
  const items = group?.apiProductManagerVoList ?? [];
  return (
    <Box>
      <Tabs value={active} onChange={(_, v: number) => setActive(v)} variant="scrollable" allowScrollButtonsMobile aria-label="应用场景" sx={{ mb: 3 }}>
        {groups.map((g, i) => (
          <Tab key={String(g.apiProductClassifyVo.id ?? i)} label={g.apiProductClassifyVo.name} id={`scenario-tab-${i}`} aria-controls={`scenario-panel-${i}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`scenario-panel-${active}`} aria-labelledby={`scenario-tab-${active}`} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {Array.from({ length: slots }, (_, i) =>
          items[i] ? <ProductCard key={String(items[i].id)} product={items[i]} /> : <ProductPlaceholder key={`empty-${i}`} text={messages.emptyGroup} />,
        )}
      </Box>
    </Box>
  );
}
