import { defineCall } from '../contract.ts';
import { expertsAnswer, expertsInput } from '../schemas/about.ts';

/** `experts`: the about page's expert cards, profiles of level 'golden' (public fields only). */
export const expertsCall = defineCall('experts', { method: 'GET', input: expertsInput, output: expertsAnswer });
