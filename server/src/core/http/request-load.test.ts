import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { RequestLoad } from './request-load';

describe('RequestLoad', () => {
  it('should count requests from the listener to their close and be busy from its threshold', () => {
    const load = new RequestLoad(2);
    const responses = [new EventEmitter(), new EventEmitter()];
    load.track(responses[0] as unknown as ServerResponse);
    expect(load.busy()).toBe(false);
    load.track(responses[1] as unknown as ServerResponse);
    expect(load.current).toBe(2);
    expect(load.busy()).toBe(true);
    responses[0]?.emit('close');
    // A second close event of the same response is not counted twice.
    responses[0]?.emit('close');
    expect(load.current).toBe(1);
    expect(load.busy()).toBe(false);
  });
});
