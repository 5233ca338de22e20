/** Flat colour schemes; each picture of a theme takes a different one. */
export interface Palette {
  name: string;
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  mid: string;
  near: string;
  ground: string;
  accent: string;
  accent2: string;
  light: string;
  /** Night scenes light their windows and lamps. */
  night: boolean;
}

export const PALETTES: readonly Palette[] = [
  {
    name: 'day',
    skyTop: '#8ec5e8',
    skyBottom: '#e3f2fb',
    sun: '#ffd166',
    far: '#b8cfdf',
    mid: '#6f8fa8',
    near: '#3f5d75',
    ground: '#cfd8dc',
    accent: '#f28c28',
    accent2: '#2a9d8f',
    light: '#ffffff',
    night: false,
  },
  {
    name: 'dusk',
    skyTop: '#f6a06b',
    skyBottom: '#fde2c4',
    sun: '#fff1b8',
    far: '#d9a48f',
    mid: '#9c6b73',
    near: '#5b3f55',
    ground: '#e8c9b5',
    accent: '#ffd166',
    accent2: '#e76f51',
    light: '#fff4e6',
    night: false,
  },
  {
    name: 'night',
    skyTop: '#0f2341',
    skyBottom: '#2b4c75',
    sun: '#f1f5f9',
    far: '#2f4d73',
    mid: '#1d3557',
    near: '#12233b',
    ground: '#1b2a3f',
    accent: '#ffb703',
    accent2: '#8ecae6',
    light: '#e0f0ff',
    night: true,
  },
  {
    name: 'teal',
    skyTop: '#a8e0d8',
    skyBottom: '#effaf7',
    sun: '#fff3b0',
    far: '#9cc9c0',
    mid: '#4f9a8f',
    near: '#2d6a63',
    ground: '#d5ebe6',
    accent: '#ef476f',
    accent2: '#118ab2',
    light: '#ffffff',
    night: false,
  },
  {
    name: 'violet',
    skyTop: '#b8a9e3',
    skyBottom: '#f6d6e8',
    sun: '#ffe8a3',
    far: '#a99bc9',
    mid: '#6c5b9e',
    near: '#3f3568',
    ground: '#e4dcef',
    accent: '#ff9f1c',
    accent2: '#2ec4b6',
    light: '#ffffff',
    night: false,
  },
  {
    name: 'steel',
    skyTop: '#c9d3dc',
    skyBottom: '#eef2f5',
    sun: '#f8f9fa',
    far: '#aab7c4',
    mid: '#7b8c9c',
    near: '#4a5a6a',
    ground: '#d9dfe4',
    accent: '#e63946',
    accent2: '#457b9d',
    light: '#ffffff',
    night: false,
  },
  {
    name: 'golden',
    skyTop: '#f9d77e',
    skyBottom: '#fff4d6',
    sun: '#fffbe6',
    far: '#e2bf74',
    mid: '#b5894a',
    near: '#6b4f2a',
    ground: '#f1e3c3',
    accent: '#c1121f',
    accent2: '#3a86ff',
    light: '#ffffff',
    night: false,
  },
  {
    name: 'fresh',
    skyTop: '#9ed8f0',
    skyBottom: '#eafaf1',
    sun: '#ffe066',
    far: '#a7d7b8',
    mid: '#5fae7d',
    near: '#2f7d4f',
    ground: '#cfeedd',
    accent: '#f77f00',
    accent2: '#0077b6',
    light: '#ffffff',
    night: false,
  },
];

/** The palette of picture `index` (1-based) of theme number `theme`: six pictures, six palettes. */
export function paletteFor(theme: number, index: number): Palette {
  return PALETTES[(theme * 3 + index) % PALETTES.length] ?? (PALETTES[0] as Palette);
}
