'use client';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Image from 'next/image';
import { IdentifierSearch } from '@/components/identifier/identifier-search';
import { messages } from '@/lib/messages';

/** The side menu's search: the one identifier search box, kept small. */
export function IdentifierSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return <IdentifierSearch size="small" value={value} onChange={onChange} />;
}

export function MiniProgramCard({ compact = false }: { compact?: boolean }) {
  const size = compact ? 96 : 136;
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Image src="/images/brand/mini-program.svg" alt="微信小程序码（示意图）" width={size} height={size} />
      <Box sx={{ mt: 1, fontSize: compact ? 12 : 13, color: 'text.secondary' }}>
        {compact ? '标识查询小程序' : '微信扫一扫，使用标识查询小程序'}
      </Box>
    </Box>
  );
}

export function ServicePhoneCard({ phone }: { phone: string }) {
  return (
    <Box>
      <Box sx={{ fontSize: 13, color: 'text.secondary' }}>服务热线</Box>
      <Link
        href={`tel:${phone.replace(/[^\d+]/g, '')}`}
        underline="hover"
        sx={{ display: 'block', fontSize: 20, fontWeight: 600, my: 0.5, whiteSpace: 'nowrap' }}
      >
        {phone}
      </Link>
      <Box sx={{ fontSize: 13, color: 'text.secondary', lineHeight: 1.7 }}>
        {messages.serviceHours}
        <br />
        {messages.contactPromise}
      </Box>
    </Box>
  );
}
