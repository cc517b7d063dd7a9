/**
 * A small HTTP transport for a hosted search provider with several hosts (SPEC §7.1, §8, §9):
 * each request tries the hosts in order; a host that fails is marked down (network error or a
 * 5xx answer) or timed out, skipped for 120 s, and the next host is tried. Unreachable hosts,
 * API errors and undecodable answers end in three distinct errors.
 */

export interface Timeouts {
  /** Until the connection is made; with fetch, added to the read/write time for the answer's headers. */
  connect: number;
  /** Waiting for a search answer. */
  read: number;
  /** Waiting for the answer to a write. */
  write: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { connect: 1000, read: 2000, write: 30_000 };
/** How long a failed host is left out before it is tried again. */
export const HOST_STATUS_EXPIRY = 120_000;

export interface HostFailure {
  host: string;
  reason: 'down' | 'timed out';
  detail: string;
}

/** Every host failed (or timed out). */
export class RetryError extends Error {
  constructor(readonly failures: HostFailure[]) {
    super(`Unreachable hosts: ${failures.map((f) => `${f.host} ${f.reason} (${f.detail})`).join('; ') || 'none configured'}`);
    this.name = 'RetryError';
  }
}

/** The provider answered with an error status it will repeat on any host (4xx). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A success status whose body is not the JSON it should be. */
export class DeserializationError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'DeserializationError';
  }
}

export interface TransportOptions {
  /** Base URLs, in order of preference. */
  hosts: string[];
  timeouts?: Partial<Timeouts>;
  now?: () => number;
  fetch?: typeof globalThis.fetch;
}

export interface TransportRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Searches are reads; anything that changes data is a write (longer timeout). */
  kind?: 'read' | 'write';
}

export interface Transport {
  request<T>(request: TransportRequest): Promise<T>;
  /** Hosts currently left out, with their status (for tests and diagnostics). */
  markedHosts(): Record<string, 'down' | 'timed out'>;
}

class Timeout extends Error {}

export function createTransport(options: TransportOptions): Transport {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const marks = new Map<string, { reason: 'down' | 'timed out'; at: number }>();

  const usableHosts = () => {
    for (const [host, mark] of marks) if (now() - mark.at >= HOST_STATUS_EXPIRY) marks.delete(host);
    const up = options.hosts.filter((h) => !marks.has(h));
    // With every host marked, trying them again beats failing without a request.
    return up.length ? up : options.hosts;
  };

  /** One attempt on one host: the headers within connect + read/write, the body within read/write. */
  async function attempt(host: string, request: TransportRequest, timedOutSoFar: number): Promise<Response & { text: string }> {
    const wait = (request.kind === 'write' ? timeouts.write : timeouts.read) * (timedOutSoFar + 1);
    const controller = new AbortController();
    let timer = setTimeout(() => controller.abort(new Timeout()), timeouts.connect * (timedOutSoFar + 1) + wait);
    try {
      const url = new URL(request.path, host);
      for (const [k, v] of Object.entries(request.query ?? {})) url.searchParams.set(k, v);
      const response = await doFetch(url, {
        method: request.method,
        // A simple request (no preflight), as the provider expects from browsers.
        headers: request.body === undefined ? undefined : { 'content-type': 'application/x-www-form-urlencoded' },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
      });
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(new Timeout()), wait);
      const text = await response.text();
      return Object.assign(response, { text });
    } catch (error) {
      if (controller.signal.aborted) throw new Timeout();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    markedHosts: () => Object.fromEntries([...marks].map(([h, m]) => [h, m.reason])),
    async request<T>(request: TransportRequest): Promise<T> {
      const failures: HostFailure[] = [];
      let timedOut = 0;
      for (const host of usableHosts()) {
        let response: Response & { text: string };
        try {
          response = await attempt(host, request, timedOut);
        } catch (error) {
          const reason = error instanceof Timeout ? 'timed out' : 'down';
          if (reason === 'timed out') timedOut++;
          marks.set(host, { reason, at: now() });
          failures.push({ host, reason, detail: reason === 'timed out' ? 'no answer in time' : String((error as Error).message) });
          continue;
        }
        if (response.status >= 200 && response.status < 300) {
          try {
            return JSON.parse(response.text) as T;
          } catch {
            throw new DeserializationError(`Could not decode the answer of ${host}: ${response.text.slice(0, 100)}`, response.status);
          }
        }
        if (Math.floor(response.status / 100) === 4) {
          let message = `HTTP ${response.status}`;
          try {
            message = (JSON.parse(response.text) as { message?: string }).message ?? message;
          } catch {
            /* a 4xx without a JSON body keeps its status as the message */
          }
          throw new ApiError(message, response.status);
        }
        marks.set(host, { reason: 'down', at: now() });
        failures.push({ host, reason: 'down', detail: `HTTP ${response.status}` });
      }
      throw new RetryError(failures);
    },
  };
}
