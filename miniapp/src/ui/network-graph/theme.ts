/** The page's text and surface colours where the graph sits (Telegram's theme or ours), read once per resize. */
export interface GraphTheme {
  text: string;
  surface: string;
}

export function readTheme(host: Element): GraphTheme {
  const style = getComputedStyle(host);
  return {
    text: style.color || '#000',
    surface: style.backgroundColor && style.backgroundColor !== 'rgba(0, 0, 0, 0)' ? style.backgroundColor : '#fff',
  };
}

export const LABEL_FONT_PX = 11;
/** Below this on-screen size a label is unreadable: not drawn. */
export const LABEL_MIN_PX = 7;
export const clubCorner = (r: number) => r * 0.35;
