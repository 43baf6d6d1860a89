import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IdentifierDetail } from '@/lib/contract';
import { isHazardousWaste } from '@/lib/identifier/hazard';
import { CompanyRows } from './company-rows';
import { IdentifierQr } from './identifier-qr';

interface Props {
  detail: IdentifierDetail;
  aiProduction: boolean;
  qrDataUrl: string;
  hazardPlatformUrl: string;
}

const firstImage = (images: IdentifierDetail['images']) => (Array.isArray(images) ? images[0] : undefined) || undefined;

/** The item and its company (000 §2 header): label, name, code, picture, six company rows, QR code. */
export function IdentifierHeader({ detail, aiProduction, qrDataUrl, hazardPlatformUrl }: Props) {
  const company = detail.companyDetails ?? {};
  const image = firstImage(detail.images) ?? (aiProduction ? '/images/identifiers/default-ai.svg' : '/images/identifiers/default.svg');
  const rows = [
    { label: '企业前缀', value: company.indentifierPrefix ?? '' },
    { label: '企业名称', value: company.companyName ?? detail.companyName ?? '' },
    { label: '所属行业', value: company.industry ?? '' },
    { label: '企业官网', value: company.website ?? '', href: company.website && /^https?:\/\//.test(company.website) ? company.website : undefined },
    { label: '注册时间', value: company.createTime ?? '' },
    { label: '企业简介', value: company.introduce ?? '' },
  ];
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' } }} aria-labelledby="identifier-name">
      <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'primary.light', borderRadius: 2, overflow: 'hidden', maxWidth: { xs: 360, md: 'none' } }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- SVG pictures of the project's own, sized by the box */}
        <img src={image} alt={detail.identifierName ?? detail.identifier} width={280} height={210} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      </Box>
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <Chip label="国家工业互联网标识" color="primary" size="small" sx={{ alignSelf: 'flex-start' }} />
        <Typography id="identifier-name" component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {detail.identifierName || detail.identifier}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          标识编码：<Box component="span" sx={{ fontFamily: 'monospace', color: 'text.primary' }}>{detail.identifier}</Box>
        </Typography>
        <CompanyRows rows={rows} />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <IdentifierQr dataUrl={qrDataUrl} identifier={detail.identifier} />
          {isHazardousWaste(detail.identifier) && (
            <Link href={hazardPlatformUrl} target="_blank" rel="noopener noreferrer">
              查看企业信息（危险废物交易平台）
            </Link>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
