import type { CpuRate } from './targets.ts';

/** A limit from issue 9, checked at one CPU rate (sizes do not depend on the CPU: rate 1). */
export interface Budget {
  limit: number;
  rate: CpuRate;
  text: string;
}

export type Status = 'ok' | 'OVER' | 'n/a' | '';

/** KB here are 1024 bytes of gzip output. */
export const budgets = {
  homeJsKb: { limit: 85, rate: 1, text: '≤ 85 KB' },
  orderJsKb: { limit: 170, rate: 1, text: '≤ 170 KB' },
  orderReadyMs: { limit: 1000, rate: 4, text: '≤ 1000 ms @CPU4' },
  orderKeyP95Ms: { limit: 20, rate: 4, text: '≤ 20 ms @CPU4' },
  keyP95Ratio: { limit: 1.3, rate: 4, text: '≤ 1.3 @CPU4' },
  pdfMs: { limit: 800, rate: 1, text: '≤ 800 ms @CPU1' },
  pdfKb: { limit: 300, rate: 1, text: '≤ 300 KB @CPU1' },
} as const satisfies Record<string, Budget>;

export function checkBudget(value: number | null, budget: Budget): Status {
  if (value === null) return 'n/a';
  return value <= budget.limit ? 'ok' : 'OVER';
}
