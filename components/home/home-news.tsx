import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ContentSection } from '@/components/content/content-section';
import { NewsCard } from '@/components/news/news-card';
import { homeNewsCount, newsItems } from '@/lib/content/news';

/** Industry news: the first 3 items (000 §2, §9). */
export function HomeNews() {
  return (
    <ContentSection id="home-news" title="行业资讯" subtitle="政策解读、标准发布与节点动态">
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {newsItems.slice(0, homeNewsCount).map((item) => (
          <li key={item.id}>
            <NewsCard item={item} />
          </li>
        ))}
      </Box>
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <Button href="/news" variant="outlined">
          更多资讯
        </Button>
      </Box>
    </ContentSection>
  );
}
