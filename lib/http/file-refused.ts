import 'server-only';
import { messages } from '@/core/messages';

const texts = {
  401: messages.loginRequired,
  403: messages.fileForbidden,
  404: messages.fileNotFound,
  502: messages.serviceException,
} as const;

/**
 * An upload the portal will not show, as plain text: the address is opened as a document (an image,
 * a new tab), not fetched by a form, so a person reads these words. Never cached.
 */
export function fileRefused(status: keyof typeof texts): Response {
  return new Response(texts[status], { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } });
}

/** The embedded gateway's refusal of a file, as the portal answers it. */
export const fileRefusalOf = (status: number): Response => fileRefused(status === 401 || status === 403 ? status : 404);
