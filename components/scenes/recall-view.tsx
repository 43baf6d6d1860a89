import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Alert from '@mui/material/Alert';
import type { Element } from '@/lib/contract';
import { isRecalled, toSections } from '@/lib/identifier/sections';
import { messages } from '@/lib/messages';
import { SectionedView } from './sectioned-view';

/** Product recall (000 §2): the banner follows the recall-time element, then the key/value list. */
export function RecallView({ elements, idPrefix, identifier }: { elements: Element[]; idPrefix: string; identifier?: string }) {
  const recalled = isRecalled(elements);
  return (
    <>
      <Alert
        // Part of the page, not a sudden event: a status, so screen readers do not interrupt with it.
        role="status"
        severity={recalled ? 'warning' : 'info'}
        variant={recalled ? 'filled' : 'standard'}
        icon={recalled ? <ReportProblemOutlined /> : <CheckCircleOutline />}
        sx={{ mb: 2, fontWeight: 500, fontSize: '0.95rem', alignItems: 'center' }}
      >
        {recalled ? messages.inRecall : messages.notInRecall}
      </Alert>
      <SectionedView sections={toSections(elements, idPrefix)} identifier={identifier} />
    </>
  );
}
