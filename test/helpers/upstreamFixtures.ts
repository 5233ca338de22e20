import type { EndpointName } from '../../shared/api/endpoints.js';

/**
 * A small valid CMS answer (in its envelope) for every allowlisted endpoint, for the scripted
 * upstream. Language-dependent answers carry the requested `flag` in a name, so tests can tell them apart.
 */

type Params = Readonly<Record<string, string>>;

const article = (id: number, flag = 'zh') => ({
  id,
  articleId: id,
  title: `Article ${id} (${flag})`,
  summary: 'A short summary.',
  content: '<p>Body of the article.</p>',
  breviary: '/cms/files/images/plant-1.svg',
  imageNetUrl: '/cms/files/images/plant-1.svg',
  publishTime: '2026-01-05 10:00:00',
  publishUser: 'Newsroom',
  folderId: 12,
  fdCode: 'jtyw',
});

const folder = (fdId: number, fdCode: string) => ({
  fdId,
  fdCode,
  fdName: `Folder ${fdCode}`,
  jumpUrl: `/articlepagelist/${fdCode}`,
  image: '/cms/files/images/plant-2.svg',
  folderType: '1',
  content: 'About this folder.',
  parentCode: null,
  folderDetail: '<p>Folder details.</p>',
  children: [],
});

const paged = (params: Params) => ({
  articleLists: [article(Number(params.folderId ?? 1), params.flag)],
  countPage: 1,
  countSize: 1,
});

/** One hq_str line with the 33 fields the parser reads (name, open, prevClose, price, …, date, time). */
function quoteLine(symbol: string, name: string, prevClose: number, price: number): string {
  const fields = [
    name,
    '5.00',
    String(prevClose),
    String(price),
    ...Array<string>(26).fill('0'),
    '2026-01-05',
    '15:00:00',
    '00',
  ];
  return `var hq_str_${symbol}="${fields.join(',')}";`;
}

const DATA: { [K in EndpointName]: (params: Params) => unknown } = {
  textSearch: paged,
  findArticleList: paged,
  findPicArticles: paged,
  findUnPageArticleList: () => [article(1), article(2)],
  findPicArticle: () => [article(3)],
  stickArticle: (p) => [article(4, p.flag)],
  rollPictures: (p) => [article(5, p.flag)],
  articleDetail: (p) => article(Number(p.id)),
  articlePreview: (p) => article(Number(p.id)),
  getAboutNews: () => [{ articleId: 7, title: 'Related', publishTime: '2026-01-04 09:00:00' }],
  getDqggAndOthers: (p) => [
    { fdMsg: { fdId: 506, fdCode: 'dqgg', fdName: `Notices (${p.flag})` }, articlesMsg: [article(8)] },
  ],
  getThreeFoldersMsg: (p) => [
    {
      folderMsg: { fdId: 24, fdCode: 'gsxw', fdName: `News (${p.flag})`, jumpUrl: null },
      allSubFolderMsg: [{ subFdId: 25, subFdCode: 'jtyw', subFdName: 'Group news' }],
      articlesMsg: [article(9)],
    },
  ],
  allSubFolders: () => [folder(19, 'gsxw')],
  getAllSub: () => [folder(20, 'jtyw')],
  folderList: (p) => [
    { fdId: 1, fdCode: 'sy', fdName: `Home (${p.flag})`, status: 1, children: [] },
    {
      fdId: 10,
      fdCode: 'gywm',
      fdName: 'About',
      status: 1,
      children: [{ fdId: 11, fdCode: 'gsjj', fdName: 'Profile' }],
    },
  ],
  findFolderMessageById: (p) => folder(Number(p.fdId), 'gsjj'),
  getFolderDetail: (p) => folder(Number(p.fdId ?? 13), p.fdCode ?? 'gsjj'),
  getFdDtAndAtcList: (p) => ({ folderMsg: folder(12, p.fdCode ?? 'jtyw'), ...paged(p) }),
  findDigitalCol: () => [
    { fdId: 40, fdName: 'Design cloud', image: '/cms/files/images/digital-1.svg', jumpUrl: '/companySzhfw/sjy' },
  ],
  getTopRollPics: (p) => [
    { id: 1, imageNetUrl: '/cms/files/images/plant-3.svg', hyperLink: '/index/sy', title: `Banner (${p.flag})` },
  ],
  getFixedFolder: (p) => ({ fdId: Number(p.fdId), fdName: `Profile (${p.flag})`, fdContent: '<p>Profile.</p>' }),
  fastTrack: () => [
    { id: 1, fd_Name: '邮箱', englishName: 'Mail', icon: '/cms/files/icons/mail.svg', url: 'https://mail.example.com' },
  ],
  siteList: () => ({
    resultList: [{ id: 1, fdName: 'Sites', entityList: [{ id: 2, name: 'Plant', url: 'https://plant.example.com' }] }],
  }),
  oneSite: (p) => ({ name: `Site ${p.code}`, phone: '010-0000', email: 'info@example.com' }),
  grouplinks: () => [{ id: 1, url: 'https://partner.example.com', fd_Name: 'Partner' }],
  subsidiaries: (p) => ({
    groups: [{ kind: 'wholly', fdName: `Wholly owned (${p.flag})`, companies: [{ name: 'Company A', url: null }] }],
    directory: [],
  }),
  sharesMessage: () =>
    [
      quoteLine('sh609117', 'Hengchuan Construction', 5.0, 5.05),
      quoteLine('sz004206', 'Hengchuan Materials', 8.0, 7.9),
    ].join('\n'),
};

export function fixtureEnvelope(name: EndpointName, params: Params): Record<string, unknown> {
  return { code: 200, msg: 'success', data: DATA[name](params) };
}
