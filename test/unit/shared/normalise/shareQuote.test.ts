import { describe, expect, it } from 'vitest';
import { UpstreamShapeError } from '../../../../shared/normalise/cleaner.js';
import { parseShareText } from '../../../../shared/normalise/shareQuote.js';

function line(symbol: string, name: string, prevClose: string, price: string, date = '2026-11-20', time = '15:00:03') {
  const fields = [name, '7.10', prevClose, price, '7.30', '7.01', ...Array<string>(24).fill('0'), date, time, '00'];
  return `var hq_str_${symbol}="${fields.join(',')}";`;
}

describe('parseShareText', () => {
  it('parses one quote per line with change, percentage and time', () => {
    const [quote] = parseShareText(line('sh609117', '衡川化建', '7.15', '7.20'));
    expect(quote).toEqual({
      market: 'sh',
      code: '609117',
      name: '衡川化建',
      price: 7.2,
      prevClose: 7.15,
      change: 0.05,
      changePercent: 0.7,
      direction: 'up',
      time: '2026-11-20 15:00:03',
    });
  });

  it('marks a negative change as down', () => {
    const [quote] = parseShareText(line('sz004206', '衡川新材', '10.00', '9.93'));
    expect(quote).toMatchObject({ change: -0.07, changePercent: -0.7, direction: 'down' });
  });

  it('treats an unchanged price as up', () => {
    expect(parseShareText(line('sz004206', 'X', '5.00', '5.00'))[0]?.direction).toBe('up');
  });

  it('splits lines on newlines and semicolons', () => {
    const text = `${line('sh609117', 'A', '1', '2')}\n${line('sz004206', 'B', '2', '1')}`;
    expect(parseShareText(text).map((q) => q.code)).toEqual(['609117', '004206']);
    const joined = `${line('sh609117', 'A', '1', '2')}${line('sz004206', 'B', '2', '1')}`;
    expect(parseShareText(joined)).toHaveLength(2);
  });

  it('accepts an array of strings', () => {
    expect(parseShareText([line('sh609117', 'A', '1', '2'), line('sz004206', 'B', '2', '1')])).toHaveLength(2);
  });

  it.each([
    ['not text', 42],
    ['an empty string', ''],
    ['a line in another form', 'hello world'],
    ['a price that is not a number', line('sh609117', 'A', '1', 'abc')],
    ['a line with too few fields', 'var hq_str_sh609117="A,1,2,3";'],
    ['a missing name', line('sh609117', '', '1', '2')],
    ['a bad date', line('sh609117', 'A', '1', '2', '20/11/2026')],
  ])('rejects %s', (_label, data) => {
    expect(() => parseShareText(data)).toThrow(UpstreamShapeError);
  });
});
