/**
 * The history state of an address a page corrects in place (a post's short link made its full
 * one, once the post is in): the same page stays on screen, so its scroll stays too
 * (app/routes.tsx `ScrollToTop`). Scrolled to the top, a reader who had scrolled on would lose
 * their place, and a tap landing as the page jumped would hit whatever moved under it.
 */
export const SAME_PAGE_STATE = { samePage: true } as const;

/** Whether the current history entry is an address corrected in place. */
export const isSamePageAddress = (): boolean =>
  (window.history.state as { samePage?: unknown } | null)?.samePage === true;
