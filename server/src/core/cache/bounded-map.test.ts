import { dropExpired, makeRoom, trimToCapacity } from './bounded-map';

describe('bounded maps', () => {
  it('should drop the oldest insertions beyond the capacity', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    map.delete('a');
    map.set('a', 1);
    trimToCapacity(map, 2);
    expect([...map.keys()]).toEqual(['c', 'a']);
  });

  it('should drop expired entries first and the oldest only when still full', () => {
    const map = new Map([
      ['old', { until: 5 }],
      ['kept', { until: 50 }],
      ['new', { until: 60 }],
    ]);
    makeRoom(map, 3, 10);
    expect([...map.keys()]).toEqual(['kept', 'new']);
    makeRoom(map, 2, 10);
    expect([...map.keys()]).toEqual(['new']);
    dropExpired(map, 60);
    expect(map.size).toBe(0);
  });
});
