import { HYDRATION_MARK } from '../../shared/hydrationMark';
import { PAGE_CODE_ELEMENT_ID } from '../../shared/routePreloads';
import { STATE_ELEMENT_ID } from '../../shared/ssr/renderContract';
import { holdEarlyClicks, type EarlyClicks } from './app/earlyClicks';
import { nextTask } from './app/nextTask';
import './styles/global.css';

/**
 * Resolves once a worker has loaded the browser's locale data (`app/localeData.worker.ts`), or could not:
 * the formatter hydration makes then costs the main thread nothing.
 */
function localeDataLoaded(): Promise<unknown> {
  return new Promise((resolve) => {
    try {
      const worker = new Worker(new URL('./app/localeData.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = worker.onerror = resolve;
    } catch {
      // A page whose policy allows no worker: the formatter loads the data itself.
      resolve(null);
    }
  });
}

/**
 * The browser entry, kept small. On a page the server drew, the app's code (React, the router, the store,
 * the page's module) is fetched once the document has been read, after the style sheet and the main
 * picture, which the HTML names first. The server lists that code in an inert `<template>`, libraries
 * before the code that imports them. Its links go live here, so every script loads side by side while a worker loads the
 * locale data; then the scripts run in the list's order, and the page hydrates.
 */
async function hydrateDrawnPage(container: HTMLElement, stateElement: HTMLElement, early: EarlyClicks) {
  performance.mark(HYDRATION_MARK);
  const localeData = localeDataLoaded();
  // Starting the first worker of a page holds a phone's main thread a while: a task of its own.
  await nextTask();
  const code = document.getElementById(PAGE_CODE_ELEMENT_ID) as HTMLTemplateElement | null;
  if (code) {
    const links = [...code.content.querySelectorAll('link')];
    document.head.append(...links);
    // In the document, each link's address resolves against the page's.
    for (const link of links) await import(/* @vite-ignore */ link.href);
  }
  const { hydrate } = await import('./app/hydratePage');
  await hydrate(container, stateElement, localeData, () => early.replay());
}

const container = document.getElementById('root');
const stateElement = document.getElementById(STATE_ELEMENT_ID);
if (container && stateElement) void hydrateDrawnPage(container, stateElement, holdEarlyClicks(container));
// Without server markup (the shell, sent when the CMS failed), the app renders in the browser alone.
else if (container) void import('./app/clientStart').then(({ start }) => start(container));
