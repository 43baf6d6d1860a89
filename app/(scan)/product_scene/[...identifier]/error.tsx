'use client';
import { ErrorScreen, type ErrorScreenProps } from '@/components/errors/error-screen';
import { commonMessages } from '@/core/messages/common';

/**
 * An identifier never rendered before, while the gateway cannot answer (one rendered before is served
 * from the cache instead): the spec's failure message, a retry and a way home.
 */
export default function IdentifierError(props: ErrorScreenProps) {
  return <ErrorScreen {...props} title={commonMessages.serverEaten} hint={commonMessages.loadFailed} />;
}
