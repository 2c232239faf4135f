import { build } from 'vite';
import { pdfLibraryModule } from './targets.ts';

export interface BuiltSite {
  outDir: string;
  /** Output file names (e.g. `assets/jspdf.es.min-abc.js`) of chunks holding PDF-library code. */
  pdfLibraryChunks: Set<string>;
}

type BuildResult = Awaited<ReturnType<typeof build>>;
type BuildOutput = Extract<BuildResult, { output: unknown }>;

/** Production build of the site (vite.config.ts applies) into `outDir`, quiet but for warnings. */
export async function buildSite(projectRoot: string, outDir: string): Promise<BuiltSite> {
  const result = await build({
    root: projectRoot,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const outputs: BuildOutput[] = Array.isArray(result)
    ? result
    : 'output' in result
      ? [result]
      : [];
  const pdfLibraryChunks = new Set<string>();
  for (const item of outputs.flatMap((output) => output.output)) {
    if (item.type === 'chunk' && item.moduleIds.some((id) => pdfLibraryModule.test(id))) {
      pdfLibraryChunks.add(item.fileName);
    }
  }
  return { outDir, pdfLibraryChunks };
}
