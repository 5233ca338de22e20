/**
 * Bench target: an upstream with no latency for the miss path. It answers `POST /cms/api/article/detail`
 * for any id and `POST /cms/api/article/findArticleList` for any folder id from memory, with the demo
 * CMS's own envelopes (article HTML, summaries and images; pages of ten articles), the requested id written
 * into an article, so every distinct id is a distinct, realistic miss for the BFF.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildDemoCms } from '../../../server/demo-cms/app.js';
import { loadContent } from '../../../server/demo-cms/content.js';
import { listenOnLoopback } from './listenOnLoopback.js';

/** Demo articles and lists used as templates; the richest ones, so the figure is not flattered by short bodies. */
const TEMPLATES = 16;
const DETAIL_PATH = '/cms/api/article/detail';
const LIST_PATH = '/cms/api/article/findArticleList';
const LIST_SIZE = 10;
const ID_MARK = '\u0000id';

interface Envelope {
  code?: number;
  data?: Record<string, unknown>;
}

/** The richest envelopes of `inputs`, split around the article id: `before + id + after`. */
async function templates(
  app: FastifyInstance,
  path: string,
  inputs: readonly Record<string, string>[],
  mark: (envelope: Envelope) => Envelope | null,
): Promise<Array<[string, string]>> {
  const marked: Envelope[] = [];
  for (const payload of inputs) {
    const envelope = (await app.inject({ method: 'POST', url: path, payload })).json<Envelope>();
    const withMark = envelope.code === 200 ? mark(envelope) : null;
    if (withMark !== null) marked.push(withMark);
  }
  const size = (e: Envelope): number => JSON.stringify(e).length;
  return marked
    .sort((a, b) => size(b) - size(a))
    .slice(0, TEMPLATES)
    .map((envelope) => {
      const [before = '', after = ''] = JSON.stringify(envelope).split(JSON.stringify(ID_MARK));
      return [before, after];
    });
}

async function allTemplates(): Promise<Record<string, Array<[string, string]>>> {
  const content = loadContent();
  const { app } = buildDemoCms({ content });
  const detail = await templates(
    app,
    DETAIL_PATH,
    content.articles.map(({ id }) => ({ id: String(id) })),
    (envelope) => (envelope.data ? { ...envelope, data: { ...envelope.data, id: ID_MARK } } : null),
  );
  const folders = [...new Set(content.articles.map((article) => article.folderId))];
  const list = await templates(
    app,
    LIST_PATH,
    folders.map((folderId) => ({ folderId: String(folderId), nowPage: '1', pageSize: String(LIST_SIZE) })),
    (envelope) => {
      // Either reading of a paged list: the rows under data, or at the top level.
      const rows = (envelope.data?.articleLists ?? (envelope as Record<string, unknown>).articleLists) as
        Array<Record<string, unknown>> | undefined;
      if (!Array.isArray(rows) || rows.length < LIST_SIZE) return null;
      const marked = rows.map((row, i) => (i === 0 ? { ...row, id: ID_MARK } : row));
      return envelope.data?.articleLists
        ? { ...envelope, data: { ...envelope.data, articleLists: marked } }
        : { ...envelope, articleLists: marked };
    },
  );
  await app.close();
  return { [DETAIL_PATH]: detail, [LIST_PATH]: list };
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

const byPath = await allTemplates();
for (const [path, found] of Object.entries(byPath)) if (found.length === 0) throw new Error(`no templates for ${path}`);
const server = createServer((request, response) => {
  void readBody(request).then((form) => {
    const fields = new URLSearchParams(form);
    const id = Number(fields.get('id') ?? fields.get('folderId'));
    const found = byPath[request.url ?? ''];
    const template = found !== undefined && Number.isInteger(id) ? found[id % found.length] : undefined;
    const body = template ? `${template[0]}${id}${template[1]}` : '{"code":404,"msg":"Not Found"}';
    response.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' }).end(body);
  });
});
listenOnLoopback(server);
