import { forgetOnForcedLogin } from '@/lib/client/local-data';
import { commonMessages } from '@/core/messages/common';
import type { UploadedImage } from '@/lib/validation/prefix';
import type { PrefixImageKind } from '@/lib/validation/prefix-upload';

export type UploadOutcome = { ok: true; image: UploadedImage } | { ok: false; message: string; relogin?: boolean };

/**
 * Sends one image to the portal with XMLHttpRequest, the one browser API that reports upload progress.
 * Never throws: a network failure is the spec's service-error message.
 */
export function uploadImage(file: File, kind: PrefixImageKind, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/prefix/upload?kind=${kind}`);
    xhr.responseType = 'json';
    xhr.timeout = 60_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as { ok?: boolean; message?: string; relogin?: boolean; data?: UploadedImage };
      if (body.relogin === true) forgetOnForcedLogin();
      if (xhr.status === 200 && body.ok && body.data) resolve({ ok: true, image: body.data });
      else resolve({ ok: false, message: body.message || (xhr.status >= 500 ? commonMessages.uploadServiceError : commonMessages.uploadFailed), relogin: body.relogin });
    };
    xhr.onerror = () => resolve({ ok: false, message: commonMessages.uploadServiceError });
    xhr.ontimeout = () => resolve({ ok: false, message: commonMessages.uploadServiceError });
    const form = new FormData();
    form.set('file', file, file.name);
    xhr.send(form);
  });
}

/** A local preview before and while the file travels (000 §7: images are also read as data URLs). */
export function readAsDataUrl(file: File): Promise<string | undefined> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : undefined);
    reader.onerror = () => resolve(undefined);
    reader.readAsDataURL(file);
  });
}
