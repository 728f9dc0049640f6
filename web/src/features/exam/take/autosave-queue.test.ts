import { readOutbox } from './attempt-storage';
import { AutosaveQueue, type SaveOutcome } from './autosave-queue';
import type { OutboxEntry } from './attempt-storage';

class OfflineError extends Error {}

/** A fake server: records what arrives, can be switched off (network failure) and answers at once. */
function fakeServer() {
  const received: OutboxEntry[] = [];
  const state = { online: true, browserOnline: true };
  const send = jest.fn(async (entry: OutboxEntry): Promise<SaveOutcome> => {
    if (!state.online) {
      throw new OfflineError('failed to fetch');
    }
    received.push(entry);
    return { ignored: false, clientSeq: entry.clientSeq, serverNow: '2026-05-10T01:00:00.000Z' };
  });
  return { received, state, send };
}

function queueFor(server: ReturnType<typeof fakeServer>, clock: { now: number }, attemptId = 'a1') {
  return new AutosaveQueue(attemptId, {
    send: server.send,
    isNetworkError: (error) => error instanceof OfflineError,
    isOnline: () => server.state.browserOnline,
    now: () => clock.now,
    retryMs: 1000,
  });
}

async function settle() {
  for (let round = 0; round < 5; round += 1) {
    await Promise.resolve();
  }
}

describe('autosave queue', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('debounces per question, numbers saves with a growing clientSeq and sends them in order', async () => {
    const server = fakeServer();
    const clock = { now: 1000 };
    const queue = queueFor(server, clock);
    queue.schedule(1, { optionIds: ['a'] }, 100);
    queue.schedule(1, { optionIds: ['b'] }, 100);
    queue.schedule(2, { text: 'x' }, 300);
    expect(queue.getStatus()).toBe('saving');
    await jest.advanceTimersByTimeAsync(100);
    await jest.advanceTimersByTimeAsync(300);
    await settle();
    expect(server.received.map((entry) => [entry.slot, entry.response])).toEqual([
      [1, { optionIds: ['b'] }],
      [2, { text: 'x' }],
    ]);
    const seqs = server.received.map((entry) => entry.clientSeq);
    expect(seqs[1]).toBeGreaterThan(seqs[0] as number);
    expect(queue.getStatus()).toBe('saved');
    expect(readOutbox('a1').entries).toEqual([]);
  });

  it('never numbers below an earlier visit (the sequence survives a reload, even with a clock going back)', async () => {
    const server = fakeServer();
    const first = queueFor(server, { now: 5000 });
    first.schedule(1, { optionIds: ['a'] }, 10);
    await jest.advanceTimersByTimeAsync(10);
    await settle();
    const second = queueFor(server, { now: 10 });
    second.schedule(1, { optionIds: ['b'] }, 10);
    await jest.advanceTimersByTimeAsync(10);
    await settle();
    expect(server.received.map((entry) => entry.clientSeq)).toEqual([5000, 5001]);
  });

  it('buffers answers in local storage while offline and resends them in order when back online', async () => {
    const server = fakeServer();
    const clock = { now: 100 };
    const queue = queueFor(server, clock);
    server.state.browserOnline = false;
    queue.schedule(3, { optionIds: ['x'] }, 10);
    await jest.advanceTimersByTimeAsync(10);
    clock.now = 200;
    queue.schedule(4, { blanks: ['one', 'two'] }, 10);
    await jest.advanceTimersByTimeAsync(10);
    clock.now = 300;
    queue.schedule(3, { optionIds: ['y'] }, 10);
    await jest.advanceTimersByTimeAsync(10);
    await settle();
    expect(queue.getStatus()).toBe('offline');
    expect(server.send).not.toHaveBeenCalled();
    // The buffer is in local storage: a newer answer replaced the older one of the same question.
    expect(readOutbox('a1').entries.map((entry) => [entry.slot, entry.response])).toEqual([
      [4, { blanks: ['one', 'two'] }],
      [3, { optionIds: ['y'] }],
    ]);
    server.state.browserOnline = true;
    await queue.resume();
    expect(server.received.map((entry) => entry.slot)).toEqual([4, 3]);
    expect(server.received.map((entry) => entry.clientSeq)).toEqual([200, 300]);
    expect(queue.getStatus()).toBe('saved');
  });

  it('keeps an answer whose request failed on the network and retries it', async () => {
    const server = fakeServer();
    const queue = queueFor(server, { now: 1 });
    server.state.online = false;
    queue.schedule(1, { text: 'draft' }, 10);
    await jest.advanceTimersByTimeAsync(10);
    await settle();
    expect(queue.getStatus()).toBe('offline');
    expect(readOutbox('a1').entries).toHaveLength(1);
    server.state.online = true;
    await jest.advanceTimersByTimeAsync(1000);
    await settle();
    expect(server.received.map((entry) => entry.response)).toEqual([{ text: 'draft' }]);
    expect(queue.getStatus()).toBe('saved');
  });

  it('a reloaded page finds the buffer, and submit takes every unsent answer', async () => {
    const server = fakeServer();
    server.state.browserOnline = false;
    const before = queueFor(server, { now: 50 });
    before.schedule(2, { optionIds: ['q'] }, 10);
    before.schedule(5, { text: 'typed' }, 1000);
    // The page goes away before the debounce: the answer goes into the buffer.
    before.takeUnsent();
    before.stop(false);
    const after = queueFor(server, { now: 60 });
    expect(after.buffered().map((entry) => entry.slot)).toEqual([2, 5]);
    expect(after.takeUnsent().map((entry) => entry.response)).toEqual([{ optionIds: ['q'] }, { text: 'typed' }]);
    after.stop(true);
    expect(readOutbox('a1').entries).toEqual([]);
  });

  it('drops a save the server refused and reports it', async () => {
    const rejected: number[] = [];
    const queue = new AutosaveQueue('a2', {
      send: () => Promise.reject(new Error('attempt over')),
      isNetworkError: () => false,
      onRejected: (entry) => rejected.push(entry.slot),
    });
    queue.schedule(7, { text: 'late' }, 1);
    await jest.advanceTimersByTimeAsync(1);
    await settle();
    expect(rejected).toEqual([7]);
    expect(queue.getStatus()).toBe('error');
    expect(readOutbox('a2').entries).toEqual([]);
  });
});
