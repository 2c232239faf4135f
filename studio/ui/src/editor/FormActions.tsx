/** The buttons under a form that adds something: do it, or cancel. */
export function FormActions({ submit, onCancel }: { submit: string; onCancel(): void }) {
  return (
    <div className="actions">
      <button type="submit" className="primary">
        {submit}
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
