/**
 * Profile limits, apart from the schemas so a page that only needs a number
 * (the /pro search box) does not load zod with them.
 */
export const PROFILE_LIMITS = {
  name: 100,
  about: 2000,
  expertise: 300,
  city: 100,
  contact: 200,
  socialLinks: 10,
  link: 500,
  personalMore: 2000,
  education: 2000,
  experience: 5000,
  awards: 2000,
  experienceYears: 80,
  proSearch: 100,
  proPageSize: 20,
  proMaxLimit: 50,
  proMaxPage: 10_000,
} as const;
