/**
 * Where the Algolia client keeps the state of its hosts (up, down, timed out), so that a host that
 * failed is left out of the next queries for the client's expiry delay (120 s).
 *
 * The client (5.64.0) looks a host up by its address but stores its new state under the host
 * object it tried, which also carries the old state and time: with the caches it ships, a stored
 * state is never found again and every query starts with the failed host. It also reads back
 * objects with methods (`isUp()`), which a serializing cache would strip. This cache keys both by
 * the address alone and keeps the objects as they are, in memory, for the client's lifetime.
 */
import type { Cache, Host } from '@algolia/client-common';

const addressOf = (host: Record<string, unknown> | string): string => {
  if (typeof host === 'string') return host;
  const { protocol, url, port } = host as Partial<Host>;
  return `${protocol}://${url}${port ? `:${port}` : ''}`;
};

export function createHostStates(): Cache {
  const states = new Map<string, unknown>();
  return {
    async get<T>(host: Record<string, unknown> | string, initial: () => Promise<T>, events?: { miss: (value: T) => Promise<unknown> }) {
      const address = addressOf(host);
      if (states.has(address)) return states.get(address) as T;
      const value = await initial();
      await events?.miss(value);
      return value;
    },
    async set<T>(host: Record<string, unknown> | string, value: T) {
      states.set(addressOf(host), value);
      return value;
    },
    async delete(host) {
      states.delete(addressOf(host));
    },
    async clear() {
      states.clear();
    },
  };
}
