/**
 * Which URLs may leave the BFF in a link or image field: `http:`, `https:` and site-relative
 * paths; images may also be `data:image/*`. Absolute URLs on the CMS's own origin become site-relative,
 * so `/cms/files/…` resolves through the BFF.
 */

// eslint-disable-next-line no-control-regex -- browsers drop tabs and newlines inside URLs, so any control character is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]{1,40}(?:;[a-z0-9-]{1,40}=[a-z0-9.+-]{1,80})*(?:;base64)?,/i;
const MAIL_OR_PHONE = /^(?:mailto|tel):[^\s/\\][^\s]*$/i;

export interface UrlPolicy {
  /** A link field or an `<a href>`-like target: an allowed URL or null. */
  link(value: string): string | null;
  /** An image source: like `link`, plus `data:image/*`. */
  image(value: string): string | null;
  /** An `href` inside article HTML: like `link`, plus `mailto:`, `tel:` and in-page `#anchors`. */
  htmlHref(value: string): string | null;
}

export function createUrlPolicy(upstreamOrigin: string | null): UrlPolicy {
  const link = (input: string): string | null => {
    const value = input.trim();
    if (value === '' || CONTROL_CHARACTERS.test(value) || value.includes('\\')) return null;
    if (value.startsWith('/')) return value.startsWith('//') ? null : value;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    if (upstreamOrigin !== null && url.origin === upstreamOrigin) return `${url.pathname}${url.search}${url.hash}`;
    return url.href;
  };
  return {
    link,
    image: (input) => {
      const value = input.trim();
      if (DATA_IMAGE.test(value)) return CONTROL_CHARACTERS.test(value) ? null : value;
      return link(value);
    },
    htmlHref: (input) => {
      const value = input.trim();
      if (CONTROL_CHARACTERS.test(value)) return null;
      if (/^#[\w-]{1,100}$/.test(value) || MAIL_OR_PHONE.test(value)) return value;
      return link(value);
    },
  };
}
