/**
 * The style sheet's autoplay (Carousel.module.css, `data-css-autoplay`): written for slides shown 3 s each,
 * moving in the last 0.5 s of their time, for two to eight slides. It keeps a server-drawn carousel
 * moving while its code waits for the visitor.
 */
export const CSS_AUTOPLAY_MS = 3000;
const CSS_MOVE_MS = 500;
const CSS_SLIDES = { min: 2, max: 8 };

/** The slide count the style sheet animates, or null when it has no animation for this carousel. */
export function cssAutoplayCount(count: number, autoplayMs: number | undefined): number | null {
  if (autoplayMs !== CSS_AUTOPLAY_MS || count < CSS_SLIDES.min || count > CSS_SLIDES.max) return null;
  return count;
}

/** The slide the style sheet shows now on `track` (the one arriving, while it moves), from its animation. */
export function cssSlideIndex(track: HTMLElement, count: number): number {
  const animation = track.getAnimations().find((running) => running instanceof CSSAnimation);
  const time = Number(animation?.currentTime ?? 0);
  const cycle = count * CSS_AUTOPLAY_MS;
  return Math.floor(((time % cycle) + CSS_MOVE_MS) / CSS_AUTOPLAY_MS) % count;
}
