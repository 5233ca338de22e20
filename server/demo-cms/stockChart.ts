import { TRADING_MINUTES, type IntradaySeries } from './shareQuotes.js';

/**
 * An intraday share-price chart as SVG, the kind a finance site serves for `/columnstock`: the price
 * line over the previous close, the day's range on the left axis, the change on the right, and the
 * minute volumes below. Red is up and green is down, as Chinese markets show them.
 */
const W = 720;
const H = 400;
const LEFT = 64;
const RIGHT = 64;
const TOP = 44;
const PRICE_H = 240;
const VOL_TOP = TOP + PRICE_H + 16;
const VOL_H = 64;
const PLOT_W = W - LEFT - RIGHT;

const UP = '#d7263d';
const DOWN = '#1a9850';

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
const x = (i: number): number => LEFT + (i / TRADING_MINUTES) * PLOT_W;

/** The chart of a day's series, headed by `name`: the company's name in the language the chart is drawn for. */
export function stockChartSvg(series: IntradaySeries, name: string): string {
  const traded = series.prices.slice(0, series.lastIndex + 1);
  const price = traded[traded.length - 1] ?? series.prevClose;
  const colour = series.trend === 'up' ? UP : DOWN;
  // The axis is symmetric about the previous close, wide enough for the whole day.
  const span = Math.max(...series.prices.map((p) => Math.abs(p - series.prevClose)), series.prevClose * 0.01) * 1.15;
  const y = (p: number): number => TOP + PRICE_H / 2 - ((p - series.prevClose) / span) * (PRICE_H / 2);
  const line = traded.map((p, i) => `${x(i).toFixed(1)},${y(p).toFixed(1)}`).join(' ');
  const area = `${x(0).toFixed(1)},${y(series.prevClose).toFixed(1)} ${line} ${x(traded.length - 1).toFixed(1)},${y(series.prevClose).toFixed(1)}`;
  const maxVolume = Math.max(...series.volumes);
  const bars = series.volumes
    .slice(0, series.lastIndex + 1)
    .map((v, i) => {
      const h = (v / maxVolume) * VOL_H;
      const up = i === 0 ? series.trend === 'up' : (traded[i] ?? 0) >= (traded[i - 1] ?? 0);
      return `<rect x="${(x(i) - 0.6).toFixed(1)}" y="${(VOL_TOP + VOL_H - h).toFixed(1)}" width="1.2" height="${h.toFixed(1)}" fill="${up ? UP : DOWN}"/>`;
    })
    .join('');
  const levels = [1, 0.5, 0, -0.5, -1].map((k) => {
    const p = series.prevClose + k * span;
    const pct = (k * span * 100) / series.prevClose;
    const fill = k > 0 ? UP : k < 0 ? DOWN : '#555';
    return (
      `<line x1="${LEFT}" x2="${W - RIGHT}" y1="${y(p).toFixed(1)}" y2="${y(p).toFixed(1)}" ${k === 0 ? 'stroke="#999" stroke-dasharray="4 3"' : 'stroke="#ddd"'}/>` +
      `<text x="${LEFT - 6}" y="${(y(p) + 4).toFixed(1)}" text-anchor="end" fill="${fill}">${p.toFixed(2)}</text>` +
      `<text x="${W - RIGHT + 6}" y="${(y(p) + 4).toFixed(1)}" fill="${fill}">${pct >= 0 ? '+' : ''}${pct.toFixed(2)}%</text>`
    );
  });
  const change = price - series.prevClose;
  const changePct = (change * 100) / series.prevClose;
  const times = [
    [0, '09:30'],
    [60, '10:30'],
    [120, '11:30/13:00'],
    [180, '14:00'],
    [240, '15:00'],
  ] as const;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="Arial, 'Noto Sans CJK SC', sans-serif" font-size="11">`,
    `<title>${escapeXml(`${name} ${series.symbol} ${series.date}`)}</title>`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${LEFT}" y="24" font-size="15" font-weight="bold" fill="#222">${escapeXml(name)} <tspan fill="#777" font-weight="normal">${series.symbol.toUpperCase()}</tspan></text>`,
    `<text x="${W - RIGHT}" y="24" font-size="15" text-anchor="end" fill="${colour}">${price.toFixed(2)}  ${change >= 0 ? '+' : ''}${change.toFixed(2)}  ${changePct >= 0 ? '+' : ''}${changePct.toFixed(2)}%</text>`,
    `<rect x="${LEFT}" y="${TOP}" width="${PLOT_W}" height="${PRICE_H}" fill="none" stroke="#ccc"/>`,
    ...levels,
    ...times.map(
      ([i, label]) =>
        `<line x1="${x(i).toFixed(1)}" x2="${x(i).toFixed(1)}" y1="${TOP}" y2="${VOL_TOP + VOL_H}" stroke="#eee"/>` +
        `<text x="${x(i).toFixed(1)}" y="${VOL_TOP + VOL_H + 16}" text-anchor="middle" fill="#777">${label}</text>`,
    ),
    `<polygon points="${area}" fill="${colour}" fill-opacity="0.12"/>`,
    `<polyline points="${line}" fill="none" stroke="${colour}" stroke-width="1.6" stroke-linejoin="round"/>`,
    `<rect x="${LEFT}" y="${VOL_TOP}" width="${PLOT_W}" height="${VOL_H}" fill="none" stroke="#ccc"/>`,
    bars,
    `<text x="${LEFT}" y="${H - 6}" fill="#999">${series.date} ${series.time}</text>`,
    '</svg>',
  ].join('');
}
