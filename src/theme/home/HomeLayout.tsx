/**
 * The home page (shipped with the home page's own chunk): hero and feature cards from frontmatter,
 * then the page's content (where a site places its own blocks).
 */
import { usePageContext } from '../page-context.ts';
import { mdxComponents } from '../mdx/components.ts';
import { assetUrl } from '../../shared/assets.ts';
import { isExternalLink } from '../../shared/web-url.ts';
import { Hero } from './Hero.tsx';
import type { HomeFeature } from '../../shared/types.ts';

function FeatureCard({ feature }: { feature: HomeFeature }) {
  const { site } = usePageContext();
  const icon =
    feature.icon && (feature.icon.startsWith('/') || isExternalLink(feature.icon)) ? (
      <img src={assetUrl(feature.icon, site.assetsBaseUrl)} alt="" width={40} height={40} />
    ) : (
      feature.icon
    );
  const body = (
    <>
      {icon && (
        <div className="s-feature-icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <h2 className="s-feature-title">{feature.title}</h2>
      <p className="s-feature-details">{feature.details}</p>
    </>
  );
  const className = `s-feature s-span-${feature.span ?? 4}`;
  return feature.link ? (
    <a className={className} href={feature.link}>
      {body}
    </a>
  ) : (
    <div className={className}>{body}</div>
  );
}

export default function HomeLayout() {
  const { page, Content } = usePageContext();
  const { hero, features } = page.frontmatter;
  return (
    <main id="content" className="s-home" tabIndex={-1}>
      {hero && <Hero hero={hero} />}
      {features && (
        <section className="s-features">
          {features.map((f) => (
            <FeatureCard key={f.title} feature={f} />
          ))}
        </section>
      )}
      <div className="s-home-content">
        <Content components={mdxComponents} />
      </div>
    </main>
  );
}
