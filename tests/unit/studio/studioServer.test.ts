/** The studio server through real HTTP, on a copy of schemas/. */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEdit } from '../../../studio/model/index.ts';
import { hashOf } from '../../../studio/server/schemaFolder.ts';
import { startStudioServer, type StudioServer } from '../../../studio/server/studioServer.ts';
import { copyOfSchemas } from '../schema-check/editedCopy';

interface DiskFiles {
  files: Record<string, { text: string; hash: string }>;
}

describe('the studio server', () => {
  const dir = copyOfSchemas();
  let studio: StudioServer;
  const uiFile = 'order-rx/ui.json';
  const onDisk = (file: string) => readFileSync(path.join(dir, file), 'utf8');

  beforeAll(async () => {
    studio = await startStudioServer({ schemasDir: dir, port: 0 });
  });
  afterAll(async () => {
    await studio.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(new URL(route, studio.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const readAll = async () =>
    ((await (await fetch(new URL('/api/files', studio.url))).json()) as DiskFiles).files;
  const texts = (files: DiskFiles['files']) =>
    Object.fromEntries(Object.entries(files).map(([file, { text }]) => [file, text]));

  it('listens on 127.0.0.1 and lists the files with the hash of each', async () => {
    expect(studio.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const files = await readAll();
    expect(files[uiFile]).toEqual({ text: onDisk(uiFile), hash: hashOf(onDisk(uiFile)) });
    expect(Object.keys(files)).toContain('forms.json');
  });

  it('checks unsaved texts and says where each problem is', async () => {
    const files = texts(await readAll());
    const broken = { ...files, [uiFile]: files[uiFile]!.replace('"Referral",', '"Referral"') };
    const response = await post('/api/check', { files: broken });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      messages: [
        expect.objectContaining({
          file: uiFile,
          line: 13,
          message: expect.stringContaining('comma'),
        }),
      ],
    });
  });

  it('saves an edit, and the undone edit saved gives the file back byte for byte', async () => {
    const before = await readAll();
    const original = texts(before);
    const edited = applyEdit(original, {
      kind: 'updateSection',
      form: 'order-rx',
      index: 0,
      changes: { columns: 3 },
    });
    const saved = await post('/api/save', {
      files: { [uiFile]: { text: edited[uiFile], baseHash: before[uiFile]!.hash } },
    });
    expect(saved.status).toBe(200);
    const { hashes } = (await saved.json()) as { hashes: Record<string, string> };
    expect(onDisk(uiFile)).toBe(edited[uiFile]);
    expect(hashes[uiFile]).toBe(hashOf(edited[uiFile]!));

    const undone = await post('/api/save', {
      files: { [uiFile]: { text: original[uiFile], baseHash: hashes[uiFile] } },
    });
    expect(undone.status).toBe(200);
    expect(onDisk(uiFile)).toBe(original[uiFile]);
  });

  it('refuses to overwrite a file changed on disk since it was read (409)', async () => {
    const before = await readAll();
    const byHand = before[uiFile]!.text.replace('"Referral"', '"Referral by hand"');
    writeFileSync(path.join(dir, uiFile), byHand);
    const response = await post('/api/save', {
      files: {
        [uiFile]: {
          text: before[uiFile]!.text.replace('"Referral"', '"Mine"'),
          baseHash: before[uiFile]!.hash,
        },
      },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ changed: [uiFile] });
    expect(onDisk(uiFile)).toBe(byHand);
    writeFileSync(path.join(dir, uiFile), before[uiFile]!.text);
  });

  it('refuses what the checker refuses (422), writing nothing', async () => {
    const before = await readAll();
    const added = applyEdit(texts(before), {
      kind: 'addField',
      form: 'order-rx',
      key: 'orfMobilityAddonsKS',
      field: { kind: 'checkbox', label: 'Knee Scooter' },
      place: { section: 3 },
    });
    const files = Object.fromEntries(
      ['order-rx/schema.json', uiFile].map((file) => [
        file,
        { text: added[file], baseHash: before[file]!.hash },
      ]),
    );
    const response = await post('/api/save', { files });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      messages: [
        expect.objectContaining({
          file: 'order-rx/es.json',
          message: expect.stringContaining('no es translation of "Knee Scooter"'),
        }),
      ],
    });
    expect(onDisk(uiFile)).toBe(before[uiFile]!.text);
    expect(onDisk('order-rx/schema.json')).toBe(before['order-rx/schema.json']!.text);
  });

  it('writes a new form folder, and nothing outside the forms folder', async () => {
    const outside = await post('/api/save', {
      files: { '../escape.json': { text: '{}', baseHash: null } },
    });
    expect(outside.status).toBe(400);
    const before = await readAll();
    const added = applyEdit(texts(before), {
      kind: 'addForm',
      form: { id: 'returns', route: '/returns', title: 'Return or Repair', sendTo: 'none' },
    });
    const changed = Object.keys(added).filter((file) => added[file] !== before[file]?.text);
    const title = applyEdit(added, {
      kind: 'setTranslation',
      form: 'returns',
      key: 'ui:title',
      es: 'Devolución o reparación',
    });
    const files = Object.fromEntries(
      changed.map((file) => [file, { text: title[file], baseHash: before[file]?.hash ?? null }]),
    );
    const response = await post('/api/save', { files });
    expect(response.status).toBe(200);
    expect(onDisk('returns/es.json')).toBe(title['returns/es.json']);
  });

  it('answers no request addressed to another host or coming from another site', async () => {
    const status = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL('/api/files', studio.url);
        const req = httpRequest(
          { host: url.hostname, port: url.port, path: url.pathname, headers },
          (res) => {
            res.resume();
            resolve(res.statusCode!);
          },
        );
        req.on('error', reject);
        req.end();
      });
    const port = new URL(studio.url).port;
    expect(await status({ host: `127.0.0.1:${port}` })).toBe(200);
    expect(await status({ host: `localhost:${port}` })).toBe(200);
    expect(await status({ host: `attacker.example:${port}` })).toBe(403);
    expect(await status({ host: `127.0.0.1:${port}`, origin: 'http://attacker.example' })).toBe(
      403,
    );
    const fromElsewhere = await post(
      '/api/check',
      { files: {} },
      { origin: 'https://attacker.example' },
    );
    expect(fromElsewhere.status).toBe(403);
  });
});
