'use client';
import { createTheme } from '@mui/material/styles';
import { zhCN } from '@mui/material/locale';
import type { LinkProps } from '@mui/material/Link';
import NextLink from 'next/link';

// No web fonts can be fetched at build time and nothing may load from another host: the system's
// Chinese fonts, in the order the common platforms ship them.
export const fontStack = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Source Han Sans SC"',
  '"WenQuanYi Micro Hei"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * From md up a content column keeps clear of the shell's side rail (components/layout/shell-frame.module.css):
 * its right padding grows by what the margin beside the centred column does not already give.
 */
const clearOfRail = (maxWidth: number) => ({
  '@media (min-width:900px)': { paddingRight: `max(24px, calc(var(--float-gutter, 0px) - max(0px, (100% - ${maxWidth}px) / 2)))` },
});

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1456d9', dark: '#0b3c9e', light: '#e8f0ff' },
      // Dark enough for text and for white text on it (4.5:1, WCAG AA).
      secondary: { main: '#c2560a' },
      background: { default: '#f5f7fb' },
      text: { primary: '#1d2433', secondary: '#5b6478' },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: fontStack, button: { textTransform: 'none' } },
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
    components: {
      // Every MUI link and `href` button navigates through next/link: client-side moves between pages,
      // prefetching, and the shell's progress bar all follow. External and tel: addresses still work.
      MuiLink: { defaultProps: { component: NextLink } as LinkProps },
      MuiButtonBase: { defaultProps: { LinkComponent: NextLink } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        // 44 px targets at least, small buttons too (MIIT's rules; e2e/care-mode.spec.ts measures them).
        styleOverrides: { root: { borderRadius: 6, fontWeight: 500, letterSpacing: '0.02em', minHeight: 44 } },
      },
      MuiFormControlLabel: { styleOverrides: { root: { minHeight: 44 } } },
      MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiMenu: { defaultProps: { disableScrollLock: true } },
      MuiContainer: { styleOverrides: { maxWidthLg: clearOfRail(1200), maxWidthMd: clearOfRail(900), maxWidthSm: clearOfRail(600), maxWidthXs: clearOfRail(444) } },
    },
  },
  zhCN,
);
