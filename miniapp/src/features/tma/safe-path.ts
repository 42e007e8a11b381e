/** Only the path part of tma-auth's redirectTo is ours to follow: never another site. */
export const safePath = (to: string): string => (to.startsWith('/') && !to.startsWith('//') ? to : '/');
