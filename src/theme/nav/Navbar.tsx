/**
 * The top bar: logo, the site's `navbarAfterLogo` slot, left and right nav items, language and version switchers,
 * theme toggle, social links; below 768 px a hamburger opens it as a full-screen menu.
 */
import { useEffect, useRef, useState } from 'react';
import { usePageContext, useStrings } from '../page-context.ts';
import { useThemeMode } from '../theme-mode.ts';
import { LanguageIcon, MenuIcon, CloseIcon, MoonIcon, SunIcon } from '../icons.tsx';
import { NavMenu } from './NavMenu.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import { useNavbarScroll } from './use-navbar-scroll.ts';
import { useModal } from '../overlay/use-modal.ts';
import { SearchButton } from '../search/SearchButton.tsx';
import { NavbarAfterLogo } from 'virtual:site-components';
import { isNavItemActive, MOBILE_BREAKPOINT, navItemsAt } from '../../shared/nav-rules.ts';
import { homePathOf, layoutOf } from '../../shared/site-layout.ts';
import { isExternalLink } from '../../shared/web-url.ts';
import type { NavItem } from '../../shared/site-config.ts';

function NavLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const active = isNavItemActive(item, pathname);
  return (
    <a
      className={`s-nav-link${active ? ' s-active' : ''}`}
      href={item.link}
      aria-current={active ? 'page' : undefined}
      {...(isExternalLink(item.link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.text}
      {item.tag && <span className="s-nav-tag">{item.tag}</span>}
      {isExternalLink(item.link) && <ExternalMark />}
    </a>
  );
}

const ExternalMark = () => (
  <svg className="s-external-mark" width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </svg>
);

function NavEntry({ item, pathname }: { item: NavItem; pathname: string }) {
  if (!item.items) return <NavLink item={item} pathname={pathname} />;
  return (
    <NavMenu
      active={isNavItemActive(item, pathname)}
      label={
        <>
          {item.text}
          {item.tag && <span className="s-nav-tag">{item.tag}</span>}
        </>
      }
    >
      {item.items.map((child) => (
        <NavEntry key={child.text} item={child} pathname={pathname} />
      ))}
    </NavMenu>
  );
}

/**
 * The full-screen menu: a modal layer made of the whole bar (closes on navigation, on Escape and when the window
 * grows past the breakpoint; while open, the page outside the bar is inert).
 */
function useMobileMenu(bar: () => HTMLElement | null) {
  const [open, setOpen] = useState(false);
  useModal(open, () => setOpen(false), { regions: () => [bar()] });
  useEffect(() => {
    const wide = matchMedia(`(min-width: ${MOBILE_BREAKPOINT + 1}px)`);
    wide.onchange = () => wide.matches && setOpen(false);
    return () => {
      wide.onchange = null;
    };
  }, []);
  return [open, setOpen] as const;
}

export function Navbar() {
  const { site, lang, pathname, page, view } = usePageContext();
  const strings = useStrings();
  const { theme, toggle } = useThemeMode(site.themeConfig.darkMode);
  const header = useRef<HTMLElement>(null);
  const [open, setOpen] = useMobileMenu(() => header.current);
  const { hidden, transparent } = useNavbarScroll(site.themeConfig.hideNavbar, page.pageType === 'home');
  const locale = site.locales.find((l) => l.lang === lang)!;
  const logo = typeof site.logo === 'string' ? { light: site.logo, dark: site.logo } : site.logo;
  const others = site.locales.filter((l) => l.lang !== lang);
  const layout = layoutOf(site);
  const versions = layout.versions;
  const version = page.version || layout.defaultVersion;

  return (
    <header ref={header} className={`s-navbar${hidden ? ' s-hidden' : ''}${transparent && !open ? ' s-transparent' : ''}`}>
      <div className="s-navbar-inner">
        <a className="s-navbar-logo" href={homePathOf(lang, page.version, layout)}>
          <img className="s-logo-light" src={logo.light} alt="" width={28} height={28} />
          <img className="s-logo-dark" src={logo.dark} alt="" width={28} height={28} />
          <span>{site.logoText}</span>
        </a>
        {NavbarAfterLogo && <NavbarAfterLogo />}
        <div className="s-navbar-search">
          <SearchButton />
        </div>
        <nav className={`s-navbar-menu${open ? ' s-open' : ''}`} aria-label={strings.mainNav}>
          <div className="s-navbar-items s-navbar-left">
            {navItemsAt(locale.nav, 'left').map((item) => (
              <NavEntry key={item.text} item={item} pathname={pathname} />
            ))}
          </div>
          <div className="s-navbar-items s-navbar-right">
            {navItemsAt(locale.nav, 'right').map((item) => (
              <NavEntry key={item.text} item={item} pathname={pathname} />
            ))}
          </div>
          <div className="s-navbar-tools">
            {others.length === 1 && (
              <a className="s-nav-link s-nav-lang" href={view.inLang[others[0].lang]} hrefLang={others[0].lang} lang={others[0].lang}>
                <LanguageIcon />
                <span>{others[0].label}</span>
              </a>
            )}
            {others.length > 1 && (
              <NavMenu className="s-nav-lang" ariaLabel={strings.language} label={<LanguageIcon />}>
                {site.locales.map((l) => (
                  <a key={l.lang} className={`s-nav-link${l.lang === lang ? ' s-active' : ''}`} href={view.inLang[l.lang]} hrefLang={l.lang} lang={l.lang}>
                    {l.label}
                  </a>
                ))}
              </NavMenu>
            )}
            {versions.length > 1 && (
              <NavMenu className="s-nav-version" ariaLabel={`${strings.version} ${version}`} label={version}>
                {versions.map((v) => (
                  <a
                    key={v}
                    className={`s-nav-link${v === version ? ' s-active' : ''}`}
                    href={view.inVersion[v]}
                    aria-current={v === version ? 'true' : undefined}
                  >
                    {v}
                  </a>
                ))}
              </NavMenu>
            )}
            {site.themeConfig.darkMode && (
              <button
                type="button"
                className="s-nav-icon-button s-theme-toggle"
                onClick={(e) => toggle(e, site.themeConfig.enableAppearanceAnimation)}
                aria-label={theme === 'dark' ? strings.switchToLight : strings.switchToDark}
              >
                <SunIcon />
                <MoonIcon />
              </button>
            )}
            <SocialLinks links={site.themeConfig.socialLinks} moreLabel={strings.moreLinks} />
          </div>
        </nav>
        <button
          type="button"
          className="s-nav-icon-button s-navbar-hamburger"
          aria-expanded={open}
          aria-label={open ? strings.closeMenu : strings.menu}
          onClick={() => setOpen(!open)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
    </header>
  );
}
