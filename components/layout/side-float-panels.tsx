'use client';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import Image from 'next/image';
import { messages } from '@/lib/messages';

export const identifierPlaceholder = '请输入标识，如 88.365.1/DEMO0001';

export function IdentifierSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    // The lookup itself (check the identifier, then open /product_scene/{identifier}) arrives with the
    // identifier pages; until then Enter keeps what was typed instead of reloading the page.
    <Box component="form" role="search" aria-label="标识查询" onSubmit={(event) => event.preventDefault()}>
      <TextField
        label="标识查询"
        placeholder={identifierPlaceholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        size="small"
        fullWidth
        autoComplete="off"
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { enterKeyHint: 'search', spellCheck: false },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
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
