import type { IdentifierDetail } from '@/core/contract';
import { messages } from '@/core/messages';
import { safeMediaUrl } from '@/lib/security/url';
import { OpenSceneLink } from './open-scene-link';
import { ReadAloudButton } from './read-aloud-button';
import styles from './care-summary.module.css';

/** What the page knows of the item's recall (lib/identifier/recall.ts and the traced parts). */
export type RecallState = { kind: 'recalled'; sceneIndex: number } | { kind: 'parts' } | { kind: 'not-listed' } | { kind: 'no-information' };

interface Props {
  detail: IdentifierDetail;
  recall: RecallState;
  servicePhone: string;
}

/**
 * The care mode's first screen on an identifier page (issue 62): the product, its maker, its recall state
 * and whom to contact, in large type, with a button that reads them aloud. In every page's HTML (the page
 * is one cached copy for everyone) and shown only in the care mode (styles/care.css).
 */
export function CareSummary({ detail, recall, servicePhone }: Props) {
  const product = detail.identifierName || detail.identifier;
  const maker = detail.companyDetails?.companyName ?? detail.companyName ?? '';
  const website = /^https?:/i.test(detail.companyDetails?.website ?? '') ? safeMediaUrl(detail.companyDetails?.website) : undefined;
  const recallText = recallWords(recall);
  const phone = servicePhone.replace(/[^\d+]/g, '');
  const spoken = [
    `${messages.careSummaryProduct}：${product}`,
    maker && `${messages.careSummaryMaker}：${maker}`,
    `${messages.careSummaryRecall}：${recallText}`,
    `${messages.careServicePhone}：${servicePhone}`,
  ]
    .filter(Boolean)
    .join('。');
  return (
    <section data-care-only aria-labelledby="care-summary-title" className={styles.summary}>
      {/* The button beside the title: on the first screen of a phone, before the facts it reads. */}
      <div className={styles.heading}>
        <h2 id="care-summary-title" className={styles.title}>
          {messages.careSummaryTitle}
        </h2>
        <ReadAloudButton text={spoken} />
      </div>
      <dl className={styles.facts}>
        <dt>{messages.careSummaryProduct}</dt>
        <dd>{product}</dd>
        {maker ? (
          <>
            <dt>{messages.careSummaryMaker}</dt>
            <dd>{maker}</dd>
          </>
        ) : null}
        <dt>{messages.careSummaryRecall}</dt>
        <dd className={recall.kind === 'recalled' || recall.kind === 'parts' ? styles.alert : undefined}>
          {recallText}
          {recall.kind === 'recalled' ? (
            <>
              {' '}
              <OpenSceneLink index={recall.sceneIndex}>{messages.recallNoticeLink}</OpenSceneLink>
            </>
          ) : null}
        </dd>
        <dt>{messages.careSummaryContact}</dt>
        <dd className={styles.contacts}>
          <a href={`tel:${phone}`} className={styles.contact}>
            {messages.careServicePhone} <span className={styles.number}>{servicePhone}</span>
          </a>
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer" className={styles.contact}>
              {messages.careWebsite}
            </a>
          ) : null}
        </dd>
      </dl>
    </section>
  );
}

/** The recall state in words: the care summary's, and the WeChat card's. */
export function recallWords(recall: RecallState): string {
  switch (recall.kind) {
    case 'recalled':
      return messages.inRecall;
    case 'parts':
      return messages.careRecalledParts;
    case 'not-listed':
      return messages.careRecallNotListed;
    case 'no-information':
      return messages.careRecallNoInformation;
  }
}
