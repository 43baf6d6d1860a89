// What one contract call must look like on the wire, written out from the specs' §7 (or, where a spec
// is silent, from the decision named beside the case). lib/gateway/wire-form.test.ts sends each case
// through the portal's real client to a stand-in gateway and compares.

export const json = 'application/json';
export const form = 'application/x-www-form-urlencoded';

export type ExpectedBody =
  | { none: true }
  | { json: unknown }
  | { form: Record<string, string> }
  | { multipart: { field: string; filename: string; type: string; size: number } };

export interface WireCase {
  /** `group.name` of the contract entry. */
  call: string;
  /** What this case shows, when a call has more than one. */
  note?: string;
  /** The request as the portal's code builds it; the contract must accept it as it is. */
  input: Record<string, unknown>;
  method: 'GET' | 'POST';
  /** The path as it travels (percent-encoded), without the query. */
  path: string;
  /** Every query parameter, decoded; absent means no query string at all. */
  query?: Record<string, string>;
  /** Pieces the raw query string must contain, where the encoding itself is the point. */
  rawQuery?: string[];
  /** The user's `accessToken` header goes along (the test always has a token to give). */
  token: boolean;
  /** The portal's client goes along as `Authorization: Basic`. */
  client?: true;
  /** The content type; absent means none is declared. Multipart is checked by its prefix. */
  contentType?: string;
  body: ExpectedBody;
  /** Field names the spec lists that the body must carry (where the input comes from a fixture). */
  specFields?: string[];
}

/** A call with a JSON body: the fields as given. */
export const withJson = (call: string, path: string, input: Record<string, unknown>, token: boolean, extra: Partial<WireCase> = {}): WireCase => ({
  call,
  input,
  method: 'POST',
  path,
  token,
  contentType: json,
  body: { json: input },
  ...extra,
});

/** A call that sends nothing but its path (and the token where the user's data is asked for). */
export const bare = (call: string, method: 'GET' | 'POST', path: string, token: boolean, input: Record<string, unknown> = {}): WireCase => ({
  call,
  input,
  method,
  path,
  token,
  body: { none: true },
});
