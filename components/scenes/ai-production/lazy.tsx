'use client';
import dynamic from 'next/dynamic';
import { AiViewSkeleton } from './skeletons';

/**
 * The AI-production view, loaded only when an AI item is shown: recharts stays out of the first-load
 * JavaScript of every identifier page. Charts measure the browser's width, so nothing renders on the
 * server; the skeleton holds the same height meanwhile.
 */
export const LazyAiProductionView = dynamic(() => import('./ai-production-view'), {
  ssr: false,
  loading: () => <AiViewSkeleton />,
});
