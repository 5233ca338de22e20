import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { asRecord } from '../../shared/normalise/fields.js';
import {
  upstreamEnvelope,
  upstreamInvalidJson,
  upstreamMessage,
  upstreamShape,
  upstreamStatus,
  upstreamTooLarge,
} from './upstreamErrors.js';

/** The largest CMS answer read into memory; the biggest real lists are a few hundred kilobytes. */
export const MAX_UPSTREAM_BODY_BYTES = 8 * 1024 * 1024;

/** The envelope code of a successful answer. */
const SUCCESS_CODE = 200;

/** The body as text, decoded chunk by chunk (no second copy of the bytes), within `limit` bytes. */
async function readText(body: Readable, limit: number): Promise<string> {
  const decoder = new StringDecoder('utf8');
  let text = '';
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      body.destroy();
      throw upstreamTooLarge(limit);
    }
    text += decoder.write(chunk);
  }
  return text + decoder.end();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw upstreamInvalidJson(error);
  }
}

/**
 * The envelope of a CMS answer with code 200. An HTTP error, invalid JSON, a body that is not an envelope
 * or a code other than 200 each become their API error, carrying the upstream's message when it has one.
 */
export async function readEnvelope(
  status: number,
  headers: Record<string, string | string[] | undefined>,
  body: Readable,
  limit: number = MAX_UPSTREAM_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const declared = Number(headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    body.destroy();
    throw upstreamTooLarge(limit);
  }
  const text = await readText(body, limit);
  if (status < 200 || status >= 300) {
    let message: string | null = null;
    try {
      message = upstreamMessage(asRecord(JSON.parse(text))?.msg);
    } catch {
      // an error page that is not JSON: the status says enough
    }
    throw upstreamStatus(status, message);
  }
  const envelope = asRecord(parseJson(text));
  if (!envelope || !('code' in envelope)) throw upstreamShape(new Error('the answer is not an envelope'));
  if (Number(envelope.code) !== SUCCESS_CODE) throw upstreamEnvelope(envelope.code, upstreamMessage(envelope.msg));
  return envelope;
}
