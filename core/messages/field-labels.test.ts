import type { z } from 'zod';
import { contract } from '@/core/contract';
import type { Endpoint } from '@/core/contract/define';
import { badParameterMessage, fieldLabels } from './field-labels';

type Def = { type: string; shape?: Record<string, z.ZodType>; options?: z.ZodType[]; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType; left?: z.ZodType; right?: z.ZodType };

/** Every field name of a request schema, nested objects and unions included. */
function fieldNames(schema: z.ZodType | undefined, into = new Set<string>()): Set<string> {
  const def = (schema as unknown as { def?: Def } | undefined)?.def;
  if (!def) return into;
  for (const [name, field] of Object.entries(def.shape ?? {})) fieldNames(field, into.add(name));
  for (const inner of [...(def.options ?? []), def.element, def.innerType, def.in, def.left, def.right]) fieldNames(inner, into);
  return into;
}

const requestFields = new Set(Object.values(contract).flatMap((calls) => Object.values(calls as Record<string, Endpoint>).flatMap((entry) => [...fieldNames(entry.request)])));

describe('field labels', () => {
  it('name only fields the contract has, each in Chinese without a Latin letter', () => {
    expect(requestFields.size).toBeGreaterThan(100);
    expect(requestFields.has('oldPassword')).toBe(true);
    expect(Object.keys(fieldLabels).filter((name) => !requestFields.has(name))).toEqual([]);
    expect(Object.values(fieldLabels).filter((label) => /[A-Za-z]/.test(label) || !/[\u4e00-\u9fa5]/.test(label))).toEqual([]);
  });

  it('put a labelled field in the message by its name, and leave any other out', () => {
    expect(badParameterMessage('oldPassword', '内容过长或数值过大，请检查后重试')).toBe('参数有误（旧密码）：内容过长或数值过大，请检查后重试');
    expect(badParameterMessage('sig', '内容过长或数值过大，请检查后重试')).toBe('参数有误：内容过长或数值过大，请检查后重试');
    expect(badParameterMessage('orderDetails.0.price', '内容格式不正确，请检查后重试')).toBe('参数有误：内容格式不正确，请检查后重试');
    expect(badParameterMessage('constructor', '缺少必填内容，请检查后重试')).toBe('参数有误：缺少必填内容，请检查后重试');
  });
});
