import type { Metadata } from 'next';
import { HomeScreen } from '@/components/home/home-screen';
import { siteDescription, siteName } from '@/lib/seo/site';

// Prerendered and refreshed in the background: the product groups change rarely.
export const revalidate = 300;

export const metadata: Metadata = {
  title: { absolute: `${siteName} - 标识注册、解析与工业应用服务` },
  description: siteDescription,
  alternates: { canonical: '/home' },
};

export default function HomePage() {
  return <HomeScreen />;
}
