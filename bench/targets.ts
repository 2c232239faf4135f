import { paths } from '../src/app/paths.ts';

/** What the bench loads and where it types: the site's routes and the form inputs it drives. */

export const routes = [paths.home, paths.orderRx, paths.consent] as const;
export type Route = (typeof routes)[number];

export const cpuRates = [1, 4] as const;
export type CpuRate = (typeof cpuRates)[number];

/** rjsf ids are `<idPrefix>_<field>`, so match on the field name at the end. */
export const orderForm = {
  path: paths.orderRx,
  patientName: '[id$="_orfPatientName"]',
  phone: '[id$="_orfPhone"]',
  typingField: '[id$="_orfPatientAddress"]',
  /** `Print` in English since the site speaks Spanish too (its `title` stays `Imprimir`). */
  printButtonName: /^(Print|Imprimir)$/,
} as const;

export const consentForm = {
  path: paths.consent,
  typingField: '[id$="_name"]',
} as const;

/**
 * A page with one bare input and no script or style, served beside the site by the bench: what
 * Chromium alone costs per key on this machine, the floor under any form's figures.
 */
export const floorPage = {
  path: '/bench-floor.html',
  typingField: '#floor-name',
  html: '<!doctype html><html lang="en"><title>Floor</title><label>Name <input id="floor-name"></label></html>',
} as const;

/** Fake values, never real patient data. The typed texts are 30 and 20 characters long. */
export const sampleValues = {
  patientName: 'Jane Example',
  phone: '3055550123',
  quantity: '1',
  orderTypedText: '1234 Sample Avenue, Suite 56B.',
  consentTypedText: 'Alexandra Montgomery',
} as const;

/** Module paths whose presence in a chunk marks it as part of the PDF libraries. */
export const pdfLibraryModule = /[\\/]node_modules[\\/](jspdf|html2canvas)[\\/]/;
/** Fallback when the chunk map is unavailable: Vite names vendor chunks after their module. */
export const pdfLibraryFileName = /(jspdf|html2canvas)/i;

/** How many times each figure is sampled; keeps a whole run within a few minutes on 2 cores. */
export const sampling = {
  /** Loads of the order form per build and CPU rate; the builds take turns round by round. */
  readyRuns: 7,
  pdfRuns: 5,
  /**
   * Rounds of typing the text into a cleared field, so p95 rests on more than 20–30 keys. The
   * forms take turns round by round, so a machine that slows down midway weighs on all alike.
   */
  typingRounds: 5,
  /** Pause after each key's frame before the next key, like a typist's gap between keys. */
  keyDelayMs: 50,
} as const;
