import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { messages } from '@/core/messages';

export const metadata: Metadata = { title: messages.notFoundTitle, robots: { index: false } };

/** `notFound()` inside a content page (the ids are prerendered with dynamicParams = false, so a safeguard). */
export default function NotFound() {
  return <NotFoundScreen />;
}
