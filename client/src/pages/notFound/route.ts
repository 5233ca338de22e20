import { routeKind } from '../../routeKit/routeKind';

/** The not-found page at its own address; unknown paths draw it where they were asked for. */
export default routeKind({
  paths: { notFound: '/404' },
  page: 'NotFoundPage',
  unlisted: true,
  head: { title: 'notFound.title' },
  load: () => Promise.resolve(),
});
