/**
 * The search modal: a query box of at most 64 characters; with no query the
 * recent and favorite searches; with one, hits grouped by page with highlighted snippets, a
 * no-results screen with suggestions, or the error screen when the data cannot be fetched.
 * Loaded on intent as its own chunk, with its styles; the search itself runs in a worker (local-search.ts).
 */
import SEARCH_STRINGS from 'virtual:search-strings';
import site from 'virtual:site-data';
import { createPortal } from 'react-dom';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useRouter } from '../../runtime/index.ts';
import type { PageStrings } from '../../shared/ui-strings.ts';
import type { Lang } from '../../shared/types.ts';
import { FIRST_SCREEN_HITS, SEARCH_BOX_MAX_LENGTH, type SearchHit, type TextSegment } from '../../shared/search/records.ts';
import { searchSourceFor, type SearchAnswer } from './search-source.ts';
import { searchHistory, type StoredHit } from './search-history.ts';
import { groupHits, type HitGroup } from './group-hits.ts';
import { CloseSmallIcon, EnterIcon, HashIcon, HistoryIcon, PageIcon, SearchIcon, SpinnerIcon, StarIcon, TextIcon } from './search-icons.tsx';
import { useModal } from '../overlay/use-modal.ts';
import * as modalTrap from '../overlay/modal-trap.ts';
import './search-modal.css';

const STALL_THRESHOLD = 300;
/** On <html> while the modal is shown: on a phone, where it fills the screen, the page under it is not rendered. */
const PAGE_COVERED = 's-page-covered';
const SNIPPET_WORDS = 10;
const SNIPPET_WORDS_NARROW = 5;

type Status = 'idle' | 'loading' | 'stalled' | 'error';

interface Props {
  lang: Lang;
  strings: PageStrings;
  onClose: () => void;
  /** What the reader typed while the modal was loading: the start of the query. */
  takeTypedAhead?: () => string;
  /** Where focus goes back on closing (the search button; the field that held the early typing had it last). */
  opener?: () => HTMLElement | null;
}

/** An entry the keyboard can reach: a hit, or a stored search on the start screen. */
interface Item {
  id: string;
  url: string;
  stored: StoredHit;
}

const plain = (segments: TextSegment[]) => segments.map((s) => s.text).join('');

function storedOf(hit: SearchHit): StoredHit {
  // A page is shown under its section of the site, a heading under its page.
  const isPage = hit.type === 'lvl1' || !hit.hierarchy.lvl2;
  return { id: hit.url, url: hit.url, title: plain(hit.title) || hit.hierarchy.lvl1, parent: isPage ? hit.hierarchy.lvl0 : hit.hierarchy.lvl1 };
}

/** Text with its matches in <mark>: React elements only, so nothing becomes HTML. */
function Highlighted({ segments }: { segments: TextSegment[] }) {
  // A match is keyed by where it starts in the text.
  let start = 0;
  return (
    <>
      {segments.map((s) => {
        const at = start;
        start += s.text.length;
        return s.hit ? <mark key={at}>{s.text}</mark> : s.text;
      })}
    </>
  );
}

const itemId = (i: number) => `search-item-${i}`;

