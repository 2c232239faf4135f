/** The studio server's API (studio/README.md): the files on disk, the checker, saving. */

/** A form file's path inside the forms folder (`order-rx/schema.json`, `forms.json`) → its text. */
export type FileTexts = Record<string, string>;

export interface DiskFile {
  text: string;
  hash: string;
}

export interface CheckMessage {
  file: string;
  path?: string;
  line?: number;
  message: string;
  warning?: boolean;
}

export type SaveOutcome =
  | { kind: 'saved'; hashes: Record<string, string> }
  | { kind: 'changed-on-disk'; changed: string[] }
  | { kind: 'refused'; messages: CheckMessage[] };

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function failed(response: Response): Error {
  return new Error(`The studio server answered ${response.status} ${response.statusText}`);
}

export async function readDisk(): Promise<Record<string, DiskFile>> {
  const response = await fetch('/api/files', { cache: 'no-store' });
  if (!response.ok) throw failed(response);
  return ((await response.json()) as { files: Record<string, DiskFile> }).files;
}

export async function checkFiles(files: FileTexts): Promise<CheckMessage[]> {
  const response = await postJson('/api/check', { files });
  if (!response.ok) throw failed(response);
  return ((await response.json()) as { messages: CheckMessage[] }).messages;
}

export async function saveFiles(
  files: Record<string, { text: string; baseHash: string | null }>,
): Promise<SaveOutcome> {
  const response = await postJson('/api/save', { files });
  const body = (await response.json()) as {
    hashes?: Record<string, string>;
    changed?: string[];
    messages?: CheckMessage[];
  };
  if (response.status === 200) return { kind: 'saved', hashes: body.hashes ?? {} };
  if (response.status === 409) return { kind: 'changed-on-disk', changed: body.changed ?? [] };
  if (response.status === 422) return { kind: 'refused', messages: body.messages ?? [] };
  throw failed(response);
}
