import { aiElementNames } from './ai-catalog';
import { scene, smsGatedSceneIds, type Draft } from './build';
import { chengruiDrive } from './companies';
import { SceneType, type IdentifierSeed } from './types';

// The AI-production item. Its elements are stubs: the gateway fills the asked one per request with
// `aiProductionData`, because the numbers depend on the chosen period and on today's date.

export const AI_IDENTIFIER = '88.365.1/AIPROD01';

/** Option codes this item offers (all four: energy, abnormal, processing, repair records). */
export const aiProductionOptionCodes: Record<string, number[]> = { [AI_IDENTIFIER]: [0, 1, 2, 3] };

const stubs: Draft[] = aiProductionOptionCodes[AI_IDENTIFIER].map((code) => ({
  lableName: aiElementNames[code],
  dataType: 'Json',
  lableValue: {},
}));

const scenes = [scene(1401, SceneType.smartProduction, '智能生产', stubs)];

export const aiprod01: IdentifierSeed = {
  identifier: AI_IDENTIFIER,
  identifierName: '伺服电机智能装配产线（1号线）',
  company: chengruiDrive,
  // No image on purpose: the header shows the AI-production default picture.
  images: [],
  scenes,
  smsGated: smsGatedSceneIds(scenes),
  updatedAt: '2026-01-15 08:00:00',
};
