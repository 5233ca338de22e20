/**
 * Bench target: an upstream with no latency for the miss path. It answers `POST /cms/api/article/detail`
 * for any id from memory, with the demo CMS's own article envelopes (their HTML, summaries and images) and
 * the requested id written in, so every distinct id is a distinct, realistic miss for the BFF.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { buildDemoCms } from '../../../server/demo-cms/app.js';
import { loadContent } from '../../../server/demo-cms/content.js';
import { listenOnLoopback } from './listenOnLoopback.js';

/** Demo articles used as templates; the richest ones, so the figure is not flattered by short bodies. */
const TEMPLATES = 16;
const DETAIL_PATH = '/cms/api/article/detail';
const ID_MARK = '\u0000id';

/** Envelopes split around the article id: `before + id + after`. */
async function articleTemplates(): Promise<Array<[string, string]>> {
  const content = loadContent();
  const { app } = buildDemoCms({ content });
  const envelopes: Array<{ code?: number; data?: Record<string, unknown> }> = [];
  for (const { id } of content.articles) {
    const response = await app.inject({ method: 'POST', url: DETAIL_PATH, payload: { id: String(id) } });
    const envelope = response.json<{ code?: number; data?: Record<string, unknown> }>();
    if (envelope.code === 200 && envelope.data) envelopes.push(envelope);
  }
  await app.close();
  const size = (e: (typeof envelopes)[number]): number => JSON.stringify(e).length;
  return envelopes
    .sort((a, b) => size(b) - size(a))
    .slice(0, TEMPLATES)
    .map((envelope) => {
      const [before = '', after = ''] = JSON.stringify({ ...envelope, data: { ...envelope.data, id: ID_MARK } }).split(
        JSON.stringify(ID_MARK),
      );
      return [before, after];
    });
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

const templates = await articleTemplates();
if (templates.length === 0) throw new Error('the demo CMS has no articles');
const server = createServer((request, response) => {
  void readBody(request).then((form) => {
    const id = Number(new URLSearchParams(form).get('id'));
    const template = request.url === DETAIL_PATH && Number.isInteger(id) ? templates[id % templates.length] : undefined;
    const body = template ? `${template[0]}${id}${template[1]}` : '{"code":404,"msg":"Not Found"}';
    response.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' }).end(body);
  });
});
listenOnLoopback(server);
