/**
 * The route table (docs/navigation.md): one entry per route kind, with its path pattern (react-router syntax).
 * The client registers its routes from it; the BFF uses `matchRoute` to answer known routes with 200
 * and unknown paths with 404.
 */

export const FD_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
export const ARTICLE_ID_PATTERN = /^\d{1,12}$/;

type ParamKind = 'fdCode' | 'articleId';

export interface RouteDef {
  /** react-router path pattern. */
  path: string;
  /** Pattern parameters and how each is checked. */
  params: Readonly<Record<string, ParamKind>>;
}

const fdCode = { fdCode: 'fdCode' } as const;
const articleId = { articleId: 'articleId' } as const;

export const ROUTES = {
  home: { path: '/', params: {} },
  homeIndex: { path: '/index/:fdCode', params: fdCode },
  cncec: { path: '/cncec', params: {} },
  leaders: { path: '/leaders', params: {} },
  companyLeaderDetail: { path: '/companyLeaderDetail', params: {} },
  companyzzjge: { path: '/companyzzjge/:fdCode', params: fdCode },
  companywzdt: { path: '/companywzdt', params: {} },
  columnArticle: { path: '/column_article/:fdCode', params: fdCode },
  columnFolderList: { path: '/columnFolderList/:fdCode', params: fdCode },
  columnFolderList2: { path: '/columnFolderList2/:fdCode', params: fdCode },
  companySzhfw: { path: '/companySzhfw/:fdCode', params: fdCode },
  szhfw: { path: '/szhfw/:fdCode', params: fdCode },
  columndetail: { path: '/columndetail/:fdCode', params: fdCode },
  ztzldetail: { path: '/ztzldetail', params: {} },
  articlepagelist: { path: '/articlepagelist/:fdCode', params: fdCode },
  articleimglist: { path: '/articleimglist/:fdCode', params: fdCode },
  articleimglists: { path: '/articleimglists/:fdCode', params: fdCode },
  articleimglists2: { path: '/articleimglists2/:fdCode', params: fdCode },
  articleimglists3: { path: '/articleimglists3/:fdCode', params: fdCode },
  articleimgdetaillist: { path: '/articleimgdetaillist/:fdCode', params: fdCode },
  articledetail: { path: '/articledetail/:articleId', params: articleId },
  articledetailonly: { path: '/articledetailonly/:articleId', params: articleId },
  articlepreview: { path: '/articlepreview/:articleId', params: articleId },
  articlesearch: { path: '/articlesearch', params: {} },
  columnstock: { path: '/columnstock/:fdCode', params: fdCode },
  notFound: { path: '/404', params: {} },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;

type ParamNames<Id extends RouteId> = keyof (typeof ROUTES)[Id]['params'];
export type RouteParams<Id extends RouteId> = { [N in ParamNames<Id>]: string | number };

/** The path of a route with its parameters filled in (encoded), plus an optional query. */
export function getHref<Id extends RouteId>(
  id: Id,
  params: RouteParams<Id>,
  query?: Readonly<Record<string, string | number>>,
): string {
  const values = params as Record<string, string | number>;
  const path = ROUTES[id].path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
  const search = Object.entries(query ?? {})
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

const PARAM_CHECKS: Record<ParamKind, RegExp> = { fdCode: FD_CODE_PATTERN, articleId: ARTICLE_ID_PATTERN };

export interface RouteMatch {
  id: RouteId;
  params: Record<string, string>;
}

/** Each route's path cut into segments once: every link of a page is matched against them. */
const PATTERNS = (Object.keys(ROUTES) as RouteId[]).map((id) => [id, ROUTES[id].path.split('/')] as const);

/** The route a pathname belongs to, with checked parameters, or null for an unknown path. */
export function matchRoute(pathname: string): RouteMatch | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = clean.split('/');
  for (const [id, pattern] of PATTERNS) {
    const def: RouteDef = ROUTES[id];
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matched = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!part.startsWith(':')) return part === segment;
      const name = part.slice(1);
      let value: string;
      try {
        value = decodeURIComponent(segment);
      } catch {
        return false;
      }
      const kind = def.params[name];
      if (!kind || !PARAM_CHECKS[kind].test(value)) return false;
      params[name] = value;
      return true;
    });
    if (matched) return { id, params };
  }
  return null;
}
