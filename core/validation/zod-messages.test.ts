import { z } from 'zod';
import { messages } from '@/core/messages';
import { installChineseZodMessages } from './zod-messages';

describe('zod fallback messages', () => {
  beforeAll(() => installChineseZodMessages());

  it.each<[string, z.ZodType, unknown, string]>([
    ['a body of the wrong type', z.object({ a: z.string() }), 'text', messages.requestMalformed],
    ['a missing field', z.object({ a: z.string() }), {}, messages.fieldMissing],
    ['a field of the wrong type', z.object({ a: z.string() }), { a: 1 }, messages.fieldInvalid],
    ['a string too long', z.object({ a: z.string().max(3) }), { a: 'abcd' }, messages.fieldTooLong],
    ['a number too small', z.object({ a: z.number().min(3) }), { a: 1 }, messages.fieldTooShort],
    ['an unknown field', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, messages.fieldUnknown],
    ['a bad enum value', z.object({ a: z.enum(['x', 'y']) }), { a: 'z' }, messages.fieldInvalid],
    ['a bad format', z.object({ a: z.email() }), { a: 'no' }, messages.fieldInvalid],
  ])('answers %s in Chinese', (_, schema, input, expected) => {
    const issues = schema.safeParse(input).error!.issues;
    expect(issues[0].message).toBe(expected);
  });

  it("leaves a schema's own message alone", () => {
    const schema = z.object({ phone: z.string().regex(/^1\d{10}$/, messages.phoneInvalid) });
    expect(schema.safeParse({ phone: '12' }).error!.issues[0].message).toBe(messages.phoneInvalid);
  });
});
