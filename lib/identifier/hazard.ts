/** 000 §9: identifiers under these node prefixes link to the hazardous-waste trade platform's company page. */
export const hazardousWastePrefixes = ['88.364', '88.182'] as const;

export function isHazardousWaste(identifier: string): boolean {
  return hazardousWastePrefixes.some((p) => identifier.startsWith(`${p}.`) || identifier.startsWith(`${p}/`));
}
