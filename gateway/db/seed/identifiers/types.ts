// Seed shapes for the demo identifiers. Field names are the wire names the gateway answers with
// (including the upstream spellings `lableName`, `lableValue` and `indentifierPrefix`), so the seed
// can be written into the tables and answered without renaming anything.

export type TraceStation = { acceptTime: string; acceptStation: string };

export type ElementDataType = 'String' | 'Object' | 'Array' | 'isVerify' | 'TraceDetails' | 'Json';

export type Element = {
  dataId: string;
  lableName: string;
  dataType: ElementDataType;
  /**
   * String and isVerify: text. Object: its rows. Array: a list of groups of rows. TraceDetails: stations.
   * Json: AI-production data (filled per request by `aiProductionData`, a `{}` stub in the seed).
   */
  lableValue: string | Element[] | Element[][] | TraceStation[] | Record<string, unknown>;
  trace?: 0 | 1;
  traceIdentifier?: string | null;
};

export type SceneSeed = {
  /** Unique across all identifiers: the detail call names a scene by this id alone. */
  sceneConfId: number;
  templateCode: number;
  sceneName: string;
  icon?: string | null;
  elements: Element[];
};

export type CompanySeed = {
  indentifierPrefix: string;
  companyName: string;
  name: string;
  /** 'YYYY-MM-DD HH:mm:ss', Beijing time. */
  createTime: string;
  status: number;
  website: string;
  industry: string;
  introduce: string;
  qrcodeLink?: string | null;
};

export type IdentifierSeed = {
  identifier: string;
  identifierName: string;
  company: CompanySeed;
  images: string[];
  scenes: SceneSeed[];
  /** sceneConfIds behind SMS verification: monitoring and remote ops, unless the item has one scene. */
  smsGated: number[];
  /** 'YYYY-MM-DD HH:mm:ss', Beijing time. */
  updatedAt: string;
};

/** 000 §9 scene type codes (templateCode). */
export const SceneType = {
  tracing: 0,
  management: 1,
  antiCounterfeit: 2,
  supplyChain: 3,
  recall: 4,
  security: 5,
  logistics: 6,
  remoteOps: 7,
  monitoring: 8,
  smartProduction: 9,
  repair: 10,
  custom: 100,
} as const;

export type SceneTypeCode = (typeof SceneType)[keyof typeof SceneType];

/** The recall view decides "in the recall list" by the presence of an element with this name. */
export const RECALL_TIME_LABEL = '召回时间';
