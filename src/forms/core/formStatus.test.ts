import { describe, expect, it, vi } from 'vitest';
import { FormStatusStore } from './formStatus';

const errors = (entries: [string, string][]) => new Map(entries);

describe('FormStatusStore', () => {
  it('shows an error only once its field is touched, notifying only that field', () => {
    const store = new FormStatusStore();
    const name = vi.fn();
    const phone = vi.fn();
    store.subscribeField('root_name', name);
    store.subscribeField('root_phone', phone);
    store.setErrors(
      errors([
        ['root_name', 'Name is required'],
        ['root_phone', 'Phone is required'],
      ]),
    );
    expect(store.visibleError('root_name')).toBeUndefined();
    expect(name).not.toHaveBeenCalled();
    store.touch('root_name');
    expect(store.visibleError('root_name')).toBe('Name is required');
    expect(name).toHaveBeenCalledTimes(1);
    expect(phone).not.toHaveBeenCalled();
  });

  it('settles validity, notifying the form only when it flips', () => {
    const store = new FormStatusStore();
    const form = vi.fn();
    store.subscribeForm(form);
    expect(store.getValidity()).toBe('unchecked');
    store.setErrors(errors([['root_name', 'x']]));
    store.setErrors(errors([['root_name', 'x']]));
    expect(store.getValidity()).toBe('invalid');
    expect(form).toHaveBeenCalledTimes(1);
    store.setErrors(new Map());
    expect(store.getValidity()).toBe('valid');
    expect(form).toHaveBeenCalledTimes(2);
  });

  it('touchAll shows every error, also ones found later; clear forgets everything', () => {
    const store = new FormStatusStore();
    store.touchAll();
    store.setErrors(errors([['root_phone', 'Phone is required']]));
    expect(store.visibleError('root_phone')).toBe('Phone is required');
    store.clear();
    expect(store.visibleError('root_phone')).toBeUndefined();
    expect(store.getValidity()).toBe('unchecked');
  });
});