interface OptionProps {
  index: number;
  item: Item;
  active: boolean;
  onHover(index: number): void;
  onPick(event: MouseEvent, item: Item): void;
  /** Buttons beside the link (a stored search's): then the list is a plain list, not a listbox. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A hit is an option of a listbox. Stored searches carry buttons (favorite, remove), which a
 * listbox may not hold: they are a plain list of links, reachable with the arrows all the same.
 */
function Option({ index, item, active, onHover, onPick, actions, children }: OptionProps) {
  const roles = actions ? {} : { role: 'option', 'aria-selected': active };
  return (
    <li role={actions ? undefined : 'presentation'} className="s-search-hit" data-active={active} onMouseMove={() => !active && onHover(index)}>
      <a id={itemId(index)} {...roles} href={item.url} tabIndex={-1} onClick={(e) => onPick(e, item)}>
        {children}
        {/* Only the active hit shows it: the others keep its room, without an icon each to lay out and paint. */}
        <span className="s-search-hit-enter">{active && <EnterIcon />}</span>
      </a>
      {actions}
    </li>
  );
}

interface AnswerListProps {
  groups: HitGroup[];
  /** The groups' hits as the keyboard walks them, in order. */
  items: Item[];
  active: number;
  onHover(index: number): void;
  onPick(event: MouseEvent, item: Item): void;
}

/**
 * The hits of an answer, grouped by page. Memoized: a keystroke re-renders the modal, and the hits of the answer on
 * screen stay as they are until the next answer comes.
 */
const AnswerList = memo(function AnswerList({ groups, items, active, onHover, onPick }: AnswerListProps) {
  let index = -1;
  return groups.map((group) => (
    <section key={`${group.section}/${group.title}`} className="s-search-group">
      <h3 className="s-search-group-title">
        {group.section && <span className="s-search-group-section">{group.section}</span>}
        {group.title}
      </h3>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a list of options is a listbox (ARIA allows it on ul); its items share their markup with the stored-search lists */}
      <ul role="listbox" aria-label={group.section ? `${group.section} › ${group.title}` : group.title}>
        {group.hits.map((hit) => {
          const i = ++index;
          return (
            <Option key={`${hit.objectID}-${i}`} index={i} item={items[i]} active={i === active} onHover={onHover} onPick={onPick}>
              <span className="s-search-hit-icon">{hit.type === 'lvl1' ? <PageIcon /> : hit.type === 'content' ? <TextIcon /> : <HashIcon />}</span>
              <span className="s-search-hit-text">
                <span className="s-search-hit-title">
                  <Highlighted segments={hit.title} />
                </span>
                {hit.snippet.length > 0 && (
                  <span className="s-search-hit-snippet">
                    <Highlighted segments={hit.snippet} />
                  </span>
                )}
              </span>
            </Option>
          );
        })}
      </ul>
    </section>
  ));
});

