import { describe, expect, it } from 'vitest';
import { hostCustomersFirst, hostSorgsOf } from './host-customers-first';

interface Row {
  name: string;
  sorgs: string[];
}

const rows: Row[] = [
  { name: 'Alpha Bikes', sorgs: ['2000'] },
  { name: 'Bravo Cycles', sorgs: ['1000'] },
  { name: 'Charlie Sport', sorgs: ['2000', '1000'] },
  { name: 'Delta Ride', sorgs: [] },
  { name: 'Echo Wheels', sorgs: ['1000'] },
];
const sorgsOf = (row: Row) => row.sorgs;
const names = (list: Row[]) => list.map((row) => row.name);

describe('hostCustomersFirst', () => {
  it("puts the host's own customers first, keeping the given order within each part", () => {
    expect(names(hostCustomersFirst(rows, ['1000'], sorgsOf))).toEqual([
      'Bravo Cycles',
      'Charlie Sport',
      'Echo Wheels',
      'Alpha Bikes',
      'Delta Ride',
    ]);
  });

  it('follows the host: another host puts its own customers first', () => {
    expect(names(hostCustomersFirst(rows, ['2000'], sorgsOf))).toEqual([
      'Alpha Bikes',
      'Charlie Sport',
      'Bravo Cycles',
      'Delta Ride',
      'Echo Wheels',
    ]);
  });

  it('keeps the order when the host has no sorg or no customer matches, and never changes its input', () => {
    expect(names(hostCustomersFirst(rows, [], sorgsOf))).toEqual(names(rows));
    expect(names(hostCustomersFirst(rows, ['3000'], sorgsOf))).toEqual(names(rows));
    const copy = [...rows];
    hostCustomersFirst(rows, ['1000'], sorgsOf);
    expect(rows).toEqual(copy);
  });
});

describe('hostSorgsOf', () => {
  it('reads one sorg or a comma-separated list', () => {
    expect(hostSorgsOf('1000')).toEqual(['1000']);
    expect(hostSorgsOf('1000, 3000')).toEqual(['1000', '3000']);
    expect(hostSorgsOf('')).toEqual([]);
    expect(hostSorgsOf(undefined)).toEqual([]);
  });
});
