/**
 * Social links: `link` opens the URL, `text` and `img` show their content in a small
 * popup (an account id, a QR code), `dom` shows site-provided markup. Beyond five, the rest move
 * into a popup. Popups open on hover (after the shared 0.1 s delay, in CSS) or focus; icon names
 * show as tooltips.
 */
import { useState } from 'react';
import '../popover/popover.css';
import { SOCIAL_ICONS } from '../icons.tsx';
import { splitSocialLinks } from '../../shared/nav-rules.ts';
import type { SocialLink as SocialLinkData } from '../../shared/site-config.ts';

const nameOf = (link: SocialLinkData) => link.label ?? (typeof link.icon === 'string' ? link.icon : 'link');

function Icon({ link }: { link: SocialLinkData }) {
  if (typeof link.icon === 'string') {
    const Brand = SOCIAL_ICONS[link.icon];
    return Brand ? <Brand /> : null;
  }
  // Custom SVG markup comes from the site config, written by the site's maintainers.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own SVG icon from its config, not user input
  return <span className="s-social-svg" aria-hidden="true" dangerouslySetInnerHTML={{ __html: link.icon.svg }} />;
}

function SocialLink({ link }: { link: SocialLinkData }) {
  const name = nameOf(link);
  if (link.mode === 'link') {
    return (
      <a className="s-nav-icon-button s-tooltip" href={link.content} target="_blank" rel="noopener noreferrer" aria-label={name}>
        <Icon link={link} />
      </a>
    );
  }
  return (
    <span className="s-social-popup-host s-popover-hover">
      <button type="button" className="s-nav-icon-button" aria-label={name}>
        <Icon link={link} />
      </button>
      <span className="s-social-popup s-popover" role="tooltip">
        {link.mode === 'text' && <span className="s-social-popup-text">{link.content}</span>}
        {link.mode === 'img' && <img src={link.content} alt={name} width={120} height={120} />}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: `dom` links show markup written in the site's own config, not user input */}
        {link.mode === 'dom' && <span dangerouslySetInnerHTML={{ __html: link.content }} />}
      </span>
    </span>
  );
}

export function SocialLinks({ links, moreLabel }: { links: SocialLinkData[]; moreLabel: string }) {
  const { inline, overflow } = splitSocialLinks(links);
  const [open, setOpen] = useState(false);
  if (!links.length) return null;
  return (
    <span className="s-nav-social">
      {inline.map((link) => (
        <SocialLink key={`${nameOf(link)}:${link.content}`} link={link} />
      ))}
      {overflow.length > 0 && (
        // Hover is left to CSS (s-popover-hover); focus and clicks set `s-open` so aria-expanded tells the truth.
        // biome-ignore lint/a11y/noStaticElementInteractions: the trigger is the real button inside; the wrapper only tracks focus entering and leaving it and its panel
        <span
          className="s-social-more s-popover-hover"
          onFocus={() => setOpen(true)}
          onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setOpen(false)}
        >
          <button type="button" className="s-nav-icon-button" aria-label={moreLabel} aria-expanded={open} onClick={() => setOpen(!open)}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <circle cx="5" cy="12" r="2" />
              <circle cx="12" cy="12" r="2" />
              <circle cx="19" cy="12" r="2" />
            </svg>
          </button>
          <span className={`s-social-more-panel s-popover${open ? ' s-open' : ''}`}>
            {overflow.map((link) => (
              <SocialLink key={`${nameOf(link)}:${link.content}`} link={link} />
            ))}
          </span>
        </span>
      )}
    </span>
  );
}
