import { describe, expect, it } from 'vitest';
import { UpstreamNotFoundError, UpstreamShapeError } from '../../../../shared/normalise/cleaner.js';
import { NORMALISERS, type NormaliseContext } from '../../../../shared/normalise/byEndpoint.js';
import { plainReader } from '../../../helpers/plainReader.js';

const ctx = (params: Record<string, string | number> = {}): NormaliseContext => ({ params, read: plainReader });

describe('endpoint normalisers', () => {
  it('fills every article field, with nulls for missing ones', () => {
    const article = NORMALISERS.articleDetail(
      {
        code: 200,
        data: { id: '7', title: '<b>标题</b>', content: '<p>正文</p>', publishTime: '2026-11-20 09:00:00' },
      },
      ctx(),
    );
    expect(article).toMatchObject({ id: 7, articleId: 7, title: '标题', content: '<p>正文</p>', publishUser: null });
    expect(Object.values(article)).not.toContain(undefined);
  });

  it('leaves the body out of list items', () => {
    const [item] = NORMALISERS.findUnPageArticleList(
      { code: 200, data: [{ id: 1, title: 'a', content: '<p>x</p>' }] },
      ctx(),
    );
    expect(item).not.toHaveProperty('content');
  });

  it('reports a missing single item as not found', () => {
    expect(() => NORMALISERS.articleDetail({ code: 200, data: null }, ctx())).toThrow(UpstreamNotFoundError);
  });

  it('rejects a list endpoint whose data is an object', () => {
    expect(() => NORMALISERS.grouplinks({ code: 200, data: { id: 1 } }, ctx())).toThrow(UpstreamShapeError);
  });

  it('answers an empty list for a list endpoint without data', () => {
    expect(NORMALISERS.fastTrack({ code: 200, data: null }, ctx())).toEqual([]);
  });

  it('pages with the requested page and size', () => {
    const list = NORMALISERS.findArticleList(
      { code: 200, articleLists: [{ id: 1, title: 'x' }], countPage: 3, countSize: 21 },
      ctx({ nowPage: 3, pageSize: 10 }),
    );
    expect(list).toMatchObject({ nowPage: 3, pageSize: 10, countPage: 3, countSize: 21 });
  });

  it('splits folder detail and its article page', () => {
    const result = NORMALISERS.getFdDtAndAtcList(
      {
        code: 200,
        data: {
          folderMsg: { fdId: 5, fdCode: 'gjyw', fdName: '国际业务', folderDetail: '<p>介绍</p>' },
          articleLists: [{ id: 9, title: 't' }],
          countPage: 1,
          countSize: 1,
        },
      },
      ctx({ nowPage: 1, pageSize: 10 }),
    );
    expect(result.folder).toMatchObject({ fdId: 5, fdCode: 'gjyw', folderDetail: '<p>介绍</p>' });
    expect(result.list.articleLists.map((a) => a.id)).toEqual([9]);
  });

  it('drops banner pictures without a usable image', () => {
    const pictures = NORMALISERS.getTopRollPics(
      {
        code: 200,
        data: [{ id: 1, imageNetUrl: '/cms/files/a.svg' }, { id: 2, imageNetUrl: 'javascript:x' }, { id: 3 }],
      },
      ctx(),
    );
    expect(pictures.map((p) => p.id)).toEqual([1]);
  });

  it('reads the company-site list from resultList', () => {
    const groups = NORMALISERS.siteList(
      {
        code: 200,
        data: { resultList: [{ fdName: '成员企业', entityList: [{ name: 'A', url: 'https://a.example' }] }] },
      },
      ctx(),
    );
    expect(groups).toEqual([
      { id: null, fdName: '成员企业', entityList: [{ id: null, name: 'A', url: 'https://a.example', image: null }] },
    ]);
  });

  it('keeps only known subsidiary kinds', () => {
    const result = NORMALISERS.subsidiaries(
      {
        code: 200,
        data: {
          groups: [
            { kind: 'wholly', fdName: '全资', companies: [{ name: 'A' }] },
            { kind: 'other', fdName: '?', companies: [] },
          ],
          directory: [{ companyName: 'A', website: 'ftp://x' }],
        },
      },
      ctx(),
    );
    expect(result.groups.map((g) => g.kind)).toEqual(['wholly']);
    expect(result.directory[0]).toMatchObject({ companyName: 'A', website: null, tel: null });
  });

  it('drops sub-folder tabs without a code', () => {
    const [block] = NORMALISERS.getThreeFoldersMsg(
      {
        code: 200,
        data: [{ folderMsg: { fdId: 1, fdName: 'A' }, allSubFolderMsg: [{ subFdName: 'x' }, { subFdCode: 'b' }] }],
      },
      ctx(),
    );
    expect(block?.allSubFolderMsg).toEqual([{ subFdId: null, subFdCode: 'b', subFdName: 'b' }]);
  });

  it('parses share text into quotes', () => {
    const fields = ['A', '1', '7.15', '7.20', '1', '1', ...Array<string>(24).fill('0'), '2026-11-20', '15:00:00'];
    const result = NORMALISERS.sharesMessage({ code: 200, data: `var hq_str_sh609117="${fields.join(',')}";` }, ctx());
    expect(result.quotes[0]).toMatchObject({ code: '609117', direction: 'up' });
  });
});
