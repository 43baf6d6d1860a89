// The agreements a person ticks before buying, asking, trying, consulting, registering or applying
// (000 §5, 001 §5; issue 19 item 4). Their titles are here, small, for the checkbox labels; each text is
// a module of its own in this folder, loaded (texts.ts) when someone opens one (components/agreements/).
//
// The texts are the operator's: the ones shipped are samples written for this portal, marked `sample`
// so the dialog says so. To publish the real ones, replace the text modules (same shape) and set
// `sample: false`; a title changed here changes every label that names it.

export const agreementKeys = ['service', 'marketUser', 'userService', 'privacy', 'prefixRegistration'] as const;
export type AgreementKey = (typeof agreementKeys)[number];

export const agreementTitles: Record<AgreementKey, string> = {
  service: '服务协议',
  marketUser: '应用市场用户协议',
  userService: '用户服务协议',
  privacy: '隐私政策',
  prefixRegistration: '标识前缀注册服务协议',
};

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

export interface AgreementText {
  /** When this version took effect, as written in the text ('2026年11月1日'). */
  effective: string;
  /** The sample shipped with the portal, not yet replaced by the operator's own text. */
  sample: boolean;
  intro: string[];
  sections: AgreementSection[];
}

/**
 * One text, loaded on request: together they weigh more than the forms that ask for them. One chunk for
 * all five: a person who opens one often opens the other, and /login stays inside its script budget.
 */
export function loadAgreement(key: AgreementKey): Promise<AgreementText> {
  return import('./texts').then((texts) => texts[key]);
}
