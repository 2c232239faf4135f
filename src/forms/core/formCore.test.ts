import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { customFormats } from '../../../contract/formats';
import { FormCore, type FormClock } from './formCore';

const validator = customizeValidator({ customFormats });

/** A clock the test moves by hand: nothing waits for real time. */
function testClock() {
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  const clock: FormClock = {
    setTimeout: (run, ms) => {
      timers.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimeout: (handle) => timers.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.at <= now) {
        timers.delete(id);
        timer.run();
      }
    }
  };
  return { clock, advance };
}

const staticSchema: RJSFSchema = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', title: 'Name', maxLength: 20 } },
};

const conditionSchema: RJSFSchema = {
  type: 'object',
  properties: { other: { type: 'boolean', title: 'Other' } },
  if: { properties: { other: { const: true } }, required: ['other'] },
  then: { properties: { which: { type: 'string', title: 'Which?' } }, required: ['which'] },
};

function coreFor(schema: RJSFSchema, formData: () => Record<string, unknown> = () => ({})) {
  const { clock, advance } = testClock();
  const core = new FormCore({ schema, uiSchema: {}, validator, clock });
  const events = { onValuesChange: vi.fn(), onSubmit: vi.fn(), onInvalidSubmit: vi.fn() };
  core.connect(formData, events);
  return { core, events, advance };
}

describe('FormCore', () => {
  it('checks itself a second after the form first appears, not before', () => {
    const { core, advance } = coreFor(staticSchema);
    core.scheduleCheck();
    advance(999);
    expect(core.status.getValidity()).toBe('unchecked');
    advance(1);
    expect(core.status.getValidity()).toBe('invalid');
    expect(core.status.allErrors().get('root_name')).toBe('Name is required');
  });

  it('checks itself in three tasks; a check made in between stands, the stale one is dropped', () => {
    const steps: (() => void)[] = [];
    const clock: FormClock = { setTimeout: (run) => steps.push(run), clearTimeout: () => {} };
    const core = new FormCore({ schema: staticSchema, uiSchema: {}, validator, clock });
    core.connect(() => ({}), {});
    core.scheduleCheck();
    expect(steps).toHaveLength(3);
    steps[0]();
    steps[1]();
    expect(core.status.getValidity()).toBe('unchecked');
    steps[2]();
    expect(core.status.getValidity()).toBe('invalid');

    steps.length = 0;
    const typed = new FormCore({ schema: staticSchema, uiSchema: {}, validator, clock });
    typed.connect(() => ({}), {});
    typed.scheduleCheck();
    steps[0]();
    typed.revalidate({ name: 'Jane' });
    steps[1]();
    steps[2]();
    expect(typed.status.getValidity()).toBe('valid');
  });

  it('keeps typed values of a static form in its source, checks and reports each change', () => {
    const { core, events } = coreFor(staticSchema);
    const stop = core.watchValues();
    const toRjsf = vi.fn();
    core.valueSource.attach('root_name', toRjsf);
    core.valueSource.report('root_name', 'Jane');
    expect(toRjsf).not.toHaveBeenCalled();
    expect(core.getValues()).toEqual({ name: 'Jane' });
    expect(core.status.getValidity()).toBe('valid');
    expect(events.onValuesChange).toHaveBeenLastCalledWith({ name: 'Jane' });
    stop();
  });

  it('holds a typed value without redrawing its field, and still checks and reports it', () => {
    const { core, events } = coreFor(staticSchema);
    const stop = core.watchValues();
    const field = vi.fn();
    core.valueSource.subscribeField('root_name', field);
    core.valueSource.report('root_name', 'Jane', { redraw: false });
    expect(field).not.toHaveBeenCalled();
    expect(core.getValues()).toEqual({ name: 'Jane' });
    expect(events.onValuesChange).toHaveBeenLastCalledWith({ name: 'Jane' });
    core.valueSource.report('root_name', 'Ann');
    expect(field).toHaveBeenCalledTimes(1);
    stop();
  });

  it('submits valid values once, and names the fields of an invalid form', async () => {
    const { core, events } = coreFor(staticSchema);
    await core.submit();
    expect(events.onInvalidSubmit).toHaveBeenCalledWith(['root_name']);
    expect(events.onSubmit).not.toHaveBeenCalled();
    expect(core.status.visibleError('root_name')).toBe('Name is required');

    core.valueSource.report('root_name', 'Jane');
    await core.submit();
    expect(events.onSubmit).toHaveBeenCalledWith({ name: 'Jane' });
    expect(core.status.isSubmitting()).toBe(false);
  });

  it('starts a new generation on reset and load: nothing touched, loaded values copied', () => {
    const { core, advance } = coreFor(staticSchema);
    const seen = vi.fn();
    core.subscribeGeneration(seen);
    core.status.touch('root_name');
    const draft = { name: 'Draft' };
    core.load(draft);
    expect(core.getGeneration()).toEqual({ key: 1, values: { name: 'Draft' } });
    expect(core.getGeneration().values).not.toBe(draft);
    expect(core.status.visibleError('root_name')).toBeUndefined();
    // After a reset or a load the form checks at once.
    core.reset();
    core.scheduleCheck();
    advance(0);
    expect(core.status.getValidity()).toBe('invalid');
    expect(core.getGeneration().key).toBe(2);
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it("hands a form with conditions' values to rjsf, and keeps only what it shows", () => {
    let data: Record<string, unknown> = { other: false, which: 'typed before unticking' };
    const { core, events } = coreFor(conditionSchema, () => data);
    const toRjsf = vi.fn();
    const detach = core.valueSource.attach('root_other', toRjsf);
    core.valueSource.report('root_other', true);
    expect(toRjsf).toHaveBeenCalledWith(true);
    detach();
    core.valueSource.report('root_other', false);
    expect(toRjsf).toHaveBeenCalledTimes(1);
    expect(core.getValues()).toEqual({ other: false });
    data = { other: true, which: 'Too heavy' };
    core.handleChange({ formData: data }, 'root_other');
    expect(events.onValuesChange).toHaveBeenLastCalledWith({ other: true, which: 'Too heavy' });
    // rjsf setting up its defaults (no field id) is not a change by anyone.
    core.handleChange({ formData: data });
    expect(events.onValuesChange).toHaveBeenCalledTimes(1);
  });

  it('keeps typed values itself beside a plain condition, whose choice goes to rjsf', () => {
    const schema: RJSFSchema = {
      ...conditionSchema,
      properties: { ...conditionSchema.properties, name: { type: 'string' } },
    };
    let data: Record<string, unknown> = { other: false };
    const { core, events } = coreFor(schema, () => data);
    const toRjsf = vi.fn();
    core.valueSource.attach('root_name', toRjsf);
    core.valueSource.attach('root_other', toRjsf);
    core.valueSource.report('root_name', 'Jane', { redraw: false });
    expect(toRjsf).not.toHaveBeenCalled();
    core.valueSource.report('root_other', true);
    expect(toRjsf).toHaveBeenCalledWith(true);
    data = { other: true, which: 'Too heavy' };
    core.handleChange({ formData: data }, 'root_which');
    expect(events.onValuesChange).toHaveBeenLastCalledWith({
      other: true,
      which: 'Too heavy',
      name: 'Jane',
    });
    data = { other: false, which: 'Too heavy' };
    expect(core.getValues()).toEqual({ other: false, name: 'Jane' });
  });
});
