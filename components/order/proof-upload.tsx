'use client';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { MAX_PROOFS } from '@/core/contract/order';
import { format } from '@/core/messages/format';
import { commonMessages } from '@/core/messages/common';
import { validationMessages } from '@/core/messages/validation';
import { orderMessages } from '@/core/messages/order';
import { imageTypeProblem } from '@/lib/validation/image';
import { proofLimitBytes, proofLimitLabel } from '@/lib/validation/order';

export interface Proof {
  fileName: string;
  url: string;
}

async function upload(file: File): Promise<{ ok: true; proof: Proof } | { ok: false; message: string }> {
  const form = new FormData();
  form.set('file', file);
  try {
    const response = await fetch('/api/order/proof', { method: 'POST', body: form });
    const body = (await response.json().catch(() => ({}))) as { ok?: boolean; fileName?: string; url?: string; message?: string };
    if (response.ok && body.ok && body.fileName && body.url) return { ok: true, proof: { fileName: body.fileName, url: body.url } };
    return { ok: false, message: body.message ?? commonMessages.uploadServiceError };
  } catch {
    return { ok: false, message: commonMessages.uploadServiceError };
  }
}

/** What is wrong with a chosen file before it is sent, or undefined. */
function fileProblem(file: File): string | undefined {
  const type = imageTypeProblem(file.type);
  if (type) return format(validationMessages.imageType, { type });
  if (file.size > proofLimitBytes) return format(validationMessages.imageTooLarge, { limit: proofLimitLabel });
  return undefined;
}

/**
 * Payment proof images (001 §5): 1 to 5, jpeg/png/bmp, at most 10 MB each. Each file is judged on its
 * own: a refused one gets its own message and the others (and the rest of the form) are kept.
 */
export function ProofUpload({ value, onChange, error }: { value: Proof[]; onChange: (next: Proof[]) => void; error?: string }) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState<string[]>([]);

  async function choose(files: File[]) {
    const problems: string[] = [];
    let kept = value;
    setBusy(true);
    for (const file of files) {
      if (kept.length >= MAX_PROOFS) {
        problems.push(`${file.name}：${format(orderMessages.proofTooMany, { n: MAX_PROOFS })}`);
        continue;
      }
      const problem = fileProblem(file);
      if (problem) {
        problems.push(`${file.name}：${problem}`);
        continue;
      }
      const sent = await upload(file);
      if (sent.ok) {
        kept = [...kept, sent.proof];
        onChange(kept);
      } else problems.push(`${file.name}：${sent.message}`);
    }
    setBusy(false);
    setRefusals(problems);
  }

  return (
    <Box>
      <Typography component="label" htmlFor={inputId} sx={{ display: 'block', mb: 1, fontWeight: 500 }}>
        付款凭证
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        {value.map((proof, i) => (
          <Box key={proof.fileName} sx={{ position: 'relative', width: 96, height: 96, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
            {/* Uploaded proofs of any size: shown as they are, next/image adds nothing here. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={proof.url} alt={`付款凭证 ${i + 1}`} width={96} height={96} style={{ objectFit: 'cover' }} />
            <IconButton
              size="small"
              aria-label={`删除付款凭证 ${i + 1}`}
              onClick={() => onChange(value.filter((p) => p.fileName !== proof.fileName))}
              sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'rgba(255,255,255,.85)' }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {value.length < MAX_PROOFS ? (
          <Button component="label" variant="outlined" startIcon={<AddPhotoIcon />} disabled={busy} sx={{ height: 96, minWidth: 96 }}>
            {busy ? orderMessages.proofUploading : '上传'}
            <input
              id={inputId}
              type="file"
              hidden
              multiple
              accept="image/jpeg,image/png,image/bmp"
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                e.target.value = '';
                if (files.length) void choose(files);
              }}
            />
          </Button>
        ) : null}
      </Stack>
      <FormHelperText error={Boolean(error)}>{error ?? format(orderMessages.proofHint, { n: MAX_PROOFS })}</FormHelperText>
      {refusals.length ? (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setRefusals([])}>
          {refusals.map((r, i) => (
            <Box key={`${i}-${r}`}>{r}</Box>
          ))}
        </Alert>
      ) : null}
    </Box>
  );
}
