import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { demoIdentifier } from '@/lib/content/identification';
import { identifierPath } from '@/lib/identifier/path';
import { qrDataUrl } from '@/lib/identifier/qr';

/** Scan to experience (001 §2): the demo identifier's QR code for a phone, and a button for this screen. */
export async function ScanExperience({ siteUrl }: { siteUrl: string }) {
  const path = identifierPath(demoIdentifier);
  const qr = await qrDataUrl(new URL(path, siteUrl).toString());
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, alignItems: 'center' }}>
      <Box sx={{ justifySelf: { xs: 'center', sm: 'start' }, p: 1, bgcolor: '#fff', borderRadius: 2, border: 1, borderColor: 'divider', lineHeight: 0 }}>
        {/* A data URL made on the server: nothing for next/image to optimise. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={qr} width={160} height={160} alt={`示例标识 ${demoIdentifier} 的二维码`} />
      </Box>
      <Box>
        <Typography component="h3" sx={{ fontSize: 20, fontWeight: 700 }}>
          扫码体验标识解析
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, lineHeight: 1.8 }}>
          用手机扫描二维码，或点击下方按钮，查看示例产品 <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>{demoIdentifier}</Box> 的标识信息：生产企业、追溯记录、供应链、召回状态等。
        </Typography>
        {/* A plain link: the identifier page has its own root layout, so this is a full page load anyway,
            and next/link would first fetch its RSC payload for nothing (docs/decisions/0002). */}
        <Button component="a" href={path} variant="contained" sx={{ mt: 2 }}>
          立即体验
        </Button>
      </Box>
    </Paper>
  );
}
