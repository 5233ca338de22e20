import { columnWith } from '../../routeKit/loadSteps';
import { routeKind } from '../../routeKit/routeKind';

/** The digital services as cards: the menu entry's own children, so nothing beyond the menu tree. */
export default routeKind({
  paths: { szhfw: '/szhfw/:fdCode' },
  page: 'ServiceCardsPage',
  load: columnWith(() => undefined),
});
