import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TargetLink } from '../../../../client/src/components/TargetLink/TargetLink.js';
import en from '../../../../client/src/i18n/en.json';

function render(link: ReactElement): string {
  return renderToStaticMarkup(
    <IntlProvider locale="en" messages={en}>
      <MemoryRouter>{link}</MemoryRouter>
    </IntlProvider>,
  );
}

/** The parsed anchor, so assertions name attributes rather than markup order. */
function anchor(link: ReactElement): { href: string | null; target: string | null; rel: string | null; text: string } {
  const html = render(link);
  const tag = /^<a([^>]*)>(.*)<\/a>$/s.exec(html);
  if (!tag) throw new Error(`not a link: ${html}`);
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag[1] ?? '')?.[1] ?? null;
  return {
    href: attribute('href'),
    target: attribute('target'),
    rel: attribute('rel'),
    text: (tag[2] ?? '').replace(/<[^>]+>/g, ''),
  };
}

const NOTE = en['common.opensInNewWindow'];

describe('TargetLink', () => {
  it('opens an http(s) URL in a new window, without opener or referrer, and says so', () => {
    expect(anchor(<TargetLink to="https://partner.example.com/">Partner</TargetLink>)).toEqual({
      href: 'https://partner.example.com/',
      target: '_blank',
      rel: 'noopener noreferrer',
      text: `Partner${NOTE}`,
    });
  });

  it('navigates to a route of the app in the same window', () => {
    expect(anchor(<TargetLink to="/columndetail/gsjj">About</TargetLink>)).toEqual({
      href: '/columndetail/gsjj',
      target: null,
      rel: null,
      text: 'About',
    });
  });

  it('accepts a resolved target and keeps its query', () => {
    const link = anchor(<TargetLink to={{ kind: 'internal', path: '/ztzldetail?fdId=7' }}>Topics</TargetLink>);
    expect(link.href).toBe('/ztzldetail?fdId=7');
    expect(link.target).toBeNull();
  });

  it('opens a page of the site in a new window when asked, and says so', () => {
    expect(
      anchor(
        <TargetLink to="/articledetail/1001" newWindow>
          News
        </TargetLink>,
      ),
    ).toEqual({
      href: '/articledetail/1001',
      target: '_blank',
      rel: 'noopener',
      text: `News${NOTE}`,
    });
  });

  it('links a site path that is no route of the app as a plain link', () => {
    expect(anchor(<TargetLink to="/cms/files/report.pdf">Report</TargetLink>)).toEqual({
      href: '/cms/files/report.pdf',
      target: null,
      rel: null,
      text: 'Report',
    });
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example.com/', '/\\evil.example.com', '  ', null])(
    'renders no link for %j',
    (url) => {
      expect(render(<TargetLink to={url}>Name</TargetLink>)).toBe('<span>Name</span>');
    },
  );

  it('renders the fallback instead when there is no target', () => {
    expect(
      render(
        <TargetLink to={null} className="tile" fallback={<div className="tile">Tile</div>}>
          Tile
        </TargetLink>,
      ),
    ).toBe('<div class="tile">Tile</div>');
    expect(render(<TargetLink to={undefined} fallback={null} />)).toBe('');
  });

  it('passes its other attributes to the link', () => {
    const html = render(
      <TargetLink to="/leaders" className="card" aria-current="page" data-leader="7">
        Leaders
      </TargetLink>,
    );
    expect(html).toContain('class="card"');
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('data-leader="7"');
  });
});
