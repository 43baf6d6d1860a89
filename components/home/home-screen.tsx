import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { homeProductGroups } from '@/lib/market/home-products';
import { userMessage } from '@/lib/gateway/user-message';
import { HomeHero } from './home-hero';
import { ScenarioTabs } from './scenario-tabs';

/** The home screen: shown on /home and, with status 404, for any unknown path. */
export async function HomeScreen() {
  const groups = await homeProductGroups();
  return (
    <>
      <HomeHero />
      <Container component="section" maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }} aria-labelledby="scenario-title">
        <Typography id="scenario-title" component="h2" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
          三大应用场景产品
        </Typography>
        <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 1, mb: 4 }}>
          围绕标识解析、供应链协同与安全生产，精选工业应用
        </Typography>
        {groups.ok ? <ScenarioTabs groups={groups.data} /> : <Alert severity="warning">{userMessage(groups.error)}</Alert>}
      </Container>
    </>
  );
}
