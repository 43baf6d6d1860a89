import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Image from 'next/image';
import type { PublicConfig } from '@/lib/config/env';
import type { FooterProduct } from '@/lib/market/footer-products';
import { messages } from '@/lib/messages';
import { siteName } from '@/lib/seo/site';
import { BrandLogo } from './brand-logo';
import { ConsultButton } from '@/components/consult/consult-button';
import { FooterColumn, footerLinkSx } from './footer-column';
import { shellMaxWidth } from './shell-width';

// The operator's filing number; replaced with the real one at deployment.
const icpRecord = 'ICP备案号：示例ICP备00000000号-1';

const quickLinks = [
  { label: '关于我们', href: '/introduce' },
  { label: '解决方案', href: '/solution' },
  { label: '合作案例', href: '/cooperation_case' },
  { label: '生态合作', href: '/ecology' },
  { label: '新闻资讯', href: '/news' },
  { label: '标识注册', href: '/new_identification' },
];

export function SiteFooter({ config, products }: { config: PublicConfig; products: FooterProduct[] }) {
  return (
    <Box component="footer" sx={{ bgcolor: '#0d1a36', color: 'rgba(255,255,255,0.72)', fontSize: 14 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1.5fr', md: '1.5fr 1fr 1fr 1.6fr' },
          gap: { xs: 4, md: 5 },
          maxWidth: shellMaxWidth,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: { xs: 5, md: 7 },
        }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <BrandLogo tone="dark" />
          <Box component="p" sx={{ mt: 2.5, mb: 0, lineHeight: 1.8, maxWidth: 340 }}>
            面向制造业企业提供标识注册、标识解析与数据查询服务，连接工业应用与解决方案，助力一物一码、全链追溯。
          </Box>
        </Box>
        <FooterColumn title="精选应用">
          {products.map((product) => (
            <Link key={product.id} href={`/application/list/detail/${product.id}`} sx={footerLinkSx}>
              {product.name}
            </Link>
          ))}
          <Link href="/application" sx={footerLinkSx}>
            {products.length ? '更多应用' : '浏览应用市场'}
          </Link>
        </FooterColumn>
        <FooterColumn title="快速链接">
          {quickLinks.map((link) => (
            <Link key={link.href} href={link.href} sx={footerLinkSx}>
              {link.label}
            </Link>
          ))}
        </FooterColumn>
        <FooterColumn title="联系我们" sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'flex-start' }}>
            <Box sx={{ minWidth: 0 }}>
              <Box sx={{ fontSize: 13 }}>服务热线</Box>
              <Link
                href={`tel:${config.servicePhone.replace(/[^\d+]/g, '')}`}
                sx={{ ...footerLinkSx, display: 'block', fontSize: 22, fontWeight: 600, color: '#fff', my: 0.5 }}
              >
                {config.servicePhone}
              </Link>
              <Box sx={{ fontSize: 13 }}>{messages.serviceHours}</Box>
              <Box component="p" sx={{ fontSize: 13, lineHeight: 1.7, my: 1.5 }}>
                {messages.contactPromise}
              </Box>
              <ConsultButton source="footer" variant="contained" size="small">
                在线咨询
              </ConsultButton>
            </Box>
            <Box sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'center', fontSize: 12, flexShrink: 0 }}>
              <Image src="/images/brand/mini-program.svg" alt="微信小程序码（示意图）" width={96} height={96} />
              <Box sx={{ mt: 0.5 }}>微信小程序</Box>
            </Box>
          </Box>
        </FooterColumn>
      </Box>
      <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.1)' }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: 1,
            maxWidth: shellMaxWidth,
            mx: 'auto',
            px: { xs: 2, sm: 3 },
            py: 2.5,
            fontSize: 13,
            color: 'rgba(255,255,255,0.56)',
          }}
        >
          <span>© 2021–2026 {siteName} 版权所有</span>
          <Link href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" sx={footerLinkSx}>
            {icpRecord}
          </Link>
        </Box>
      </Box>
    </Box>
  );
}
