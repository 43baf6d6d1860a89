import Box from '@mui/material/Box';
import { ConsultButton } from '@/components/consult/consult-button';
import { ContentSection } from '@/components/content/content-section';
import { StepFlow } from '@/components/content/step-flow';
import { cooperationSteps } from '@/lib/content/cooperation';

/** 001 §2: submit needs, feedback within 5 working days, in-depth talks, contract. */
export function CooperationFlow({ source }: { source: string }) {
  return (
    <ContentSection id="cooperation" title="合作流程" subtitle="提交需求后，5个工作日内给您反馈" tone="paper">
      <StepFlow steps={cooperationSteps} label="合作步骤" />
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <ConsultButton source={source} variant="contained" size="large">
          提交需求
        </ConsultButton>
      </Box>
    </ContentSection>
  );
}
