import NotFoundView from '../../layout/NotFoundView';

/** `/404`: the page does not exist. */
function NotFoundPage() {
  return <NotFoundView />;
}

export { NotFoundPage as Component };
