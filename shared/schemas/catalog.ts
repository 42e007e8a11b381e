import { z } from 'zod';
import { CATALOG_BLOCKS, CATALOG_LIMITS as L, isHttpLink, PHONE_PATTERN } from '../catalog/constants.ts';
import { V } from '../i18n/validation.ts';
import { idSchema, sessionIdSchema, textSchema } from './common.ts';

/**
 * The service catalog:
 * the call's input and answer, and one service as operators write it (the seed and
 * `npm run admin -- catalog import` check every row with `catalogServiceInput`).
 */

const regionCode = textSchema.regex(/^\d{2}$/, { error: V.regionCode });

/**
 * A page number: 1, 2, … (pages count from 1 in this product), a JSON number or digits alone
 * (a query string carries text); `0`, `-1`, `1.5`, `"1e3"` or `" 2"` is a 400.
 */
const pageSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^[0-9]{1,9}$/.test(v) ? Number(v) : v),
  z.number({ error: V.pageNumber }).int({ error: V.pageNumber }).min(1, { error: V.pageNumber }).max(L.maxPage),
);

export const catalogInput = z
  .object({
    sessionId: sessionIdSchema.optional(),
    search: textSchema.max(L.search).optional(),
    /** a region's code (`77`): its services and those for all of Russia; empty means every region */
    region: regionCode.optional().or(z.literal('').transform(() => undefined)),
    /**
     * a service type's id: that type's services, page by page (`CATALOG_LIMITS.perType` a page);
     * without it the first page of every type. An unknown type has no services (an empty list).
     */
    type: idSchema.optional(),
    /** the type's page, from 1 (only with `type`: the answer without one is every type's page 1) */
    page: pageSchema.default(1),
  })
  .refine((q) => q.type !== undefined || q.page === 1, { error: V.catalogPageType, path: ['page'] });
export type CatalogQuery = z.output<typeof catalogInput>;

const optionalText = (max: number) =>
  textSchema
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const httpLink = textSchema.trim().max(L.link).refine(isHttpLink, { error: V.httpLink });

export const catalogBlockSchema = z
  .object({ title: textSchema.trim().min(1, { error: V.required }).max(L.blockTitle), link: httpLink })
  .strict();
export type CatalogBlock = z.infer<typeof catalogBlockSchema>;

const blockField = catalogBlockSchema.nullish().transform((v) => v ?? null);
const blockFields = {
  block_top: blockField,
  block1: blockField,
  block2: blockField,
  block3: blockField,
  block4: blockField,
  block5: blockField,
  block6: blockField,
  block7: blockField,
  block8: blockField,
  block9: blockField,
  block10: blockField,
} satisfies Record<(typeof CATALOG_BLOCKS)[number], unknown>;

/** An icon: one of CATALOG_ICON_NAMES, an emoji (or a few letters), or an image's http(s) address. */
const iconSchema = textSchema
  .trim()
  .max(L.link)
  .refine((v) => isHttpLink(v) || (v.length <= 16 && !v.includes(':')), { error: V.catalogIcon });

/** One service as operators write it: the type by its title, the region by its code (null: all of Russia). */
export const catalogServiceInput = z
  .object({
    /** the service's stable name across installs: import updates the service with the same key */
    key: textSchema.regex(new RegExp(`^[a-z0-9][a-z0-9-]{0,${L.key - 1}}$`), { error: V.catalogKey }),
    title: textSchema.trim().min(1, { error: V.required }).max(L.title),
    about: optionalText(L.about),
    icon: iconSchema.nullish().transform((v) => v || null),
    type: textSchema.trim().min(1, { error: V.required }).max(L.typeTitle),
    region: regionCode.nullish().transform((v) => v ?? null),
    is_hidden: z.boolean().default(false),
    website: httpLink
      .nullish()
      .or(z.literal(''))
      .transform((v) => v || null),
    services: optionalText(L.services),
    phone: textSchema
      .trim()
      .max(L.phone)
      .regex(PHONE_PATTERN, { error: V.phone })
      .nullish()
      .or(z.literal(''))
      .transform((v) => v || null),
    worktime: optionalText(L.worktime),
    address: optionalText(L.address),
    emails: z
      .array(textSchema.trim().pipe(z.email({ error: V.email })))
      .max(L.emails)
      .default([]),
    ...blockFields,
  })
  .strict();
export type CatalogServiceInput = z.output<typeof catalogServiceInput>;

/** An import (and export) file: the types in their order, then the services. */
export const catalogFileSchema = z
  .object({
    serviceTypes: z
      .array(textSchema.trim().min(1, { error: V.required }).max(L.typeTitle))
      .max(1000)
      .default([]),
    services: z.array(catalogServiceInput).max(L.importRows),
  })
  .strict();
export type CatalogFile = z.output<typeof catalogFileSchema>;

const block = z.object({ title: z.string(), link: z.string() }).nullable();
export const catalogServiceSchema = z.object({
  id: z.number(),
  /** one of the seed's sample firms (fictional contacts): the card says "Демо" */
  sample: z.boolean(),
  title: z.string(),
  about: z.string().nullable(),
  icon: z.string().nullable(),
  type: z.object({ id: z.number(), title: z.string() }),
  region: z.object({ code: z.string(), title: z.string() }).nullable(),
  website: z.string().nullable(),
  services: z.string().nullable(),
  phone: z.string().nullable(),
  worktime: z.string().nullable(),
  address: z.string().nullable(),
  emails: z.array(z.string()),
  block_top: block,
  block1: block,
  block2: block,
  block3: block,
  block4: block,
  block5: block,
  block6: block,
  block7: block,
  block8: block,
  block9: block,
  block10: block,
});
export type CatalogService = z.infer<typeof catalogServiceSchema>;

export const catalogServiceTypeSchema = z.object({ id: z.number(), title: z.string() });
/** A type as `catalog` answers it: with how many of its services match the search and region. */
export const catalogTypeCountSchema = catalogServiceTypeSchema.extend({ count: z.number() });
export type CatalogTypeCount = z.infer<typeof catalogTypeCountSchema>;

/**
 * `catalog`'s answer: `services` is the first page of every type (no `type` asked), or the asked
 * type's page; `serviceTypes` every type with a visible service, each with its matching `count`.
 */
export const catalogAnswer = z.object({
  services: z.array(catalogServiceSchema),
  serviceTypes: z.array(catalogTypeCountSchema),
  regions: z.array(z.object({ id: z.number(), code: z.string(), title: z.string(), is_top: z.boolean() })),
});
export type CatalogAnswer = z.infer<typeof catalogAnswer>;
