import { describe, expect, it } from 'vitest';
import { PAGE_CODE_ELEMENT_ID, preloadLinks, renderedPageLinks } from '../../../shared/routePreloads';

const preload = {
  scripts: ['/assets/react-a1.js', '/assets/site-b2.js', '/assets/LeadersPage-c3.js'],
};

describe("a route's preloads in its index.html", () => {
  it('the shell (drawn in the browser): every script is fetched at once, beside the entry', () => {
    expect(preloadLinks(preload)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/react-a1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/site-b2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/LeadersPage-c3.js">',
    );
  });

  it('a rendered page: its scripts wait, in order, in an inert template', () => {
    expect(renderedPageLinks(preload)).toBe(
      `<template id="${PAGE_CODE_ELEMENT_ID}">` +
        '<link rel="modulepreload" crossorigin href="/assets/react-a1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/site-b2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/LeadersPage-c3.js">' +
        '</template>',
    );
  });
});
