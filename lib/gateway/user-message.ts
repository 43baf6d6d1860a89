import { messages } from '@/core/messages';
import type { GatewayError } from './result';

/**
 * The one place a failure becomes words for a person. A gateway refusal shows the gateway's own
 * message; an outage shows the spec's generic text; nothing technical ever reaches the page.
 */
export function userMessage(error: GatewayError): string {
  switch (error.kind) {
    case 'auth':
      return messages.sessionExpired;
    case 'gateway':
      return error.message?.trim() || messages.requestError;
    case 'validation':
      return messages.requestError;
    case 'network':
    case 'timeout':
    case 'http':
      return messages.serverEaten;
  }
}
