import type { CSSProperties, ReactElement } from 'react';
import { startTransition, useContext, useEffect, useState } from 'react';
import type { ObjectFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { ArrayRowContext } from '../arrayRowContext';
import './subsections.css';

/** One entry of `ui:options.sections` (keys listed in registryNames `sectionKeys`). */
export interface SectionLayout {
  title?: string;
  description?: string;
  /** For the screen only: the document leaves it out. */
  help?: string;
  heading?: string[];
  fields?: string[];
  columns?: number;
  width?: 'full' | 'half';
}

type Contents = Map<string, ReactElement>;

/** A group of fields (a nested object, a list of rows) takes the section's whole width. */
function isGroup(schema: RJSFSchema | boolean | undefined): boolean {
  if (typeof schema !== 'object') return false;
  return schema.type === 'object' || schema.type === 'array' || 'properties' in schema;
}

function cellStyle(uiSchema: UiSchema | undefined, wide: boolean): CSSProperties | undefined {
  const { span } = getUiOptions(uiSchema);
  if (typeof span === 'number') return { gridColumn: `span ${span}` };
  return wide ? { gridColumn: '1 / -1' } : undefined;
}

function Section({
  layout,
  headingId,
  contents,
  uiSchema,
  schema,
}: {
  layout: SectionLayout;
  headingId: string;
  contents: Contents;
  uiSchema: UiSchema | undefined;
  /** The object's schema (its conditions resolved): which fields are groups. */
  schema: RJSFSchema;
}) {
  const pick = (names: string[] = []) =>
    names
      .filter((name) => contents.has(name))
      .map((name) => ({ name, content: contents.get(name) }));
  const gridStyle = { '--rx-columns': layout.columns ?? 1 } as CSSProperties;
  return (
    <section
      className={`rx-section rx-section--${layout.width ?? 'full'}`}
      aria-labelledby={layout.title ? headingId : undefined}
    >
      {(layout.title || layout.heading) && (
        <div className="rx-section__head">
          {layout.title && (
            <h2 id={headingId} className="rx-section__title">
              {layout.title}
            </h2>
          )}
          {pick(layout.heading).map(({ name, content }) => (
            <div key={name} className="rx-section__head-field">
              {content}
            </div>
          ))}
        </div>
      )}
      {layout.description && <p className="rx-section__description">{layout.description}</p>}
      {layout.help && <p className="rx-section__description">{layout.help}</p>}
      {layout.fields && layout.fields.length > 0 && (
        <div className="rx-grid" style={gridStyle}>
          {pick(layout.fields).map(({ name, content }) => (
            <div
              key={name}
              className="rx-cell"
              style={cellStyle(uiSchema?.[name], isGroup(schema.properties?.[name]))}
            >
              {content}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

/** Runs `callback` in a task after the next frame is painted; returns a cancel function. */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * About a phone's screen of fields: what each render of a long form adds. With 24, a frame that
 * laid out a later screen of sections took 54 to 73 ms on a slow phone (docs/performance.md).
 */
const FIELDS_PER_RENDER = 14;

/** How many of `layouts` to draw after the first `shown`: up to about a screen of fields more. */
function sectionsUpTo(layouts: SectionLayout[], shown: number): number {
  let fields = 0;
  for (let index = shown; index < layouts.length; index++) {
    const layout = layouts[index];
    fields += (layout.heading?.length ?? 0) + (layout.fields?.length ?? 0);
    if (fields > FIELDS_PER_RENDER) return Math.max(index, shown + 1);
  }
  return layouts.length;
}

/**
 * A long form is drawn a screen of fields at a time: the first sections at once, then each next
 * screen after the previous one is painted, as a transition React interrupts for typing. No task
 * of a slow device's is then long enough to hold up a key, where the whole rest at once was.
 * Once all are drawn they stay so, also when the values bring a section of unplaced fields.
 */
function useSectionsShown(layouts: SectionLayout[], progressive: boolean): number {
  const [shown, setShown] = useState(() =>
    progressive ? sectionsUpTo(layouts, 0) : Number.POSITIVE_INFINITY,
  );
  const done = shown >= layouts.length;
  const next = sectionsUpTo(layouts, shown);
  const last = next >= layouts.length;
  useEffect(() => {
    if (done) return;
    // Once the sections so far are on screen, so their frame does not wait behind the next.
    const showNext = () => setShown(last ? Number.POSITIVE_INFINITY : next);
    return afterNextPaint(() => startTransition(showNext));
  }, [done, next, last]);
  return Math.min(shown, layouts.length);
}

/**
 * Lays an object's fields out as the sections its ui.json lists, like a paper form: a heading
 * line (title plus boxes such as the Dx code), printed text, and a grid of fields in N columns.
 * Fields no section names are drawn last, so a forgotten field is still visible (and the
 * schema checker reports it). A nested object is a sub-section with its title as a heading.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, uiSchema, title, description } = props;
  const sections = (getUiOptions(uiSchema).sections ?? []) as SectionLayout[];
  const contents: Contents = new Map(
    properties.filter((p) => !p.hidden).map((p) => [p.name, p.content]),
  );
  const placed = new Set(sections.flatMap((s) => [...(s.heading ?? []), ...(s.fields ?? [])]));
  const unplaced = [...contents.keys()].filter((name) => !placed.has(name));
  const layouts: SectionLayout[] =
    unplaced.length > 0 ? [...sections, { fields: unplaced, columns: 2 }] : sections;
  const isRoot = props.fieldPathId.path.length === 0;
  const shown = useSectionsShown(layouts, isRoot);
  const row = useContext(ArrayRowContext);
  // A row of a list is numbered: "Extra item 2".
  const heading = row?.id === props.fieldPathId.$id && title ? `${title} ${row.number}` : title;
  return (
    <div className={isRoot ? 'rx-sections' : 'rx-sections rx-sections--nested'}>
      {!isRoot && heading && <h3 className="rx-subsection__title">{heading}</h3>}
      {!isRoot && description && <p className="rx-section__description">{description}</p>}
      {layouts.slice(0, shown).map((layout, index) => (
        <Section
          key={index}
          layout={layout}
          headingId={`${props.fieldPathId.$id}__section${index}`}
          contents={contents}
          uiSchema={uiSchema}
          schema={props.schema}
        />
      ))}
    </div>
  );
}
