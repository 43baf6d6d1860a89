import { z } from 'zod';
import { endpoint, id, noBody } from './define';
import { codeText, intLike } from './common';

// Dictionaries: industries (GB/T 4754), areas (GB/T 2260), second-level nodes, AI-production data options.

/** A dictionary entry (industry, area). Codes stay text: section letters and zero-led numbers occur. */
export const dictEntry = z.looseObject({
  code: codeText,
  name: z.string(),
  level: codeText.nullish(),
  parentCode: codeText.nullish(),
});
export type DictEntry = z.output<typeof dictEntry>;

export const secondNode = z.looseObject({ id, name: z.string(), nodePrefix: z.string() });
export type SecondNode = z.output<typeof secondNode>;

/** An AI-production data option; the portal adds code 3 'repair record' itself. */
export const dataOption = z.looseObject({ code: intLike, name: z.string() });
export type DataOption = z.output<typeof dataOption>;

/** level '1' with parentCode '-1' asks for the first level; then the parent's code. */
export const dictQuery = z.strictObject({
  level: z.union([z.string().regex(/^[1-4]$/), z.number().int().min(1).max(4)]),
  parentCode: z.string().regex(/^(?:-1|[A-Za-z0-9]{1,12})$/),
});
export type DictQuery = z.input<typeof dictQuery>;

export const industries = endpoint({
  summary: 'Industry list, one level',
  method: 'POST',
  path: '/platform-publicdata-service/api/industry/list',
  auth: false,
  wire: 'json',
  request: dictQuery,
  data: z.array(dictEntry),
});

export const industriesV2 = endpoint({
  summary: 'Industry list, one level (version 2)',
  method: 'POST',
  path: '/platform-publicdata-service/api/industry/list?v=2',
  auth: false,
  wire: 'json',
  request: dictQuery,
  data: z.array(dictEntry),
});

export const areas = endpoint({
  summary: 'Administrative area list, one level',
  method: 'POST',
  path: '/platform-publicdata-service/api/area/list',
  auth: false,
  wire: 'json',
  request: dictQuery,
  data: z.array(dictEntry),
});

export const secondNodes = endpoint({
  summary: 'All second-level nodes',
  method: 'POST',
  path: '/platform-operate-service/manager/node/management/secondnode/get/all',
  auth: false,
  wire: 'none',
  request: noBody,
  data: z.array(secondNode),
});

export const dataOptions = endpoint({
  summary: 'AI-production data options',
  method: 'POST',
  path: '/platform-console-service/openapi/select/basicdict/intelligentproduction/dataoption',
  auth: true,
  wire: 'none',
  request: noBody,
  data: z.array(dataOption),
});
