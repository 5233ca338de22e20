/**
 * CMS rich text is written with whatever heading levels its editor offered (often starting at `<h3>`), but
 * it is shown under the page's own `<h1>`: a field's headings are re-levelled so that its highest heading
 * is an `<h2>` and no level is skipped going down, as the HTML outline and the Nu checker expect.
 */

/** The level a field's highest heading gets: the page's title is its only `<h1>`. */
const TOP_HEADING_LEVEL = 2;
/** HTML has no deeper heading; ranks past it share it. */
const DEEPEST_HEADING_LEVEL = 6;

export const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** The level of a heading's tag name (`h3` → 3), or null for any other tag. */
export function headingLevel(tagName: string): number | null {
  const index = (HEADING_TAGS as readonly string[]).indexOf(tagName);
  return index < 0 ? null : index + 1;
}

/**
 * The new levels of a field's headings, in document order: each heading's depth in the field's outline,
 * counted from h2. A heading's parent is the nearest heading before it of a higher level (a lower number),
 * and it goes one level below that parent's new level, or is an h2 when it has none (it sits under the
 * page's `<h1>`). So the highest headings become h2, the distinct levels of a well-formed field keep their
 * ranks (h3 h5 h5 h3 → h2 h3 h3 h2), no heading goes more than one level below the one before it (h2 h4
 * h3 h5 → h2 h3 h3 h4, where mapping levels by rank alone would keep the jump from h2 to h4), and an
 * outline deeper than five levels stops at h6. Null when every heading keeps its level (no headings, or
 * levels already so), so the field needs no second pass.
 */
export function relevelledHeadings(levels: readonly number[]): number[] | null {
  // The open sections: their original level and new level, outermost first.
  const open: { level: number; relevelled: number }[] = [];
  const relevelled = levels.map((level) => {
    while (open.length > 0 && (open[open.length - 1]?.level ?? 0) >= level) open.pop();
    const parent = open[open.length - 1]?.relevelled ?? TOP_HEADING_LEVEL - 1;
    const own = Math.min(parent + 1, DEEPEST_HEADING_LEVEL);
    open.push({ level, relevelled: own });
    return own;
  });
  return relevelled.every((level, index) => level === levels[index]) ? null : relevelled;
}
