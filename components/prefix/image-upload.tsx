'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { commonMessages } from '@/core/messages/common';
import { prefixMessages } from '@/core/messages/prefix';
import type { UploadedImage } from '@/lib/validation/prefix';
import { prefixUploadProblem, type PrefixImageKind } from '@/lib/validation/prefix-upload';
import { readAsDataUrl, uploadImage } from './upload-request';

/** 000 §4 upload item statuses, plus idle before anything was chosen. */
export type UploadStatus = 'idle' | 'uploading' | 'done' | 'error' | 'removed';

// 000 §8: an upload that failed (refused by the server, or lost on the way) reads 'Upload error' on the
// item; what went wrong is the message below it. A file refused here for its type or size never left.
const statusText: Record<Exclude<UploadStatus, 'idle'>, string> = {
  uploading: prefixMessages.uploadStatusUploading,
  done: prefixMessages.uploadStatusDone,
  error: commonMessages.uploadError,
  removed: prefixMessages.uploadStatusRemoved,
};

/** The item's status beside its buttons (000 §4), nothing before a file was chosen. */
export function UploadStatusText({ label, status }: { label: string; status: UploadStatus }) {
  if (status === 'idle') return null;
  return (
    <Typography role="status" aria-label={`${label}上传状态`} sx={{ fontSize: 13, color: status === 'error' ? 'error.main' : status === 'done' ? 'success.main' : 'text.secondary' }}>
      {statusText[status]}
    </Typography>
  );
}

/** 000 §9: the progress bar appears only when an upload takes longer than 300 ms. */
export const progressDelayMs = 300;

interface Props {
  label: string;
  kind: PrefixImageKind;
  value: UploadedImage | null;
  onChange: (image: UploadedImage | null) => void;
  onBusy: (busy: boolean) => void;
  onSessionExpired: () => void;
  error?: string;
}

/** One image field: choose, check type and size here, upload with progress, preview, remove. */
export function ImageUpload({ label, kind, value, onChange, onBusy, onSessionExpired, error }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<UploadStatus>(value ? 'done' : 'idle');
  const [progress, setProgress] = useState<{ shown: boolean; percent: number }>({ shown: false, percent: 0 });
  // This session's local data URL; otherwise a stored image (a restored draft, a re-fill) from its URL.
  const [localPreview, setLocalPreview] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const preview = localPreview ?? value?.url;

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refused = prefixUploadProblem(file, kind);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(undefined);
    setStatus('uploading');
    onBusy(true);
    setProgress({ shown: false, percent: 0 });
    const timer = setTimeout(() => setProgress((p) => ({ ...p, shown: true })), progressDelayMs);
    setLocalPreview(await readAsDataUrl(file));
    const outcome = await uploadImage(file, kind, (percent) => setProgress((p) => ({ ...p, percent })));
    clearTimeout(timer);
    setProgress({ shown: false, percent: 0 });
    onBusy(false);
    if (outcome.ok) {
      setStatus('done');
      onChange(outcome.image);
      return;
    }
    setStatus('error');
    setLocalPreview(undefined);
    setProblem(outcome.message);
    if (outcome.relogin) onSessionExpired();
  };

  const remove = () => {
    onChange(null);
    setLocalPreview(undefined);
    setProblem(undefined);
    setStatus('removed');
  };

  const message = problem ?? error;
  return (
    <Box role="group" aria-labelledby={`${inputId}-label`}>
      <Typography id={`${inputId}-label`} component="div" sx={{ fontSize: 14, mb: 0.75, color: message ? 'error.main' : 'text.secondary' }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ width: 120, height: 84, border: 1, borderStyle: preview ? 'solid' : 'dashed', borderColor: message ? 'error.main' : 'divider', borderRadius: 1, bgcolor: 'grey.50', display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}>
          {preview ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local data URL or a private document
            <img src={preview} alt={`${label}预览`} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
          ) : (
            <Typography sx={{ fontSize: 12, color: 'text.disabled' }}>jpeg / png / bmp</Typography>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          {/* A button that opens the hidden file input: a label styled as a button may not carry the button role. */}
          <Button variant="outlined" size="small" disabled={status === 'uploading'} onClick={() => input.current?.click()}>
            {value ? '重新上传' : '选择图片'}
          </Button>
          <input
            id={inputId}
            ref={input}
            type="file"
            hidden
            accept="image/jpeg,image/png,image/bmp"
            aria-label={`上传${label}`}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          {value && status !== 'uploading' ? (
            <Button size="small" color="inherit" onClick={remove} aria-label={`移除${label}`}>
              移除
            </Button>
          ) : null}
        </Box>
        <UploadStatusText label={label} status={status} />
      </Box>
      {progress.shown && status === 'uploading' ? <LinearProgress variant="determinate" value={progress.percent} aria-label={`${label}上传进度`} sx={{ mt: 1, maxWidth: 300 }} /> : null}
      <FormHelperText error={Boolean(message)} sx={{ mx: 0 }}>
        {message ?? ' '}
      </FormHelperText>
    </Box>
  );
}
