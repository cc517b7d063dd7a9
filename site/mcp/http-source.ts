/** A site source over HTTP: the deployed site, or any server of a dist/ folder. */
import { safeSitePath, SiteUnreachableError, type SiteSource } from './site-source.ts';

export interface HttpSourceOptions {
  /** Per request; a slow site is reported instead of holding the assistant's call. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createHttpSource(origin: string, { timeoutMs = 20_000, fetch: fetchFn = fetch }: HttpSourceOptions = {}): SiteSource {
  const base = origin.replace(/\/+$/, '');
  return {
    label: base,
    async read(path) {
      const safe = safeSitePath(path);
      if (!safe) return undefined;
      const url = base + safe;
      let response: Response;
      try {
        response = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'text/markdown, application/json, text/plain, */*' } });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
        throw new SiteUnreachableError(`cannot reach ${url}: ${cause}`);
      }
      if (response.status === 404 || response.status === 410) return undefined;
      if (!response.ok) throw new SiteUnreachableError(`${url} answered HTTP ${response.status}`);
      // A host that answers every path with its HTML shell has no such data file.
      if (!safe.endsWith('.html') && /^text\/html/i.test(response.headers.get('content-type') ?? '')) return undefined;
      return response.text();
    },
  };
}
