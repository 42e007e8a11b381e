import { z } from 'zod';
import { V } from '../i18n/validation.ts';
import { RESERVED_USERNAMES } from '../usernames.ts';
import { jobSchema, regionSchema } from './career.ts';
import { idSchema, sessionIdSchema, textSchema, visibleText } from './common.ts';
import { PROFILE_LIMITS } from '../profile/limits.ts';

/**
 * Profiles: the profile page, the edit dialog, universities and the professionals directory.
 * The edit dialog's form and the `profile-edit` call check the same schemas.
 */

export { PROFILE_LIMITS };
const L = PROFILE_LIMITS;

/** 5–20 of letters, digits and underscore, lower-cased; never one of the app's own route names (`/{username}` shares them). */
export const usernameSchema = textSchema
  .trim()
  .toLowerCase()
  .min(5, { error: V.usernameLength })
  .max(20, { error: V.usernameLength })
  .regex(/^[a-z0-9_]+$/, { error: V.usernameChars })
  .refine((u) => !RESERVED_USERNAMES.has(u), { error: V.usernameReserved });

/** The latest graduation year one may enter: this year plus 10 (students enter the year they expect). */
export const maxGraduationYear = (now = new Date()) => now.getFullYear() + 10;

/**
 * A graduation year: a number of exactly 4 digits ('Graduation year must be exactly 4 digits'),
 * 1900 to this year plus 10 ('Please enter a valid graduation year'). The form turns its digits
 * into a number first, so '199' reads as 199 and gets the first message.
 */
export const graduationYearSchema = z
  .number({ error: V.graduationYearDigits })
  .int({ error: V.graduationYearDigits })
  .refine((y) => y >= 1000 && y <= 9999, { error: V.graduationYearDigits, abort: true })
  .refine((y) => y >= 1900 && y <= maxGraduationYear(), { error: V.graduationYear });

/** Blank text becomes null (spec: empty contact fields are saved as null). */
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    textSchema.trim().max(max).nullable().default(null),
  );
const optionalFormat = (schema: z.ZodType<string | null>) =>
  z.preprocess(
    (v) =>
      v === undefined || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? v.trim() : v,
    schema,
  );

const PHONE = /^\+?[\d\s\-()]{5,30}$/;
export const phoneSchema = textSchema
  .max(L.contact)
  .refine((v) => PHONE.test(v) && v.replace(/\D/g, '').length >= 5 && v.replace(/\D/g, '').length <= 15, {
    error: V.phone,
  });
