import { useCallback } from 'react';

/**
 * A ref that sets style properties (custom properties included) on its element through the DOM. The CSP
 * allows no inline style attributes, which server-rendered markup would carry; set like this, the values
 * apply once the page is hydrated, and the style sheet's fallbacks hold until then.
 */
export function useStyleProperties<T extends HTMLElement>(properties: Readonly<Record<string, string>>) {
  const key = JSON.stringify(properties);
  // Keyed by the values, so a new object with the same values keeps the same ref.
  return useCallback(
    (element: T | null) => {
      if (element === null) return;
      for (const [name, value] of Object.entries(JSON.parse(key) as Record<string, string>)) {
        element.style.setProperty(name, value);
      }
    },
    [key],
  );
}
