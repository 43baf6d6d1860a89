'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CompanyPrefixApplication } from '@/core/contract';
import { format } from '@/core/messages/format';
import { commonMessages } from '@/core/messages/common';
import { prefixMessages } from '@/core/messages/prefix';
import { isHazardousWastePrefix, jumpLinkFor } from '@/lib/prefix/jump-links';
import { canRefill, type ReviewStage } from '@/lib/prefix/status';
import { DocumentImages } from './document-images';
import { summaryRows } from './summary-rows';

interface Props {
  application: CompanyPrefixApplication;
  stage: ReviewStage;
  hazardPlatformUrl: string;
  onRefill: () => void;
}

function StageNotice({ application, stage, onRefill }: Pick<Props, 'application' | 'stage' | 'onRefill'>) {
  if (stage === 'approved') {
    return (
      <Alert severity="success">
        <strong>{commonMessages.reviewPassed}</strong>
        <br />
        {format(prefixMessages.prefixObtained, { prefix: application.indentifierPrefix ?? '' })}。{prefixMessages.prefixReloginHint}
      </Alert>
    );
  }
  if (stage === 'rejected') {
    const reason = application.companyApprovalDetails?.feedbackDetails?.trim() || commonMessages.rejectDefault;
    return (
      <Alert severity="error">
        <strong>{commonMessages.reviewFailed}</strong>
        <br />
        {format(prefixMessages.prefixRejectReason, { reason })}
        <br />
        <Link component="button" type="button" onClick={onRefill} sx={{ verticalAlign: 'baseline', fontWeight: 600 }}>
          {commonMessages.refill}
        </Link>
      </Alert>
    );
  }
  return <Alert severity="info">{application.examineStatus === 1 ? prefixMessages.prefixTopReview : prefixMessages.prefixInReview}</Alert>;
}

/** 000 §4: once an application exists, a read-only summary with its state, links and re-fill. */
export function ApplicationSummary({ application, stage, hazardPlatformUrl, onRefill }: Props) {
  const jump = stage === 'review' ? jumpLinkFor(application.indentifierPrefix, application.registerArea) : undefined;
  // A company approved without an application on record (the gateway answers its company, id null) has
  // no documents and most fields unknown: only what is known is shown, and no empty document boxes.
  const onRecord = application.id != null;
  const rows = summaryRows(application).filter(([, value]) => onRecord || (value !== '' && value !== '—'));
  return (
    <Box component="section" aria-labelledby="summary-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="summary-title" component="h2" variant="h6">
        已提交的申请信息
      </Typography>
      <StageNotice application={application} stage={stage} onRefill={onRefill} />
      {jump || isHazardousWastePrefix(application.indentifierPrefix) ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {jump ? (
            <Link href={jump.url} target="_blank" rel="noopener noreferrer">
              {format(prefixMessages.prefixJumpLink, { name: jump.name })}
            </Link>
          ) : null}
          {isHazardousWastePrefix(application.indentifierPrefix) ? (
            <Link href={hazardPlatformUrl} target="_blank" rel="noopener noreferrer">
              {prefixMessages.hazardLink}
            </Link>
          ) : null}
        </Box>
      ) : null}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9em 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1.25 } }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
              {value || '—'}
            </Box>
          </Box>
        ))}
      </Box>
      {onRecord ? <DocumentImages application={application} /> : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {canRefill(stage) ? (
          <Button variant="outlined" onClick={onRefill}>
            {commonMessages.refill}
          </Button>
        ) : null}
        <Button color="inherit" href="/">
          {commonMessages.cancel}
        </Button>
      </Box>
    </Box>
  );
}
