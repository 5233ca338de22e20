import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export interface JsonGet {
  params: Readonly<Record<string, string | number | undefined>>;
  headers: Headers;
  /** The query's own signal: RTK Query aborts a call it no longer needs. */
  signal: AbortSignal;
  timeoutMs: number;
}

type JsonResult = { data: unknown; error?: undefined } | { error: FetchBaseQueryError };

/** The address with the defined parameters (those left undefined are not sent). */
function withQuery(url: string, params: JsonGet['params']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.append(name, String(value));
  const query = search.toString();
  return query === '' ? url : `${url}?${query}`;
}

/** One GET on its way, shared by the callers that asked for the same address with the same headers. */
interface Flight {
  result: Promise<JsonResult>;
  controller: AbortController;
  callers: number;
}

const flights = new Map<string, Flight>();

/**
 * A GET of one of the BFF's JSON answers, with its query parameters (those left undefined are not sent),
 * the visitor's credentials and a time limit. Failures come in the shapes of RTK Query's
 * `fetchBaseQuery`, which `toCmsError` reads; the app needs no more of that helper, whose code would load
 * with every first visit.
 *
 * Identical GETs on their way at the same time are one request (two queries that read one BFF answer in
 * different shapes, such as the menu tree and the columns' facts); it is aborted only when every caller
 * has abandoned it.
 */
export function fetchJson(url: string, { params, headers, signal, timeoutMs }: JsonGet): Promise<JsonResult> {
  const target = withQuery(url, params);
  const key = [target, ...Array.from(headers, ([name, value]) => `${name}: ${value}`)].join('\n');
  let flight = flights.get(key);
  if (flight === undefined) {
    const controller = new AbortController();
    const started: Flight = { controller, callers: 0, result: getJson(target, headers, controller, timeoutMs) };
    void started.result.finally(() => {
      if (flights.get(key) === started) flights.delete(key);
    });
    flights.set(key, started);
    flight = started;
  }
  const joined = flight;
  joined.callers += 1;
  const leave = () => {
    joined.callers -= 1;
    if (joined.callers > 0) return;
    if (flights.get(key) === joined) flights.delete(key);
    joined.controller.abort();
  };
  if (signal.aborted) leave();
  else signal.addEventListener('abort', leave, { once: true });
  return joined.result.finally(() => signal.removeEventListener('abort', leave));
}

/** The GET itself, aborted by `controller` or at the time limit. */
async function getJson(
  target: string,
  headers: Headers,
  controller: AbortController,
  timeoutMs: number,
): Promise<JsonResult> {
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const request = new Request(target, { method: 'GET', headers, credentials: 'include', signal: controller.signal });
    let response: Response;
    let text: string;
    try {
      response = await fetch(request);
      text = await response.text();
    } catch (error) {
      return { error: { status: timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR', error: String(error) } };
    }
    let data: unknown;
    try {
      data = text === '' ? null : (JSON.parse(text) as unknown);
    } catch {
      return { error: { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: 'not JSON' } };
    }
    return response.ok ? { data } : { error: { status: response.status, data } };
  } finally {
    clearTimeout(timer);
  }
}
