/**
 * How a query is read: which of its words carry meaning, which belong together as one concept
 * (`hot reload`, `开发服务器`, `output.distPath`), what other words the vocabulary knows for
 * each concept, and which pages those concepts are about. The index only has to find records
 * for the terms of the plan; local-index.ts ranks them by how many concepts they cover.
 */
import { cjkRunTerms, isCjkTerm, termText, textChunks, tokenize } from './tokenize.ts';
import SearchableMap from 'minisearch/SearchableMap';
import { STOP_WORDS, WEAK_WORDS } from './word-roles.ts';
import { allTerms, NO_VOCABULARY, type SearchVocabulary } from './vocabulary.ts';

type Role = 'stop' | 'weak' | 'symptom' | 'content';

/** A word of a query or of a vocabulary term: a Latin word, or a Chinese word or run. */
interface Word {
  /** What phrases are matched on: the Latin word as one term (`distpath`), or the Chinese text. */
  key: string;
  /** Its index terms: the Latin word whole, or the Chinese text's two-character terms. */
  terms: string[];
  /** A compound's parts (`dist`, `path`), a second way to match it. */
  parts: string[];
  role: Role;
  /** Joined to the word before by a dot (`distPath` in `output.distPath`). */
  dotted: boolean;
  /** One of the reader's own names in a pasted message (`'./App'`, `'QueryContext'`): it counts little. */
  own?: boolean;
}

/** What a phrase of the lexicon stands for: more ways to match it, and the pages it is about. */
export interface Alias {
  /** Each way is a list of index terms that together say the same thing. */
  ways: string[][];
  /** Option names (lower case) or routes without the locale. */
  targets: string[];
}

export interface Lexicon {
  /** Phrase (keys of its words joined by a space) -> what it stands for. */
  phrases: Map<string, Alias[]>;
  /** The longest phrase, in words. */
  maxWords: number;
  /** Each phrase of two or more words, by the keys of its words, longest first. */
  multiWord: { keys: string[]; aliases: Alias[] }[];
  /** Every Latin word of a phrase or of the word lists, for reading a mistyped one (by the order they came in). */
  words: SearchableMap<number>;
  /** How many `words` holds: SearchableMap counts its entries by walking the whole tree after each change. */
  wordCount: number;
  /** The role of each word of the word lists and of the vocabulary's symptoms. */
  roles: Roles;
  /** Chinese words known by the vocabulary and the word lists: where a run of characters is cut. */
  cjk: CjkWords;
  /** The pages a symptom leads to (routes without the locale). */
  symptomPages: string[];
}

interface CjkWords {
  words: Set<string>;
  longest: number;
}

export interface Concept {
  /** 1 when it counts towards coverage; 0 for words like "set" or "error"; less for the reader's own names. */
  weight: number;
  /** The query's own wording first; a record covering every term of a way covers the concept. */
  ways: string[][];
  targets: string[];
  /** A phrase the vocabulary knows: it counts fully however common its words are. */
  known: boolean;
}

export interface QueryPlan {
  /** The query's own terms to look up, with their weight (the parts of a compound, other forms of a word weigh less). */
  terms: Map<string, number>;
  /** Other words of the vocabulary for its concepts: looked up in titles and headings only. */
  alternatives: Set<string>;
  concepts: Concept[];
  /** The query's own Latin terms of five letters or more: they may carry a typo. */
  fuzzy: Set<string>;
  /** The terms of the word being typed (the last one): matched as prefixes. */
  prefix: Set<string>;
  /** The query describes a problem ("fails", "报错"): answers to problems rank first among equals. */
  symptom: boolean;
}

const ALTERNATIVE_WEIGHT = 0.5;
/** What a name the lexicon knows inside an unknown compound counts for, against the phrase said outright. */
const PART_WEIGHT = 0.5;
/** What one of the reader's own names in a pasted message counts for. */
const OWN_NAME_WEIGHT = 0.3;

type Roles = Map<string, Role>;

const listOf = (words: string) => words.split(/\s+/).filter(Boolean);
/** The roles of the question words, the first list naming a word deciding its role. */
const QUESTION_ROLES: Roles = new Map();
for (const [role, lists] of [
  ['stop', STOP_WORDS],
  ['weak', WEAK_WORDS],
] as const)
  for (const word of [...listOf(lists.en), ...listOf(lists.zh)]) if (!QUESTION_ROLES.has(word)) QUESTION_ROLES.set(word, role);