export const emailSchema = textSchema.max(L.contact).pipe(z.email({ error: V.email }));
/** A site with or without its scheme: `example.ru` is saved as `https://example.ru`. */
export const websiteSchema = textSchema
  .max(L.contact)
  .transform((v) => (/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`))
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'https:' || u.protocol === 'http:') && /^[^.\s]+(\.[^.\s]+)+$/.test(u.hostname);
      } catch {
        return false;
      }
    },
    { error: V.website },
  );
/** A Telegram username, typed as `@name`, `name` or a t.me link: saved as `name`. */
export const telegramSchema = textSchema
  .max(L.contact)
  .transform((v) =>
    v
      .replace(/^(https?:\/\/)?(t\.me|telegram\.me)\//i, '')
      .replace(/^@/, '')
      .replace(/\/$/, ''),
  )
  .refine((v) => /^[A-Za-z][A-Za-z0-9_]{3,31}$/.test(v), { error: V.telegram });

export const contactsSchema = z.object({
  phone: optionalFormat(phoneSchema.nullable()),
  whatsapp: z.boolean().default(false),
  telegram: optionalFormat(telegramSchema.nullable()),
  website: optionalFormat(websiteSchema.nullable()),
  email: optionalFormat(emailSchema.nullable()),
});
export type Contacts = z.output<typeof contactsSchema>;

const linkSchema = textSchema.trim().max(L.link).pipe(websiteSchema);
/** Empty inputs are dropped (the dialog shows two empty ones by default). */
export const socialLinksSchema = z
  .array(textSchema.max(L.link))
  .max(L.socialLinks)
  .transform((links) => links.map((l) => l.trim()).filter(Boolean))
  .pipe(z.array(linkSchema));

/** YYYY-MM-DD, a real day between 1900 and today. */
export const birthdaySchema = textSchema.regex(/^\d{4}-\d{2}-\d{2}$/, { error: V.birthday }).refine(
  (v) => {
    const at = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === v && v >= '1900-01-01' && at <= Date.now();
  },
  { error: V.birthday },
);

export const profileInfoSchema = z.object({
  city: optionalText(L.city),
  contacts: contactsSchema.default({ phone: null, whatsapp: false, telegram: null, website: null, email: null }),
  social_links: socialLinksSchema.default([]),
  personal_info: z
    .object({ birthday: optionalFormat(birthdaySchema.nullable()), more: optionalText(L.personalMore) })
    .default({ birthday: null, more: null }),
  professional_info: z
    .object({
      education: optionalText(L.education),
      experience: optionalText(L.experience),
      experience_years: z
        .number({ error: V.wholeNumber })
        .int({ error: V.wholeNumber })
        .min(0, { error: V.notNegative })
        .max(L.experienceYears)
        .nullable()
        .default(null),
      awards: optionalText(L.awards),
    })
    .default({ education: null, experience: null, experience_years: null, awards: null }),
});

/** The edit dialog's profile fields (`profileData` of `profile-edit`), plus the images and region. */
export const profileDataSchema = z.object({
  name: visibleText(L.name),
  username: usernameSchema,
  about: optionalText(L.about),
  expertise: optionalText(L.expertise),
  info: profileInfoSchema,
  /** the caller's own uploads (bucket profiles), or null to remove */
  avatar: textSchema.trim().max(2048).nullable(),
  cover: textSchema.trim().max(2048).nullable(),
  /** the profile's region (region_selected), or null for none */
  region_id: idSchema.nullable(),
});

export const universityDataSchema = z.object({
  universityId: idSchema.nullable(),
  graduationYear: graduationYearSchema.nullable().default(null),
});

/**
 * The edit dialog's form: the profile's fields (the
 * images have their own dialogs) and the university with its graduation year; the form sends
 * them as `profile-edit` takes them.
 */
export const profileFormSchema = z.object({
  profileData: profileDataSchema.omit({ avatar: true, cover: true }),
  universityData: universityDataSchema,
});

/**
 * `profile-edit`: every field optional (the upload dialogs send only the avatar or the cover),
 * each checked as the dialog checks it; `universityData` null removes the university.
 */
export const profileEditInput = z.object({
  sessionId: sessionIdSchema,
  profileId: idSchema,
  profileData: profileDataSchema.partial().default({}),
  universityData: universityDataSchema.nullable().optional(),
});
export type ProfileEditInput = z.output<typeof profileEditInput>;

export const profileInput = z.object({
  sessionId: sessionIdSchema.optional(),
  username: textSchema.trim().min(1).max(64).optional(),
});

export const universitySchema = z.object({ id: z.number(), name: z.string(), short_name: z.string().nullable() });
export type University = z.infer<typeof universitySchema>;
export const universitiesInput = z.object({ sessionId: sessionIdSchema.optional() });
export const universitiesAnswer = z.object({ universities: z.array(universitySchema) });

export const profileSchema = z.object({
  id: z.number(),
  /** `user_id`, `roles` and `permissions` go to the profile's owner only: the page shows others none of them */
  user_id: z.number().nullable().optional(),
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  cover: z.string().nullable(),
  level: z.enum(['bronze', 'silver', 'golden']).nullable(),
  about: z.string().nullable(),
  expertise: z.string().nullable(),
  type: z.string(),
  roles: z.array(z.string()).optional(),
  permissions: z.array(z.string()).optional(),
  /** to the owner only: whether their published posts reach the home feed (else only their profile) */
  postsOnHomeFeed: z.boolean().optional(),
  /** contacts only for signed-in readers (a scraper gets no phone numbers) */
  info: z.record(z.string(), z.unknown()),
});
export type ProfileDto = z.infer<typeof profileSchema>;

/** The whole public profile, as the profile page shows it. */
export const fullProfileSchema = profileSchema.extend({
  university: universitySchema.extend({ graduation_year: z.number().nullable() }).nullable(),
  region: regionSchema.pick({ id: true, code: true, title: true }).nullable(),
  resume: jobSchema.nullable(),
  isOwner: z.boolean(),
  /**
   * Why `info` comes without contacts to a signed-in reader: `limit`, they have seen the
   * contacts of as many people as an hour allows (PROFILE_CONTACTS_PER_HOUR).
   */
  contactsHidden: z.literal('limit').optional(),
});
export type FullProfile = z.infer<typeof fullProfileSchema>;
/**
 * Different people whose contacts one reader sees an hour, so contacts cannot be collected in
 * bulk; their own profile and people they share a space with do not count.
 */
export const PROFILE_CONTACTS_PER_HOUR = 30;
export const profileAnswer = z.object({ profile: fullProfileSchema });

/** `pro`: people by name, username, about or expertise, in a region; 20 a page. */
export const proInput = z.object({
  sessionId: sessionIdSchema.optional(),
  search: textSchema.max(L.proSearch).optional(),
  /** a region's code ('77'); empty means all */
  region: textSchema.trim().max(10).optional(),
  page: idSchema.refine((n) => n <= L.proMaxPage, { error: V.tooLarge }).default(1),
  limit: idSchema.refine((n) => n <= L.proMaxLimit, { error: V.tooLarge }).default(L.proPageSize),
});
export type ProQuery = z.output<typeof proInput>;

/** A person as the professionals directory lists them. */
export const professionalSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  level: z.enum(['bronze', 'silver', 'golden']).nullable(),
  about: z.string().nullable(),
  expertise: z.string().nullable(),
  experienceYears: z.number().nullable(),
  region: regionSchema.pick({ id: true, code: true, title: true }).nullable(),
  info: z.object({
    city: z.string().optional(),
    professional_info: z
      .object({ education: z.string().nullable().optional(), awards: z.string().nullable().optional() })
      .optional(),
  }),
});
export type Professional = z.infer<typeof professionalSchema>;
export const proAnswer = z.object({
  lawyers: z.array(professionalSchema),
  regions: z.array(regionSchema),
  pagination: z.object({ page: z.number(), hasMore: z.boolean() }),
});
