import { HOME_ROUTES, ROUTE_PATHS } from './routeTable.js';

/**
 * The routes of the site: the root, which shows the home page, and every route kind's paths (react-router
 * syntax) from the route table (`routeTable.ts`, written from the route kinds' modules). The client
 * registers its routes from it; the BFF uses `matchRoute` to answer known routes with 200 and unknown
 * paths with 404, and `getHref` to write links.
 */

export const FD_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
export const ARTICLE_ID_PATTERN = /^\d{1,12}$/;

export const ROUTES = { home: '/', ...ROUTE_PATHS } as const;

export type RouteId = keyof typeof ROUTES;

/** The parameter names of a path pattern (`/articledetail/:articleId` → `articleId`). */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
/** The parameters the table's paths name. */
type ParamName = ParamNames<(typeof ROUTES)[RouteId]>;
export type RouteParams<Id extends RouteId> = { [N in ParamNames<(typeof ROUTES)[Id]>]: string | number };

/** The path of a route with its parameters filled in (encoded), plus an optional query. */
export function getHref<Id extends RouteId>(
  id: Id,
  params: RouteParams<Id>,
  query?: Readonly<Record<string, string | number>>,
): string {
  const values = params as Record<string, string | number>;
  const path = ROUTES[id].replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
  const search = Object.entries(query ?? {})
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** How each parameter's value is checked: a path naming a parameter that has none here does not compile. */
const PARAM_CHECKS: Record<ParamName, RegExp> = { fdCode: FD_CODE_PATTERN, articleId: ARTICLE_ID_PATTERN };

export interface RouteMatch {
  id: RouteId;
  params: Record<string, string>;
}

/** Each route's path cut into segments once: every link of a page is matched against them. */
const PATTERNS = (Object.keys(ROUTES) as RouteId[]).map((id) => [id, ROUTES[id].split('/')] as const);

/**
 * The checked parameters of `segments` under `pattern`, or null when they do not fit. Nothing is allocated
 * for a pattern whose literal segments differ before its first parameter: every link of a rendered page is
 * matched against most patterns, and the table's parameters all come last.
 */
function paramsFor(pattern: readonly string[], segments: readonly string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  let params: Record<string, string> | undefined;
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i] ?? '';
    const segment = segments[i] ?? '';
    if (!part.startsWith(':')) {
      if (part !== segment) return null;
      continue;
    }
    const name = part.slice(1);
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (!PARAM_CHECKS[name as ParamName].test(value)) return null;
    (params ??= {})[name] = value;
  }
  return params ?? {};
}

/**
 * The route a router has matched by its pattern (the BFF's, whose routes are this table's), once its
 * parameters pass their checks; null when one does not, as for an unknown path.
 */
export function checkedRoute(id: RouteId, params: Readonly<Record<string, string>>): RouteMatch | null {
  for (const [name, value] of Object.entries(params)) {
    if (!(PARAM_CHECKS[name as ParamName] as RegExp | undefined)?.test(value)) return null;
  }
  return { id, params: { ...params } };
}

/** The route a pathname belongs to, with checked parameters, or null for an unknown path. */
export function matchRoute(pathname: string): RouteMatch | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = clean.split('/');
  for (const [id, pattern] of PATTERNS) {
    const params = paramsFor(pattern, segments);
    if (params) return { id, params };
  }
  return null;
}

/** Whether a route shows the home page (titled by the site's name, with the organisation's facts). */
export function isHomeRoute(id: string | null): boolean {
  return HOME_ROUTES.some((home) => home === id);
}
