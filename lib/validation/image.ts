import { format, messages } from '@/core/messages';

/** 000 §5, 001 §5: jpeg, png or bmp; the avatar under 1 MB (1048576 bytes). */
export const imageTypes = ['image/jpeg', 'image/png', 'image/bmp', 'image/x-ms-bmp'];
export const avatarLimitBytes = 1_048_576;

/** The type to name in 'image format cannot be {type}', or undefined when it is allowed. */
export function imageTypeProblem(mime: string): string | undefined {
  if (imageTypes.includes(mime)) return undefined;
  return mime.replace(/^image\//, '') || '未知';
}

/** The avatar's message before any upload (001 §5): its format first, then its size; undefined when fine. */
export function avatarProblem(file: { type: string; size: number }): string | undefined {
  const type = imageTypeProblem(file.type);
  if (type) return format(messages.imageType, { type });
  if (file.size >= avatarLimitBytes) return messages.avatarTooLarge;
  return undefined;
}
