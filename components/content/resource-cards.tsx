import Box from '@mui/material/Box';
import { ActionLink } from '@/components/actions/action-link';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import CloudDownloadIcon from '@mui/icons-material/CloudDownloadOutlined';
import CodeIcon from '@mui/icons-material/Code';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import { ConsultButton } from '@/components/consult/consult-button';
import { resourceCards, type ResourceCard } from '@/lib/content/developer';

const icons = { ide: CodeIcon, docs: MenuBookIcon, download: CloudDownloadIcon };

function Action({ card }: { card: ResourceCard }) {
  if (!card.href) {
    return (
      <ConsultButton source={`resource-${card.key}`} variant="contained">
        {card.action}
      </ConsultButton>
    );
  }
  // A download is a plain anchor: the router has no business with a PDF.
  return card.download ? (
    <ActionLink href={card.href} download variant="contained">
      {card.action}
    </ActionLink>
  ) : (
    <ActionLink href={card.href} variant="outlined">
      {card.action}
    </ActionLink>
  );
}

/** 000 §9: the developer resource cards (cloud IDE, view documentation, download now). */
export function ResourceCards() {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {resourceCards.map((card) => {
        const Icon = icons[card.key];
        return (
          <Card component="li" key={card.key} variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Box aria-hidden sx={{ width: 48, height: 48, borderRadius: 2, bgcolor: 'primary.light', color: 'primary.main', display: 'grid', placeItems: 'center' }}>
              <Icon />
            </Box>
            <Typography component="h3" sx={{ fontSize: 18, fontWeight: 700 }}>
              {card.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.8, flex: 1 }}>
              {card.text}
            </Typography>
            <Box>
              <Action card={card} />
            </Box>
          </Card>
        );
      })}
    </Box>
  );
}
