import { z } from 'zod';
import { defineCall, defineCalls } from '../contract.ts';
import {
  careerAnswer,
  careerInput,
  eventActions,
  eventSchema,
  jobSchema,
  jobsActions,
  regionsAnswer,
  regionsInput,
} from '../schemas/career.ts';

const ok = z.object({ ok: z.literal(true) });

/** Jobs: a vacancy on a post or a person's resume. */
export const jobsCalls = defineCalls('jobs', {
  getByPost: { method: 'GET', input: jobsActions.getByPost, output: z.object({ job: jobSchema.nullable() }) },
  getResume: { method: 'GET', input: jobsActions.getResume, output: z.object({ job: jobSchema.nullable() }) },
  create: { method: 'POST', input: jobsActions.create, output: z.object({ job: jobSchema }) },
  update: { method: 'POST', input: jobsActions.update, output: z.object({ job: jobSchema }) },
  delete: { method: 'POST', input: jobsActions.delete, output: ok },
});

/** An event on a post. */
export const eventCalls = defineCalls('event', {
  getByPost: { method: 'GET', input: eventActions.getByPost, output: z.object({ event: eventSchema.nullable() }) },
  create: { method: 'POST', input: eventActions.create, output: z.object({ event: eventSchema }) },
  update: { method: 'POST', input: eventActions.update, output: z.object({ event: eventSchema }) },
  delete: { method: 'POST', input: eventActions.delete, output: ok },
});

/** Russia's regions, the largest cities' first (public reference data). */
export const regionsCall = defineCall('regions', {
  method: 'GET',
  anyMethod: true,
  input: regionsInput,
  output: regionsAnswer,
});

/** The career board: public. */
export const careerCall = defineCall('career', { method: 'GET', input: careerInput, output: careerAnswer });
