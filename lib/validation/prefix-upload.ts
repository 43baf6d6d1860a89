import { format } from '@/core/messages/format';
import { validationMessages } from '@/core/messages/validation';
import { prefixMessages } from '@/core/messages/prefix';
import { imageTypeProblem } from './image';

// 000 §5, §9: jpeg, png or bmp; the licence at most 1 MB, each ID image at most 300 KB.

export type PrefixImageKind = 'license' | 'id';

export const prefixImageLimits: Record<PrefixImageKind, { bytes: number; label: string }> = {
  license: { bytes: 1_048_576, label: '1MB' },
  id: { bytes: 307_200, label: '300KB' },
};

/** The type a person recognises: the browser's mime type, else the file's extension. */
function typeOf(file: { type: string; name: string }): string {
  if (file.type) return file.type;
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1]?.toLowerCase();
  return ext ? `image/${ext === 'jpg' ? 'jpeg' : ext}` : '';
}

/** Why a chosen file cannot be uploaded, in the spec's words, or undefined when it may go. */
export function prefixUploadProblem(file: { type: string; name: string; size: number }, kind: PrefixImageKind): string | undefined {
  const type = imageTypeProblem(typeOf(file));
  if (type) return format(validationMessages.imageType, { type });
  if (file.size === 0) return prefixMessages.imageEmpty;
  const limit = prefixImageLimits[kind];
  if (file.size > limit.bytes) return format(validationMessages.imageTooLarge, { limit: limit.label });
  return undefined;
}
