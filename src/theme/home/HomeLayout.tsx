/** The home page: hero and feature cards from frontmatter, then the page's own content. */
import { usePageContext } from '../page-context.ts';
import { mdxComponents } from '../mdx/components.ts';

export function HomeLayout() {
  const { page, Content } = usePageContext();
  const { hero, features } = page.frontmatter;
  return (
    <main id="content" className="home" tabIndex={-1}>
      {hero && (
        <section className="hero">
          {hero.image && <img className="hero-logo" src={hero.image} alt="" width={160} height={160} />}
          <h1 className="hero-title">{hero.name}</h1>
          {hero.text && <p className="hero-subtitle">{hero.text}</p>}
          {hero.tagline && <p className="hero-tagline">{hero.tagline}</p>}
          <div className="hero-actions">
            {hero.actions?.map((action, i) => (
              <a key={action.link} className={`button ${i === 0 ? 'button-brand' : 'button-alt'}`} href={action.link}>
                {action.text}
              </a>
            ))}
          </div>
        </section>
      )}
      {features && (
        <section className="features">
          {features.map((f) => {
            const body = (
              <>
                {f.icon && <div className="feature-icon" aria-hidden="true">{f.icon}</div>}
                <h2 className="feature-title">{f.title}</h2>
                <p className="feature-details">{f.details}</p>
              </>
            );
            return f.link ? (
              <a key={f.title} className={`feature span-${f.span ?? 4}`} href={f.link}>
                {body}
              </a>
            ) : (
              <div key={f.title} className={`feature span-${f.span ?? 4}`}>
                {body}
              </div>
            );
          })}
        </section>
      )}
      <div className="home-content">
        <Content components={mdxComponents} />
      </div>
    </main>
  );
}
