/** Where a dismissed banner is remembered; a new banner id shows again. */
export const bannerStorageKey = (id: string) => `banner-dismissed:${id}`;

export function isBannerDismissed(id: string): boolean {
  try {
    return localStorage.getItem(bannerStorageKey(id)) === '1';
  } catch {
    return false;
  }
}

export function dismissBanner(id: string) {
  try {
    localStorage.setItem(bannerStorageKey(id), '1');
  } catch {
    /* storage unavailable: hidden for this page view only */
  }
}
