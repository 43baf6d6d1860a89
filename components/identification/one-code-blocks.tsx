import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import CloudIcon from '@mui/icons-material/CloudOutlined';
import HubIcon from '@mui/icons-material/HubOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import PublicIcon from '@mui/icons-material/Public';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import type { SvgIconComponent } from '@mui/icons-material';
import { oneCodeBlocks } from '@/lib/content/identification';

const icons: Record<string, SvgIconComponent> = { thing: QrCode2Icon, cloud: CloudIcon, trace: AccountTreeIcon, collab: HubIcon, rights: LockIcon, universal: PublicIcon };

/** 001 §2: the six 'one code' capabilities. */
export function OneCodeBlocks() {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
      {oneCodeBlocks.map((b) => {
        const Icon = icons[b.key] ?? QrCode2Icon;
        return (
          <Card component="li" key={b.key} variant="outlined" sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box aria-hidden sx={{ flex: '0 0 48px', height: 48, borderRadius: 2, bgcolor: 'primary.light', color: 'primary.main', display: 'grid', placeItems: 'center' }}>
              <Icon />
            </Box>
            <Box>
              <Typography component="h3" sx={{ fontSize: 18, fontWeight: 700 }}>
                {b.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.75, lineHeight: 1.8 }}>
                {b.text}
              </Typography>
            </Box>
          </Card>
        );
      })}
    </Box>
  );
}
