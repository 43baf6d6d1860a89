/** Fills `{name}` placeholders: `format(messages.imageType, { type: 'gif' })`. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
