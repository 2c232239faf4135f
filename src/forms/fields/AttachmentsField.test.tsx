import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getTestRegistry } from '@rjsf/core';
import type { FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import orderUi from '../../../schemas/order-rx/ui.json';
import { MEGABYTE } from '../../../contract/files';
import { createAttachmentsStore, type AttachmentsStore } from '../../lib/files';
import { sampleFile } from '../../lib/files/sampleFiles.testing';
import { AttachmentsField } from './AttachmentsField';

const schema: RJSFSchema = { type: 'null', title: 'Upload the Rx and chart notes' };
const uiSchema: UiSchema = {
  'ui:field': 'attachments',
  'ui:options': {
    maxFiles: 5,
    maxFileMB: 10,
    maxTotalMB: 15,
    accept: ['image/jpeg', 'image/png', 'application/pdf', 'application/msword'],
  },
};

function renderField(
  store: AttachmentsStore | null = createAttachmentsStore(),
  fieldUi: UiSchema = uiSchema,
) {
  const props = {
    schema,
    uiSchema: fieldUi,
    registry: getTestRegistry(schema, {}, {}, {}, { attachments: store ?? undefined }),
    fieldPathId: { $id: 'root_orfAttachments', path: ['orfAttachments'] },
    name: 'orfAttachments',
    onChange: vi.fn(),
    onBlur: vi.fn(),
    onFocus: vi.fn(),
  } as unknown as FieldProps;
  render(<AttachmentsField {...props} />);
  return store;
}

const file = sampleFile;

const picker = () => screen.getByLabelText('Select the files (max 5)');
/** Chooses `files` and waits until their content is checked and the store holds the kept ones. */
async function upload(store: AttachmentsStore, files: File[]) {
  await userEvent.upload(picker(), files, { applyAccept: false });
  await act(() => store.settled());
}

describe('AttachmentsField', () => {
  it('shows the title, the picker and the empty list', () => {
    renderField();
    expect(
      screen.getByRole('heading', { name: 'Upload the Rx and chart notes' }),
    ).toBeInTheDocument();
    const input = picker();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(input.getAttribute('accept')).toContain('application/pdf');
    expect(input.getAttribute('accept')).toContain('.doc');
    expect(screen.getByText('Uploaded files:')).toBeInTheDocument();
  });

  it('keeps accepted files in the store, lists them, and names the rejected ones with the reason', async () => {
    const store = renderField();
    await upload(store!, [
      file('rx.pdf', 'application/pdf', 2048),
      file('notes.doc', ''),
      file('virus.exe', 'application/x-msdownload'),
      file('huge.png', 'image/png', 11 * MEGABYTE),
    ]);
    expect(store!.get().map((f) => f.name)).toEqual(['rx.pdf', 'notes.doc']);
    const list = screen.getByRole('list', { name: 'Uploaded files:' });
    expect(within(list).getByText('rx.pdf')).toBeInTheDocument();
    expect(within(list).getByText('2 KB')).toBeInTheDocument();
    const rejected = document.getElementById('root_orfAttachments__rejected')!;
    expect(rejected).toHaveAttribute('aria-live', 'polite');
    expect(rejected).toHaveTextContent('virus.exe: not an accepted type');
    expect(rejected).toHaveTextContent('huge.png: larger than 10 MB');
  });

  it('does not keep a program renamed .pdf, and names it with the reason', async () => {
    const store = renderField();
    const program = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'rx-scan.pdf', {
      type: 'application/pdf',
    });
    await upload(store!, [program, file('notes.pdf', 'application/pdf')]);
    expect(store!.get().map((f) => f.name)).toEqual(['notes.pdf']);
    expect(screen.getByText('This file was not added:')).toBeInTheDocument();
    expect(screen.getByText('rx-scan.pdf: its content is not a PDF file')).toBeInTheDocument();
  });

  it('keeps only five files and says which were left out', async () => {
    const store = renderField();
    await upload(
      store!,
      Array.from({ length: 6 }, (_, i) => file(`scan${i}.jpg`, 'image/jpeg')),
    );
    expect(store!.get()).toHaveLength(5);
    expect(screen.getByText('scan5.jpg: more than 5 files')).toBeInTheDocument();
  });

  it("follows the order form's ui.json: a staff edit to 2 files of 1 MB is what the page keeps", async () => {
    const edited = orderUi.orfAttachments;
    const store = renderField(createAttachmentsStore(), {
      ...edited,
      'ui:options': { ...edited['ui:options'], maxFiles: 2, maxFileMB: 1 },
    });
    await userEvent.upload(
      screen.getByLabelText('Select the files (max 2)'),
      [
        file('a.jpg', 'image/jpeg'),
        file('big.pdf', 'application/pdf', 2 * MEGABYTE),
        file('b.png', 'image/png'),
        file('c.png', 'image/png'),
      ],
      { applyAccept: false },
    );
    await act(() => store!.settled());
    expect(store!.get().map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
    expect(screen.getByText('big.pdf: larger than 1 MB')).toBeInTheDocument();
    expect(screen.getByText('c.png: more than 2 files')).toBeInTheDocument();
  });

  it('a new selection replaces the earlier one and clears old messages', async () => {
    const store = renderField();
    await upload(store!, [file('a.png', 'image/png'), file('bad.txt', 'text/plain')]);
    await upload(store!, [file('b.png', 'image/png')]);
    expect(store!.get().map((f) => f.name)).toEqual(['b.png']);
    expect(screen.queryByText(/bad\.txt/)).toBeNull();
  });

  it('removes one file with its Remove button', async () => {
    const store = renderField();
    await upload(store!, [file('a.png', 'image/png'), file('b.png', 'image/png')]);
    const remove = screen.getByRole('button', { name: 'Remove a.png' });
    await userEvent.click(remove);
    expect(store!.get().map((f) => f.name)).toEqual(['b.png']);
    expect(screen.queryByText('a.png')).toBeNull();
  });

  it('names the files to attach again after a reload, until files of those names are chosen', async () => {
    const store = createAttachmentsStore();
    store.attachAgain(['rx.pdf', 'notes.png']);
    renderField(store);
    const again = 'Attach again, as files are not kept when the page is reloaded:';
    expect(screen.getByText(`${again} rx.pdf, notes.png`)).toBeInTheDocument();
    expect(picker()).toHaveAccessibleDescription(new RegExp(`^${again} rx.pdf, notes.png`));
    await upload(store, [file('rx.pdf', 'application/pdf')]);
    expect(screen.getByText(`${again} notes.png`)).toBeInTheDocument();
    act(() => store.clear());
    expect(screen.queryByText(new RegExp(again))).toBeNull();
  });

  it('follows the store when the page clears it (after a send)', async () => {
    const store = renderField();
    await upload(store!, [file('a.png', 'image/png')]);
    act(() => store!.clear());
    expect(screen.getByText('No files selected.')).toBeInTheDocument();
  });

  it('is keyboard reachable: Tab focuses the file input', async () => {
    renderField();
    await userEvent.tab();
    expect(picker()).toHaveFocus();
  });

  it('opens the file chooser on Enter as well as on Space', async () => {
    renderField();
    const opened = vi.spyOn(picker() as HTMLInputElement, 'click');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('is disabled without a store', () => {
    renderField(null);
    expect(picker()).toBeDisabled();
  });
});

describe('AttachmentsField inside an rjsf Form', () => {
  it('gets the store from formContext and keeps files out of formData', async () => {
    const { default: Form } = await import('@rjsf/core');
    const { default: validator } = await import('@rjsf/validator-ajv8');
    const store = createAttachmentsStore();
    const onChange = vi.fn();
    const formSchema: RJSFSchema = {
      type: 'object',
      properties: { orfPatientName: { type: 'string' }, orfAttachments: schema },
    };
    render(
      <Form
        schema={formSchema}
        uiSchema={{ orfAttachments: uiSchema }}
        validator={validator}
        fields={{ attachments: AttachmentsField }}
        formContext={{ attachments: store }}
        onChange={onChange}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'Upload the Rx and chart notes' }),
    ).toBeInTheDocument();
    await upload(store, [file('rx.pdf', 'application/pdf')]);
    expect(store.get().map((f) => f.name)).toEqual(['rx.pdf']);
    expect(screen.getByLabelText('Select the files (max 5)')).toHaveAttribute(
      'id',
      'root_orfAttachments',
    );
    for (const [state] of onChange.mock.calls)
      expect(JSON.stringify(state.formData)).not.toContain('rx.pdf');
  });
});
