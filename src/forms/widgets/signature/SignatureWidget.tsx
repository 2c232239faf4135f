import { useEffect, useRef } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type SignaturePad from 'signature_pad';
import { fillIn } from '../../../../contract/languages';
import { useWords } from '../../../lib/i18n/useWords';
import './SignatureWidget.css';

/** Dark blue, like a pen's ink, and distinct from the form's printed black. */
const INK = '#14306e';
const PNG_DATA_URL = 'data:image/png;base64,';

const drawingOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.startsWith(PNG_DATA_URL) ? value : undefined;

type SignaturePadClass = typeof SignaturePad;
let padModule: Promise<SignaturePadClass> | undefined;

function loadSignaturePad(): Promise<SignaturePadClass> {
  padModule ??= import('signature_pad').then((module) => module.default);
  return padModule;
}

/** Far enough below the screen to be ready before a finger or pen reaches the box. */
const LOAD_MARGIN = '600px';

/**
 * Calls `load` once the canvas nears the screen, so a page that never shows the box never
 * downloads signature_pad; at once when a drawing must be shown (a restored draft, which the
 * PDF prints whether or not anyone scrolled there) or where nearness cannot be observed.
 */
function whenNeeded(canvas: HTMLCanvasElement, hasDrawing: boolean, load: () => void) {
  if (hasDrawing || typeof IntersectionObserver !== 'function') {
    load();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: LOAD_MARGIN },
  );
  observer.observe(canvas);
  return () => observer.disconnect();
}

/**
 * Sizes the canvas's pixels to its CSS box on this screen (sharp on high-density screens) and
 * draws `drawing` again, since resizing a canvas erases it.
 */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad, drawing: string | undefined) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const { offsetWidth: width, offsetHeight: height } = canvas;
  if (width === 0 || height === 0) return;
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  showDrawing(canvas, pad, drawing);
}

function showDrawing(canvas: HTMLCanvasElement, pad: SignaturePad, drawing: string | undefined) {
  pad.clear();
  if (drawing) {
    void pad.fromDataURL(drawing, { width: canvas.offsetWidth, height: canvas.offsetHeight });
  }
}

/**
 * A signature drawn with a mouse, finger or pen (signature_pad: pointer events, no
 * dependencies). The value is the drawing as a PNG data URL, written once per stroke, never per
 * pointer move, so it costs the form nothing while people type elsewhere. The canvas is not in
 * the tab order (keyboard users pass it by; the form offers a typed signature beside it); the
 * Clear button is. The document prints the drawing (the PNG) as its only image.
 */
export function SignatureWidget(props: WidgetProps) {
  const { id, value, onChange, label, disabled, readonly } = props;
  const { form } = useWords();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  /** The drawing on the canvas now, to tell our own changes from a value loaded from outside. */
  const shown = useRef<string | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const drawing = drawingOf(value);
  const locked = Boolean(disabled || readonly);

  // What the pad must show and allow once its code has arrived.
  const latest = useRef({ drawing, locked });
  useEffect(() => {
    latest.current = { drawing, locked };
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    // No 2D context (a browser that blocks canvases): the pad stays blank and the typed
    // signature beside it still works.
    if (!canvas?.getContext('2d')) return;
    let detach: (() => void) | undefined;
    let unmounted = false;
    const attach = (SignaturePadClass: SignaturePadClass) => {
      if (unmounted) return;
      const pad = new SignaturePadClass(canvas, { penColor: INK, minWidth: 0.8, maxWidth: 2.6 });
      padRef.current = pad;
      shown.current = latest.current.drawing;
      showDrawing(canvas, pad, shown.current);
      if (latest.current.locked) pad.off();
      const save = () => {
        shown.current = pad.toDataURL('image/png');
        onChangeRef.current(shown.current);
      };
      pad.addEventListener('endStroke', save);
      const fit = () => fitCanvas(canvas, pad, shown.current);
      fit();
      const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
      resizes?.observe(canvas);
      detach = () => {
        resizes?.disconnect();
        pad.removeEventListener('endStroke', save);
        pad.off();
        padRef.current = null;
      };
    };
    const stopWaiting = whenNeeded(canvas, latest.current.drawing !== undefined, () => {
      void loadSignaturePad().then(attach);
    });
    return () => {
      unmounted = true;
      stopWaiting();
      detach?.();
    };
  }, []);

  // A value from outside the pad: a restored draft, or a form set up again.
  useEffect(() => {
    const pad = padRef.current;
    if (!pad || drawing === shown.current) return;
    shown.current = drawing;
    showDrawing(canvasRef.current!, pad, drawing);
  }, [drawing]);

  useEffect(() => {
    if (locked) padRef.current?.off();
    else padRef.current?.on();
  }, [locked]);

  const clear = () => {
    padRef.current?.clear();
    shown.current = undefined;
    onChange(undefined);
  };

  return (
    <div className="rx-signature">
      <canvas
        id={id}
        ref={canvasRef}
        className="rx-signature__pad"
        role="img"
        aria-label={fillIn(drawing ? form.signatureDrawn : form.signatureEmpty, { label })}
      />
      <button
        type="button"
        className="rx-signature__clear"
        onClick={clear}
        disabled={locked || !drawing}
      >
        {form.clearSignature}
      </button>
    </div>
  );
}
