import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CompanyPrefixApplication } from '@/core/contract';
import { privateImageUrl } from '@/lib/prefix/request';

/** The stored documents, shown from the portal's private route (only the owner and reviewers may read them). */
export function DocumentImages({ application }: { application: CompanyPrefixApplication }) {
  const card = application.legalCardObject;
  const images: [string, string | null | undefined, string | null | undefined][] = [
    ['证件照片', application.licenseImg, application.licenseImgFullUrl],
    ['法人证件人像面', card?.face, card?.faceFullUrl],
    ['法人证件国徽面', card?.back, card?.backFullUrl],
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 180px)' }, gap: 2 }}>
      {images.map(([label, name, url]) => (
        <Box key={label} component="figure" sx={{ m: 0 }}>
          <Box sx={{ height: 120, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.50', display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}>
            {url && name ? (
              // eslint-disable-next-line @next/next/no-img-element -- a private, per-user document: no optimiser, no cache
              <img src={privateImageUrl(name)} alt={label} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
            ) : (
              <Typography sx={{ fontSize: 12, color: 'text.secondary', px: 1, textAlign: 'center' }}>图片未保存，重新填写时请重新上传</Typography>
            )}
          </Box>
          <Typography component="figcaption" sx={{ fontSize: 13, color: 'text.secondary', mt: 0.5 }}>
            {label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
