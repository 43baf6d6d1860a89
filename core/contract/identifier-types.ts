import { z } from 'zod';
import { anyId, boolish, codeText, decimal, intLike, urlList } from './common';

// The identifier detail of 000 §3: item, owning company, scenes and their (recursive) elements.

export interface TrendPoint { time: string; numericalValue: number; [key: string]: unknown }

const trendPoint = z.looseObject({ time: z.string(), numericalValue: decimal });

/** Period lists: the quick-time buttons pick one (days, weeks, months, quarters, or the custom range). */
type Periods<T> = {
  days?: T[] | null;
  weeks?: T[] | null;
  months?: T[] | null;
  quarters?: T[] | null;
  customTime?: T[] | null;
};

const periods = <T extends z.ZodType>(entry: T) => ({
  days: z.array(entry).nullish(),
  weeks: z.array(entry).nullish(),
  months: z.array(entry).nullish(),
  quarters: z.array(entry).nullish(),
  customTime: z.array(entry).nullish(),
});

const energyEntry = z.looseObject({
  label: z.string(),
  total: decimal,
  totalForUnit: decimal.nullish(),
  chartDataDetails: z.looseObject({ energyConsumptionTrend: z.array(trendPoint) }).nullish(),
});
export type EnergyEntry = z.output<typeof energyEntry>;

/** The energy-consumption element's value: per unit ('all' among them), per period. kWh. */
export const energyData = z.looseObject({
  unitDataDetails: z.array(z.looseObject({ unitName: z.string(), ...periods(energyEntry) })),
});
export type EnergyData = { unitDataDetails: ({ unitName: string; [key: string]: unknown } & Periods<EnergyEntry>)[]; [key: string]: unknown };

const processingPosition = z.looseObject({
  positionName: z.string(),
  /** 'all' means all positions. */
  positionCode: codeText,
  timeTotalForPosition: decimal.nullish(),
  chartDataDetails: z.looseObject({ postProcessingTimeTrend: z.array(trendPoint) }).nullish(),
});

/** The processing-time element's value: hours in total and per unit product, per position. */
export const processingData = z.looseObject({
  timeTotal: decimal,
  productTime: decimal,
  positionDataDetails: z.array(processingPosition),
});
export type ProcessingData = z.output<typeof processingData>;

/** abnormalType: quality, equipment, material or other. */
const abnormalItem = z.looseObject({
  abnormalType: z.string(),
  timeTotal: decimal.nullish(),
  numTotal: decimal.nullish(),
  timeTotalForPosition: decimal.nullish(),
  chartDataDetails: z.looseObject({ postAbnormalTrend: z.array(trendPoint) }).nullish(),
});
export type AbnormalItem = z.output<typeof abnormalItem>;

/** The abnormal-data element's value: per position, per period, one item per abnormal type. */
export const abnormalData = z.looseObject({
  positionDataDetails: z.array(
    z.looseObject({ positionName: z.string(), positionCode: codeText, ...periods(abnormalItem) }),
  ),
});
export type AbnormalData = {
  positionDataDetails: ({ positionName: string; positionCode: string; [key: string]: unknown } & Periods<AbnormalItem>)[];
  [key: string]: unknown;
};

export interface TraceStep { acceptTime: string; acceptStation: string; [key: string]: unknown }

const traceStep = z.looseObject({ acceptTime: z.string(), acceptStation: z.string() });

export type ElementValue =
  | string
  | Element[]
  | Element[][]
  | TraceStep[]
  | EnergyData
  | ProcessingData
  | AbnormalData
  | Record<string, unknown>;

/** dataType: Object, Array, String, isVerify, TraceDetails; other strings are tolerated. */
export interface Element {
  dataId?: string | number | null;
  lableName: string;
  lableValue?: ElementValue | null;
  dataType?: string | null;
  trace?: boolean | null;
  traceIdentifier?: string | null;
  [key: string]: unknown;
}

const isPlainObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a value has the shape its dataType promises; unknown dataTypes accept any value shape. */
function valueFits(dataType: string | null | undefined, value: ElementValue | null | undefined): boolean {
  if (value == null) return true;
  switch (dataType) {
    case 'String':
    case 'isVerify':
      return typeof value === 'string';
    case 'Array':
      return Array.isArray(value) && value.every((v) => Array.isArray(v));
    case 'TraceDetails':
      return Array.isArray(value) && value.every((v) => isPlainObject(v) && 'acceptTime' in v);
    case 'Object':
      // A group of label/value rows, or one of the AI-production data records.
      return isPlainObject(value) || (Array.isArray(value) && value.every((v) => isPlainObject(v) && 'lableName' in v));
    default:
      return true;
  }
}

export const element: z.ZodType<Element> = z
  .looseObject({
    dataId: anyId.nullish(),
    lableName: z.string(),
    get lableValue() {
      return z
        .union([
          z.string(),
          z.array(element),
          z.array(z.array(element)),
          z.array(traceStep),
          energyData,
          processingData,
          abnormalData,
          // An AI option not asked for this time (`{}`), or the repair records: any record.
          z.looseObject({}),
        ])
        .nullish();
    },
    dataType: z.string().nullish(),
    trace: boolish.nullish(),
    traceIdentifier: z.string().nullish(),
  })
  .refine((e) => valueFits(e.dataType, e.lableValue as ElementValue | null | undefined), {
    message: 'lableValue does not fit dataType',
  });

/** templateCode 9 alone marks an AI-production item; 100 is a custom scene (see 000 §3 for all codes). */
export const scene = z.looseObject({
  sceneConfId: anyId,
  templateCode: intLike,
  sceneName: z.string(),
  icon: z.string().nullish(),
  elements: z.array(element).nullish(),
});
export type Scene = z.output<typeof scene>;

export const identifierCompany = z.looseObject({
  indentifierPrefix: z.string().nullish(),
  companyName: z.string().nullish(),
  createTime: z.string().nullish(),
  status: z.union([z.string(), z.number()]).nullish(),
  name: z.string().nullish(),
  website: z.string().nullish(),
  industry: z.string().nullish(),
  introduce: z.string().nullish(),
  qrcodeLink: z.string().nullish(),
});
export type IdentifierCompany = z.output<typeof identifierCompany>;

/**
 * A recalled identifier among the item's traced parts (issue 18): rows that point at other identifiers,
 * followed five levels down. recallTime is the recall element's text, Beijing time as entered.
 */
export const recalledPart = z.looseObject({
  identifier: z.string(),
  identifierName: z.string().nullish(),
  recallTime: z.string().nullish(),
  depth: intLike.nullish(),
});
export type RecalledPart = z.output<typeof recalledPart>;

export const identifierDetail = z.looseObject({
  identifier: z.string(),
  identifierName: z.string().nullish(),
  companyName: z.string().nullish(),
  images: urlList.nullish(),
  scenes: z.array(scene).nullish(),
  elements: z.array(element).nullish(),
  companyDetails: identifierCompany.nullish(),
  /** With the plain detail only; a gateway that does not walk the parts leaves it out (no notice then). */
  recalledParts: z.array(recalledPart).nullish(),
  /** When the item's data last changed (Beijing time text), and how often visitors saw its page (issue 18). */
  updateTime: z.string().nullish(),
  viewCount: intLike.nullish(),
});
export type IdentifierDetail = z.output<typeof identifierDetail>;
