import type { Metadata } from 'next';

export const siteName = '工业互联网标识解析二级节点';
export const siteDescription =
  '工业互联网标识解析二级节点门户：产品标识查询与追溯、企业标识前缀注册、工业应用市场与解决方案，一物一码，赋能制造业数字化转型。';

/** The defaults every root layout starts from; pages set their own title, description and canonical. */
export function baseMetadata(siteUrl: string): Metadata {
  return {
    metadataBase: new URL(siteUrl),
    title: { default: siteName, template: `%s - ${siteName}` },
    description: siteDescription,
    keywords: ['工业互联网', '标识解析', '二级节点', '标识注册', '产品追溯', '工业应用市场'],
    openGraph: { siteName, locale: 'zh_CN', type: 'website' },
    formatDetection: { telephone: false },
  };
}
