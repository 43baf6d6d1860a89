import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ArchitectureLayer } from '@/lib/content/types';

const layerColors = ['#1456d9', '#0e7c66', '#6b3fd4', '#c2410c'];

/**
 * A solution's architecture as a layered drawing made of real text (readable, translatable, sharp at
 * any size), top layer first. On phones the label sits above its layer's items.
 */
export function ArchitectureDiagram({ layers, title }: { layers: ArchitectureLayer[]; title: string }) {
  return (
    <Box component="figure" sx={{ m: 0, p: { xs: 1.5, md: 3 }, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {layers.map((layer, i) => {
          const color = layerColors[i % layerColors.length];
          return (
            <Box key={layer.name} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' }, alignItems: 'stretch' }}>
              <Box sx={{ borderRadius: 1.5, bgcolor: color, color: '#fff', fontWeight: 700, display: 'grid', placeItems: 'center', py: 1, letterSpacing: '0.1em' }}>
                {layer.name}
              </Box>
              <Box component="ul" aria-label={layer.name} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${layer.items.length}, 1fr)` } }}>
                {layer.items.map((item) => (
                  <Box component="li" key={item} sx={{ border: 1, borderColor: color, color, borderRadius: 1.5, px: 1, py: 1.25, textAlign: 'center', fontSize: 14, fontWeight: 500, bgcolor: `${color}0d` }}>
                    {item}
                  </Box>
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Typography component="figcaption" variant="caption" sx={{ display: 'block', mt: 2, color: 'text.secondary', textAlign: 'center' }}>
        {title}架构示意
      </Typography>
    </Box>
  );
}
