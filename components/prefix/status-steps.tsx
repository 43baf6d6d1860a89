import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { commonMessages } from '@/core/messages/common';
import { prefixMessages } from '@/core/messages/prefix';
import { stepState, type ReviewStage } from '@/lib/prefix/status';

/** 000 §4: fill in, platform review, result (passed or failed). */
export function StatusSteps({ stage }: { stage: ReviewStage }) {
  const { active, failed } = stepState(stage);
  const result = stage === 'approved' ? commonMessages.reviewPassed : stage === 'rejected' ? commonMessages.reviewFailed : prefixMessages.prefixStepResult;
  const labels = [prefixMessages.prefixStepFill, prefixMessages.prefixStepReview, result];
  return (
    <Stepper activeStep={active} alternativeLabel aria-label="申请进度" sx={{ my: 3 }}>
      {labels.map((label, i) => (
        <Step key={label} completed={i < active && !(failed && i === 2)} data-state={i < active ? 'done' : i === active ? 'current' : 'todo'}>
          <StepLabel error={failed && i === 2} aria-current={i === active ? 'step' : undefined} sx={{ '& .MuiStepLabel-label': { fontSize: { xs: 12, sm: 14 } } }}>
            {label}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
