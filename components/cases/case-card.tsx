import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import type { CaseStudy } from '@/lib/content/types';
import { CaseStats } from './case-stats';

/** A case with a page of its own: picture, customer, title, summary and its figures. `featured` lies across a whole row. */
export function CaseCard({ study, featured = false }: { study: CaseStudy; featured?: boolean }) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea href={`/cooperation_case/detail/${study.id}`} sx={{ height: '100%', display: 'flex', flexDirection: featured ? { xs: 'column', md: 'row' } : 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <Box sx={{ position: 'relative', aspectRatio: featured ? { xs: '8 / 3', md: '8 / 5' } : '8 / 3', flex: featured ? { md: '0 0 46%' } : undefined, bgcolor: 'primary.dark', overflow: 'hidden' }}>
          <Image src={study.bannerImg} alt="" width={480} height={300} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          <Chip label={study.industry} size="small" sx={{ position: 'absolute', left: 16, top: 16, bgcolor: 'rgba(255,255,255,.92)' }} />
        </Box>
        <Box sx={{ p: featured ? { xs: 2.5, md: 4 } : 2.5, display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 500 }}>
            {study.customer}
          </Typography>
          <Typography component="h2" sx={{ fontSize: 18, fontWeight: 600, mt: 0.75 }}>
            {study.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, mb: 2, lineHeight: 1.8, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {study.des}
          </Typography>
          <Box sx={{ mt: 'auto' }}>
            <CaseStats stats={study.stats} compact />
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}
