import type { SubsidiaryKind } from '../../shared/api/site.js';
import type { Locale } from '../../shared/constants.js';

/**
 * The content pack as it is stored (`content/<lang>/*.json`, `content/common/*.json`) and as the loader
 * indexes it. Upstream response shapes are built from these in the route modules.
 */

/** An article as written in `content/<lang>/articles/<fdCode>.json` (README "Articles"). */
export interface ArticleFile {
  id: number;
  title: string;
  englishTitle: string | null;
  summary: string;
  content: string;
  image: string | null;
  publishTime: string;
  publishUser: string | null;
  fdSort?: number;
  stick?: boolean;
}

/** A loaded article: the file's fields plus where it lives and its searchable text. */
export interface StoredArticle extends ArticleFile {
  lang: Locale;
  fdCode: string;
  folderId: number;
  /** Title, summary and body text (tags stripped), lower-cased, for search. */
  searchText: string;
}

/** A menu entry of `menus.json`: nested under `children` (zh) or flat with `parentCode` (en). */
export interface MenuEntry {
  fdId: number;
  fdCode: string;
  fdName: string;
  status: number;
  jumpUrl: string | null;
  image: string | null;
  content: string | null;
  parentCode?: string | null;
  /** `fdSort`: the folder's articles are ordered by hand, lowest first. */
  orderBy?: 'fdSort' | 'publishTime';
  children?: MenuEntry[];
}

/** A folder outside the menu (`fixedFolders.json`): the home blocks read by `getFixedFolder`. */
export interface FixedFolderEntry {
  fdId: number;
  fdCode: string;
  fdName: string;
  parentId: number | null;
  jumpUrl: string | null;
  image: string | null;
  content: string | null;
  fdContent: string | null;
  backGroundImage: string | null;
}

/** A folder of the index: menus and fixed folders of one language. */
export interface StoredFolder {
  fdId: number;
  fdCode: string;
  fdName: string;
  lang: Locale;
  parentCode: string | null;
  parentId: number | null;
  /** Ancestor codes, root first. */
  parentCodes: string[];
  level: number;
  status: number;
  jumpUrl: string | null;
  image: string | null;
  content: string | null;
  orderBy: 'fdSort' | 'publishTime';
  /** False for the fixed folders outside the menu tree. */
  inMenu: boolean;
  /** Rich text of the column (`pages/<fdCode>.html`), if any. */
  folderDetail: string | null;
  childIds: number[];
  /** Only fixed folders have a profile block body. */
  fdContent: string | null;
  backGroundImage: string | null;
}

export interface CarouselEntry {
  id: number;
  title: string;
  imageNetUrl: string;
  hyperLink: string | null;
}

export interface SiteInfoEntry {
  copyright: string;
  name: string;
  phone: string;
  fax: string;
  qqNumber: string;
  email: string;
  address: string;
  securityFiling: string;
  icpFiling: string;
}

export interface CompanySiteGroupEntry {
  id: number;
  fdName: string;
  entityList: { id: number; name: string; url: string | null; image: string | null }[];
}

export interface SubsidiariesEntry {
  groups: {
    kind: SubsidiaryKind;
    fdName: string;
    companies: { name: string; url: string | null }[];
  }[];
  directory: {
    companyName: string;
    corporation: string | null;
    address: string | null;
    zipCode: string | null;
    tel: string | null;
    fax: string | null;
    website: string | null;
  }[];
}

export interface ServiceTileEntry {
  fdId: number;
  fdName: string;
  image: string | null;
  jumpUrl: string | null;
  content: string | null;
}

/** One language of the pack. */
export interface LanguagePack {
  lang: Locale;
  /** `menus.json` as written, placeholders included, for `folder/list`. */
  menus: MenuEntry[];
  folders: Map<number, StoredFolder>;
  carousels: CarouselEntry[];
  siteInfo: SiteInfoEntry;
  companySites: CompanySiteGroupEntry[];
  subsidiaries: SubsidiariesEntry;
  /** Digital-engineering cards by the folder code they belong to. */
  serviceTiles: Record<string, ServiceTileEntry[]>;
}

export interface FastTrackEntry {
  id: number;
  fd_Name: string;
  englishName: string;
  icon: string;
  url: string;
  enUrl: string;
}

export interface FriendLinkEntry {
  id: number;
  fd_Name: string;
  englishName: string;
  url: string;
}

/** A listed company of the share ticker (`common/shares.json`). */
export interface ShareEntry {
  /** `<market><code>`, e.g. `sh609117`. */
  symbol: string;
  /** The short name the finance feed gives (Chinese), and the English one the English chart shows. */
  name: string;
  englishName: string;
  /** Around where the price sits; each day's previous close varies about it. */
  basePrice: number;
  /** The demo's fixed trend: the ticker tests rely on one rising and one falling share. */
  trend: 'up' | 'down';
}

/** The whole pack, read once at start. */
export interface ContentPack {
  dir: string;
  filesDir: string;
  languages: Record<Locale, LanguagePack>;
  articles: StoredArticle[];
  fastTrack: FastTrackEntry[];
  friendLinks: FriendLinkEntry[];
  shares: ShareEntry[];
}