/**
 * The question words' roles, then the vocabulary's symptoms, then the index's common words as stop words (a word
 * already given a role keeps it).
 */
function rolesOf(vocabulary: SearchVocabulary, common: Iterable<string>): Roles {
  const roles = new Map(QUESTION_ROLES);
  for (const words of Object.values(vocabulary.symptoms)) for (const word of words ?? []) if (!roles.has(word)) roles.set(word, 'symptom');
  for (const word of common) if (!roles.has(word)) roles.set(word, 'stop');
  return roles;
}

/** The CJK words of the word lists and of a vocabulary: where a run of CJK characters is cut. */
function cjkWordsOf(vocabulary: SearchVocabulary, roles: Roles): CjkWords {
  const words = new Set([...roles.keys()].filter((word) => textChunks(word)[0]?.cjk));
  for (const concept of vocabulary.concepts) for (const chunk of textChunks(allTerms(concept).join(' '))) if (chunk.cjk) words.add(chunk.text);
  return { words, longest: Math.max(...[...words].map((w) => w.length)) };
}

/**
 * Cuts a run of CJK characters into the known words, longest first from the left; what lies
 * between known words is kept as unknown runs (indexed as two-character terms, so any substring
 * is still found).
 */
function segmentCjk(run: string, cjk: CjkWords): { text: string; known: boolean }[] {
  const out: { text: string; known: boolean }[] = [];
  let unknown = '';
  for (let i = 0; i < run.length; ) {
    let length = Math.min(cjk.longest, run.length - i);
    while (length > 0 && !cjk.words.has(run.slice(i, i + length))) length--;
    if (length === 0) {
      unknown += run[i++];
      continue;
    }
    if (unknown) out.push({ text: unknown, known: false });
    unknown = '';
    out.push({ text: run.slice(i, i + length), known: true });
    i += length;
  }
  if (unknown) out.push({ text: unknown, known: false });
  return out;
}

/**
 * A query pasted from a log: a label ending in a colon (`Error:`, `Module not found:`,
 * `[rsbuild:server]`) or a parenthesis, next to a quoted part.
 */
const PASTED_MESSAGE = /(?:\w[:)]\s|\(\w)/;
/**
 * The quoted parts of a text (a quote that no letter precedes, up to the same quote or the end:
 * the input cuts long messages), and paths (`./src/index.tsx`, `/home/me/app`).
 */
