import { clearStore, getStore, getStoreEntry, removeStore, setStore, storageKey } from './storage';

describe('storage wrapper', () => {
  it('writes under the configured prefix, wrapped as {dataType, content, datetime}', () => {
    const before = Date.now();
    setStore('userInfo', { name: 'admin', roles: ['a'] });
    const raw = window.localStorage.getItem('saber-userInfo');
    expect(raw).not.toBeNull();
    const entry = JSON.parse(raw ?? '{}') as { dataType: string; content: unknown; datetime: number };
    expect(entry.dataType).toBe('object');
    expect(entry.content).toEqual({ name: 'admin', roles: ['a'] });
    expect(entry.datetime).toBeGreaterThanOrEqual(before);
    expect(entry.datetime).toBeLessThanOrEqual(Date.now());
    expect(storageKey('userInfo')).toBe('saber-userInfo');
  });

  it('records the data type of each kind of content', () => {
    setStore('a', 'text');
    setStore('b', 3);
    setStore('c', [1, 2]);
    setStore('d', true);
    expect(getStoreEntry('a')?.dataType).toBe('string');
    expect(getStoreEntry('b')?.dataType).toBe('number');
    expect(getStoreEntry('c')?.dataType).toBe('array');
    expect(getStoreEntry('d')?.dataType).toBe('boolean');
  });

  it('reads back the content and keeps local and session storage apart', () => {
    setStore('token', 'local-token');
    setStore('lockPasswd', 'secret', 'session');
    expect(getStore<string>('token')).toBe('local-token');
    expect(getStore<string>('lockPasswd', 'session')).toBe('secret');
    expect(getStore<string>('lockPasswd', 'local')).toBeUndefined();
    expect(window.sessionStorage.getItem('saber-lockPasswd')).not.toBeNull();
    expect(window.localStorage.getItem('saber-lockPasswd')).toBeNull();
  });

  it('treats missing and malformed entries as absent', () => {
    expect(getStore('nothing')).toBeUndefined();
    window.localStorage.setItem('saber-broken', '{not json');
    window.localStorage.setItem('saber-plain', JSON.stringify('just a string'));
    expect(getStore('broken')).toBeUndefined();
    expect(getStore('plain')).toBeUndefined();
  });

  it('removes one entry from both storages', () => {
    setStore('tag', 'x');
    setStore('tag', 'y', 'session');
    removeStore('tag');
    expect(window.localStorage.getItem('saber-tag')).toBeNull();
    expect(window.sessionStorage.getItem('saber-tag')).toBeNull();
  });

  it('clears only prefixed entries', () => {
    setStore('token', 't');
    setStore('menu', []);
    window.localStorage.setItem('other-app', 'keep me');
    clearStore('local');
    expect(window.localStorage.getItem('saber-token')).toBeNull();
    expect(window.localStorage.getItem('saber-menu')).toBeNull();
    expect(window.localStorage.getItem('other-app')).toBe('keep me');
  });
});
