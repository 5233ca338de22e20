/** Number formatting for the bench report. */
export const fmt = (n: number, digits = 0): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export const seconds = (startedMs: number): string => `${fmt((performance.now() - startedMs) / 1000, 1)} s`;
