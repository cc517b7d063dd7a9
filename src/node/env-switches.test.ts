import { describe, expect, it } from 'vitest';
import { envSwitches } from './env-switches.ts';

describe('envSwitches', () => {
  it('keeps the caches and sizes the threads itself when nothing is set', () => {
    expect(envSwitches({}, [])).toEqual({ cache: true, chunkReport: false });
  });

  it('reads SITE_CACHE=0 and --no-cache as no cache', () => {
    expect(envSwitches({ SITE_CACHE: '0' }, []).cache).toBe(false);
    expect(envSwitches({}, ['build', '--no-cache']).cache).toBe(false);
    expect(envSwitches({ SITE_CACHE: '1' }, []).cache).toBe(true);
  });

  it('takes a whole number of threads and ignores anything else', () => {
    expect(envSwitches({ SITE_THREADS: '0' }, []).threads).toBe(0);
    expect(envSwitches({ SITE_THREADS: '3' }, []).threads).toBe(3);
    expect(envSwitches({ SITE_THREADS: 'many' }, []).threads).toBeUndefined();
  });

  it('reads the dead-link mode, any value but error warning', () => {
    expect(envSwitches({ SITE_DEAD_LINKS: 'error' }, []).deadLinks).toBe('error');
    expect(envSwitches({ SITE_DEAD_LINKS: 'warn' }, []).deadLinks).toBe('warn');
    expect(envSwitches({ SITE_DEAD_LINKS: 'yes' }, []).deadLinks).toBe('warn');
    expect(envSwitches({ SITE_CHUNK_REPORT: '1' }, []).chunkReport).toBe(true);
  });
});
