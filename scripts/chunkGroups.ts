/**
 * The chunk groups of the build (vite.config.ts), each named by its root module and made of what
 * that root imports statically: where the page table (src/app/pageModules.ts) and the forms'
 * registry (src/forms/registry.ts) load a module on demand, a group ends. A renamed or moved file
 * stays in its group, since the groups follow the imports, not the paths.
 */
import path from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

export interface ChunkGroupRoot {
  /** The output file's name (`startup-….js`). */
  name: string;
  /** The root module, from the project's folder (`src/main.ts`). */
  root: string;
  /** A module two groups reach goes to the higher priority. */
  priority: number;
  /**
   * Modules the group leaves to the bundler although its root reaches them: those a package's
   * index names beside what the group uses, which the bundler places by the exports each chunk
   * imports (the group would take them all).
   */
  leaveOut?: RegExp;
}

/** Every module `root` reaches through static imports, `root` included. */
function staticallyReached(graph: ModuleGraph, root: string): Set<string> {
  const reached = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    graph.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  visit(root);
  return reached;
}

/** Rolldown's `codeSplitting.groups` for `roots` of the project in `projectRoot`. */
export function chunkGroups(projectRoot: string, roots: ChunkGroupRoot[]) {
  return roots.map(({ name, root, priority, leaveOut }) => {
    const rootId = path.resolve(projectRoot, root);
    // Reached once per build, when the bundler first asks.
    let members: Set<string> | undefined;
    return {
      debugName: name,
      name: (id: string, graph: ModuleGraph) => {
        members ??= staticallyReached(graph, rootId);
        return members.has(id) && !leaveOut?.test(id) ? name : null;
      },
      priority,
    };
  });
}