export default function SearchModal({ lang, strings, onClose, takeTypedAhead, opener }: Props) {
  const text = SEARCH_STRINGS[lang] ?? SEARCH_STRINGS[site.lang];
  const { navigate } = useRouter();
  const source = useMemo(() => searchSourceFor(lang), [lang]);
  const history = useMemo(() => searchHistory(source.indexName), [source]);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [answer, setAnswer] = useState<(SearchAnswer & { query: string }) | null>(null);
  const [active, setActive] = useState(0);
  const [historyVersion, setHistoryVersion] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const body = useRef<HTMLElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const latest = useRef(0);

  // A modal dialog: the page behind is inert, Escape closes at once (query and all), focus returns to the button.
  // - Shown a task after the first render: showModal() restyles the whole page, whose rest turns inert, and on a slow
  //   phone that and the modal's first render made one task of over 50 ms. Meanwhile keys go to the button's stand-in.
  // - On a phone the modal fills the screen: the page under it is set aside (shell.css) in the task that shows the
  //   dialog, so that the restyle of the page turning inert skips it.
  // - Right after, what the stand-in field holds moves here with the focus. Its value is set on the field too: the
  //   query's render comes a task later, and a key typed before it adds to the field's text.
  useModal(true, onClose, {
    regions: () => [dialog.current],
    initialFocus: () => input.current,
    opener,
    trap: modalTrap,
    showLater: true,
    rootClass: PAGE_COVERED,
    onShown: () => {
      const field = input.current;
      const early = takeTypedAhead?.().slice(0, SEARCH_BOX_MAX_LENGTH);
      if (early && field) {
        field.value = early;
        setQuery(early);
      }
      if (field && document.activeElement !== field) field.focus();
    },
  });

  const trimmed = query.trim();
  useEffect(() => {
    const id = ++latest.current;
    setActive(0);
    if (!trimmed) {
      setStatus('idle');
      setAnswer(null);
      return;
    }
    setStatus('loading');
    const stall = setTimeout(() => id === latest.current && setStatus('stalled'), STALL_THRESHOLD);
    const words = window.matchMedia('(max-width: 768px)').matches ? SNIPPET_WORDS_NARROW : SNIPPET_WORDS;
    source
      .search(trimmed, words)
      .then((result) => {
        if (id !== latest.current) return;
        setAnswer({ ...result, query: trimmed });
        setStatus('idle');
        // The first screen's hits came first: the rest replace them when they come (a failure keeps those shown).
        result.more?.then(
          (hits) => id === latest.current && setAnswer({ hits, suggestions: [], query: trimmed }),
          (error: unknown) => id === latest.current && console.warn('[search]', error),
        );
      })
      .catch((error: unknown) => {
        if (id !== latest.current) return;
        console.warn('[search]', error);
        setStatus('error');
      })
      .finally(() => clearTimeout(stall));
    return () => clearTimeout(stall);
  }, [trimmed, source]);

  // A new answer shows its first screenful at once and the rest a frame later, so that no single task lays out
  // every hit while the reader types (the layout of 20 hits is most of the first results' cost).
  const [completeFor, setCompleteFor] = useState<SearchAnswer | null>(null);
  useEffect(() => {
    if (!answer) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setCompleteFor(answer));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [answer]);
  const complete = completeFor === answer;
  // The answer's hits by page, and as the keyboard walks them: the same objects until the next answer.
  const groups = useMemo(() => (answer ? groupHits(complete ? answer.hits : answer.hits.slice(0, FIRST_SCREEN_HITS)) : []), [answer, complete]);
  const answerItems: Item[] = useMemo(() => groups.flatMap((g) => g.hits.map((hit) => ({ id: hit.objectID, url: hit.url, stored: storedOf(hit) }))), [groups]);
  // The stored searches live outside React: each change bumps historyVersion so they are read again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: historyVersion is the signal to re-read the store
  const favorites = useMemo(() => history.favorites(), [history, historyVersion]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: historyVersion is the signal to re-read the store
  const recent = useMemo(() => history.shownRecent(), [history, historyVersion]);
  const storedItems: Item[] = useMemo(() => [...recent, ...favorites].map((stored) => ({ id: stored.id, url: stored.url, stored })), [recent, favorites]);
  // What the keyboard walks through on the current screen.
  const items = trimmed ? answerItems : storedItems;

  useEffect(() => {
    body.current?.querySelector(`#${itemId(active)}`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const open = useCallback(
    (item: Item) => {
      history.addRecent(item.stored);
      onClose();
      void navigate(item.url);
    },
    [history, navigate, onClose],
  );

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!items.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[active];
      if (item) open(item);
    }
  };

  const onItemClick = useCallback(
    (event: MouseEvent, item: Item) => {
      // Modified clicks keep their meaning (new tab, new window).
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      open(item);
    },
    [open],
  );

  const changeHistory = (change: () => void) => {
    change();
    setHistoryVersion((v) => v + 1);
    input.current?.focus();
  };

  // The recent searches come first, then the favorites: one walk of the keyboard through both.
  let index = -1;
  const storedList = (title: string, list: StoredHit[], kind: 'recent' | 'favorite') =>
    list.length > 0 && (
      <section className="s-search-group" data-kind={kind}>
        <h3 className="s-search-group-title">{title}</h3>
        <ul aria-label={title}>
          {list.map((stored) => {
            const i = ++index;
            const actions = (
              <span className="s-search-hit-actions">
                {kind === 'recent' && (
                  <button
                    type="button"
                    className="s-search-hit-action"
                    title={text.saveFavorite}
                    aria-label={text.saveFavorite}
                    onClick={() => changeHistory(() => history.favorite(stored))}
                  >
                    <StarIcon />
                  </button>
                )}
                <button
                  type="button"
                  className="s-search-hit-action"
                  title={kind === 'recent' ? text.removeRecent : text.removeFavorite}
                  aria-label={kind === 'recent' ? text.removeRecent : text.removeFavorite}
                  onClick={() => changeHistory(() => (kind === 'recent' ? history.removeRecent(stored.id) : history.removeFavorite(stored.id)))}
                >
                  <CloseSmallIcon />
                </button>
              </span>
            );
            return (
              <Option
                key={`${stored.id}-${i}`}
                index={i}
                item={storedItems[i]}
                active={i === active}
                onHover={setActive}
                onPick={onItemClick}
                actions={actions}
              >
                <span className="s-search-hit-icon">{kind === 'recent' ? <HistoryIcon /> : <StarIcon />}</span>
                <span className="s-search-hit-text">
                  <span className="s-search-hit-title">{stored.title}</span>
                  {stored.parent && <span className="s-search-hit-path">{stored.parent}</span>}
                </span>
              </Option>
            );
          })}
        </ul>
      </section>
    );

  let screen: ReactNode;
  if (status === 'error') {
    screen = (
      <div className="s-search-screen s-search-error" role="alert">
        <p className="s-search-screen-title">{text.errorTitle}</p>
        <p className="s-search-screen-help">{text.errorHelp}</p>
      </div>
    );
  } else if (!trimmed) {
    screen =
      recent.length || favorites.length ? (
        <>
          {storedList(text.recent, recent, 'recent')}
          {storedList(text.favorites, favorites, 'favorite')}
        </>
      ) : (
        <div className="s-search-screen s-search-start">
          <p className="s-search-screen-help">{text.noRecent}</p>
        </div>
      );
  } else if (answer && answer.query === trimmed && answer.hits.length === 0) {
    const missing = source.missingResultsUrl?.(trimmed);
    screen = (
      <div className="s-search-screen s-search-no-results">
        <p className="s-search-screen-title">
          {strings.searchNoResultsText} "<strong>{trimmed}</strong>"
        </p>
        {answer.suggestions.length > 0 && (
          <div className="s-search-suggestions">
            <p className="s-search-screen-help">{strings.searchSuggestedQueryText}</p>
            <ul>
              {answer.suggestions.slice(0, 3).map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    className="s-search-suggestion"
                    onClick={() => {
                      setQuery(suggestion.slice(0, SEARCH_BOX_MAX_LENGTH));
                      input.current?.focus();
                    }}
                  >
                    "{suggestion}"
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {missing && (
          <p className="s-search-screen-help">
            {text.missingResults}{' '}
            <a href={missing} target="_blank" rel="noopener noreferrer">
              {text.missingResultsLink}
            </a>
          </p>
        )}
      </div>
    );
  } else if (answer) {
    screen = <AnswerList groups={groups} items={answerItems} active={active} onHover={setActive} onPick={onItemClick} />;
  }

  // In <body>, not in the navbar: a navbar hidden by a query flag or a scroll must not take the modal with it.
  return createPortal(
    // A press on the backdrop lands on the dialog itself (its content fills it): it closes, like Escape and Cancel.
    <dialog
      ref={dialog}
      className="s-search-modal"
      aria-label={strings.search}
      data-status={status}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="s-search-modal-box">
        <search className="s-search-form">
          <span className="s-search-form-icon" role="status" aria-label={status === 'stalled' ? strings.loading : undefined}>
            {status === 'stalled' ? <SpinnerIcon /> : <SearchIcon />}
          </span>
          <input
            ref={input}
            id="search-input"
            className="s-search-input"
            type="text"
            role="combobox"
            aria-expanded="true"
            aria-controls="search-results"
            aria-autocomplete="list"
            aria-activedescendant={trimmed && items.length ? itemId(active) : undefined}
            aria-label={strings.searchPlaceholderText}
            placeholder={strings.searchPlaceholderText}
            maxLength={SEARCH_BOX_MAX_LENGTH}
            value={query}
            onChange={(e) => setQuery(e.target.value.slice(0, SEARCH_BOX_MAX_LENGTH))}
            onKeyDown={onInputKey}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
          />
          {query && (
            <button
              type="button"
              className="s-search-reset"
              aria-label={text.clearQuery}
              title={text.clearQuery}
              onClick={() => {
                setQuery('');
                input.current?.focus();
              }}
            >
              <CloseSmallIcon />
            </button>
          )}
          <button type="button" className="s-search-cancel" onClick={onClose}>
            {text.cancel}
          </button>
        </search>
        <section
          ref={body}
          className="s-search-body"
          id="search-results"
          aria-label={text.results}
          aria-busy={answer && (answer.more || !complete) ? true : undefined}
        >
          {screen}
        </section>
        <div className="s-search-footer">
          <span>
            <kbd>
              <EnterIcon />
            </kbd>{' '}
            {text.toSelect}
          </span>
          <span>
            <kbd>↓</kbd>
            <kbd>↑</kbd> {text.toNavigate}
          </span>
          <span>
            <kbd>Esc</kbd> {text.toClose}
          </span>
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
