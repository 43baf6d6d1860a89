import type { CompanyPrefixApplication, PrefixApplicationRequest, SecondNode } from '@/core/contract';
import type { CaptchaProof } from '@/lib/validation/account-fields';
import { emptyPrefixForm, type LevelChoice, type PrefixForm, type PrefixFormValues, type UploadedImage } from '@/lib/validation/prefix';

/** Who the slider proof was made for; the wire's `appKey` (000 §7). */
export const sliderAppKey = 'idportal';

/** Where the portal shows a stored private image (app/api/prefix/files/[name]). */
export const privateImageUrl = (fileName: string) => `/api/prefix/files/${fileName}`;

const joined = (levels: LevelChoice[], key: 'code' | 'name') => levels.map((l) => l[key]).join(',');

/** The checked form as the register call sends it: prefix as `{node}.{number}`, levels comma-joined. */
export function toRegisterRequest(values: PrefixFormValues, node: SecondNode, proof: CaptchaProof): PrefixApplicationRequest {
  return {
    ...(values.id ? { id: values.id } : {}),
    secondNodeId: node.id,
    indentifierPrefix: `${node.nodePrefix}.${values.prefixNumber}`,
    name: values.name,
    cardNo: values.cardNo,
    licenseType: Number(values.licenseType),
    licenseImg: values.licenseImg!.fileName,
    companyType: Number(values.companyType),
    legalPerson: values.legalPerson,
    legalCradType: Number(values.legalCradType),
    legalCardNo: values.legalCardNo,
    legalCardObject: { face: values.idImages.face!.fileName, back: values.idImages.back!.fileName },
    liaison: values.liaison,
    liaisonPhone: values.liaisonPhone,
    liaisonEmail: values.liaisonEmail,
    website: values.website,
    industryCode: joined(values.industry, 'code'),
    industryCodeDesc: joined(values.industry, 'name'),
    registerArea: joined(values.area, 'code'),
    registerAreaDesc: joined(values.area, 'name'),
    registerAddress: values.registerAddress,
    introduce: values.introduce,
    appKey: sliderAppKey,
    scene: proof.scene,
    sessionId: proof.sessionId,
    sig: proof.sig,
    token: proof.token,
  };
}

/** Comma-joined codes and their descriptions back into cascader choices (names may be missing). */
export function levelsOf(codes: string | null | undefined, names: string | null | undefined): LevelChoice[] {
  const codeList = (codes ?? '').split(',').filter(Boolean);
  const nameList = (names ?? '').split(',');
  return codeList.slice(0, 3).map((code, i) => ({ code, name: nameList[i] || code }));
}

/** A stored image the gateway can still show, or null (the demo's seeded names have no file). */
function imageOf(fileName: string | null | undefined, url: string | null | undefined, label: string): UploadedImage | null {
  if (!fileName || !url || !/^[a-f0-9]{32}\.(?:jpg|png|bmp)$/.test(fileName)) return null;
  return { fileName, url: privateImageUrl(fileName), name: label };
}

/** 'Return to re-fill': the earlier application back in the form (000 §4), slider and agreement fresh. */
export function formFromApplication(app: CompanyPrefixApplication, nodes: SecondNode[]): PrefixForm {
  const blank = emptyPrefixForm();
  const node = nodes.find((n) => n.id === app.secondNodeId);
  const prefix = app.indentifierPrefix ?? '';
  const number = node && prefix.startsWith(`${node.nodePrefix}.`) ? prefix.slice(node.nodePrefix.length + 1) : '';
  const card = app.legalCardObject;
  return {
    ...blank,
    id: app.id ?? null,
    secondNodeId: node ? String(node.id) : '',
    prefixNumber: number,
    companyType: String(app.companyType ?? blank.companyType),
    licenseType: String(app.licenseType ?? blank.licenseType),
    cardNo: app.cardNo ?? '',
    licenseImg: imageOf(app.licenseImg, app.licenseImgFullUrl, '营业执照'),
    name: app.name ?? '',
    industry: levelsOf(app.industryCode, app.industryCodeDesc),
    area: levelsOf(app.registerArea, app.registerAreaDesc),
    registerAddress: app.registerAddress ?? '',
    website: app.website ?? '',
    introduce: app.introduce ?? '',
    legalCradType: String(app.legalCradType ?? blank.legalCradType),
    idImages: { face: imageOf(card?.face, card?.faceFullUrl, '证件人像面'), back: imageOf(card?.back, card?.backFullUrl, '证件国徽面') },
    legalPerson: app.legalPerson ?? '',
    legalCardNo: app.legalCardNo ?? '',
    liaison: app.liaison ?? '',
    liaisonEmail: app.liaisonEmail ?? '',
    liaisonPhone: app.liaisonPhone ?? '',
  };
}
