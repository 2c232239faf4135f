/** The project's schemas/ folder as `StudioFiles`, and how two versions of a file differ. */
import path from 'node:path';
import { readSchemaTexts } from '../../../scripts/schema-check/checkForms';
import type { StudioFiles } from '../../../studio/model/index.ts';
import { projectRoot } from '../schema-check/editedCopy';

export const realSchemas = (): StudioFiles => readSchemaTexts(path.join(projectRoot, 'schemas'));

/** A folder copy as `StudioFiles` (after the guide's own steps, to compare with). */
export const filesOf = (dir: string): StudioFiles => readSchemaTexts(dir);

export interface LineChange {
  removed: string[];
  added: string[];
}

/** The lines that differ, as `git diff` shows them: those not in a longest common subsequence. */
export function changedLines(before: string, after: string): LineChange {
  const old = before.split('\n');
  const now = after.split('\n');
  // Common lines at both ends need no table: a change is usually a few lines of a long file.
  let start = 0;
  while (start < old.length && start < now.length && old[start] === now[start]) start += 1;
  let end = 0;
  while (
    end < old.length - start &&
    end < now.length - start &&
    old[old.length - 1 - end] === now[now.length - 1 - end]
  ) {
    end += 1;
  }
  const a = old.slice(start, old.length - end);
  const b = now.slice(start, now.length - end);
  const common = a.map(() => new Array<number>(b.length + 1).fill(0));
  common.push(new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      common[i]![j] =
        a[i] === b[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const change: LineChange = { removed: [], added: [] };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i += 1;
      j += 1;
    } else if (j >= b.length || (i < a.length && common[i + 1]![j]! >= common[i]![j + 1]!)) {
      change.removed.push(a[i++]!);
    } else change.added.push(b[j++]!);
  }
  return change;
}

/** The files an edit changed (added ones too), by path. */
export const changedFiles = (before: StudioFiles, after: StudioFiles): string[] =>
  Object.keys(after).filter((file) => before[file] !== after[file]);
