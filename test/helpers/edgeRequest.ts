import { Agent, request, type Dispatcher } from 'undici';

/** An answer read whole: status, headers (lower-case names, joined values) and the body as text. */
export interface EdgeAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface EdgeRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Another connection pool (a peer address, see `peerDispatcher`). */
  dispatcher?: Dispatcher;
}

/**
 * One HTTP request as a browser or a script would send it to the edge, without following redirects or
 * decoding the body (the edge's own gzip is seen as such), so a test sees exactly what the edge answered.
 * Cookie and Host headers are sent as given.
 */
export async function edgeRequest(url: string, options: EdgeRequestOptions = {}): Promise<EdgeAnswer> {
  const answer = await request(url, {
    method: (options.method ?? 'GET') as Dispatcher.HttpMethod,
    headers: options.headers ?? {},
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.dispatcher === undefined ? {} : { dispatcher: options.dispatcher }),
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return { status: answer.statusCode, headers, body: await answer.body.text() };
}

/**
 * A connection pool whose connections come from `address`, one of the loopback range 127.0.0.0/8, so a
 * request stands for a client outside the edge's `operators` ACL (which holds 127.0.0.1 alone).
 */
export function peerDispatcher(address: string): Agent {
  return new Agent({ localAddress: address });
}
