import { circle, group, path, poly, svgDoc, text } from './svg.js';

/**
 * The group's logo: a hexagon (the benzene ring of chemistry) holding a rising drop, beside the name in
 * Chinese and English. A white version sits on dark headers.
 */
const CJK = "'Noto Sans CJK SC', 'Source Han Sans SC', 'Microsoft YaHei', sans-serif";
const LATIN = "Arial, 'Helvetica Neue', sans-serif";

/** The mark alone, in a 112 × 120 box: it needs no font, so it can be drawn into rasters anywhere. */
export function mark(main: string, accent: string): string {
  const hex: [number, number][] = Array.from({ length: 6 }, (_, k) => [
    56 + 46 * Math.cos((k * Math.PI) / 3 - Math.PI / 2),
    60 + 46 * Math.sin((k * Math.PI) / 3 - Math.PI / 2),
  ]);
  return (
    poly(hex, 'none', { stroke: main, 'stroke-width': 9, 'stroke-linejoin': 'round' }) +
    path('M56 28 Q78 58 72 74 Q66 90 56 90 Q46 90 40 74 Q34 58 56 28 Z', accent) +
    circle(56, 74, 7, main === '#ffffff' ? main : '#ffffff', { opacity: 0.85 })
  );
}

function logo(main: string, accent: string, sub: string, title: string): string {
  const body =
    mark(main, accent) +
    group(
      text(124, 62, '衡川化学工程集团', {
        'font-family': CJK,
        'font-size': 38,
        'font-weight': 'bold',
        fill: main,
        'letter-spacing': 3,
      }) +
        text(126, 94, 'HENGCHUAN CHEMICAL ENGINEERING GROUP', {
          'font-family': LATIN,
          'font-size': 15.5,
          fill: sub,
          'letter-spacing': 1.2,
        }),
    );
  return svgDoc(560, 120, title, body);
}

export function logos(): { name: string; svg: string }[] {
  return [
    { name: 'logo', svg: logo('#1f5fa8', '#f28c28', '#4a6a8f', 'Hengchuan Chemical Engineering Group') },
    { name: 'logo-white', svg: logo('#ffffff', '#f6b26b', '#dbe7f5', 'Hengchuan Chemical Engineering Group') },
  ];
}
