import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import type { Solution } from '@/lib/content/types';

/** A solution as a card (000 §3: title, imgUrl, desc); the whole card links to its page. */
export function SolutionCard({ solution, headingLevel = 'h3' }: { solution: Solution; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea href={`/solution/${solution.id}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <Box sx={{ aspectRatio: '8 / 5', bgcolor: 'primary.dark', overflow: 'hidden' }}>
          <Image src={solution.imgUrl} alt="" width={480} height={300} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        </Box>
        <Box sx={{ p: 2.5 }}>
          <Chip label={solution.industry} size="small" color="primary" variant="outlined" />
          <Typography component={headingLevel} sx={{ fontSize: 18, fontWeight: 600, mt: 1.25 }}>
            {solution.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, lineHeight: 1.8, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', minHeight: '5.4em' }}>
            {solution.desc}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
