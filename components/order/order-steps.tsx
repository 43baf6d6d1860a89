import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { orderMessages } from '@/core/messages/order';

/** The newer flow's three steps (001 §4): application choice, order confirmation, order payment. */
export const purchaseSteps = [orderMessages.stepChooseApp, orderMessages.stepConfirmOrder, orderMessages.stepPayOrder];

/** The legacy flow's six stages (001 §4). */
export const legacyStages = [
  orderMessages.stepChooseApp,
  orderMessages.stepConfirmOrder,
  orderMessages.stepPayOrder,
  orderMessages.stepWriteOff,
  orderMessages.stepActivateApp,
  orderMessages.stepOrderDone,
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
