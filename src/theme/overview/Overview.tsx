/** The overview page body: a filter over the section's pages and their headings. */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { usePageContext } from '../page-context.ts';
import { filterOverview, type OverviewGroup } from '../../shared/overview.ts';

const NONE: OverviewGroup[] = [];

/** Placed in MDX as `<Overview />`, or appended by the doc layout when the page does not place it. */
export function Overview() {
  const { strings, overview } = usePageContext();
  const groups = overview?.groups ?? NONE;
  const texts = strings.overview;
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const shown = useMemo(() => filterOverview(groups, query), [groups, query]);
  useEffect(() => input.current?.focus({ preventScroll: true }), []);
  return (
    <section className="overview">
      <div className="overview-filter">
        <label htmlFor={inputId}>{texts.filterNameText}</label>
        <input
          ref={input}
          id={inputId}
          type="search"
          value={query}
          placeholder={texts.filterPlaceholderText}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      {shown.length === 0 ? (
        <p className="overview-empty" role="status">
          {texts.filterNoResultText}: <strong>{query}</strong>
        </p>
      ) : (
        shown.map((group) => (
          <div className="overview-group" key={group.name || '__others'}>
            <h2>{group.name || texts.defaultGroupTitle}</h2>
            <div className="overview-cards">
              {group.items.map((item) => (
                <div className="overview-card" key={item.link}>
                  <h3>
                    <a href={item.link}>{item.title}</a>
                  </h3>
                  {item.headers.length > 0 && (
                    <ul>
                      {item.headers.map((h) => (
                        <li key={h.id}>
                          <a href={`${item.link}#${h.id}`}>{h.text}</a>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              ))}
            </div>
          </div>
        ))
      )}
    </section>
  );
}
