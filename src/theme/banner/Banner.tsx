/** A site-wide announcement above the navbar; dismissing it is remembered. */
import { useEffect, useState } from 'react';
import { usePageContext, useStrings } from '../page-context.ts';
import { CloseIcon } from '../icons.tsx';
import { dismissBanner, isBannerDismissed } from './banner-storage.ts';
import { layoutOf, movePath } from '../../shared/site-layout.ts';

export function Banner() {
  const { site, lang } = usePageContext();
  const strings = useStrings();
  const banner = site.themeConfig.banner;
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => setDismissed(Boolean(banner && isBannerDismissed(banner.id))), [banner]);
  if (!banner || dismissed) return null;
  const text = banner.text[lang] ?? banner.text[site.lang];
  // An internal link is written once, for the default language, and followed in the reader's.
  const href = banner.link?.startsWith('/') ? movePath(banner.link, { lang }, layoutOf(site)) : banner.link;
  return (
    <section className="s-banner" aria-label={strings.announcement}>
      <p>{href ? <a href={href}>{text}</a> : text}</p>
      <button
        type="button"
        className="s-banner-close"
        aria-label={strings.dismiss}
        onClick={() => {
          dismissBanner(banner.id);
          setDismissed(true);
        }}
      >
        <CloseIcon />
      </button>
    </section>
  );
}
