/**
 * The studio's API (studio/README.md): the folder's files with their hashes, the schema checker
 * on unsaved texts, and saving, which refuses a file changed on disk since it was read (409) and
 * what the checker refuses (422).
 */
import type { FastifyInstance } from 'fastify';
import { checkFiles } from '../../scripts/schema-check/checkFiles.ts';
import { errorsOf, type Problem } from '../../scripts/schema-check/problems.ts';
import { hashOf, isStudioPath, type SchemaFolder } from './schemaFolder.ts';

/** A checker message as the studio shows it, at its file and place. */
export interface CheckMessage {
  file: string;
  path?: string;
  /** The place as keys and list positions. */
  at?: (string | number)[];
  line?: number;
  column?: number;
  message: string;
  warning?: boolean;
}

export const checkMessage = (problem: Problem): CheckMessage => ({
  file: problem.file,
  ...(problem.path !== undefined && { path: problem.path }),
  ...(problem.at !== undefined && { at: [...problem.at] }),
  ...(problem.location && { line: problem.location.line, column: problem.location.column }),
  message: problem.message,
  ...(problem.warning && { warning: true }),
});

const textsBody = {
  type: 'object',
  required: ['files'],
  properties: {
    files: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

const saveBody = {
  type: 'object',
  required: ['files'],
  properties: {
    files: {
      type: 'object',
      minProperties: 1,
      additionalProperties: {
        type: 'object',
        required: ['text', 'baseHash'],
        properties: { text: { type: 'string' }, baseHash: { type: ['string', 'null'] } },
      },
    },
  },
} as const;

type SaveRequest = Record<string, { text: string; baseHash: string | null }>;

const outsideFolder = (files: object) => Object.keys(files).filter((file) => !isStudioPath(file));

export function studioApi(folder: SchemaFolder) {
  // One save at a time: the hashes compared are those of the files the save then writes.
  let saving = Promise.resolve();

  return async function plugin(app: FastifyInstance): Promise<void> {
    app.get('/api/files', async () => ({ files: folder.files() }));

    app.post<{ Body: { files: Record<string, string> } }>(
      '/api/check',
      { schema: { body: textsBody } },
      async (request) => ({ messages: checkFiles(request.body.files).map(checkMessage) }),
    );

    app.post<{ Body: { files: SaveRequest } }>(
      '/api/save',
      { schema: { body: saveBody } },
      async (request, reply) => {
        const asked = request.body.files;
        const refused = outsideFolder(asked);
        if (refused.length > 0) {
          return reply
            .code(400)
            .send({ message: `Not files of the forms folder: ${refused.join(', ')}` });
        }
        const done = saving.then(() => save(folder, asked));
        saving = done.then(
          () => undefined,
          () => undefined,
        );
        const { status, body } = await done;
        return reply.code(status).send(body);
      },
    );
  };
}

function save(folder: SchemaFolder, asked: SaveRequest): { status: number; body: object } {
  const disk = folder.texts();
  const changed = Object.entries(asked)
    .filter(
      ([file, { baseHash }]) => (disk[file] === undefined ? null : hashOf(disk[file])) !== baseHash,
    )
    .map(([file]) => file);
  if (changed.length > 0) return { status: 409, body: { changed } };
  const texts = Object.fromEntries(Object.entries(asked).map(([file, { text }]) => [file, text]));
  const errors = errorsOf(checkFiles({ ...disk, ...texts }));
  if (errors.length > 0) return { status: 422, body: { messages: errors.map(checkMessage) } };
  return { status: 200, body: { hashes: folder.write(texts) } };
}
