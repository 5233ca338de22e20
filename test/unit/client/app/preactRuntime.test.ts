import * as compat from 'preact/compat';
import * as compatClient from 'preact/compat/client';
import * as react from 'react';
import * as reactDomClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

describe("the client's tests run on what ships", () => {
  it("resolve React's names to Preact, as the browser build and the renderer do", () => {
    expect(react.useState).toBe(compat.useState);
    expect(react.createContext).toBe(compat.createContext);
    expect(reactDomClient.hydrateRoot).toBe(compatClient.hydrateRoot);
    expect(renderToString(react.createElement('p', { className: 'x' }, 'text'))).toBe('<p class="x">text</p>');
  });
});
