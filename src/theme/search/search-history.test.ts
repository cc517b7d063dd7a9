import { describe, expect, it } from 'vitest';
import { searchHistory, type StoredHit } from './search-history.ts';

function memoryStore() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}
const hit = (n: number): StoredHit => ({ id: `h${n}`, url: `/p${n}`, title: `Hit ${n}`, parent: 'Page' });

describe('search history', () => {
  it('keeps the 7 latest recent searches, newest first, without duplicates', () => {
    const history = searchHistory('en', memoryStore());
    for (let i = 1; i <= 9; i++) history.addRecent(hit(i));
    history.addRecent(hit(5));
    expect(history.recent().map((h) => h.id)).toEqual(['h5', 'h9', 'h8', 'h7', 'h6', 'h4', 'h3']);
  });
  it('shows 4 recent searches once favorites exist, and moves a favorite out of recent', () => {
    const history = searchHistory('en', memoryStore());
    for (let i = 1; i <= 7; i++) history.addRecent(hit(i));
    expect(history.shownRecent()).toHaveLength(7);
    history.favorite(hit(7));
    expect(history.favorites().map((h) => h.id)).toEqual(['h7']);
    expect(history.shownRecent().map((h) => h.id)).toEqual(['h6', 'h5', 'h4', 'h3']);
    history.addRecent(hit(7));
    expect(history.recent().some((h) => h.id === 'h7')).toBe(false);
  });
  it('keeps at most 10 favorites', () => {
    const history = searchHistory('en', memoryStore());
    for (let i = 1; i <= 12; i++) history.favorite(hit(i));
    expect(history.favorites()).toHaveLength(10);
    expect(history.favorites()[0].id).toBe('h12');
  });
  it('keeps a separate history per index', () => {
    const store = memoryStore();
    searchHistory('en', store).addRecent(hit(1));
    expect(searchHistory('zh', store).recent()).toEqual([]);
  });
  it('removes entries', () => {
    const history = searchHistory('en', memoryStore());
    history.addRecent(hit(1));
    history.favorite(hit(2));
    history.removeRecent('h1');
    history.removeFavorite('h2');
    expect([history.recent(), history.favorites()]).toEqual([[], []]);
  });
  it('silently keeps nothing when storage throws or holds garbage', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const history = searchHistory('en', throwing);
    expect(() => history.addRecent(hit(1))).not.toThrow();
    expect(history.recent()).toEqual([]);
    const garbage = memoryStore();
    garbage.setItem('search-recent:en', '{not json');
    expect(searchHistory('en', garbage).recent()).toEqual([]);
    garbage.setItem('search-recent:en', JSON.stringify([{ id: 1 }, hit(3)]));
    expect(searchHistory('en', garbage).recent()).toEqual([hit(3)]);
  });
  it('never keeps or reads back an entry whose URL is not a web page', () => {
    const store = memoryStore();
    const history = searchHistory('en', store);
    const script = { ...hit(9), id: 'evil', url: 'javascript:window.__pwned=1' };
    history.addRecent(script);
    history.favorite({ ...script, url: 'java\tscript:alert(1)' });
    expect(store.data.size).toBe(0);
    store.setItem('search-recent:en', JSON.stringify([script, hit(1), { ...hit(2), url: 'data:text/html,x' }]));
    store.setItem('search-favorites:en', JSON.stringify([{ ...script, url: 'JavaScript:1' }, hit(4)]));
    expect(history.recent()).toEqual([hit(1)]);
    expect(history.favorites()).toEqual([hit(4)]);
  });
  it('works without any storage', () => {
    const history = searchHistory('en', null);
    history.addRecent(hit(1));
    expect(history.recent()).toEqual([]);
  });
});
