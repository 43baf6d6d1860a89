import { SceneType, type Element, type ElementDataType, type SceneSeed, type TraceStation } from './types';

// Small builders so the data files read as content rather than as nested object literals. dataIds are
// assigned from the position in the scene, which keeps them stable for as long as the data is.

export type Draft = {
  lableName: string;
  dataType: ElementDataType;
  lableValue: string | Draft[] | Draft[][] | TraceStation[] | Record<string, unknown>;
  trace?: 0 | 1;
  traceIdentifier?: string | null;
};

export const row = (lableName: string, lableValue: string): Draft => ({ lableName, dataType: 'String', lableValue });

/** A row the portal makes clickable: it opens the traced identifier's own detail page. */
export const traced = (lableName: string, lableValue: string, traceIdentifier: string): Draft => ({
  lableName,
  dataType: 'String',
  lableValue,
  trace: 1,
  traceIdentifier,
});

export const verify = (lableName: string, lableValue: string): Draft => ({ lableName, dataType: 'isVerify', lableValue });

/** Plain label/value rows, in the order written. */
export const fields = (pairs: Record<string, string>): Draft[] =>
  Object.entries(pairs).map(([name, value]) => row(name, value));

export const group = (lableName: string, rows: Draft[] | Record<string, string>): Draft => ({
  lableName,
  dataType: 'Object',
  lableValue: Array.isArray(rows) ? rows : fields(rows),
});

export const list = (lableName: string, items: (Draft[] | Record<string, string>)[]): Draft => ({
  lableName,
  dataType: 'Array',
  lableValue: items.map((item) => (Array.isArray(item) ? item : fields(item))),
});

/** Stations in chronological order, as [acceptTime, acceptStation]. */
export const stations = (lableName: string, entries: [string, string][]): Draft => ({
  lableName,
  dataType: 'TraceDetails',
  lableValue: entries.map(([acceptTime, acceptStation]) => ({ acceptTime, acceptStation })),
});

function finish(draft: Draft, dataId: string): Element {
  const { lableName, dataType, trace, traceIdentifier } = draft;
  const base = { dataId, lableName, dataType, trace: trace ?? 0, traceIdentifier: traceIdentifier ?? null } as const;
  if (dataType === 'Object') {
    const rows = draft.lableValue as Draft[];
    return { ...base, lableValue: rows.map((r, i) => finish(r, `${dataId}-${i + 1}`)) };
  }
  if (dataType === 'Array') {
    const items = draft.lableValue as Draft[][];
    return {
      ...base,
      lableValue: items.map((item, k) => item.map((r, j) => finish(r, `${dataId}-${k + 1}-${j + 1}`))),
    };
  }
  return { ...base, lableValue: draft.lableValue as Element['lableValue'] };
}

export function scene(
  sceneConfId: number,
  templateCode: number,
  sceneName: string,
  drafts: Draft[],
  icon: string | null = null,
): SceneSeed {
  return {
    sceneConfId,
    templateCode,
    sceneName,
    icon,
    elements: drafts.map((d, i) => finish(d, `${sceneConfId}-${i + 1}`)),
  };
}

const GATED: number[] = [SceneType.monitoring, SceneType.remoteOps];

/** 000 §2: monitoring and remote-ops data need SMS verification, unless the item has only one scene. */
export function smsGatedSceneIds(scenes: SceneSeed[]): number[] {
  if (scenes.length <= 1) return [];
  return scenes.filter((s) => GATED.includes(s.templateCode)).map((s) => s.sceneConfId);
}
