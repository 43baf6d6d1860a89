import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { messages } from '@/core/messages';

/** The newer flow's three steps (001 §4): application choice, order confirmation, order payment. */
export const purchaseSteps = [messages.stepChooseApp, messages.stepConfirmOrder, messages.stepPayOrder];

/** The legacy flow's six stages (001 §4). */
export const legacyStages = [
  messages.stepChooseApp,
  messages.stepConfirmOrder,
  messages.stepPayOrder,
  messages.stepWriteOff,
  messages.stepActivateApp,
  messages.stepOrderDone,
];

/** A step bar; `active` past the last step shows every step done. */
export function OrderSteps({ steps, active, label }: { steps: string[]; active: number; label: string }) {
  return (
    <Stepper activeStep={active} alternativeLabel aria-label={label} sx={{ '& .MuiStepLabel-label': { fontSize: { xs: 12, sm: 14 }, mt: 1 } }}>
      {steps.map((step, i) => (
        <Step key={step} completed={i < active}>
          <StepLabel>{step}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
