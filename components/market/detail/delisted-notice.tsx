'use client';
import { useNavigation } from '@/components/layout/navigation-start';
import { useEffect } from 'react';
import { Notice } from '@/components/content/notice';
import { commonMessages } from '@/core/messages/common';
import { paths } from '@/lib/routes';

/** 001 §4: a delisted product says so and returns to the application list after 2 seconds. */
export function DelistedNotice() {
  const router = useNavigation();
  useEffect(() => {
    const timer = window.setTimeout(() => router.replace(paths.marketList), 2_000);
    return () => window.clearTimeout(timer);
  }, [router]);
  return <Notice>{commonMessages.delisted}</Notice>;
}
