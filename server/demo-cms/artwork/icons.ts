import { circle, group, line, path, polyline, rect, svgDoc } from './svg.js';

/** Fast-track icons: 96×96 line drawings in the group's blue with one orange accent. */
const BLUE = '#1f5fa8';
const ORANGE = '#f28c28';
const stroke = {
  fill: 'none',
  stroke: BLUE,
  'stroke-width': 4,
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
} as const;

const cloud = (): string =>
  path('M26 58 Q14 58 14 46 Q14 34 28 34 Q32 20 48 20 Q64 20 68 34 Q82 34 82 47 Q82 58 70 58 Z', 'none', stroke);

const ICONS: Record<string, { title: string; body: string }> = {
  'design-cloud': {
    title: 'Design cloud',
    body:
      cloud() +
      polyline(
        [
          [30, 78],
          [66, 78],
        ],
        ORANGE,
        4,
      ) +
      line(36, 72, 36, 78, ORANGE, 3) +
      line(48, 72, 48, 78, ORANGE, 3) +
      line(60, 72, 60, 78, ORANGE, 3),
  },
  'construction-cloud': {
    title: 'Construction cloud',
    body: cloud() + path('M30 80 A18 16 0 0 1 66 80 Z', ORANGE) + rect(26, 79, 44, 5, ORANGE, { rx: 2 }),
  },
  'operation-cloud': {
    title: 'Operation cloud',
    body:
      cloud() +
      path('M32 84 A16 16 0 0 1 64 84', 'none', { ...stroke, stroke: ORANGE }) +
      line(48, 84, 56, 72, ORANGE, 4),
  },
  disclosure: {
    title: 'Disclosures',
    body:
      path('M24 12 H58 L72 26 V84 H24 Z', 'none', stroke) +
      polyline(
        [
          [58, 12],
          [58, 26],
          [72, 26],
        ],
        BLUE,
        4,
      ) +
      line(34, 44, 62, 44, ORANGE, 4) +
      line(34, 56, 62, 56, BLUE, 4) +
      line(34, 68, 52, 68, BLUE, 4),
  },
  'share-price': {
    title: 'Share price',
    body:
      polyline(
        [
          [14, 16],
          [14, 82],
          [84, 82],
        ],
        BLUE,
        4,
      ) +
      polyline(
        [
          [22, 68],
          [38, 52],
          [52, 60],
          [74, 32],
        ],
        ORANGE,
        5,
      ) +
      polyline(
        [
          [62, 32],
          [74, 32],
          [74, 44],
        ],
        ORANGE,
        5,
      ),
  },
  technology: {
    title: 'Technology',
    body:
      path('M40 14 H56 M44 14 V40 L22 78 Q20 84 26 84 H70 Q76 84 74 78 L52 40 V14', 'none', stroke) +
      path('M32 62 H64 L72 78 Q73 82 68 82 H28 Q23 82 24 78 Z', ORANGE),
  },
  careers: {
    title: 'Careers',
    body:
      circle(40, 32, 14, 'none', stroke) +
      path('M14 84 Q14 56 40 56 Q66 56 66 84', 'none', stroke) +
      line(74, 42, 74, 66, ORANGE, 5) +
      line(62, 54, 86, 54, ORANGE, 5),
  },
  contact: {
    title: 'Contact us',
    body:
      rect(12, 24, 72, 50, 'none', { ...stroke, rx: 6 }) +
      polyline(
        [
          [14, 28],
          [48, 54],
          [82, 28],
        ],
        ORANGE,
        4,
      ),
  },
};

export function fastTrackIcons(): { name: string; svg: string }[] {
  return Object.entries(ICONS).map(([name, icon]) => ({ name, svg: svgDoc(96, 96, icon.title, group(icon.body)) }));
}
