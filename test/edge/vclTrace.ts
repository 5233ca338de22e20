/**
 * Reading which lines of the edge's VCL ran, from the `VCL_trace` records varnishtest prints at `-v` when
 * varnishd runs with `-p vsl_mask=+VCL_trace`: `VCL_trace c vcl1 3 1.26.5` is the VCL `vcl1`, trace point 3,
 * source 1 line 26 column 5. Source 0 is the test's own inline VCL, which includes the edge's VCL first: it
 * is source 1.
 */

const DEFAULT_VCL_SOURCE = 1;
const TRACE = /\bVCL_trace\s+[bc-]\s+\S+\s+\d+\s+(\d+)\.(\d+)\.\d+/;

/** The line of default.vcl a printed line traces, if it traces one. */
export function tracedLines(printed: string): number[] {
  const match = TRACE.exec(printed);
  if (match === null || Number(match[1]) !== DEFAULT_VCL_SOURCE) return [];
  return [Number(match[2])];
}

/** Each `sub` of a VCL file, with the numbers of the lines of its body. */
export function subroutineLines(vcl: string): { name: string; lines: number[] }[] {
  const subs: { name: string; lines: number[] }[] = [];
  let current: { name: string; lines: number[] } | null = null;
  vcl.split('\n').forEach((text, index) => {
    const start = /^sub (\w+) \{/.exec(text);
    if (start?.[1] !== undefined) {
      current = { name: start[1], lines: [] };
      subs.push(current);
    } else if (text === '}') {
      current = null;
    } else if (current !== null) {
      current.lines.push(index + 1);
    }
  });
  return subs;
}
