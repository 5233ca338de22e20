import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export interface JsonGet {
  params: Readonly<Record<string, string | number | undefined>>;
  headers: Headers;
  /** The query's own signal: RTK Query aborts a call it no longer needs. */
  signal: AbortSignal;
  timeoutMs: number;
}

type JsonResult = { data: unknown; error?: undefined } | { error: FetchBaseQueryError };

/**
 * A GET of one of the BFF's JSON answers, with its query parameters (those left undefined are not sent),
 * the visitor's credentials and a time limit. Failures come in the shapes of RTK Query's
 * `fetchBaseQuery`, which `toCmsError` reads; the app needs no more of that helper, whose code would load
 * with every first visit.
 */
export async function fetchJson(url: string, { params, headers, signal, timeoutMs }: JsonGet): Promise<JsonResult> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.append(name, String(value));
  const query = search.toString();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const request = new Request(query === '' ? url : `${url}?${query}`, {
      method: 'GET',
      headers,
      credentials: 'include',
      signal: controller.signal,
    });
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
    signal.removeEventListener('abort', abort);
  }
}
