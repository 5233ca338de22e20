import { sampleSlide, type NewsSlide } from './newsSlides';
import first from './sample-news-1.svg';
import second from './sample-news-2.svg';
import third from './sample-news-3.svg';

/** The slides shown when the news slider cannot be loaded. */
export const SAMPLE_SLIDES: readonly NewsSlide[] = [
  sampleSlide('sample-1', first),
  sampleSlide('sample-2', second),
  sampleSlide('sample-3', third),
];
