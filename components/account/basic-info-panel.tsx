'use client';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { DetailRows } from '@/components/order/detail-rows';
import { forgetOnForcedLogin } from '@/lib/client/local-data';
import { accountMessages } from '@/core/messages/account';
import { commonMessages } from '@/core/messages/common';
import type { UserSummary } from '@/lib/session/summary';
import { avatarProblem, imageTypes } from '@/lib/validation/image';

/** 000 §9: upload progress shows only when the upload takes longer than 300 ms. */
const progressDelayMs = 300;

async function uploadAvatar(file: File): Promise<{ ok: true; url: string } | { ok: false; message: string; relogin?: boolean }> {
  const body = new FormData();
  body.set('file', file);
  try {
    const response = await fetch('/api/account/avatar', { method: 'POST', body, signal: AbortSignal.timeout(30_000) });
    const answer = (await response.json().catch(() => ({}))) as { ok?: boolean; url?: string; message?: string; relogin?: boolean };
    if (response.ok && answer.ok && answer.url) return { ok: true, url: answer.url };
    if (response.status >= 500) return { ok: false, message: commonMessages.uploadServiceError };
    return { ok: false, message: answer.message ?? commonMessages.uploadFailed, relogin: answer.relogin };
  } catch {
    return { ok: false, message: commonMessages.uploadServiceError };
  }
}

/**
 * 001 §2 type 1: the avatar with its upload, and the username, phone and e-mail to read. They cannot be
 * changed here, so they are drawn as a list of details, not as fields that invite typing.
 */
export function BasicInfoPanel({ user, onPortrait }: { user: UserSummary; onPortrait: (url: string) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [showProgress, setShowProgress] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) return setNotice({ severity: 'error', text: problem });
    setNotice(null);
    setBusy(true);
    const timer = setTimeout(() => setShowProgress(true), progressDelayMs);
    const result = await uploadAvatar(file);
    clearTimeout(timer);
    setBusy(false);
    setShowProgress(false);
    if (result.ok) {
      onPortrait(result.url);
      setNotice({ severity: 'success', text: accountMessages.avatarOk });
    } else if (result.relogin) {
      forgetOnForcedLogin();
      window.location.replace('/');
    } else {
      setNotice({ severity: 'error', text: result.message });
    }
  };

  const details: [string, string][] = [
    [accountMessages.profileUserName, user.name],
    [accountMessages.profilePhone, user.phone],
    [accountMessages.profileEmail, user.email || accountMessages.profileNotSet],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
        <Box sx={{ position: 'relative' }}>
          <Avatar src={user.portrait ?? undefined} alt="头像" sx={{ width: 96, height: 96, fontSize: 36, bgcolor: 'primary.main' }}>
            {(user.name || '用').slice(0, 1)}
          </Avatar>
          {showProgress ? (
            <CircularProgress aria-label="头像上传中" size={104} thickness={2} sx={{ position: 'absolute', top: -4, left: -4 }} />
          ) : null}
        </Box>
        <Box sx={{ display: 'grid', gap: 1, minWidth: 0, flex: 1 }}>
          <input ref={input} id={inputId} type="file" accept={imageTypes.join(',')} hidden onChange={onFile} aria-label="选择头像图片" />
          <Box>
            <Button variant="outlined" startIcon={<UploadIcon />} disabled={busy} onClick={() => input.current?.click()}>
              更换头像
            </Button>
          </Box>
          <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{accountMessages.avatarHint}</Box>
        </Box>
      </Box>
      {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
      <DetailRows rows={details} />
    </Box>
  );
}
