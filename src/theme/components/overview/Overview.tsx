/**
 * The overview page body: a filter over the section's pages and their headings. This is the markup, every page
 * listed; the filter is overview-controls.ts, so a prerendered overview filters without this component's code.
 */
import { useId } from 'react';
import { usePageContext, useStrings } from '../../page-context.ts';
import { OVERVIEW_GROUP_NAME } from './overview-controls.ts';

/** Placed in MDX as `<Overview />`, or appended by the doc layout when the page does not place it. */
export function Overview() {
  const { overview } = usePageContext();
  const strings = useStrings();
  const texts = strings.overview;
  const inputId = useId();
  return (
    <section className="s-overview">
      <div className="s-overview-filter">
        <label htmlFor={inputId}>{texts.filterNameText}</label>
        <input id={inputId} type="search" placeholder={texts.filterPlaceholderText} autoComplete="off" spellCheck={false} />
      </div>
      <p className="s-overview-empty" role="status" hidden>
        {texts.filterNoResultText}: <strong />
      </p>
      {(overview?.groups ?? []).map((group) => (
        <div className="s-overview-group" key={group.name || '__others'} {...{ [OVERVIEW_GROUP_NAME]: group.name }}>
          <h2>{group.name || texts.defaultGroupTitle}</h2>
          <div className="s-overview-cards">
            {group.items.map((item) => (
              <div className="s-overview-card" key={item.link}>
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
      ))}
    </section>
  );
}
