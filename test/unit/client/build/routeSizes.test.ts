import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  loadSize,
  ownFiles,
  reachable,
  type BundleGraph,
  type ScriptChunk,
} from '../../../../client/build/bundleSizes';

const chunk = (
  code: string,
  imports: string[] = [],
  dynamicImports: string[] = [],
  css: string[] = [],
): ScriptChunk => ({
  code,
  imports,
  dynamicImports,
  css,
});

const graph: BundleGraph = {
  chunks: new Map([
    ['entry.js', chunk('entry code', ['vendor.js'], ['page.js', 'other.js'], ['entry.css'])],
    ['vendor.js', chunk('vendor code')],
    ['page.js', chunk('page code', ['vendor.js', 'widget.js'], ['block.js'], ['page.css'])],
    ['widget.js', chunk('widget code', [], [], ['page.css'])],
    ['block.js', chunk('block code')],
    ['other.js', chunk('other code')],
  ]),
  sheets: new Map([
    ['entry.css', 'body{margin:0}'],
    ['page.css', '.page{color:red}'],
  ]),
};

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

  it('adds the gzipped scripts and each style sheet they bring once', () => {
    const size = loadSize(graph, new Set(['entry.js', 'page.js', 'widget.js']));
    const gz = (text: string) => gzipSync(text).length;
    expect(size).toEqual({
      scripts: 3,
      jsBytes: gz('entry code') + gz('page code') + gz('widget code'),
      sheets: 2,
      cssBytes: gz('body{margin:0}') + gz('.page{color:red}'),
    });
  });

  it("names a route's own scripts and style sheets, leaving out what the entry already loads", () => {
    const atEntry = reachable(graph, ['entry.js']);
    const firstVisit = reachable(graph, ['entry.js', 'page.js']);
    expect(ownFiles(graph, atEntry, firstVisit)).toEqual({
      scripts: ['/widget.js', '/page.js'],
      styles: ['/page.css'],
    });
    expect(ownFiles(graph, atEntry, atEntry)).toEqual({ scripts: [], styles: [] });
  });
});
