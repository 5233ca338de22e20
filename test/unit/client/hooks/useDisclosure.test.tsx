// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDisclosure } from '../../../../client/src/hooks/useDisclosure.js';

/** A trigger with a panel holding a link, inside an outer element that counts the Escapes it sees. */
function Menu({ outerEscapes }: { outerEscapes: string[] }) {
  const [open, setOpen] = useState(false);
  const { panelId, triggerProps, onKeyDown } = useDisclosure<HTMLButtonElement>({
    open,
    onClose: () => setOpen(false),
  });
  return (
    <div onKeyDown={(event) => outerEscapes.push(event.key)}>
      <div onKeyDown={onKeyDown}>
        <button {...triggerProps} type="button" onClick={() => setOpen(!open)}>
          Menu
        </button>
        <div id={panelId} hidden={!open}>
          <a href="/leaders">Leaders</a>
        </div>
      </div>
    </div>
  );
}

let root: Root;
let escapes: string[];
const trigger = () => document.querySelector('button') as HTMLButtonElement;
const panel = () => document.getElementById(trigger().getAttribute('aria-controls') ?? '') as HTMLElement;
const pressEscape = (target: Element) =>
  act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
  });

beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  escapes = [];
  root = createRoot(container);
  await act(async () => root.render(<Menu outerEscapes={escapes} />));
});

afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

describe('useDisclosure', () => {
  it('ties the trigger to its panel and tells whether it is open', async () => {
    expect(panel()).not.toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    await act(async () => trigger().click());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(panel().hidden).toBe(false);
  });

  it('closes on Escape inside the panel and gives focus back to the trigger', async () => {
    await act(async () => trigger().click());
    const link = panel().querySelector('a') as HTMLAnchorElement;
    link.focus();
    expect(document.activeElement).toBe(link);

    await pressEscape(link);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(trigger());
    // Handled here: an outer disclosure does not close as well.
    expect(escapes).toEqual([]);
  });

  it('leaves Escape alone while the panel is closed', async () => {
    trigger().focus();
    await pressEscape(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(escapes).toEqual(['Escape']);
  });
});
