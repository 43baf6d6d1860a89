/** 000 §5, 001 §5: jpeg, png or bmp; the avatar under 1 MB (1048576 bytes). */
export const imageTypes = ['image/jpeg', 'image/png', 'image/bmp', 'image/x-ms-bmp'];
export const avatarLimitBytes = 1_048_576;

/** The type to name in 'image format cannot be {type}', or undefined when it is allowed. */
export function imageTypeProblem(mime: string): string | undefined {
  if (imageTypes.includes(mime)) return undefined;
  return mime.replace(/^image\//, '') || '未知';
}
