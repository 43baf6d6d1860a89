import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import type { DownloadableDocument } from '@/lib/content/types';

/** The specification documents an item offers (001 §2), as plain download links. */
export function NewsDocuments({ documents }: { documents: DownloadableDocument[] }) {
  if (!documents.length) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="news-docs-title" sx={{ p: 2.5, mt: 4, bgcolor: 'background.default' }}>
      <Typography id="news-docs-title" component="h2" sx={{ fontSize: 17, fontWeight: 700, mb: 1 }}>
        规范文档下载
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {documents.map((d) => (
          <Box component="li" key={d.href} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75 }}>
            <DescriptionIcon fontSize="small" sx={{ color: 'primary.main' }} aria-hidden />
            {/* A plain anchor: next/link would try to route to a PDF. */}
            <Link component="a" href={d.href} download underline="hover" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {d.name}
            </Link>
            <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
              {d.format}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
