import Box from '@mui/material/Box';
import Image from 'next/image';

interface BrandLogoProps {
  /** `dark` sits on the footer's navy background. */
  tone?: 'light' | 'dark';
  /** Below `lg` the header keeps only the mark so the navigation fits; the footer always shows the name. */
  compactBelowLg?: boolean;
}

/** The mark plus the two-line name. The name is real text, so it reads in search results and screen readers. */
export function BrandLogo({ tone = 'light', compactBelowLg = false }: BrandLogoProps) {
  const dark = tone === 'dark';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Image src="/images/brand/logo-mark.svg" alt="" width={40} height={40} priority />
      <Box
        sx={{
          display: compactBelowLg ? { xs: 'flex', md: 'none', lg: 'flex' } : 'flex',
          flexDirection: 'column',
          lineHeight: 1.25,
          whiteSpace: 'nowrap',
        }}
      >
        <Box
          component="span"
          sx={{ fontSize: { xs: 15, sm: 16 }, fontWeight: 700, letterSpacing: '0.04em', color: dark ? '#fff' : 'text.primary' }}
        >
          工业互联网标识解析
        </Box>
        <Box
          component="span"
          sx={{ fontSize: 12, letterSpacing: '0.12em', color: dark ? 'rgba(255,255,255,0.64)' : 'text.secondary' }}
        >
          二级节点 · 公共服务平台
        </Box>
      </Box>
    </Box>
  );
}
