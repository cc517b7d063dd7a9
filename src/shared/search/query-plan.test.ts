import { describe, expect, it } from 'vitest';
import { createLexicon, inflections, planQuery } from './query-plan.ts';
import { termText } from './tokenize.ts';
import { FIXTURE_VOCABULARY } from './vocabulary-fixture.ts';

const en = createLexicon(['server.port', 'output.distPath', 'server.historyApiFallback', 'source.exclude'], 'en', FIXTURE_VOCABULARY);
const zh = createLexicon(['server.port', 'output.distPath'], 'zh', FIXTURE_VOCABULARY);
/** The concepts that count, each by its own wording. */
const counted = (query: string, lexicon = en) =>
  planQuery(query, lexicon)
    .concepts.filter((c) => c.weight > 0)
    .map((c) => c.ways[0].map(termText).join(' '));
const targets = (query: string, lexicon = en) => planQuery(query, lexicon).concepts.flatMap((c) => c.targets);

describe('planQuery', () => {
  it('drops the words of a question, in English and in Chinese', () => {
    expect(counted('how do I change the port of my server?')).toEqual(['server port']);
    expect(counted('打包太慢了怎么办', zh)).toEqual(['打包 包太 太慢']);
    expect(counted('为什么 HMR 不生效', zh)).toEqual(['hmr']);
  });
  it('reads a query of nothing but such words as it is', () => {
    expect(counted('how')).toEqual(['how']);
    expect(counted('配置', zh)).toEqual(['配置']);
  });
  it('marks a problem, and does not count its words', () => {
    expect(planQuery('proxy fails with an error', en).symptom).toBe(true);
    expect(planQuery('热更新报错', zh).symptom).toBe(true);
    expect(planQuery('proxy', en).symptom).toBe(false);
    // The words of a symptom are the site's: a vocabulary without them reads no problem.
    expect(planQuery('proxy fails with an error', createLexicon([], 'en')).symptom).toBe(false);
  });
  it('reads a phrase of the vocabulary as one concept about its pages, in either language', () => {
    expect(targets('hot reload')).toEqual(['dev.hmr', '/guide/advanced/hmr']);
    expect(targets('设置开发服务器端口', zh)).toContain('server.port');
    expect(targets('where the build goes')).toContain('output.distpath');
  });
  it('finds an option page by its name, its last part and the words of that part', () => {
    for (const query of ['server.port', 'port', 'historyApiFallback', 'history api fallback', 'history-api-fallback'])
      expect(
        targets(query).some((t) => t.startsWith('server.')),
        query,
      ).toBe(true);
  });
  it('reads the fragments after a dotted option path as words of that option, not other options', () => {
    expect(targets('output.distPath.exclude')).toEqual(['output.distpath']);
    expect(targets('output.distPath exclude')).toEqual(['output.distpath', 'source.exclude']);
  });
  it('reads a word one typo away from the vocabulary as that word', () => {
    expect(targets('reverse proxxy')).toContain('server.proxy');
    expect(counted('confgure proxy')).toEqual(['proxy']);
  });
  it('reads a phrase whose words the query says apart or in another order', () => {
    expect(targets('my build got really slow')).toContain('/guide/optimization/build-performance');
    expect(targets('port of the dev server')).toContain('server.port');
    // Too far apart, they are words of their own.
    expect(targets('slow unit tests in a large monorepo before the build')).not.toContain('/guide/optimization/build-performance');
  });
  it("counts the reader's own names in a pasted message for little: quoted, or paths", () => {
    const weights = (query: string) => Object.fromEntries(planQuery(query, en).concepts.map((c) => [c.ways[0].map(termText).join(' '), c.weight]));
    expect(weights("Module not found: Can't resolve './Header' in '/home/me/app/src'")).toMatchObject({
      module: 1,
      found: 1,
      resolve: 1,
      header: 0.3,
      home: 0.3,
      src: 0.3,
    });
    // Cut by the input's length, the last quote is open.
    expect(weights("export 'useStore' (imported as 'useSt")).toMatchObject({ export: 1, imported: 1, usestore: 0.3, usest: 0.3 });
    // A quoted word in a question that is not pasted from a log counts fully.
    expect(weights("what does 'proxy' do")).toMatchObject({ proxy: 1 });
  });
  it('reads a name the lexicon knows inside a compound it does not know', () => {
    expect(targets('http-proxy-middleware')).toContain('server.proxy');
  });
  it('counts a phrase said twice once', () => {
    expect(targets('proxy errors with http-proxy-middleware').filter((t) => t === 'server.proxy')).toHaveLength(1);
  });
  it('matches the word being typed as a prefix', () => {
    expect([...planQuery('chunkSpl', en).prefix]).toEqual(['chunkspl', 'chunk', 'spl']);
    expect([...planQuery('proxy ', en).prefix]).toEqual([]);
  });
});

describe('inflections', () => {
  it('gives the other forms of an English word', () => {
    expect(inflections('starts')).toContain('start');
    expect(inflections('request')).toContain('requests');
    expect(inflections('dependencies')).toContain('dependency');
    expect(inflections('caching')).toContain('cache');
  });
});
