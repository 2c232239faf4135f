import path from 'node:path';

/** The folder of forms: `schemas/` in the project, or SCHEMAS_DIR (tests, previews of a copy). */
export function schemasDirFromEnv(projectRoot: string): string {
  const fromEnv = process.env.SCHEMAS_DIR?.trim();
  return fromEnv ? path.resolve(projectRoot, fromEnv) : path.join(projectRoot, 'schemas');
}
