import { budgets, checkBudget, type Budget, type Status } from './budgets.ts';
import type { RouteAssets } from './measure/assets.ts';
import type { Measurements, PeerFigures, PerRate } from './measurements.ts';
import { median, percentile, round } from './stats.ts';
import { paths } from '../src/app/paths.ts';
import { cpuRates, routes, sampling, type CpuRate, type Route } from './targets.ts';

type Value = number | string | null;

/** One line of the printed table; numbers are in `unit`, null is "n/a". */
export interface Row {
  metric: string;
  unit: string;
  /** Sizes do not depend on the CPU rate: they are reported under CPU 1 only. */
  cpu1: Value;
  cpu4: Value | '—';
  budget: string;
  status: Status;
}

const routeJsBudgets: Partial<Record<Route, Budget>> = {
  [paths.home]: budgets.homeJsKb,
  [paths.orderRx]: budgets.orderJsKb,
};

const kilobytes = (bytes: number) => round(bytes / 1024);
const stat = (samples: number[] | null, summarise: (values: number[]) => number) =>
  samples ? round(summarise(samples)) : null;
const p95 = (samples: number[]) => percentile(samples, 95);

export function tableRows(measured: Measurements): Row[] {
  return [...sizeRows(measured), ...timingRows(measured), ...pdfRows(measured)];
}

function sizeRows({ assets, pdf }: Measurements): Row[] {
  const routeRows = routes.flatMap((route) => {
    const routeAssets = assets[route];
    const jsBudget = routeJsBudgets[route];
    return [
      sizeRow(`JS gzip ${route}`, routeAssets?.jsGzipBytes ?? null, jsBudget),
      sizeRow(`CSS gzip ${route}`, routeAssets?.cssGzipBytes ?? null),
      sizeRow(`HTML gzip ${route} (styles inline)`, routeAssets?.htmlGzipBytes ?? null),
    ];
  });
  const firstPdfJs = pdf[1]?.firstPdfAssets.jsGzipBytes ?? null;
  const measuredRoutes = routes.map((route) => assets[route]).filter((found) => found !== null);
  const pdfLibraryFiles = measuredRoutes.flatMap((found) => found.pdfLibraryFiles);
  const pdfLibrariesRow: Row = {
    metric: 'PDF libraries loaded before a PDF',
    unit: '',
    cpu1: measuredRoutes.length === 0 ? null : pdfLibraryFiles.join(', ') || 'none',
    cpu4: '—',
    budget: 'none',
    status: measuredRoutes.length === 0 ? 'n/a' : pdfLibraryFiles.length === 0 ? 'ok' : 'OVER',
  };
  return [...routeRows, sizeRow('JS gzip added by first PDF', firstPdfJs), pdfLibrariesRow];
}

function timingRows(measured: Measurements): Row[] {
  const { orderReadyMs, orderRunningMs, orderKeyMs, consentKeyMs, floorKeyMs, orderFloorKeyMs } =
    measured;
  const ratio = (rate: CpuRate) => {
    const order = orderKeyMs[rate];
    const consent = consentKeyMs[rate];
    return order && consent ? round(p95(order) / p95(consent), 2) : null;
  };
  return [
    rateRow(
      `Order form ready (median of ${sampling.readyRuns})`,
      'ms',
      perRate(orderReadyMs, median),
      budgets.orderReadyMs,
    ),
    rateRow(
      `Order form code running (median of ${sampling.readyRuns})`,
      'ms',
      perRate(orderRunningMs, median),
    ),
    rateRow(`Key→frame order median (${keysTyped(orderKeyMs)})`, 'ms', perRate(orderKeyMs, median)),
    rateRow('Key→frame order p95', 'ms', perRate(orderKeyMs, p95), budgets.orderKeyP95Ms),
    rateRow(
      `Key→frame consent median (${keysTyped(consentKeyMs)})`,
      'ms',
      perRate(consentKeyMs, median),
    ),
    rateRow('Key→frame consent p95', 'ms', perRate(consentKeyMs, p95)),
    rateRow('p95 ratio order/consent', '×', { 1: ratio(1), 4: ratio(4) }, budgets.keyP95Ratio),
    rateRow(
      `Key→frame bare input median (no JS: floor, ${keysTyped(floorKeyMs)})`,
      'ms',
      perRate(floorKeyMs, median),
    ),
    rateRow('Key→frame bare input p95 (no JS: floor)', 'ms', perRate(floorKeyMs, p95)),
    rateRow(
      `Key→frame order, its scripts stopped, median (own floor, ${keysTyped(orderFloorKeyMs)})`,
      'ms',
      perRate(orderFloorKeyMs, median),
    ),
    rateRow(
      'Key→frame order, its scripts stopped, p95 (own floor)',
      'ms',
      perRate(orderFloorKeyMs, p95),
    ),
  ];
}

function pdfRows({ pdf }: Measurements): Row[] {
  const pick = (read: (figures: NonNullable<Measurements['pdf'][1]>) => number | string) => ({
    1: pdf[1] ? read(pdf[1]) : null,
    4: pdf[4] ? read(pdf[4]) : null,
  });
  return [
    rateRow(
      `PDF time (median of ${sampling.pdfRuns})`,
      'ms',
      pick((f) => round(median(f.ms))),
      budgets.pdfMs,
    ),
    rateRow(
      'First PDF time (loads libraries)',
      'ms',
      pick((f) => round(f.firstMs)),
    ),
    rateRow(
      'PDF size (median)',
      'KB',
      pick((f) => kilobytes(median(f.sizes))),
      budgets.pdfKb,
    ),
    rateRow(
      'PDF pages',
      '',
      pick((f) => `${f.pages}${f.a4Portrait ? ' A4 portrait' : ' NOT A4 portrait'}`),
    ),
  ];
}

