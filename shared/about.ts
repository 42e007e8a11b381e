/** The about page's numbers, free of zod so the app can import them. */

/** The carousel shows seven expert profile cards. */
export const EXPERTS_ON_ABOUT_PAGE = 7;
/** Each click on the carousel's arrows scrolls it by 280 px. */
export const EXPERT_CAROUSEL_STEP_PX = 280;
