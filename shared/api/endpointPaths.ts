/**
 * The path below `/cms/api/` of each call of the allowlist: all the browser needs to know of the table in
 * `endpoints.ts` (which adds the upstream method, the parameters and the cache group for the BFF).
 */
export const ENDPOINT_PATHS = {
  textSearch: 'article/textSearch',
  findArticleList: 'article/findArticleList',
  findUnPageArticleList: 'article/findUnPageArticleList',
  findPicArticles: 'article/findPicArticles',
  findPicArticle: 'article/findPicArticle',
  stickArticle: 'article/stickArticle',
  articleDetail: 'article/detail',
  articlePreview: 'article/preview',
  getAboutNews: 'article/getAboutNews',
  getDqggAndOthers: 'article/getDqggAndOthers',
  getThreeFoldersMsg: 'article/getThreeFoldersMsg',
  allSubFolders: 'folder/allSubFolders',
  getAllSub: 'folder/getAllSub',
  folderList: 'folder/list',
  findFolderMessageById: 'folder/findFolderMessageById',
  getFolderDetail: 'folder/getFolderDetail',
  getFdDtAndAtcList: 'folder/getFdDtAndAtcList',
  findDigitalCol: 'folder/findDigitalCol',
  getTopRollPics: 'folder/getTopRollPics',
  rollPictures: 'folder/rollPictures',
  getFixedFolder: 'folder/getFixedFolder',
  fastTrack: 'site/fastTrack',
  siteList: 'site/list',
  oneSite: 'site/oneSite',
  grouplinks: 'site/grouplinks',
  subsidiaries: 'site/subsidiaries',
  sharesMessage: 'share/sharesMessage',
} as const;

export const CMS_API_PREFIX = '/cms/api';
export const CMS_FILES_PREFIX = '/cms/files';

/** Absolute BFF path of an endpoint. */
export function endpointUrl(name: keyof typeof ENDPOINT_PATHS): string {
  return `${CMS_API_PREFIX}/${ENDPOINT_PATHS[name]}`;
}
