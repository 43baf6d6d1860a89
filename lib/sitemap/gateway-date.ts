/** A gateway timestamp ('2022-02-14 10:00:00', ISO, …) as a Date, or undefined: never a made-up date. */
export function gatewayDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}+08:00` : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
