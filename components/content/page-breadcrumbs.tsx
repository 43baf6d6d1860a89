import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export interface Crumb {
  label: string;
  href?: string;
}

/** Where the reader is, from the home page down; the last crumb is the current page and not a link. */
export function PageBreadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Breadcrumbs aria-label="当前位置" sx={{ fontSize: 14, '& ol': { flexWrap: 'nowrap' }, '& li:last-of-type': { minWidth: 0 } }}>
        {trail.map((c) =>
          c.href ? (
            <Link key={c.label} href={c.href} underline="hover" color="inherit" sx={{ whiteSpace: 'nowrap' }}>
              {c.label}
            </Link>
          ) : (
            <Typography key={c.label} aria-current="page" noWrap sx={{ fontSize: 14, color: 'text.primary' }}>
              {c.label}
            </Typography>
          ),
        )}
      </Breadcrumbs>
    </Container>
  );
}
