/**
 * Short feedback tones made with Web Audio, so no sound files ship. Where audio is missing or
 * blocked (no AudioContext, autoplay policy, a closed device) they stay silent: a sound is a
 * courtesy, never a reason for a send to fail.
 */

interface Note {
  frequency: number;
  /** Start, seconds after the sound begins. */
  at: number;
  duration: number;
}

/** Rising two-note chime. */
const successNotes: Note[] = [
  { frequency: 660, at: 0, duration: 0.12 },
  { frequency: 990, at: 0.12, duration: 0.2 },
];
/** Falling low buzz, distinct from success also for people who cannot tell pitch apart. */
const failureNotes: Note[] = [
  { frequency: 330, at: 0, duration: 0.18 },
  { frequency: 220, at: 0.2, duration: 0.3 },
];

const VOLUME = 0.15;

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  const scope = globalThis as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

let context: AudioContext | undefined;

function sharedContext(): AudioContext | undefined {
  const Context = audioContextClass();
  if (!Context) return undefined;
  context ??= new Context();
  return context;
}

function scheduleNote(audio: AudioContext, note: Note, wave: OscillatorType): void {
  const start = audio.currentTime + note.at;
  const end = start + note.duration;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = wave;
  oscillator.frequency.setValueAtTime(note.frequency, start);
  // A quick fade in and out avoids clicks.
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(VOLUME, start + 0.01);
  gain.gain.linearRampToValueAtTime(0, end);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(end);
}

function play(notes: Note[], wave: OscillatorType): void {
  try {
    const audio = sharedContext();
    if (!audio) return;
    if (audio.state === 'suspended') audio.resume().catch(() => {});
    for (const note of notes) scheduleNote(audio, note, wave);
  } catch {
    // Audio blocked or unavailable: stay silent.
  }
}

export function playSuccessSound(): void {
  play(successNotes, 'sine');
}

export function playFailureSound(): void {
  play(failureNotes, 'square');
}
