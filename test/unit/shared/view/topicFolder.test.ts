import { describe, expect, it } from 'vitest';
import { idParam } from '../../../../shared/view/idParam.js';
import { menuByFolderId, topicFolderId } from '../../../../shared/view/topicFolder.js';
import { menuTree } from '../../../helpers/menuFixture.js';

const tree = menuTree([
  { fdId: 1, fdCode: 'sy' },
  { fdId: 80, fdCode: 'ztzl', children: [{ fdId: 81, fdCode: 'aqscy' }] },
  { fdId: 570, fdCode: 'eztzl', children: [{ fdId: 571, fdCode: 'eaqscy' }] },
]);

describe('idParam', () => {
  it('reads a positive digit string', () => {
    expect(idParam('1501')).toBe(1501);
    expect(idParam(' 42 ')).toBe(42);
  });

  it.each([null, undefined, '', 'abc', '12a', '-3', '0', '1.5', '1234567890123'])('rejects %j', (value) => {
    expect(idParam(value)).toBeNull();
  });
});

describe('special-topic folder', () => {
  it('takes the folder id of the query', () => {
    expect(topicFolderId('81', tree, 'zh')).toBe(81);
  });

  it("defaults to the language's special-topic folder", () => {
    expect(topicFolderId(null, tree, 'zh')).toBe(80);
    expect(topicFolderId(null, tree, 'en')).toBe(570);
    expect(topicFolderId('not-an-id', tree, 'en')).toBe(570);
  });

  it('is null until the tree is known', () => {
    expect(topicFolderId(null, [], 'zh')).toBeNull();
  });

  it('finds the menu of a folder id at any depth', () => {
    expect(menuByFolderId(tree, 571)?.fdCode).toBe('eaqscy');
    expect(menuByFolderId(tree, 999)).toBeNull();
    expect(menuByFolderId(tree, null)).toBeNull();
  });
});
