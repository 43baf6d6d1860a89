import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { NewsItem } from '@/lib/content/types';

/** The hot list (001 §2: six items), ranked. */
export function HotNews({ items, currentId }: { items: NewsItem[]; currentId?: number }) {
  return (
    <Paper component="aside" variant="outlined" aria-labelledby="hot-news-title" sx={{ p: 2.5 }}>
      <Typography id="hot-news-title" component="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 1.5 }}>
        热门资讯
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item, i) => (
          <Box component="li" key={item.id} sx={{ display: 'flex', gap: 1.5, py: 1.25, borderTop: i ? 1 : 0, borderColor: 'divider' }}>
            <Box aria-hidden sx={{ flex: '0 0 22px', height: 22, borderRadius: 1, fontSize: 13, fontWeight: 700, display: 'grid', placeItems: 'center', color: '#fff', bgcolor: i < 3 ? 'secondary.main' : 'text.secondary' }}>
              {i + 1}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Link
                href={`/news/detail/${item.id}`}
                underline="hover"
                color={item.id === currentId ? 'primary' : 'inherit'}
                aria-current={item.id === currentId ? 'page' : undefined}
                sx={{ fontSize: 14, lineHeight: 1.6, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
              >
                {item.title}
              </Link>
              <Typography variant="caption" component="time" dateTime={item.time} sx={{ color: 'text.secondary' }}>
                {item.time}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
