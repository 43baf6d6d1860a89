import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '@/lib/messages';

/** The vendor's product detail, already sanitized on the server (lib/market/sanitize-html.ts), or an empty state. */
export function ProductDetailHtml({ html }: { html: string }) {
  if (!html) {
    return (
      <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 6 }} role="status">
        {messages.detailEmpty}
      </Typography>
    );
  }
  return (
    <Box
      data-testid="product-detail-html"
      sx={{
        lineHeight: 1.85,
        overflowWrap: 'anywhere',
        '& h1, & h2, & h3, & h4': { fontSize: { xs: 17, md: 19 }, fontWeight: 700, mt: 3, mb: 1 },
        '& p': { my: 1.5 },
        '& ul, & ol': { pl: 3 },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', maxWidth: '100%', my: 2 },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left' },
        '& th': { bgcolor: 'grey.50', whiteSpace: 'nowrap' },
        '& a': { color: 'primary.main' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
