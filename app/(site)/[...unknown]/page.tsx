import { notFound } from 'next/navigation';

/** Any path no route claims: the home screen with HTTP 404 (001 §2), so crawlers do not index it. */
export default function UnknownPage() {
  notFound();
}
