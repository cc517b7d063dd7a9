/**
 * Recent and favorite searches, per index, in localStorage.
 * A recent search is a hit the reader opened. Without working storage nothing is kept and nothing
 * breaks: every access is guarded. Only web URLs are kept or read back: an entry is opened with a
 * keypress, so a `javascript:` URL written there (by a crafted hit or by hand) must never come back.
 */
import { isWebUrl } from '../../shared/web-url.ts';

export interface StoredHit {
  id: string;
  url: string;
  /** The hit's own title and the page it sits on, as plain text. */
  title: string;
  parent: string;
}

export const RECENT_LIMIT = 7;
/** Recent searches shown while favorites exist. */
export const RECENT_WITH_FAVORITES_LIMIT = 4;
export const FAVORITES_LIMIT = 10;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // access itself throws when storage is blocked
  }
}

function read(store: Storage | null, key: string): StoredHit[] {
  try {
    const value: unknown = JSON.parse(store?.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter(isStoredHit) : [];
  } catch {
    return [];
  }
}

function isStoredHit(h: unknown): h is StoredHit {
  const hit = h as Partial<StoredHit> | null;
  return typeof hit?.id === 'string' && typeof hit.url === 'string' && typeof hit.title === 'string' && isWebUrl(hit.url);
}

function write(store: Storage | null, key: string, hits: StoredHit[]) {
  try {
    store?.setItem(key, JSON.stringify(hits));
  } catch {
    /* full or blocked: history is simply not kept */
  }
}

export interface SearchHistory {
  recent(): StoredHit[];
  favorites(): StoredHit[];
  /** The recent searches to show: 7, or 4 when there are favorites. */
  shownRecent(): StoredHit[];
  addRecent(hit: StoredHit): void;
  favorite(hit: StoredHit): void;
  removeRecent(id: string): void;
  removeFavorite(id: string): void;
}

export function searchHistory(indexName: string, store: Storage | null = storage()): SearchHistory {
  const recentKey = `search-recent:${indexName}`;
  const favoritesKey = `search-favorites:${indexName}`;
  const recent = () => read(store, recentKey);
  const favorites = () => read(store, favoritesKey);
  return {
    recent,
    favorites,
    shownRecent: () => recent().slice(0, favorites().length ? RECENT_WITH_FAVORITES_LIMIT : RECENT_LIMIT),
    addRecent(hit) {
      if (!isStoredHit(hit) || favorites().some((f) => f.id === hit.id)) return;
      write(store, recentKey, [hit, ...recent().filter((h) => h.id !== hit.id)].slice(0, RECENT_LIMIT));
    },
    favorite(hit) {
      if (!isStoredHit(hit)) return;
      write(store, favoritesKey, [hit, ...favorites().filter((h) => h.id !== hit.id)].slice(0, FAVORITES_LIMIT));
      write(
        store,
        recentKey,
        recent().filter((h) => h.id !== hit.id),
      );
    },
    removeRecent: (id) =>
      write(
        store,
        recentKey,
        recent().filter((h) => h.id !== id),
      ),
    removeFavorite: (id) =>
      write(
        store,
        favoritesKey,
        favorites().filter((h) => h.id !== id),
      ),
  };
}
