import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import type { Response } from 'supertest';
import { useBff } from '../../helpers/bffHarness.js';

const bff = useBff();

type ErrorBody = { error: { status: number; code: string; message: string } };
const messageOf = (response: Response) => (response.body as ErrorBody).error.message;

const detail = endpointUrl('articleDetail');
const search = endpointUrl('textSearch');
const menus = endpointUrl('folderList');

describe("the BFF's own error messages", () => {
  it('are Chinese for a call whose flag is zh', async () => {
    const response = await bff().http.get(search).query({ inPutMessage: '化工', flag: 'zh', pageSize: '7' });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('参数 pageSize 应为10、20、50、100 之一');
  });

  it('are English for a call whose flag is en, whatever the browser prefers', async () => {
    const response = await bff()
      .http.get(search)
      .query({ inPutMessage: 'plant', flag: 'en', pageSize: '7' })
      .set('accept-language', 'zh-CN,zh;q=0.9');
    expect(messageOf(response)).toBe('pageSize must be one of 10, 20, 50, 100');
  });

  it('follow the flag of a form-encoded POST body', async () => {
    bff().upstream.script('folder/list', () => ({ status: 500, raw: 'down' }));
    const response = await bff()
      .http.post(menus)
      .set({ 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' })
      .send('flag=zh');
    expect(response.status).toBe(502);
    expect(messageOf(response)).toBe('内容服务返回了 HTTP 500 错误');
  });

  it('follow Accept-Language when the call has no flag', async () => {
    const zh = await bff().http.get(detail).query({ id: 'x' }).set('accept-language', 'zh-CN,zh;q=0.9');
    expect(messageOf(zh)).toBe('参数 id 应为不超过 12 位的数字或非负整数');
    const en = await bff().http.get(detail).query({ id: 'x' }).set('accept-language', 'en-GB,zh;q=0.5');
    expect(messageOf(en)).toMatch(/^id must be a digit string/);
  });

  it('are English when nothing names a language of the site', async () => {
    const response = await bff().http.get(detail).set('accept-language', 'fr-FR');
    expect(messageOf(response)).toBe('id is required');
  });

  it('are localised for failures of the CMS that come without a message of its own', async () => {
    bff().upstream.script('article/detail', () => ({ raw: '{"code":200,"data":' }));
    const response = await bff().http.get(detail).query({ id: '1' }).set('accept-language', 'zh');
    expect(response.status).toBe(502);
    expect(messageOf(response)).toBe('内容服务返回的数据无法解析');
  });

  it('are localised for unknown API paths', async () => {
    const response = await bff().http.get('/cms/api/article/nothing').set('accept-language', 'zh');
    expect(response.status).toBe(404);
    expect(messageOf(response)).toBe('未知的接口路径');
  });
});

describe('a message the CMS sends itself', () => {
  it('is passed on as sent, in either language', async () => {
    bff().upstream.script('article/detail', () => ({ json: { code: 500, msg: 'Article withdrawn', data: null } }));
    for (const language of ['zh-CN', 'en']) {
      const response = await bff().http.get(detail).query({ id: '1' }).set('accept-language', language);
      expect(messageOf(response)).toBe('Article withdrawn');
    }
  });
});
