/** The hover enter/leave delay of popovers opened from script; `--hover-delay` in popover.css is the same value for CSS. */
export const HOVER_DELAY_MS = 100;
