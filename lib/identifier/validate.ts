import { identifierCode } from '@/core/contract/identifier';

/** The longest identifier the portal accepts (issue 3: 256 characters). */
export const maxIdentifierLength = 256;

/** A well-formed identifier of any node (not only the search box's 88.365 form). */
export function validIdentifier(identifier: string): boolean {
  return identifier.length <= maxIdentifierLength && identifierCode.safeParse(identifier).success;
}
