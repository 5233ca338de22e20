// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReducedMotion } from '../../../../client/src/hooks/useReducedMotion.js';

/** A media query list whose answer the test sets, telling its listeners as a browser would. */
class FakeMediaQuery extends EventTarget {
  constructor(public matches: boolean) {
    super();
  }
  set(matches: boolean) {
    this.matches = matches;
    this.dispatchEvent(new Event('change'));
  }
}

function Probe({ seen }: { seen: boolean[] }) {
  const reduced = useReducedMotion();
  seen.push(reduced);
  return <p>{reduced ? 'still' : 'moving'}</p>;
}

let media: FakeMediaQuery;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  media = new FakeMediaQuery(false);
  vi.spyOn(window, 'matchMedia').mockImplementation(() => media as unknown as MediaQueryList);
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('useReducedMotion', () => {
  it('assumes reduced motion on the server, whatever the browser would say', () => {
    expect(renderToString(<Probe seen={[]} />)).toBe('<p>still</p>');
  });

  it('hydrates with the server value without a mismatch, then follows the media query', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    document.body.append(container);
    const seen: boolean[] = [];
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(seen[0]).toBe(true);
    expect(container.textContent).toBe('moving');

    await act(async () => media.set(true));
    expect(container.textContent).toBe('still');
    await act(async () => media.set(false));
    expect(container.textContent).toBe('moving');
  });
});
