/** A line diff of two texts (longest common subsequence), for showing a change before saving. */

export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
  /** Line number in the old text (same, removed) or in the new one (added). */
  line: number;
}

export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // Lines shared at both ends are the same: only the middle is compared line by line.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const n = endA - start;
  const m = endB - start;
  const lengths = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      lengths[i][j] =
        a[start + i] === b[start + j]
          ? lengths[i + 1][j + 1] + 1
          : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    }
  }
  const lines: DiffLine[] = a
    .slice(0, start)
    .map((text, i) => ({ kind: 'same', text, line: i + 1 }));
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[start + i] === b[start + j]) {
      lines.push({ kind: 'same', text: a[start + i], line: start + i + 1 });
      i += 1;
      j += 1;
    } else if (i < n && (j === m || lengths[i + 1][j] >= lengths[i][j + 1])) {
      lines.push({ kind: 'removed', text: a[start + i], line: start + i + 1 });
      i += 1;
    } else {
      lines.push({ kind: 'added', text: b[start + j], line: start + j + 1 });
      j += 1;
    }
  }
  a.slice(endA).forEach((text, k) => lines.push({ kind: 'same', text, line: endA + k + 1 }));
  return lines;
}

/** The changed lines with `context` unchanged lines around them; `null` marks a gap. */
export function withContext(lines: DiffLine[], context = 2): (DiffLine | null)[] {
  const near = lines.map((_, index) =>
    lines
      .slice(Math.max(0, index - context), index + context + 1)
      .some((line) => line.kind !== 'same'),
  );
  const shown: (DiffLine | null)[] = [];
  lines.forEach((line, index) => {
    if (near[index]) shown.push(line);
    else if (shown.at(-1) !== null && shown.length > 0) shown.push(null);
  });
  if (shown.at(-1) === null) shown.pop();
  return shown;
}
