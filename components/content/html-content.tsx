import Box from '@mui/material/Box';

/**
 * A news body: HTML written for this project (lib/content/news), checked by content.test.ts to hold
 * only plain text tags and site-relative links. Never pass vendor or user HTML here.
 */
export function HtmlContent({ html }: { html: string }) {
  return (
    <Box
      sx={{
        fontSize: { xs: 16, md: 17 },
        lineHeight: 1.9,
        color: 'text.primary',
        overflowWrap: 'anywhere',
        '& p': { my: 2 },
        '& h3': { fontSize: { xs: 18, md: 20 }, fontWeight: 700, mt: 4, mb: 1.5 },
        '& ul, & ol': { pl: 3, my: 2 },
        '& li': { my: 0.75 },
        '& blockquote': { m: 0, my: 3, px: 2.5, py: 1.5, borderLeft: 4, borderColor: 'primary.main', bgcolor: 'primary.light', color: 'primary.dark', borderRadius: 1 },
        '& a': { color: 'primary.main' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
