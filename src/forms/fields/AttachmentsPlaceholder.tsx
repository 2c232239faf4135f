import type { FieldProps } from '@rjsf/utils';

/**
 * Stands in for the attachments field until `AttachmentsField.tsx` lands: only the heading
 * from the schema's title. Files never enter the form data.
 */
export function AttachmentsPlaceholder({ schema, fieldPathId }: FieldProps) {
  return (
    <h2 className="rx-attachments__title" id={`${fieldPathId.$id}__title`}>
      {schema.title}
    </h2>
  );
}
