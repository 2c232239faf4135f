/**
 * The files being edited: what is on disk (with each file's hash when read), the working texts,
 * and every earlier state for undo and redo. Unsaved work is kept in localStorage, so a reload
 * loses nothing; a file that changed on disk under unsaved work is reported, never overwritten.
 */
import type { DiskFile, FileTexts } from '../api';

export interface StudioState {
  disk: Record<string, DiskFile>;
  files: FileTexts;
  past: FileTexts[];
  future: FileTexts[];
  /** Files changed on disk (by an editor, a `git pull`) while the studio holds unsaved edits. */
  changedOnDisk: string[];
  /** Counts the changes of `files`, and when the last one was made (performance.now()). */
  revision: number;
  editedAt: number;
}

interface KeptWork {
  /** Only the files that differ from disk, with the hash of the disk text they started from. */
  files: Record<string, { text: string; baseHash: string | null }>;
}

/** Keys typed within this time of each other in one box are one undo step. */
const MERGE_WITHIN_MS = 2_000;

const STORAGE_KEY = 'rx-forms-studio-unsaved';

export const unsavedPaths = ({ disk, files }: Pick<StudioState, 'disk' | 'files'>): string[] =>
  Object.keys(files).filter((file) => files[file] !== disk[file]?.text);

function readKept(): KeptWork | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as KeptWork) : undefined;
  } catch {
    return undefined;
  }
}

function keep(state: StudioState): void {
  const files: KeptWork['files'] = {};
  for (const file of unsavedPaths(state)) {
    files[file] = { text: state.files[file], baseHash: state.disk[file]?.hash ?? null };
  }
  if (Object.keys(files).length === 0) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify({ files } satisfies KeptWork));
}

const textsOf = (disk: Record<string, DiskFile>): FileTexts =>
  Object.fromEntries(Object.entries(disk).map(([file, { text }]) => [file, text]));

export class StudioStore {
  private state: StudioState = {
    disk: {},
    files: {},
    past: [],
    future: [],
    changedOnDisk: [],
    revision: 0,
    editedAt: 0,
  };
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): StudioState => this.state;

  private set(next: Partial<StudioState>): void {
    const edited = next.files !== undefined && next.files !== this.state.files;
    this.state = { ...this.state, ...next };
    if (edited) {
      this.state.revision += 1;
      this.state.editedAt = performance.now();
    }
    // Listeners first: the preview gets an edit before the unsaved work is written down.
    this.listeners.forEach((listener) => listener());
    keep(this.state);
  }

  /** The files as read from disk, with the unsaved work of an earlier visit laid on them. */
  load(disk: Record<string, DiskFile>): void {
    const files = textsOf(disk);
    const changedOnDisk: string[] = [];
    for (const [file, kept] of Object.entries(readKept()?.files ?? {})) {
      files[file] = kept.text;
      if ((disk[file]?.hash ?? null) !== kept.baseHash) changedOnDisk.push(file);
    }
    this.set({ disk, files, past: [], future: [], changedOnDisk });
  }

  private lastStep?: { merge: string; at: number };

  /**
   * One step of editing: the previous texts become an undo step. Steps with the same `merge`
   * key in a row (the letters of one label typed) are one step, so Undo takes back the label.
   */
  apply(files: FileTexts, merge?: string): void {
    if (files === this.state.files) return;
    const now = Date.now();
    const last = this.lastStep;
    this.lastStep = merge ? { merge, at: now } : undefined;
    if (merge && last?.merge === merge && now - last.at < MERGE_WITHIN_MS) {
      this.set({ files, future: [] });
      return;
    }
    this.set({ files, past: [...this.state.past, this.state.files], future: [] });
  }

  undo(): void {
    this.lastStep = undefined;
    const { past, files, future } = this.state;
    if (past.length === 0) return;
    this.set({ files: past[past.length - 1], past: past.slice(0, -1), future: [files, ...future] });
  }

  redo(): void {
    this.lastStep = undefined;
    const { past, files, future } = this.state;
    if (future.length === 0) return;
    this.set({ files: future[0], past: [...past, files], future: future.slice(1) });
  }

  /** The files just written, with their new hashes: they are now what is on disk. */
  saved(written: FileTexts, hashes: Record<string, string>): void {
    const disk = { ...this.state.disk };
    for (const [file, text] of Object.entries(written)) disk[file] = { text, hash: hashes[file] };
    this.set({ disk, changedOnDisk: this.state.changedOnDisk.filter((f) => !(f in written)) });
  }

  /**
   * The disk as read again. A file with no unsaved edits takes the new text; one with unsaved
   * edits keeps them and is reported as changed on disk.
   */
  diskRead(disk: Record<string, DiskFile>): void {
    const { files, disk: known } = this.state;
    const unsaved = new Set(unsavedPaths(this.state));
    const changed = Object.keys(disk).filter((file) => disk[file].hash !== known[file]?.hash);
    if (changed.length === 0) return;
    const conflicts = changed.filter((file) => unsaved.has(file));
    const nextFiles = { ...files };
    const nextDisk = { ...known };
    for (const file of changed) {
      if (unsaved.has(file)) continue;
      nextFiles[file] = disk[file].text;
      nextDisk[file] = disk[file];
    }
    const changedOnDisk = [...new Set([...this.state.changedOnDisk, ...conflicts])];
    this.set({ files: nextFiles, disk: nextDisk, changedOnDisk });
  }

  /** Drops the unsaved edits of `paths` for the text now on disk. */
  takeDiskVersion(paths: string[], disk: Record<string, DiskFile>): void {
    const files = { ...this.state.files };
    const known = { ...this.state.disk };
    for (const file of paths) {
      if (disk[file]) {
        files[file] = disk[file].text;
        known[file] = disk[file];
      } else delete files[file];
    }
    const changedOnDisk = this.state.changedOnDisk.filter((file) => !paths.includes(file));
    this.set({ files, disk: known, past: [], future: [], changedOnDisk });
  }
}
