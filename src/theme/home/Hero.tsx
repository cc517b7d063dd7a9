/**
 * The home hero: logo, heading, subtitle, description, Get Started and Learn More links (Learn More
 * goes to the repository, in a new tab, when one is set), an optional star field and oval glow.
 */
import { useEffect, useRef } from 'react';
import { usePageContext, useStrings } from '../page-context.ts';
import { assetUrl } from '../../shared/assets.ts';
import { isExternalLink } from '../../shared/web-url.ts';
import { starShift, STARS } from './hero-stars.ts';
import type { HomeHero } from '../../shared/types.ts';

function StarField() {
  const field = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = field.current;
    if (!box || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const stars = [...box.children] as HTMLElement[];
    let frame = 0;
    // Positions are written as CSS variables: a pointer move never re-renders the field.
    const onMove = (e: PointerEvent) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const rect = box.getBoundingClientRect();
        stars.forEach((star, i) => {
          const s = STARS[i];
          const { dx, dy } = starShift((s.x / 100) * rect.width, (s.y / 100) * rect.height, e.clientX - rect.left, e.clientY - rect.top);
          star.style.setProperty('--dx', `${dx}px`);
          star.style.setProperty('--dy', `${dy}px`);
        });
      });
    };
    addEventListener('pointermove', onMove, { passive: true });
    return () => {
      removeEventListener('pointermove', onMove);
      cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <div className="s-hero-stars" ref={field} aria-hidden="true">
      {STARS.map((s) => (
        <span key={`${s.x},${s.y}`} className="s-hero-star" style={{ left: `${s.x}%`, top: `${s.y}%`, width: s.size, height: s.size }} />
      ))}
    </div>
  );
}

export function Hero({ hero }: { hero: HomeHero }) {
  const { site } = usePageContext();
  const strings = useStrings();
  const [getStarted, learnMore] = hero.actions ?? [];
  const learnMoreLink = hero.githubURL ?? learnMore?.link;
  return (
    <section className={`s-hero${hero.showOvalBg === false ? '' : ' s-with-oval'}`}>
      {hero.showStars && <StarField />}
      {hero.image && <img className="s-hero-logo" src={assetUrl(hero.image, site.assetsBaseUrl)} alt="" width={160} height={160} />}
      <h1 className="s-hero-title">{hero.name}</h1>
      {hero.text && <p className="s-hero-subtitle">{hero.text}</p>}
      {hero.tagline && <p className="s-hero-tagline">{hero.tagline}</p>}
      <div className="s-hero-actions">
        {getStarted && (
          <a className="s-button s-button-brand" href={getStarted.link}>
            {getStarted.text || strings.getStarted}
          </a>
        )}
        {learnMoreLink && (
          <a
            className="s-button s-button-alt"
            href={learnMoreLink}
            {...(isExternalLink(learnMoreLink) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {learnMore?.text || strings.learnMore}
            {hero.name && <span className="s-visually-hidden"> {strings.learnMoreAbout.replace('{name}', hero.name)}</span>}
          </a>
        )}
      </div>
    </section>
  );
}
