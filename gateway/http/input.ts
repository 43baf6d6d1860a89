import type { Context } from 'hono';
import type { z } from 'zod';
import { pathParams, type Endpoint } from '@/core/contract/define';

/**
 * The request fields of an entry, gathered from where the wire format puts them, with the path's
 * `{params}` added. Returns undefined when the body cannot be read as the format says.
 */
export async function readInput(c: Context, entry: Endpoint): Promise<Record<string, unknown> | undefined> {
  const fields: Record<string, unknown> = {};
  const fixedQuery = new URLSearchParams(entry.path.split('?')[1] ?? '');
  const wire = entry.method === 'GET' && entry.wire !== 'none' ? 'query' : entry.wire;
  try {
    if (wire === 'json') {
      const text = await c.req.text();
      // A body in another declared type is not read as JSON: the client always says what it sends.
      if (text.trim() !== '' && !isJson(c.req.header('content-type'))) return undefined;
      const body: unknown = text.trim() === '' ? {} : JSON.parse(text);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
      copyOwn(fields, body);
    } else if (wire === 'form' || wire === 'multipart') {
      const body = await c.req.parseBody();
      copyOwn(fields, body);
    }
  } catch {
    return undefined;
  }
  if (wire === 'query') {
    // The login calls travel in the query string; a JSON body is tolerated too (query fields win).
    if (entry.method === 'POST' && (c.req.header('content-type') ?? '').startsWith('application/json')) {
      try {
        const body: unknown = JSON.parse((await c.req.text()) || '{}');
        if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
        copyOwn(fields, body);
      } catch {
        return undefined;
      }
    }
    for (const [key, value] of Object.entries(c.req.query())) {
      // A fixed query in the contract's path (`?v=2`, `?limit=5`) is routing, not a request field.
      if (!fixedQuery.has(key)) copyOwn(fields, { [key]: value });
    }
  }
  for (const name of pathParams(entry.path)) copyOwn(fields, { [name]: c.req.param(name) });
  return fields;
}

const isJson = (type: string | undefined) => /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type ?? '');

/**
 * Copies a parsed body's fields as own properties. Object.assign would run the `__proto__` setter for a
 * body that names that key, swapping the object's prototype instead of showing the schema an unknown field.
 */
function copyOwn(target: Record<string, unknown>, source: object): void {
  for (const [key, value] of Object.entries(source)) Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Text PostgreSQL cannot store (NUL) or that is not Unicode at all (a lone surrogate), anywhere in the input. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value);
  if (depth > 32 || value === null || typeof value !== 'object' || value instanceof Blob) return false;
  return Object.entries(value).some(([key, v]) => hasUnstorableText(key, depth + 1) || hasUnstorableText(v, depth + 1));
}

/** Zod issues as `{ field: message }`, the first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