const QUOTED_OR_PATH = /(?<![\p{L}\p{N}])(['"`‘“])[^'"`’”]*(?:['"`’”]|$)|(?:\.{0,2}\/[\w.@-]+)+/gu;

/**
 * Where a pasted message names the reader's own things: its quoted parts and paths. The docs
 * rarely have those; the message's fixed words say what went wrong.
 */
function ownNamesOf(query: string): [number, number][] {
  if (!PASTED_MESSAGE.test(query)) return [];
  return [...query.matchAll(QUOTED_OR_PATH)].map((m) => [m.index, m.index + m[0].length]);
}

/** The words of a text, stop words included (marked), in order; `own`: where the reader's own names are. */
function wordsIn(text: string, { cjk, roles }: Pick<Lexicon, 'cjk' | 'roles'>, own: [number, number][] = []): Word[] {
  const words: Word[] = [];
  let end = -1;
  for (const chunk of textChunks(text)) {
    const isOwn = own.some(([from, to]) => chunk.index >= from && chunk.index < to);
    // A dot and nothing else between two words: a path (`output.distPath`).
    const dotted = end >= 0 && text.slice(end, chunk.index) === '.';
    end = chunk.index + chunk.text.length;
    if (chunk.cjk) {
      for (const { text: part, known } of segmentCjk(chunk.text, cjk))
        words.push({ key: part, terms: cjkRunTerms(part), parts: [], role: known ? (roles.get(part) ?? 'content') : 'content', dotted: false });
      continue;
    }
    // The tokenizer drops the stop words of the index (`the`): those are stop words here too.
    const [whole, ...parts] = tokenize(chunk.text);
    if (!whole) words.push({ key: chunk.text.toLowerCase(), terms: [], parts: [], role: 'stop', dotted });
    else words.push({ key: singular(whole), terms: [whole], parts, role: roles.get(whole) ?? 'content', dotted, own: isOwn });
  }
  return words;
}

/** Phrases match whatever the number: `plugins` and `plugin` are one key (not `css`, `less`, `status`). */
const singular = (word: string) => (word.length > 3 && /[^siu]s$/.test(word) ? word.slice(0, -1) : word);

/**
 * The forms of an English word that the docs may use instead (`starts` for `start`, `requests`
 * for `request`): a light stemming of the query side, so the index stays as written.
 */
export function inflections(word: string): string[] {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return [];
  const forms = new Set<string>();
  if (/[^s]s$/.test(word)) forms.add(word.slice(0, -1));
  else forms.add(`${word}s`);
  if (/ies$/.test(word)) forms.add(`${word.slice(0, -3)}y`);
  if (/(?:ch|sh|x|ss)es$/.test(word)) forms.add(word.slice(0, -2));
  if (/ing$/.test(word) && word.length > 5) forms.add(word.slice(0, -3)).add(`${word.slice(0, -3)}e`);
  if (/ed$/.test(word) && word.length > 4) forms.add(word.slice(0, -2)).add(word.slice(0, -1));
  forms.delete(word);
  return [...forms];
}

const phraseKey = (words: Word[]) => words.map((w) => w.key).join(' ');
const meaningful = (words: Word[]) => words.filter((w) => w.role !== 'stop');

function addAlias(lexicon: Lexicon, words: Word[], alias: Alias) {
  if (!words.length) return;
  const key = phraseKey(words);
  const list = lexicon.phrases.get(key);
  if (list) list.push(alias);
  else lexicon.phrases.set(key, [alias]);
  lexicon.maxWords = Math.max(lexicon.maxWords, words.length);
  for (const w of words) if (!w.terms.some(isCjkTerm) && !lexicon.words.has(w.key)) lexicon.words.set(w.key, lexicon.wordCount++);
}

/**
 * A word of five letters or more that the lexicon does not know but that is one typo away from a
 * word it knows (`confgure`, `proxxy`) is read as that word: its role and its phrases. Its own
 * term stays, matched with one typo like any other.
 */
function correct(word: Word, lexicon: Lexicon): Word {
  if (word.key.length < 5 || !word.terms.length || isCjkTerm(word.terms[0]) || lexicon.words.has(word.key)) return word;
  // The first word the lexicon learnt of those one typo away.
  let known: string | undefined;
  let order = Number.POSITIVE_INFINITY;
  for (const [candidate, [at]] of lexicon.words.fuzzyGet(word.key, 1)) if (candidate.length >= 5 && at < order) [known, order] = [candidate, at];
  return known ? { ...word, key: known, role: lexicon.roles.get(known) ?? 'content' } : word;
}

/** The way an option name matches on a page: its last part, whole (`filenamehash`). */
const optionWays = (option: string): string[][] => {
  const last = option.split('.').pop() ?? option;
  const [whole, ...parts] = tokenize(last);
  return whole ? [[whole], ...(parts.length ? [parts] : [])] : [];
};

/**
 * The lexicon of one index, whose pages are in `lang`: the vocabulary, plus the aliases derived from its pages: every option
 * page (`options`: option name -> nothing more is needed) is found by its full name, by its last
 * part alone (`port`), and by the words of that part (`history api fallback`). `common`: the words that most of
 * the index's records contain (commonTerms in local-index.ts), read as stop words.
 */
export function createLexicon(options: Iterable<string>, lang: string, vocabulary: SearchVocabulary = NO_VOCABULARY, common: Iterable<string> = []): Lexicon {
  const roles = rolesOf(vocabulary, common);
  const cjk = cjkWordsOf(vocabulary, roles);
  const latin = [...roles.keys()].filter((w) => !cjk.words.has(w));
  const lexicon: Lexicon = {
    phrases: new Map(),
    maxWords: 1,
    multiWord: [],
    words: SearchableMap.from<number>(latin.map((w, i) => [w, i])),
    wordCount: latin.length,
    roles,
    cjk,
    symptomPages: [...vocabulary.symptomPages],
  };
  const wordsOf = (text: string) => wordsIn(text, lexicon);
  for (const concept of vocabulary.concepts) {
    const targetList = concept.pages.map((t) => (t.startsWith('/') ? t : t.toLowerCase()));
    // The other words searched are those of the index's own language (and the option names its
    // pages use in every language): every term is a key, in any language.
    const ways = (concept.terms[lang] ?? []).map((t) => meaningful(wordsOf(t)).flatMap((w) => w.terms)).filter((way) => way.length);
    for (const t of targetList) if (!t.startsWith('/')) ways.push(...optionWays(t));
    const alias: Alias = { ways: ways.filter((w) => w.length), targets: targetList };
    for (const t of allTerms(concept)) {
      const all = wordsOf(t);
      const words = meaningful(all);
      // `what is in my bundle` is a way to say it, not a name for it: `bundle` alone is not.
      if (words.length > 1 || all.length === 1) addAlias(lexicon, words, alias);
    }
  }
  for (const option of options) {
    const alias: Alias = { ways: optionWays(option), targets: [option.toLowerCase()] };
    const words = meaningful(wordsOf(option));
    addAlias(lexicon, words, alias);
    const last = words.at(-1);
    if (last && words.length > 1) addAlias(lexicon, [last], alias);
    if (last?.parts.length) addAlias(lexicon, meaningful(wordsOf(last.parts.join(' '))), alias);
  }
  lexicon.multiWord = [...lexicon.phrases]
    .map(([key, aliases]) => ({ keys: key.split(' '), aliases }))
    .filter(({ keys }) => keys.length > 1)
    .sort((a, b) => b.keys.length - a.keys.length);
  return lexicon;
}

/**
 * Reads a query into concepts, matching the longest phrases of the lexicon first, then phrases
 * whose words the query says apart, then single words.
 */
export function planQuery(query: string, lexicon: Lexicon): QueryPlan {
  const all = wordsIn(query, lexicon, ownNamesOf(query)).map((w) => correct(w, lexicon));
  // Only stop words (`how`), or only weak ones (`配置`): then they are what the reader looks for.
  let words = meaningful(all);
  if (!words.some((w) => w.role === 'content' && !isLoneCjk(w))) words = (words.length ? words : all).map((w) => ({ ...w, role: 'content' }));
  const plan: QueryPlan = { terms: new Map(), alternatives: new Set(), concepts: [], fuzzy: new Set(), prefix: new Set(), symptom: false };
  const add = (terms: string[], weight: number) => {
    for (const t of terms) plan.terms.set(t, Math.max(plan.terms.get(t) ?? 0, weight));
  };
  const last = all.at(-1);
  if (last && /\S$/.test(query) && words.some((w) => w.key === last.key)) {
    // The word being typed: a Latin word from two letters, a lone Chinese character.
    for (const t of [...last.terms, ...last.parts]) if (isCjkTerm(t) ? termText(t).length === 1 : t.length >= 2) plan.prefix.add(t);
  }
  // A word that starts no phrase of two or more words waits: it may belong to one said apart or in
  // another order.
  const left: number[] = [];
  const said = new Set<Alias[]>();
  let pathTail = false;
  for (let i = 0; i < words.length; ) {
    // The trailing fragments of a dotted option path (`root` of `output.distPath.root`) are
    // words of that option's page, not other options.
    if (pathTail && words[i].dotted) {
      addWord(plan, words[i], add);
      i++;
      continue;
    }
    pathTail = false;
    let length = Math.min(lexicon.maxWords, words.length - i);
    for (; length > 0; length--) {
      const aliases = lexicon.phrases.get(phraseKey(words.slice(i, i + length)));
      if (!aliases) continue;
      if (length > 1) addPhrase(plan, words.slice(i, i + length), aliases, add, said);
      pathTail = true;
      break;
    }
    if (length > 1) i += length;
    else left.push(i++);
  }
  for (const { at, aliases } of scatteredPhrases(words, left, lexicon)) {
    const phrase = at.map((i) => words[i]);
    addPhrase(plan, phrase, aliases, add, said);
    for (const i of at) left.splice(left.indexOf(i), 1);
  }
  for (const i of left) {
    const aliases = lexicon.phrases.get(words[i].key);
    if (aliases) {
      addPhrase(plan, [words[i]], aliases, add, said);
      continue;
    }
    addWord(plan, words[i], add);
    // A compound the lexicon does not know may hold a name it does (`plugin-emotion`, `binding-linux-x64`): a guess,
    // so it counts as much as a word the lexicon does not know.
    for (const part of words[i].parts) {
      const named = lexicon.phrases.get(singular(part));
      if (named) addPhrase(plan, [{ ...words[i], key: singular(part), terms: [part], parts: [] }], named, add, said, PART_WEIGHT);
    }
  }
  return plan;
}

/** How many other words may lie among the words of a phrase said apart (`slow … build`). */
const PHRASE_GAP = 2;

/**
 * The phrases of two or more words that the query says apart or in another order (`build is
 * really slow` for `slow build`), among the words `left` that no phrase took, longest first:
 * each with the positions of its words, in the phrase's order.
 */
function scatteredPhrases(words: Word[], left: number[], lexicon: Lexicon): { at: number[]; aliases: Alias[] }[] {
  const found: { at: number[]; aliases: Alias[] }[] = [];
  if (left.length < 2) return found;
  const free = new Set(left);
  for (const { keys, aliases } of lexicon.multiWord) {
    const at: number[] = [];
    for (const key of keys) {
      const i = left.find((p) => free.has(p) && !at.includes(p) && words[p].key === key);
      if (i === undefined) break;
      at.push(i);
    }
    if (at.length < keys.length || Math.max(...at) - Math.min(...at) + 1 > keys.length + PHRASE_GAP) continue;
    // A phrase that is all weak words (`turn off`) says what to do, not what about.
    if (!at.some((i) => words[i].role === 'content')) continue;
    found.push({ at, aliases });
    for (const i of at) free.delete(i);
  }
  return found;
}

/** A phrase of the lexicon in the query: a concept about the phrase's pages. */
function addPhrase(
  plan: QueryPlan,
  phrase: Word[],
  aliases: Alias[],
  add: (terms: string[], weight: number) => void,
  said: Set<Alias[]>,
  /** Of a phrase said outright: 1. */
  strength = 1,
) {
  // A phrase said twice (`vue-loader … .vue`) counts once.
  if (said.has(aliases)) return;
  said.add(aliases);
  const own = phrase.flatMap((w) => w.terms);
  const weight = phrase.some((w) => w.role === 'content') ? strength : 0;
  if (phrase.some((w) => w.role === 'symptom')) plan.symptom = true;
  const ways = [own, ...(phrase.length === 1 && phrase[0].parts.length ? [phrase[0].parts] : []), ...aliases.flatMap((a) => a.ways)];
  if (weight) {
    add(own, 1);
    for (const w of phrase) fuzzyWord(plan, w);
    for (const way of ways.slice(1)) for (const t of way) plan.alternatives.add(t);
  }
  plan.concepts.push({ weight, ways, targets: [...new Set(aliases.flatMap((a) => a.targets))], known: true });
}

/** A lone Chinese character: found (while it is being typed), but it does not decide the order. */
const isLoneCjk = (word: Word) => word.terms.length === 1 && isCjkTerm(word.terms[0]) && termText(word.terms[0]).length === 1;

function fuzzyWord(plan: QueryPlan, word: Word) {
  for (const t of word.terms) if (!isCjkTerm(t) && t.length >= 5) plan.fuzzy.add(t);
}

/** A word no phrase of the lexicon starts with: a concept of its own. */
function addWord(plan: QueryPlan, word: Word, add: (terms: string[], weight: number) => void) {
  // A lone Chinese character between known words says nothing, unless it is being typed.
  if (isLoneCjk(word) && !plan.prefix.has(word.terms[0])) return;
  if (word.role === 'symptom') plan.symptom = true;
  // Words like "set", "配置" or "error" are in most records: looking them up would cost more
  // than they tell (they never decide the order).
  if (word.role !== 'content') return;
  const forms = word.terms.length === 1 ? inflections(word.terms[0]).map((f) => [f]) : [];
  const ways = [word.terms, ...(word.parts.length ? [word.parts] : []), ...forms];
  const weight = word.own ? OWN_NAME_WEIGHT : 1;
  add(word.terms, weight);
  for (const way of ways.slice(1)) add(way, ALTERNATIVE_WEIGHT);
  fuzzyWord(plan, word);
  // A lone character (being typed) is found, but does not decide the order when there is more.
  plan.concepts.push({ weight: isLoneCjk(word) ? 0 : weight, ways, targets: [], known: false });
}
