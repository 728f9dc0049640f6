import { SingleFlight } from './single-flight';

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: Error) => void } {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('SingleFlight', () => {
  it('should run one load for concurrent callers of a key and a new one once it settled', async () => {
    const flight = new SingleFlight<string>();
    const gate = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const callers = [flight.run('menus', load), flight.run('menus', load), flight.run('menus', load)];
    const other = flight.run('rules', async () => 'other key');
    gate.resolve('tree');
    expect(await Promise.all(callers)).toEqual(['tree', 'tree', 'tree']);
    expect(await other).toBe('other key');
    expect(loads).toBe(1);
    expect(flight.size).toBe(0);
    await flight.run('menus', async () => {
      loads += 1;
      return 'again';
    });
    expect(loads).toBe(2);
  });

  it('should share a failure with the callers that waited, then load again', async () => {
    const flight = new SingleFlight<string>();
    const gate = deferred<string>();
    const first = flight.run('k', () => gate.promise);
    const second = flight.run('k', async () => 'never run');
    gate.reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await expect(second).rejects.toThrow('database down');
    expect(await flight.run('k', async () => 'recovered')).toBe('recovered');
  });

  it('should not let a caller after forget() join a load begun before it', async () => {
    const flight = new SingleFlight<string>();
    const gate = deferred<string>();
    const before = flight.run('k', () => gate.promise);
    flight.forget();
    const after = flight.run('k', async () => 'read after the change');
    gate.resolve('read before the change');
    expect(await before).toBe('read before the change');
    expect(await after).toBe('read after the change');
    // The earlier load settling does not drop the later one's slot.
    expect(flight.size).toBe(0);
  });
});
