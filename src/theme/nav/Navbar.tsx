/** The top bar: logo, nav menus, language switcher, theme toggle and social links. */
import { useState } from 'react';
import { usePageContext, homeOf } from '../page-context.ts';
import { useThemeMode } from '../theme-mode.ts';
import { ChevronIcon, LanguageIcon, MenuIcon, CloseIcon, MoonIcon, SunIcon, SOCIAL_ICONS } from '../icons.tsx';
import { pathInLang } from '../../shared/routes.ts';
import type { NavItem } from '../../shared/site-config.ts';
import { SearchButton } from '../search/SearchButton.tsx';

function isActive(item: NavItem, pathname: string) {
  if (item.activeMatch) {
    try {
      return new RegExp(item.activeMatch).test(pathname);
    } catch {
      return false;
    }
  }
  return Boolean(item.link && pathname.startsWith(item.link));
}

const isOutbound = (link: string) => /^https?:\/\//.test(link);

function NavLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const outbound = isOutbound(item.link!);
  return (
    <a
      className={`nav-link${isActive(item, pathname) ? ' active' : ''}`}
      href={item.link}
      aria-current={isActive(item, pathname) ? 'page' : undefined}
      {...(outbound ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.text}
      {item.tag && <span className="nav-tag">{item.tag}</span>}
    </a>
  );
}

function NavMenu({ item, pathname }: { item: NavItem; pathname: string }) {
  return (
    <div className="nav-menu">
      <button type="button" className={`nav-link nav-menu-button${isActive(item, pathname) ? ' active' : ''}`} aria-haspopup="true">
        {item.text}
        <ChevronIcon />
      </button>
      <div className="nav-menu-panel">
        {item.items!.map((child) => (child.items ? <NavMenu key={child.text} item={child} pathname={pathname} /> : <NavLink key={child.text} item={child} pathname={pathname} />))}
      </div>
    </div>
  );
}

export function Navbar() {
  const { site, lang, pathname, page, strings } = usePageContext();
  const { theme, toggle } = useThemeMode(site.themeConfig.darkMode);
  const [open, setOpen] = useState(false);
  const locale = site.locales.find((l) => l.lang === lang)!;
  const logo = typeof site.logo === 'string' ? { light: site.logo, dark: site.logo } : site.logo;
  const others = site.locales.filter((l) => l.lang !== lang);
  const items = locale.nav;

  return (
    <header className="navbar">
      <div className="navbar-inner">
        <a className="navbar-logo" href={homeOf(lang, site.lang)}>
          <img className="logo-light" src={logo.light} alt="" width={28} height={28} />
          <img className="logo-dark" src={logo.dark} alt="" width={28} height={28} />
          <span>{site.logoText}</span>
        </a>
        <nav className={`navbar-menu${open ? ' open' : ''}`} aria-label={strings.mainNav}>
          <SearchButton />
          {items.map((item) => (item.items ? <NavMenu key={item.text} item={item} pathname={pathname} /> : <NavLink key={item.text} item={item} pathname={pathname} />))}
          {others.map((l) => (
            <a key={l.lang} className="nav-link nav-lang" href={pathInLang(page.routePath, lang, l.lang, site.lang)} hrefLang={l.lang} lang={l.lang}>
              <LanguageIcon />
              <span>{l.label}</span>
            </a>
          ))}
          {site.themeConfig.darkMode && (
            <button
              type="button"
              className="nav-icon-button"
              onClick={(e) => toggle(e, site.themeConfig.enableAppearanceAnimation)}
              aria-label={theme === 'dark' ? strings.switchToLight : strings.switchToDark}
            >
              <SunIcon />
              <MoonIcon />
            </button>
          )}
          <span className="nav-social">
            {site.themeConfig.socialLinks.map((link) => {
              const Icon = typeof link.icon === 'string' ? SOCIAL_ICONS[link.icon] : null;
              return (
                <a key={link.content} className="nav-icon-button" href={link.content} target="_blank" rel="noopener noreferrer" aria-label={link.label ?? String(link.icon)}>
                  {Icon ? <Icon /> : null}
                </a>
              );
            })}
          </span>
        </nav>
        <button type="button" className="nav-icon-button navbar-hamburger" aria-expanded={open} aria-label={open ? strings.closeMenu : strings.menu} onClick={() => setOpen(!open)}>
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
    </header>
  );
}
