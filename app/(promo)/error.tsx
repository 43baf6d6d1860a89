'use client';
import { ErrorScreen, type ErrorScreenProps } from '@/components/errors/error-screen';

/** An unexpected failure of a promotional page, which stands outside the shell: the screen is its main. */
export default function GroupError(props: ErrorScreenProps) {
  return <ErrorScreen {...props} standalone />;
}
