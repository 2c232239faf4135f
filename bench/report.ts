import { budgets, checkBudget, type Budget, type Status } from './budgets.ts';
import type { Measurements, PerRate } from './measurements.ts';
import { median, percentile, round } from './stats.ts';
import { paths } from '../src/app/paths.ts';
import { routes, type CpuRate, type Route } from './targets.ts';

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
  const { orderReadyMs, orderRunningMs, orderKeyMs, consentKeyMs, floorKeyMs } = measured;
  const ratio = (rate: CpuRate) => {
    const order = orderKeyMs[rate];
    const consent = consentKeyMs[rate];
    return order && consent ? round(p95(order) / p95(consent), 2) : null;
  };
  return [
    rateRow(
      'Order form ready (median of 5)',
      'ms',
      perRate(orderReadyMs, median),
      budgets.orderReadyMs,
    ),
    rateRow('Order form code running (median of 5)', 'ms', perRate(orderRunningMs, median)),
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
  ];
}

function pdfRows({ pdf }: Measurements): Row[] {
  const pick = (read: (figures: NonNullable<Measurements['pdf'][1]>) => number | string) => ({
    1: pdf[1] ? read(pdf[1]) : null,
    4: pdf[4] ? read(pdf[4]) : null,
  });
  return [
    rateRow(
      'PDF time (median of 5)',
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

/**
 * The two speed figures of issue 22 beside the baseline build's, from the same run: the order
 * form ready (median) and its typing p95 against the bare input's, at CPU 4.
 */
export function baselineTable(measured: Measurements, commit: string): string {
  const { baseline, orderReadyMs, orderRunningMs, orderKeyMs, floorKeyMs } = measured;
  if (!baseline) return '';
  const ready = (samples: number[] | null) => stat(samples, median);
  const typing = (samples: number[] | null) => stat(samples, p95);
  const floor = typing(floorKeyMs[4]);
  const times = (value: number | null) =>
    value === null || floor === null ? 'n/a' : `${round(value / floor, 2)} × bare input`;
  const thisReady = ready(orderReadyMs[4]);
  const baseReady = ready(baseline.orderReadyMs[4]);
  const sooner =
    thisReady === null || baseReady === null
      ? 'n/a'
      : `${round(((baseReady - thisReady) / baseReady) * 100)} % sooner (target ≥ 20 %)`;
  const ms = (value: number | null) => (value === null ? 'n/a' : `${value} ms`);
  const rows = [
    ['CPU 4', 'this build', commit, ''],
    ['Order form ready (median)', ms(thisReady), ms(baseReady), sooner],
    [
      'Order form code running (median)',
      ms(ready(orderRunningMs[4])),
      ms(ready(baseline.orderRunningMs[4])),
      'the app has drawn the form',
    ],
    [
      'Key→frame order p95',
      `${ms(typing(orderKeyMs[4]))}, ${times(typing(orderKeyMs[4]))}`,
      `${ms(typing(baseline.orderKeyMs[4]))}, ${times(typing(baseline.orderKeyMs[4]))}`,
      'target ≤ 1.1 × bare input',
    ],
    ['Key→frame bare input p95 (floor)', ms(floor), ms(floor), 'same run'],
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((text, column) => text.padEnd(widths[column]))
        .join(' | ')
        .trimEnd(),
    )
    .join('\n');
}

/** The rows as an aligned plain-text table: metric | CPU 1 | CPU 4 | budget | status. */
export function formatTable(rows: Row[]): string {
  const cell = (value: Value, unit: string) =>
    value === null ? 'n/a' : typeof value === 'number' ? `${value} ${unit}`.trim() : value;
  const lines = [
    ['metric', 'CPU 1', 'CPU 4', 'budget', 'status'],
    ...rows.map((row) => [
      row.metric,
      cell(row.cpu1, row.unit),
      cell(row.cpu4, row.unit),
      row.budget,
      row.status,
    ]),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  const format = (line: string[]) =>
    line
      .map((text, column) => text.padEnd(widths[column]))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('-|-');
  return [format(lines[0]), rule, ...lines.slice(1).map(format)].join('\n');
}
