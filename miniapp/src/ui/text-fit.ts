import './text-fit.css';

/**
 * Text fields that grow with their text (title-textarea.tsx, auto-textarea.tsx). Where the browser
 * sizes a field to its text itself (CSS `field-sizing`, text-fit.css), nothing is measured: opening
 * a dialog forces no layout of the page behind it (the title's and the description's measures took
 * 71 and 89 ms of a task's first opening right after a repeat open, at a slow phone's CPU), and a
 * dialog the server drew shows the whole text before any script runs. Elsewhere (Safari before
 * 26) the field measures itself.
 */
export const SIZED_BY_CSS = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

/** The field's class with the one that lets the browser size it. */
export const withTextFit = (className: string | undefined) => (className ? `lp-text-fit ${className}` : 'lp-text-fit');
