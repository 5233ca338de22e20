// @ts-check
/**
 * The client's import boundaries, checked on the resolved path of every relative import:
 * `app/` is the composition root (router, loaders, store factory, providers, entry points) that nothing
 * imports but the route kinds' modules (`pages/<page>/route.ts`, which wire their page in); pages never import other pages; components never import pages or layout; layout
 * never imports pages; the state leaf and the shared hooks import none of the views.
 */
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'src');

/** The first folders of a path inside `client/src` and its file, or null outside it. */
function place(path) {
  const rel = relative(SRC, path);
  if (rel.startsWith('..') || rel === '') return null;
  const [area = '', sub = '', file = ''] = rel.split(sep);
  return { area, sub, file };
}

/** A route kind's module (`pages/<page>/route.ts`) belongs to the composition root: it wires its page in. */
const isRouteKind = (/** @type {{ area: string, file: string }} */ at) => at.area === 'pages' && at.file === 'route.ts';

/** Why `from` may not import `to`, or null when it may. */
function violation(from, to) {
  const root = from.area === 'app' || from.area === 'main.tsx' || from.area === 'entry-server.tsx' || isRouteKind(from);
  if (to.area === 'app' && !root) {
    return 'only the composition root (entry points and app/) imports app/';
  }
  if (from.area === 'pages' && to.area === 'pages' && from.sub !== to.sub) return 'a page never imports another page';
  if (from.area === 'components' && (to.area === 'pages' || to.area === 'layout')) {
    return 'components never import pages or layout';
  }
  if (from.area === 'layout' && to.area === 'pages') return 'layout never imports pages';
  if (from.area === 'state' && ['pages', 'layout', 'components'].includes(to.area)) {
    return 'the state leaf never imports views';
  }
  if (from.area === 'hooks' && ['pages', 'layout', 'components'].includes(to.area)) {
    return 'the shared hooks never import views';
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: { type: 'problem', schema: [], messages: { zone: '{{reason}} ({{target}})' } },
  create(context) {
    const from = place(context.filename);
    if (from === null) return {};
    const check = (/** @type {any} */ node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = place(resolve(dirname(context.filename), source));
      if (to === null) return;
      const reason = violation(from, to);
      if (reason) context.report({ node, messageId: 'zone', data: { reason, target: source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { zones: rule } };