/** How many keys the figures rest on, for the row's label. */
function keysTyped(samples: PerRate<number[]>): string {
  const count = samples[1]?.length ?? samples[4]?.length;
  return count ? `${count} keys` : 'no keys';
}

function perRate(samples: PerRate<number[]>, summarise: (values: number[]) => number) {
  return { 1: stat(samples[1], summarise), 4: stat(samples[4], summarise) };
}

function sizeRow(metric: string, bytes: number | null, budget?: Budget): Row {
  const value = bytes === null ? null : kilobytes(bytes);
  return {
    metric,
    unit: 'KB',
    cpu1: value,
    cpu4: '—',
    budget: budget?.text ?? '',
    status: budget ? checkBudget(value, budget) : '',
  };
}

function rateRow(
  metric: string,
  unit: string,
  values: Record<CpuRate, Value>,
  budget?: Budget,
): Row {
  const budgeted = budget ? values[budget.rate] : null;
  return {
    metric,
    unit,
    cpu1: values[1],
    cpu4: values[4],
    budget: budget?.text ?? '',
    status: budget ? checkBudget(typeof budgeted === 'number' ? budgeted : null, budget) : '',
  };
}

/** The order form of this build and of each peer, from the same run, and issue 35's targets. */
export function peersTable(measured: Measurements, plainLabel: string): string {
  const { peers, orderReadyMs, orderRunningMs, orderKeyMs, orderFloorKeyMs, assets } = measured;
  const sites: Array<[string, PeerFigures]> = [
    [
      'this build',
      { orderReadyMs, orderRunningMs, orderKeyMs, orderAssets: assets[paths.orderRx] ?? null },
    ],
    ...Object.entries(peers),
  ];
  const ms = (value: number | null) => (value === null ? 'n/a' : `${value} ms`);
  const kb = (assets: RouteAssets | null) =>
    assets ? `${kilobytes(assets.jsGzipBytes)} KB` : 'n/a';
  const row = (label: string, cell: (figures: PeerFigures) => string) => [
    label,
    ...sites.map(([, figures]) => cell(figures)),
  ];
  const rows = [
    ['order form', ...sites.map(([label]) => label)],
    ...cpuRates.flatMap((rate) => [
      row(`ready, CPU ${rate} (median)`, (f) => ms(stat(f.orderReadyMs[rate], median))),
      row(`code running, CPU ${rate} (median)`, (f) => ms(stat(f.orderRunningMs[rate], median))),
      row(`key→frame p95, CPU ${rate}`, (f) => ms(stat(f.orderKeyMs[rate], p95))),
    ]),
    row('JS gzip', (f) => kb(f.orderAssets)),
  ];
  const plain = peers[plainLabel];
  const verdict = (met: boolean | null) => (met === null ? 'n/a' : met ? 'met' : 'NOT met');
  const compare = (value: number | null, limit: number | null, text: string) =>
    `${text}: ${ms(value)} against ${ms(limit)}, ${verdict(value === null || limit === null ? null : value <= limit)}`;
  const targets = [
    ...cpuRates.map((rate) =>
      compare(
        stat(orderRunningMs[rate], median),
        stat(plain?.orderRunningMs[rate] ?? null, median),
        `code running no later than ${plainLabel}, CPU ${rate}`,
      ),
    ),
    ...cpuRates.map((rate) => {
      // Judged before rounding: 1.254 × is not within 1.25 ×.
      const typed = orderKeyMs[rate] && p95(orderKeyMs[rate]);
      const floor = orderFloorKeyMs[rate] && p95(orderFloorKeyMs[rate]);
      const ratio = typed && floor ? typed / floor : null;
      const met = ratio === null ? null : ratio <= 1.25;
      const shown = (value: number | null) => ms(value === null ? null : round(value));
      return `typing p95 at most 1.25 × the page's own floor, CPU ${rate}: ${shown(typed)} against ${shown(floor)}, ${ratio === null ? 'n/a' : round(ratio, 2)} ×, ${verdict(met)}`;
    }),
    (() => {
      const js = assets[paths.orderRx];
      const met = js ? js.jsGzipBytes <= 141 * 1024 : null;
      return `order page JS at most 141 KB gzip: ${kb(js ?? null)}, ${verdict(met)}`;
    })(),
  ];
  return `${alignedTable(rows)}\n\nTargets (issue 35):\n${targets.map((line) => `- ${line}`).join('\n')}`;
}

/** Text lines as aligned columns, the first line as the heading over a rule. */
function alignedTable(lines: string[][]): string {
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  const format = (line: string[]) =>
    line
      .map((text, column) => text.padEnd(widths[column]))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('-|-');
  return [format(lines[0]), rule, ...lines.slice(1).map(format)].join('\n');
}

/** The rows as an aligned plain-text table: metric | CPU 1 | CPU 4 | budget | status. */
export function formatTable(rows: Row[]): string {
  const cell = (value: Value, unit: string) =>
    value === null ? 'n/a' : typeof value === 'number' ? `${value} ${unit}`.trim() : value;
  return alignedTable([
    ['metric', 'CPU 1', 'CPU 4', 'budget', 'status'],
    ...rows.map((row) => [
      row.metric,
      cell(row.cpu1, row.unit),
      cell(row.cpu4, row.unit),
      row.budget,
      row.status,
    ]),
  ]);
}
