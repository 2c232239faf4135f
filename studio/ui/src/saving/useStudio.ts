/**
 * The studio's files and what is done with them: read from disk at start (with the unsaved
 * work of an earlier visit), read again when the window comes back into focus and every few
 * seconds (to notice changes made outside), checked after each edit, and saved.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { checkFiles, readDisk, saveFiles, type CheckMessage, type FileTexts } from '../api';
import { StudioStore, unsavedPaths } from './studioStore';

const store = new StudioStore();
/**
 * Counts saves begun and ended: a reading of the disk that overlapped a save is dropped, since
 * it may predate what the save wrote.
 */
let saveEpoch = 0;

/** How often the disk is read again while the studio is open. */
const DISK_POLL_MS = 3_000;
/** Time for a burst of edits to settle before the checker runs. */
const CHECK_AFTER_MS = 150;

export type SaveResult =
  | { kind: 'saved'; files: string[] }
  | { kind: 'changed-on-disk'; files: string[] }
  | { kind: 'refused'; messages: CheckMessage[] }
  | { kind: 'failed'; message: string };

export function useStudio() {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const [loadProblem, setLoadProblem] = useState<string>();
  const [loaded, setLoaded] = useState(false);
  const [messages, setMessages] = useState<CheckMessage[]>([]);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    readDisk().then(
      (disk) => {
        store.load(disk);
        setLoaded(true);
      },
      (error: unknown) => setLoadProblem((error as Error).message),
    );
  }, []);

  useEffect(() => {
    if (!loaded) return;
    const reread = () => {
      const epoch = saveEpoch;
      readDisk().then(
        (disk) => epoch === saveEpoch && epoch % 2 === 0 && store.diskRead(disk),
        () => undefined,
      );
    };
    const timer = setInterval(reread, DISK_POLL_MS);
    window.addEventListener('focus', reread);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', reread);
    };
  }, [loaded]);

  const { files } = state;
  useEffect(() => {
    if (!loaded) return;
    let stale = false;
    const timer = setTimeout(() => {
      checkFiles(files).then(
        (found) => {
          if (stale) return;
          setMessages(found);
          setChecked(true);
        },
        (error: unknown) =>
          !stale &&
          setMessages([
            { file: '', message: `The check could not run: ${(error as Error).message}` },
          ]),
      );
    }, CHECK_AFTER_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [files, loaded]);

  const save = useCallback(async (): Promise<SaveResult> => {
    const current = store.getState();
    const paths = unsavedPaths(current);
    const written: FileTexts = Object.fromEntries(paths.map((file) => [file, current.files[file]]));
    const request = Object.fromEntries(
      paths.map((file) => [
        file,
        { text: current.files[file], baseHash: current.disk[file]?.hash ?? null },
      ]),
    );
    saveEpoch += 1;
    try {
      const outcome = await saveFiles(request);
      if (outcome.kind === 'saved') {
        store.saved(written, outcome.hashes);
        return { kind: 'saved', files: paths };
      }
      if (outcome.kind === 'changed-on-disk') {
        store.diskRead(await readDisk());
        return { kind: 'changed-on-disk', files: outcome.changed };
      }
      setMessages(outcome.messages);
      return outcome;
    } catch (error) {
      return { kind: 'failed', message: (error as Error).message };
    } finally {
      saveEpoch += 1;
    }
  }, []);

  const takeDiskVersion = useCallback(async (paths: string[]) => {
    store.takeDiskVersion(paths, await readDisk());
  }, []);

  return { state, store, loaded, loadProblem, messages, checked, save, takeDiskVersion };
}
