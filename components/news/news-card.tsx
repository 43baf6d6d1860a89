import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import type { NewsItem } from '@/lib/content/types';

interface NewsCardProps {
  item: NewsItem;
  /** 'row' in the news list (picture left from sm up), 'column' in the home teaser and related items. */
  layout?: 'row' | 'column';
  headingLevel?: 'h2' | 'h3';
}

// The theme makes every href'd ButtonBase a next/link, so a server component needs no `component=`.

/** One news item as a card: picture, date, title, summary; the whole card links to the item. */
export function NewsCard({ item, layout = 'column', headingLevel = 'h3' }: NewsCardProps) {
  const row = layout === 'row';
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        href={`/news/detail/${item.id}`}
        sx={{ height: '100%', display: 'flex', flexDirection: row ? { xs: 'column', sm: 'row' } : 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <Box sx={{ flex: row ? { sm: '0 0 240px' } : undefined, aspectRatio: '8 / 5', bgcolor: 'primary.dark', overflow: 'hidden' }}>
          <Image src={item.imgUrl} alt="" width={480} height={300} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        </Box>
        <Box sx={{ p: 2.5, minWidth: 0, display: 'flex', flexDirection: 'column', flex: 1 }}>
          <Typography variant="caption" component="time" dateTime={item.time} sx={{ color: 'text.secondary' }}>
            {item.time} · {item.category}
          </Typography>
          <Typography component={headingLevel} sx={{ fontSize: 17, fontWeight: 600, mt: 0.75, lineHeight: 1.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {item.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, lineHeight: 1.8, display: '-webkit-box', WebkitLineClamp: row ? 3 : 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {item.des}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
