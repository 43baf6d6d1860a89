import type { ReactNode } from 'react';
import { MuiProvider } from './mui-provider';

/**
 * The layout of a route folder whose pages are drawn with MUI: its `layout.tsx` re-exports this one.
 * Pages drawn with CSS modules have none, and load neither Emotion nor the theme.
 */
export default function MuiLayout({ children }: { children: ReactNode }) {
  return <MuiProvider>{children}</MuiProvider>;
}
