const shanghai = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * A recall time as the page shows it: Beijing time. The gateway's times are Beijing wall-clock text
 * ('2025-11-18', '2025-11-18 09:30:00') and stay as they are; an instant with a zone or offset
 * ('2025-11-18T01:30:00Z') or epoch milliseconds is written in Beijing time to the minute; anything
 * else is the company's own words and is shown as entered.
 */
export function recallTimeText(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  if (/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(text)) return text;
  const instant = /^\d{12,13}$/.test(text) ? new Date(Number(text)) : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text) ? new Date(text) : undefined;
  if (!instant || Number.isNaN(instant.getTime())) return text;
  return shanghai.format(instant);
}
