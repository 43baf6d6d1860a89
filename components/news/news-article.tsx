import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { HtmlContent } from '@/components/content/html-content';
import type { NewsItem } from '@/lib/content/types';
import { NewsDocuments } from './news-documents';

/** The item itself: title, category, time, source, body and its documents (001 §2). */
export function NewsArticle({ item }: { item: NewsItem }) {
  return (
    <Box component="article" aria-labelledby="news-title">
      <Typography id="news-title" component="h1" sx={{ fontSize: { xs: 22, md: 30 }, fontWeight: 700, lineHeight: 1.45 }}>
        {item.title}
      </Typography>
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, color: 'text.secondary', fontSize: 14 }}>
        <Chip label={item.category} size="small" color="primary" variant="outlined" />
        <time dateTime={item.time}>{item.time}</time>
        <span>来源：{item.source}</span>
      </Box>
      <Typography sx={{ mt: 3, p: 2, borderRadius: 1, bgcolor: 'background.default', color: 'text.secondary', lineHeight: 1.8 }}>{item.des}</Typography>
      <HtmlContent html={item.content} />
      <NewsDocuments documents={item.documents} />
    </Box>
  );
}
