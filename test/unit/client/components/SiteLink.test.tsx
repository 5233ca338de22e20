// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SiteLink } from '../../../../client/src/components/SiteLink/SiteLink.js';

function Where() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

let root: Root;
let clicks: string[];

/** The app at `/index/sy` with one link to the news list (its own click handler records each click). */
async function renderLink(preventDefault = false) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SiteLink
              to="/articlepagelist/jtyw?pageNum=2"
              className="news"
              onClick={(event) => {
                clicks.push('own');
                if (preventDefault) event.preventDefault();
              }}
            >
              News
            </SiteLink>
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/index/sy'] },
  );
  await act(async () => root.render(<RouterProvider router={router} />));
  return router;
}

const link = () => document.querySelector('a') as HTMLAnchorElement;
const location = () => document.querySelector('output')?.textContent;

/**
 * A click as the browser sends it, then the painted frame and the task after it (when the link navigates);
 * true when nothing cancelled it (the browser would follow the link).
 */
async function click(init: MouseEventInit = {}): Promise<boolean> {
  let followed = false;
  await act(async () => {
    followed = link().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
  return followed;
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  clicks = [];
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

describe('SiteLink', () => {
  it('is an anchor to the path, with the attributes it was given', async () => {
    await renderLink();
    expect(link().getAttribute('href')).toBe('/articlepagelist/jtyw?pageNum=2');
    expect(link().className).toBe('news');
    expect(link().textContent).toBe('News');
  });

  it('navigates inside the app on a plain left click, after its own handler', async () => {
    const router = await renderLink();
    expect(await click()).toBe(false);
    expect(clicks).toEqual(['own']);
    expect(location()).toBe('/articlepagelist/jtyw?pageNum=2');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    'leaves a click with %j to the browser',
    async (init) => {
      await renderLink();
      expect(await click(init)).toBe(true);
      expect(clicks).toEqual(['own']);
      expect(location()).toBe('/index/sy');
    },
  );

  it('does not navigate when its own handler prevented the default', async () => {
    await renderLink(true);
    await click();
    expect(clicks).toEqual(['own']);
    expect(location()).toBe('/index/sy');
  });
});
