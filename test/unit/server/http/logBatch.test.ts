import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { LogBatch } from '../../../../server/http/logBatch.js';

describe('LogBatch', () => {
  it('writes the lines of one turn in one write, in order, at the end of the turn', async () => {
    const writes: string[] = [];
    const batch = new LogBatch({ write: (text: string) => writes.push(text) });
    batch.write('a\n');
    batch.write('b\n');
    batch.write('c\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['a\nb\nc\n']);
    batch.write('d\n');
    await nextTurn();
    expect(writes).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('writes what is pending when flushed (as at exit)', () => {
    const writes: string[] = [];
    const batch = new LogBatch({ write: (text: string) => writes.push(text) });
    batch.write('last\n');
    batch.flush();
    expect(writes).toEqual(['last\n']);
  });
});

describe('LogBatch size', () => {
  it('writes a batch early once it reaches 8 KB', () => {
    const writes: string[] = [];
    const batch = new LogBatch({ write: (text: string) => writes.push(text) });
    const line = `${'x'.repeat(1023)}\n`;
    for (let i = 0; i < 8; i += 1) batch.write(line);
    expect(writes).toEqual([line.repeat(8)]);
  });
});
