import type { IdentifierDetail } from '@/core/contract';
import { isHazardousWaste } from '@/lib/identifier/hazard';
import { usableImages } from '@/lib/identifier/images';
import { safeMediaUrl } from '@/lib/security/url';
import { CompanyRows } from './company-rows';
import styles from './identifier-header.module.css';
import { IdentifierQr } from './identifier-qr';

interface Props {
  detail: IdentifierDetail;
  aiProduction: boolean;
  /** The page's canonical address, for its QR code. */
  pageUrl: string;
  hazardPlatformUrl: string;
}


/**
 * The item and its company (000 §2 header): label, name, code, picture, six company rows, QR code.
 * Plain elements and a CSS module: the first thing a scanning phone paints, with no Emotion styles.
 */
export function IdentifierHeader({ detail, aiProduction, pageUrl, hazardPlatformUrl }: Props) {
  const company = detail.companyDetails ?? {};
  const image = usableImages(detail.images)[0] ?? (aiProduction ? '/images/identifiers/default-ai.svg' : '/images/identifiers/default.svg');
  const rows = [
    { label: '企业前缀', value: company.indentifierPrefix ?? '' },
    { label: '企业名称', value: company.companyName ?? detail.companyName ?? '' },
    { label: '所属行业', value: company.industry ?? '' },
    { label: '企业官网', value: company.website ?? '', href: /^https?:/i.test(company.website ?? '') ? safeMediaUrl(company.website) : undefined },
    { label: '注册时间', value: company.createTime ?? '' },
    { label: '企业简介', value: company.introduce ?? '' },
  ];
  return (
    <section className={styles.header} aria-labelledby="identifier-name">
      <div className={styles.picture}>
        {/* The page's largest paint on a phone: fetched first, ahead of the scripts. */}
        {/* eslint-disable-next-line @next/next/no-img-element -- SVG pictures of the project's own, sized by the box */}
        <img src={image} alt={detail.identifierName ?? detail.identifier} width={280} height={210} fetchPriority="high" />
      </div>
      <div className={styles.facts}>
        <span className={styles.label}>国家工业互联网标识</span>
        <h1 id="identifier-name" className={styles.name}>
          {detail.identifierName || detail.identifier}
        </h1>
        <p className={styles.code}>
          标识编码：<span>{detail.identifier}</span>
        </p>
        <CompanyRows rows={rows} />
        <div className={styles.actions}>
          <IdentifierQr url={pageUrl} identifier={detail.identifier} />
          {isHazardousWaste(detail.identifier) && (
            <a href={hazardPlatformUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
              查看企业信息（危险废物交易平台）
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
