import type { Browser } from '@playwright/test';
import type { BuiltSite } from './build.ts';
import { measureRouteAssets, type RouteAssets } from './measure/assets.ts';
import { fillOrderForm } from './measure/orderForm.ts';
import { measurePdf, type PdfFigures } from './measure/pdf.ts';
import { measureOrderFormLoads } from './measure/ready.ts';
import { measureTypingRounds, type TypingTarget } from './measure/typing.ts';
import {
  consentForm,
  cpuRates,
  floorPage,
  orderForm,
  routes,
  sampleValues,
  type CpuRate,
} from './targets.ts';

export type PerRate<T> = Record<CpuRate, T | null>;

/** Raw figures of one bench run; null where a piece of the app is missing or a step failed. */
export interface Measurements {
  assets: Record<string, RouteAssets | null>;
  /** ms, one sample per fresh page load: the input shown, and the form's code running. */
  orderReadyMs: PerRate<number[]>;
  orderRunningMs: PerRate<number[]>;
  /** ms per key. */
  orderKeyMs: PerRate<number[]>;
  consentKeyMs: PerRate<number[]>;
  /** ms per key in a bare input with no script or style: the floor of this machine. */
  floorKeyMs: PerRate<number[]>;
  /** ms per key in the filled-in order form with its scripts stopped: the page's own floor. */
  orderFloorKeyMs: PerRate<number[]>;
  pdf: PerRate<PdfFigures>;
  /** The order form's figures of each peer (the baseline build, plain rjsf), same run. */
  peers: Record<string, PeerFigures>;
}

/** Another build of the order form, measured beside this one. */
export interface Peer {
  label: string;
  origin: string;
}

export interface PeerFigures {
  orderReadyMs: PerRate<number[]>;
  orderRunningMs: PerRate<number[]>;
  orderKeyMs: PerRate<number[]>;
  orderAssets: RouteAssets | null;
}

const orderTyping: TypingTarget = {
  path: orderForm.path,
  field: orderForm.typingField,
  text: sampleValues.orderTypedText,
  prepare: fillOrderForm,
};

const consentTyping: TypingTarget = {
  path: consentForm.path,
  field: consentForm.typingField,
  text: sampleValues.consentTypedText,
};

/** The same keys into the same filled-in form, with the page's scripts stopped before them. */
const orderFloorTyping: TypingTarget = {
  ...orderTyping,
  prepare: async (page) => {
    await fillOrderForm(page);
    await page.evaluate(() => window.__benchProbe?.stopPageScripts());
  },
};

const floorTyping: TypingTarget = {
  path: floorPage.path,
  field: floorPage.typingField,
  text: sampleValues.consentTypedText,
};

export type Progress = (message: string) => void;

export async function measureAll(
  browser: Browser,
  origin: string,
  site: BuiltSite,
  progress: Progress,
  peers: Peer[],
): Promise<Measurements> {
  const attempt = attempter(progress);
  const assets: Measurements['assets'] = {};
  for (const route of routes) {
    assets[route] = await attempt(`JS/CSS of ${route}`, () =>
      measureRouteAssets(browser, origin + route, site.pdfLibraryChunks),
    );
  }
  // The peers' order forms are typed into in the same rounds, so all meet the same host.
  const targets = [orderTyping, consentTyping, floorTyping, orderFloorTyping];
  for (const peer of peers) targets.push({ ...orderTyping, origin: peer.origin });
  const typing = await perRate((rate) =>
    attempt(`typing in the order form, the consent form and a bare input, CPU ${rate}`, () =>
      measureTypingRounds(browser, origin, targets, rate),
    ),
  );
  const typed = (index: number) => partOf(typing, index);
  // The peers' order forms are loaded in the same rounds too, taking turns with this build's.
  const loadRounds = await perRate((rate) =>
    attempt(`the order form of this build and its peers loading, CPU ${rate}`, () =>
      measureOrderFormLoads(browser, [origin, ...peers.map((peer) => peer.origin)], rate),
    ),
  );
  const loads = (index: number) => {
    const perRateLoads = partOf(loadRounds, index);
    return {
      orderReadyMs: partOf(perRateLoads, 'readyMs'),
      orderRunningMs: partOf(perRateLoads, 'runningMs'),
    };
  };
  const order = loads(0);
  const peerFigures: Measurements['peers'] = {};
  for (const [index, peer] of peers.entries()) {
    peerFigures[peer.label] = {
      ...loads(1 + index),
      orderKeyMs: typed(4 + index),
      orderAssets: await attempt(`JS/CSS of ${peer.label}`, () =>
        measureRouteAssets(browser, peer.origin + orderForm.path, new Set()),
      ),
    };
  }
  return {
    assets,
    orderKeyMs: typed(0),
    consentKeyMs: typed(1),
    floorKeyMs: typed(2),
    orderFloorKeyMs: typed(3),
    ...order,
    peers: peerFigures,
    pdf: await perRate((rate) =>
      attempt(`PDF, CPU ${rate}`, () => measurePdf(browser, origin, rate)),
    ),
  };
}

/** One part of each rate's figures: `partOf(typing, 0)`, `partOf(perRateLoads, 'readyMs')`. */
function partOf<T, K extends keyof NonNullable<T>>(
  figures: PerRate<T>,
  part: K,
): PerRate<NonNullable<T>[K]> {
  const of = (rate: CpuRate) => (figures[rate] as NonNullable<T> | null)?.[part] ?? null;
  return { 1: of(1), 4: of(4) };
}

/**
 * Measures at each CPU rate in turn. Once a rate gives n/a (the piece is missing or broke), the
 * slower rates would too, so they are skipped rather than each waiting for their time-out.
 */
async function perRate<T>(measure: (rate: CpuRate) => Promise<T | null>): Promise<PerRate<T>> {
  const results: PerRate<T> = { 1: null, 4: null };
  for (const rate of cpuRates) {
    results[rate] = await measure(rate);
    if (results[rate] === null) break;
  }
  return results;
}

/** Runs one measurement, reporting progress; a missing piece or a failure becomes null (n/a). */
function attempter(progress: Progress) {
  return async <T>(label: string, measure: () => Promise<T | null>): Promise<T | null> => {
    progress(label);
    try {
      const result = await measure();
      if (result === null) progress(`  n/a: not on the page yet`);
      return result;
    } catch (error) {
      progress(`  n/a: ${(error as Error).message.split('\n')[0]}`);
      return null;
    }
  };
}
