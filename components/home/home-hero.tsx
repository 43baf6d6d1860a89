import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConsultButton } from '@/components/consult/consult-button';
import { messages } from '@/lib/messages';

/** The home banner: the national electronic-information industry title and 'consult now' (000 §2). */
export function HomeHero() {
  return (
    <Box component="section" sx={{ background: 'linear-gradient(120deg, #0b3c9e 0%, #1456d9 55%, #3b82f6 100%)', color: '#fff', py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography component="h1" sx={{ fontSize: { xs: 26, md: 40 }, fontWeight: 700, lineHeight: 1.3 }}>
          国家工业互联网标识解析二级节点
          <Box component="span" sx={{ display: 'block', fontSize: { xs: 18, md: 26 }, fontWeight: 500, mt: 1, opacity: 0.92 }}>
            服务电子信息产业高质量发展
          </Box>
        </Typography>
        <Typography sx={{ mt: 2, maxWidth: 640, opacity: 0.88, fontSize: { xs: 14, md: 16 } }}>
          一物一码，全链可溯。为制造企业提供标识注册、标识解析、产品追溯与工业应用服务。
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 4 }}>
          <ConsultButton source="home-banner" variant="contained" color="secondary" size="large">
            {messages.consultNow}
          </ConsultButton>
        </Stack>
      </Container>
    </Box>
  );
}
