import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { StepFlow } from '@/components/content/step-flow';
import { prefixRequirements, prefixSteps } from '@/lib/content/identification';
import { PrefixApplyLink } from './prefix-apply-link';

/** The prefix registration entry: steps, what to prepare, and the free application. */
export function PrefixEntry({ accountSiteUrl }: { accountSiteUrl: string }) {
  return (
    <>
      <StepFlow steps={prefixSteps} label="前缀申请步骤" />
      <Paper variant="outlined" sx={{ mt: 3, p: { xs: 2.5, md: 3 } }}>
        <Typography component="h3" sx={{ fontSize: 18, fontWeight: 700 }}>
          需要准备的材料
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, mb: 0, color: 'text.secondary', lineHeight: 2 }}>
          {prefixRequirements.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </Box>
      </Paper>
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <PrefixApplyLink accountSiteUrl={accountSiteUrl} variant="contained" size="large">
          免费申请前缀
        </PrefixApplyLink>
      </Box>
    </>
  );
}
