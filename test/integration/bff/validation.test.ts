import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import type { Response } from 'supertest';
import { useBff } from '../../helpers/bffHarness.js';

const bff = useBff();

const list = endpointUrl('findArticleList');
const detail = endpointUrl('articleDetail');
const search = endpointUrl('textSearch');

async function get(url: string, query: Record<string, string>) {
  return bff().http.get(url).query(query);
}

function expectBadRequest(response: Response, message: RegExp): void {
  expect(response.status).toBe(400);
  const body = response.body as { error: { status: number; code: string; message: string } };
  expect(body.error.status).toBe(400);
  expect(body.error.code).toBe('BAD_REQUEST');
  expect(body.error.message).toMatch(message);
}

describe('parameter validation', () => {
  it('rejects an id that is not a digit string', async () => {
    expectBadRequest(await get(detail, { id: '12a' }), /^id must be a digit string/);
  });

  it('rejects an id longer than twelve digits', async () => {
    expectBadRequest(await get(detail, { id: '1234567890123' }), /^id must be/);
  });

  it('accepts an id given as a JSON number', async () => {
    const response = await bff().http.post(detail).send({ id: 12 });
    expect(response.status).toBe(200);
    expect(bff().upstream.calls[0]?.params.id).toBe('12');
  });

  it('rejects a negative or fractional JSON number as an id', async () => {
    expectBadRequest(await bff().http.post(detail).send({ id: -1 }), /^id must be/);
    expectBadRequest(await bff().http.post(detail).send({ id: 1.5 }), /^id must be/);
  });

  it('rejects a missing required parameter by name', async () => {
    expectBadRequest(await get(detail, {}), /^id is required$/);
  });

  it('rejects nowPage 0 and nowPage 10001', async () => {
    expectBadRequest(await get(list, { folderId: '1', nowPage: '0' }), /^nowPage must be an integer from 1 to 10000$/);
    expectBadRequest(await get(list, { folderId: '1', nowPage: '10001' }), /^nowPage must be/);
  });

  it('accepts nowPage 10000', async () => {
    expect((await get(list, { folderId: '1', nowPage: '10000' })).status).toBe(200);
  });

  it('rejects a page size outside the allowed sizes', async () => {
    expectBadRequest(await get(list, { folderId: '1', pageSize: '15' }), /^pageSize must be one of 10, 20, 50, 100$/);
    expectBadRequest(await get(list, { folderId: '1', pageSize: '1000' }), /^pageSize must be/);
  });

  it('rejects a flag other than zh or en', async () => {
    expectBadRequest(await get(endpointUrl('folderList'), { flag: 'fr' }), /^flag must be one of zh, en$/);
  });

  it('rejects empty and blank search text', async () => {
    expectBadRequest(await get(search, { inPutMessage: '' }), /^inPutMessage must be text of 1 to 100 characters$/);
    expectBadRequest(await get(search, { inPutMessage: '   ' }), /^inPutMessage must be/);
  });

  it('rejects search text of 101 characters and accepts 100 Chinese characters', async () => {
    expectBadRequest(await get(search, { inPutMessage: 'a'.repeat(101) }), /^inPutMessage must be/);
    expect((await get(search, { inPutMessage: '化'.repeat(100) })).status).toBe(200);
  });

  it('rejects an fdCode outside the code pattern', async () => {
    expectBadRequest(await get(endpointUrl('getFdDtAndAtcList'), { fdCode: '../etc' }), /^fdCode must be a code/);
  });

  it('asks for one of fdCode and fdId when both are missing', async () => {
    expectBadRequest(await get(endpointUrl('getFolderDetail'), {}), /^one of fdCode, fdId is required$/);
  });

  it('rejects a repeated parameter', async () => {
    const response = await bff().http.get(`${detail}?id=1&id=2`);
    expectBadRequest(response, /^id must be/);
  });

  it('ignores parameters the table does not name and does not pass them on', async () => {
    const response = await get(detail, { id: '12', debug: 'true', _: '1699999' });
    expect(response.status).toBe(200);
    expect(bff().upstream.calls[0]?.params).toEqual({ id: '12' });
  });

  it('rejects a JSON body that is not an object', async () => {
    const response = await bff().http.post(detail).set('content-type', 'application/json').send('[1]');
    expectBadRequest(response, /form or a JSON object/);
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await bff().http.post(detail).set('content-type', 'application/json').send('{"id":');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { status: 400, code: 'BAD_REQUEST' } });
  });

  it('rejects a body over 16 KB with 413 JSON', async () => {
    const response = await bff()
      .http.post(search)
      .set('content-type', 'application/x-www-form-urlencoded')
      .send(`inPutMessage=a&pad=${'x'.repeat(17 * 1024)}`);
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ error: { status: 413, code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('rejects a plain-text body with 400', async () => {
    const response = await bff().http.post(detail).set('content-type', 'text/plain').send('id=1');
    expectBadRequest(response, /form or a JSON object/);
  });

  it('rejects an unsupported body type with 415 JSON', async () => {
    const response = await bff().http.post(detail).set('content-type', 'application/xml').send('<id>1</id>');
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ error: { status: 415, code: 'BAD_REQUEST' } });
  });

  it('never calls the upstream for an invalid request', async () => {
    await get(detail, { id: 'x' });
    await get(list, { folderId: '1', pageSize: '7' });
    expect(bff().upstream.calls).toHaveLength(0);
  });
});
