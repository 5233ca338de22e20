import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzippedSize, ownScripts, reachable, type BundleGraph } from '../../../../client/build/bundleSizes';

const chunk = (code: string, imports: string[] = []) => ({ code, imports });

// The entry imports a library; the page imports it too and a widget. A lazily loaded block and another
// page are in the graph but imported by nothing statically.
const graph: BundleGraph = new Map([
  ['entry.js', chunk('entry code', ['vendor.js'])],
  ['vendor.js', chunk('vendor code')],
  ['page.js', chunk('page code', ['vendor.js', 'widget.js'])],
  ['widget.js', chunk('widget code')],
  ['block.js', chunk('block code')],
  ['other.js', chunk('other code')],
]);

describe('the route size report', () => {
  it('counts a first visit as the entry and the page with their static imports, not their lazy ones', () => {
    expect([...reachable(graph, ['entry.js', 'page.js'])].sort()).toEqual([
      'entry.js',
      'page.js',
      'vendor.js',
      'widget.js',
    ]);
  });

  it('lists each script after the scripts it imports, the order a page can run them one by one', () => {
    expect([...reachable(graph, ['page.js', 'entry.js'])]).toEqual(['vendor.js', 'widget.js', 'page.js', 'entry.js']);
  });

  it('adds the gzipped scripts', () => {
    const gz = (text: string) => gzipSync(text).length;
    expect(gzippedSize(graph, new Set(['entry.js', 'page.js', 'widget.js']))).toBe(
      gz('entry code') + gz('page code') + gz('widget code'),
    );
  });

  it("names a route's own scripts, leaving out what the entry already loads", () => {
    const atEntry = reachable(graph, ['entry.js']);
    expect(ownScripts(atEntry, reachable(graph, ['entry.js', 'page.js']))).toEqual(['/widget.js', '/page.js']);
    expect(ownScripts(atEntry, atEntry)).toEqual([]);
  });
});
