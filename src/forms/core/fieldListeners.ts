export type Listener = () => void;

/** Listeners per field id, so a change to one field wakes only the components showing it. */
export class FieldListeners {
  private readonly byId = new Map<string, Set<Listener>>();

  subscribe(id: string, listener: Listener): () => void {
    let listeners = this.byId.get(id);
    if (!listeners) this.byId.set(id, (listeners = new Set()));
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  notify(id: string): void {
    this.byId.get(id)?.forEach((listener) => listener());
  }
}
