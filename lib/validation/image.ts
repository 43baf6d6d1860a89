import { format } from '@/core/messages/format';
import { commonMessages } from '@/core/messages/common';
import { validationMessages } from '@/core/messages/validation';

/** 000 §5, 001 §5: jpeg, png or bmp; the avatar under 1 MB (1048576 bytes). */
export const imageTypes = ['image/jpeg', 'image/png', 'image/bmp', 'image/x-ms-bmp'];
export const avatarLimitBytes = 1_048_576;

/** Files people pick by mistake, by the name their extension gives them (a mime type is no word for a person). */
const extensionOf: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/plain': 'txt',
  'image/svg+xml': 'svg',
  'image/x-icon': 'ico',
  'image/vnd.microsoft.icon': 'ico',
};

/**
 * The type to name in 'image format cannot be {type}' (gif, pdf …), or undefined when it is allowed. A
 * type with no short name is 未知: `application/pdf` was shown as it is (issue 61 item 7).
 */
export function imageTypeProblem(mime: string): string | undefined {
  if (imageTypes.includes(mime)) return undefined;
  return extensionOf[mime] ?? /^image\/([a-z0-9]{1,8})$/.exec(mime)?.[1] ?? '未知';
}

/** The avatar's message before any upload (001 §5): its format first, then its size; undefined when fine. */
export function avatarProblem(file: { type: string; size: number }): string | undefined {
  const type = imageTypeProblem(file.type);
  if (type) return format(validationMessages.imageType, { type });
  if (file.size >= avatarLimitBytes) return commonMessages.avatarTooLarge;
  return undefined;
}
