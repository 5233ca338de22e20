/**
 * Items in the order an editor gave them (`fdSort`, lower first), for folders ordered by hand such as
 * the leaders and the service items. Items without a sort number follow, in the order they came; the
 * sort is stable, so equal numbers keep the server's order too.
 */
export function byFdSort<T extends { fdSort: number | null }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const left = a.item.fdSort ?? Number.POSITIVE_INFINITY;
      const right = b.item.fdSort ?? Number.POSITIVE_INFINITY;
      return left === right ? a.index - b.index : left - right;
    })
    .map(({ item }) => item);
}
