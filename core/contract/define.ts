import { z } from 'zod';

/**
 * How an entry's request travels on the wire. `json` and `form` are bodies; `query` puts every field in
 * the query string (the login calls do this, however odd); `multipart` is an upload with a `file` field.
 * `{name}` segments in the path are filled from the request field of that name, which then is not sent
 * again in the body or the query.
 */
export type WireFormat = 'json' | 'form' | 'query' | 'multipart' | 'none';

export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** The spec's own words for the call, for logs and tests. */
  readonly summary: string;
  readonly method: 'GET' | 'POST';
  /** Path below the gateway host, starting with `/`, with `{param}` placeholders. */
  readonly path: string;
  /** Whether the user's `accessToken` header goes with the call. */
  readonly auth: boolean;
  /**
   * Calls that hand out tokens: the portal authenticates itself as the gateway's OAuth client
   * (`Authorization: Basic`), and a call that travels in the query declares a form (decision 0018).
   */
  readonly clientAuth?: true;
  readonly wire: WireFormat;
  readonly request: Req;
  /** The schema of `data` inside the `{ success, data, message, code }` envelope. */
  readonly data: Res;
}

export function endpoint<Req extends z.ZodType, Res extends z.ZodType>(e: Endpoint<Req, Res>): Endpoint<Req, Res> {
  return e;
}

export type RequestOf<E extends Endpoint> = z.input<E['request']>;
export type DataOf<E extends Endpoint> = z.output<E['data']>;

const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.looseObject({
    success: z.boolean(),
    data: data.nullish(),
    message: z.string().nullish(),
    code: z.union([z.string(), z.number()]).nullish(),
  });

// One envelope per schema of `data`: zod compiles an object's checks on its first parse, so an envelope
// made for every call cost that each time (0.31 ms a detail answer against 0.09 ms, measured).
const envelopes = new WeakMap<z.ZodType, ReturnType<typeof envelopeOf>>();

/** The gateway's answer. `code` is a number on some services and a string on others ('200', 40106). */
export function envelope<T extends z.ZodType>(data: T): ReturnType<typeof envelopeOf<T>> {
  let made = envelopes.get(data);
  if (!made) {
    made = envelopeOf(data);
    envelopes.set(data, made);
  }
  return made as ReturnType<typeof envelopeOf<T>>;
}

export type Envelope<T> = { success: boolean; data?: T | null; message?: string | null; code?: string | number | null };

/** A request with no fields (the spec's "no body" / "empty body"). */
export const noBody = z.object({}).strict();

/** Ids arrive as numbers from some services and strings from others. */
export const id = z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(Number);

/** A page of records, as the marketplace search and the asset book answer. */
export function page<T extends z.ZodType>(record: T) {
  return z.looseObject({ records: z.array(record), total: z.number().int().nonnegative() });
}

/** Splits a path template into its `{param}` names. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}
