import { useEffect, useRef } from 'react';
import type SignaturePad from 'signature_pad';
import { useOtherPageWords } from '../../lib/i18n/otherPageWords';

/** Dark blue, like a pen's ink. */
const INK = '#14306e';

/**
 * A box to draw the signature with a finger, pen or mouse (signature_pad). `onChange` gets the
 * drawing as a PNG data URL after each stroke, or undefined once cleared. Keyboard users type
 * their name instead; the Clear button is in the tab order.
 */
export function SignatureDrawing({ onChange }: { onChange(png: string | undefined): void }) {
  const { signing } = useOtherPageWords();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changeRef = useRef(onChange);
  useEffect(() => {
    changeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let pad: SignaturePad | undefined;
    let stopped = false;
    void import('signature_pad').then(({ default: Pad }) => {
      const canvas = canvasRef.current;
      if (stopped || !canvas) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad = new Pad(canvas, { penColor: INK });
      pad.addEventListener('endStroke', () => changeRef.current(pad?.toDataURL('image/png')));
      padRef.current = pad;
    });
    return () => {
      stopped = true;
      pad?.off();
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChange(undefined);
  };

  return (
    <div className="signing-drawing">
      <canvas ref={canvasRef} role="img" aria-label={signing.drawArea} />
      <button type="button" className="button button-secondary" onClick={clear}>
        {signing.clear}
      </button>
    </div>
  );
}
