import { describe, expect, it } from 'vitest';
import { UpstreamShapeError } from '../../../../shared/normalise/cleaner.js';
import { normalisePagedList } from '../../../../shared/normalise/pagedList.js';

const page = { nowPage: 2, pageSize: 10 };
const id = (x: unknown) => x;

describe('normalisePagedList', () => {
  it('reads the list under data', () => {
    const envelope = { code: 200, data: { articleLists: [1, 2], countPage: 3, countSize: 22 } };
    expect(normalisePagedList(envelope, page, id)).toEqual({
      articleLists: [1, 2],
      countPage: 3,
      countSize: 22,
      nowPage: 2,
      pageSize: 10,
    });
  });

  it('reads the list at the top level of the envelope', () => {
    const envelope = { code: 200, success: true, articleLists: [1], countPage: '5', countSize: '41', data: null };
    expect(normalisePagedList(envelope, page, id)).toMatchObject({ articleLists: [1], countPage: 5, countSize: 41 });
  });

  it('gives both readings the same shape', () => {
    const items = [{ a: 1 }];
    const nested = normalisePagedList({ data: { articleLists: items, countPage: 1, countSize: 1 } }, page, id);
    const flat = normalisePagedList({ articleLists: items, countPage: 1, countSize: 1 }, page, id);
    expect(nested).toEqual(flat);
  });

  it('derives the page count from the total when it is missing', () => {
    const result = normalisePagedList({ data: { articleLists: [], countSize: 41 } }, page, id);
    expect(result.countPage).toBe(5);
  });

  it('maps every item', () => {
    const result = normalisePagedList({ articleLists: [1, 2], countSize: 2 }, page, (x) => Number(x) * 10);
    expect(result.articleLists).toEqual([10, 20]);
  });

  it('answers an empty list when data is null', () => {
    expect(normalisePagedList({ code: 200, data: null }, page, id)).toMatchObject({ articleLists: [], countSize: 0 });
  });

  it('rejects a response that is not an object', () => {
    expect(() => normalisePagedList('oops', page, id)).toThrow(UpstreamShapeError);
  });

  it('rejects data that has no list', () => {
    expect(() => normalisePagedList({ data: { rows: [] } }, page, id)).toThrow(UpstreamShapeError);
  });

  it('never reports a negative total', () => {
    expect(normalisePagedList({ articleLists: [], countSize: -4 }, page, id).countSize).toBe(0);
  });
});
