/** The site footer: the source repository, social and chat links, and the copyright line. */
import { usePageContext, useStrings } from '../page-context.ts';
import { SOCIAL_ICONS } from '../icons.tsx';

export function SiteFooter() {
  const { site, lang } = usePageContext();
  const strings = useStrings();
  const footer = site.themeConfig.footer;
  const socials = site.themeConfig.socialLinks.filter((l) => l.mode === 'link' && l.content !== footer?.repository && l.content !== footer?.chat);
  if (!footer) return null;
  const copyright = footer.copyright?.[lang] ?? footer.copyright?.[site.lang];
  return (
    <footer className="s-site-footer">
      <nav aria-label={strings.siteFooter}>
        <ul className="s-site-footer-links">
          {footer.repository && (
            <li>
              <a href={footer.repository} target="_blank" rel="noopener noreferrer">
                {SOCIAL_ICONS.github()}
                {strings.sourceRepository}
              </a>
            </li>
          )}
          {footer.chat && (
            <li>
              <a href={footer.chat} target="_blank" rel="noopener noreferrer">
                {SOCIAL_ICONS.discord()}
                {strings.chat}
              </a>
            </li>
          )}
          {socials.map((link) => {
            const Icon = typeof link.icon === 'string' ? SOCIAL_ICONS[link.icon] : undefined;
            return (
              <li key={link.content}>
                <a href={link.content} target="_blank" rel="noopener noreferrer">
                  {Icon && <Icon />}
                  {link.label ?? String(link.icon)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {copyright && <p className="s-site-footer-copyright">{copyright}</p>}
    </footer>
  );
}
