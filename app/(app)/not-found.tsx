import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { messages } from '@/core/messages';

export const metadata: Metadata = { title: messages.notFoundTitle, robots: { index: false } };

/**
 * `notFound()` inside a dynamic page (an unknown product or marketing id): without this file Next drew
 * its own English 404, whose inline <style> the nonce policy blocked. Identifiers have their own screen.
 */
export default function AppNotFound() {
  return <NotFoundScreen />;
}
