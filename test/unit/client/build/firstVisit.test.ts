import { describe, expect, it } from 'vitest';
import type { BundleGraph, ScriptChunk } from '../../../../client/build/bundleSizes';
import { firstVisitScripts } from '../../../../client/build/firstVisit';
import { firstVisitReport, gzipBytes } from '../../../../client/build/firstVisitReport';

const chunk = (imports: string[] = [], dynamicImports: string[] = []): ScriptChunk => ({
  code: '',
  imports,
  dynamicImports,
  css: [],
});

// The entry loads a library, lazily the home page, another page, the footer and a start-up module the
// home page never needs; the home page loads one block at once and holds another until interaction.
const graph: BundleGraph = {
  chunks: new Map([
    ['entry.js', chunk(['react.js'], ['home.js', 'other.js', 'footer.js', 'start.js'])],
    ['react.js', chunk()],
    ['home.js', chunk(['react.js'], ['about.js', 'contact.js'])],
    ['about.js', chunk(['shared.js'])],
    ['contact.js', chunk(['shared.js', 'chart.js'])],
    ['shared.js', chunk()],
    ['chart.js', chunk()],
    ['footer.js', chunk()],
    ['other.js', chunk(['page-parts.js'])],
    ['page-parts.js', chunk()],
    ['start.js', chunk()],
  ]),
  sheets: new Map(),
};

const scripts = firstVisitScripts({
  graph,
  entries: ['entry.js'],
  page: 'home.js',
  never: new Set(['other.js', 'start.js']),
  onInteraction: new Set(['contact.js']),
  libraryOf: (fileName) => (fileName === 'react.js' ? 'react' : undefined),
});
const when = Object.fromEntries(scripts.map((script) => [script.fileName, script.when]));

describe('the first visit to the home page', () => {
  it('sorts every script it may load by when it loads', () => {
    expect(when).toEqual({
      'entry.js': 'with the page',
      'react.js': 'with the page',
      'home.js': 'with the page',
      'about.js': 'while hydrating',
      'shared.js': 'while hydrating',
      'footer.js': 'while hydrating',
      'contact.js': 'on interaction',
      'chart.js': 'on interaction',
    });
  });

  it('never counts other pages or the modules declared as not loaded', () => {
    expect(Object.keys(when)).not.toContain('other.js');
    expect(Object.keys(when)).not.toContain('page-parts.js');
    expect(Object.keys(when)).not.toContain('start.js');
  });

  it('names the library a script holds, the app otherwise', () => {
    expect(scripts.find((script) => script.fileName === 'react.js')?.library).toBe('react');
    expect(scripts.find((script) => script.fileName === 'about.js')?.library).toBe('app');
  });

  it('adds up what loads without interaction and compares it with the limit', () => {
    const code: Record<string, string> = { 'entry.js': 'entry();', 'contact.js': 'contact();'.repeat(50) };
    const report = firstVisitReport(scripts, (fileName) => code[fileName] ?? '', { limitKb: 0.01 });
    const withoutInteraction = scripts
      .filter((script) => script.when !== 'on interaction')
      .reduce((total, script) => total + gzipBytes(code[script.fileName] ?? ''), 0);
    expect(report.record.firstVisitBytes).toBe(withoutInteraction);
    expect(report.verdict).toMatch(/in 6 scripts \(limit 0\.01 kB, [\d.]+ kB over\)$/);
    expect(report.text).toContain('on interaction: ');
    const roomy = firstVisitReport(scripts, (fileName) => code[fileName] ?? '', { limitKb: 100 });
    expect(roomy.verdict).toMatch(/\(limit 100 kB, [\d.]+ kB under\)$/);
  });
});
