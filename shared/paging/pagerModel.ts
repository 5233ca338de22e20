/**
 * The numbered buttons of a pager (layout: total, sizes, prev, pager, next, jumper): the first
 * and last pages always, a window around the current page, and a gap where pages are left out.
 */
export type PagerItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; side: 'before' | 'after' };

/** How many numbered buttons a pager shows at most, gaps included. */
export const PAGER_SLOTS = 7;

/** Pages needed for `total` items; at least 1, so an empty list still has a page to be on. */
export function pageCountOf(total: number, size: number): number {
  if (!Number.isFinite(total) || total <= 0 || size <= 0) return 1;
  return Math.ceil(total / size);
}

/** A page number brought into 1..count. */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

function pages(from: number, to: number, current: number): PagerItem[] {
  const items: PagerItem[] = [];
  for (let page = from; page <= to; page++) items.push({ kind: 'page', page, current: page === current });
  return items;
}

export function pagerItems(currentPage: number, count: number, slots = PAGER_SLOTS): PagerItem[] {
  const last = Math.max(1, Math.trunc(count));
  const current = clampPage(currentPage, last);
  // Fewer than 5 slots cannot hold first, gap, current, gap, last.
  const room = Math.max(5, Math.trunc(slots));
  if (last <= room) return pages(1, last, current);

  const side = Math.floor((room - 1) / 2);
  const gapBefore = current > room - side;
  const gapAfter = current < last - side;
  const first: PagerItem = { kind: 'page', page: 1, current: current === 1 };
  const final: PagerItem = { kind: 'page', page: last, current: current === last };

  if (gapBefore && gapAfter) {
    const around = Math.floor((room - 4) / 2);
    return [
      first,
      { kind: 'gap', side: 'before' },
      ...pages(current - around, current + (room - 5 - around), current),
      { kind: 'gap', side: 'after' },
      final,
    ];
  }
  if (gapAfter) return [...pages(1, room - 2, current), { kind: 'gap', side: 'after' }, final];
  return [first, { kind: 'gap', side: 'before' }, ...pages(last - (room - 3), last, current)];
}
