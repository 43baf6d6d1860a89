'use client';
import { ErrorScreen, type ErrorScreenProps } from '@/components/errors/error-screen';

/** An unexpected failure of a page in this group: the Chinese error screen inside the shell. */
export default function GroupError(props: ErrorScreenProps) {
  return <ErrorScreen {...props} />;
}
