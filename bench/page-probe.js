// Timing probes, injected into every bench page before the app's own scripts (addInitScript).
// Plain JavaScript on purpose: tsx compiles TypeScript with esbuild's keepNames, which wraps
// functions in `__name(...)` calls that do not exist in the page when Playwright serialises a
// function for page.evaluate. So the in-page logic lives here and Node only reads results.
(() => {
  /**
   * Calls back once the frame after the current task is rendered: requestAnimationFrame runs at
   * the start of the next frame, and a message posted from it is handled only after that frame's
   * style, layout and paint. The result approximates "the change is on screen".
   * (The Event Timing API measures the same span but reports nothing under 16 ms and rounds to
   * 8 ms, too coarse for keys that should cost a few milliseconds.)
   */
  function afterNextFrame(callback) {
    requestAnimationFrame(() => afterThisFrame(callback));
  }

  /** From inside a requestAnimationFrame callback: calls back once that frame is rendered. */
  function afterThisFrame(callback) {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback(performance.now());
    channel.port2.postMessage(null);
  }

  function isReady(element) {
    return element !== null && !element.disabled && element.checkVisibility();
  }

  /** Whether the app drew the page: no first screen of the build left (src/app/firstScreen.ts). */
  function appDrawn() {
    return !document.getElementById('root')?.hasAttribute('data-first-screen');
  }

  function report(kind, now) {
    // A DevTools binding the bench adds (bench/browser.ts): the page reports, Node waits.
    window.__benchReport?.(`${kind}:${now}`);
  }

  const probe = {
    /** ms from navigation start (performance.timeOrigin) to the frame showing the watched input. */
    readyAt: null,
    /** The same, to the frame in which the app's own input is shown (later with a first screen). */
    runningAt: null,
    /** ms from each keydown's timeStamp to the end of the next frame. */
    keyDurations: [],

    /**
     * Looks for the input once per frame, at the frame's start, where the browser is about to lay
     * the page out anyway. Looking on every change instead forced a layout of the half-parsed
     * document after each chunk the parser added, work the page itself never does, and more of it
     * the longer the document (a first screen's).
     */
    watchReady(selector) {
      let readySeen = false;
      let frameAsked = false;
      const checkInFrame = () => {
        frameAsked = false;
        if (!isReady(document.querySelector(selector))) return;
        if (!readySeen) {
          readySeen = true;
          afterThisFrame((now) => {
            probe.readyAt = now;
            report('ready', now);
          });
        }
        if (!appDrawn()) return;
        observer.disconnect();
        afterThisFrame((now) => {
          probe.runningAt = now;
          report('running', now);
        });
      };
      const check = () => {
        if (frameAsked) return;
        frameAsked = true;
        requestAnimationFrame(checkInFrame);
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true, attributes: true });
      check();
    },

    /** performance.now() of the last click on a button, and of the last download link click. */
    lastButtonClickAt: null,
    lastDownloadClickAt: null,

    /** Resolves once `count` key durations are recorded, without polling the page. */
    whenKeyCount(count) {
      if (probe.keyDurations.length >= count) return Promise.resolve();
      return new Promise((resolve) => {
        probe.keyWaiter = { count, resolve };
      });
    },

    /**
     * The page's own floor: the same elements, values and styles, with none of the page's
     * scripts listening. A clone of `#root` keeps every node and value but no event listener,
     * and React listens on `#root` only.
     */
    stopPageScripts() {
      const root = document.getElementById('root');
      root?.replaceWith(root.cloneNode(true));
    },

    takeKeyDurations() {
      const durations = probe.keyDurations;
      probe.keyDurations = [];
      return durations;
    },

    /**
     * Makes a PDF through the page's optional hook `window.__rxFormsBench.makePdf()`, which
     * resolves to the PDF as a Blob, ArrayBuffer or Uint8Array; null when the page has none.
     */
    async makePdfViaHook() {
      const hook = window.__rxFormsBench;
      if (typeof hook?.makePdf !== 'function') return null;
      const started = performance.now();
      const pdf = await hook.makePdf();
      const ms = performance.now() - started;
      const bytes = new Uint8Array(await new Response(pdf).arrayBuffer());
      return { ms, bytes: Array.from(bytes) };
    },
  };

  // Capture phase on window: runs before any handler of the app, for every key typed.
  window.addEventListener(
    'keydown',
    (event) => {
      afterNextFrame((now) => {
        probe.keyDurations.push(now - event.timeStamp);
        const waiter = probe.keyWaiter;
        if (waiter && probe.keyDurations.length >= waiter.count) {
          probe.keyWaiter = null;
          waiter.resolve();
        }
      });
    },
    { capture: true },
  );

  // Times a PDF inside the page, from the print button's click to the click on the download link
  // the app makes for the finished PDF, free of the delay before Node hears of the download.
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      if (event.target.closest('a[download]')) probe.lastDownloadClickAt = performance.now();
      else if (event.target.closest('button')) probe.lastButtonClickAt = performance.now();
    },
    { capture: true },
  );

  window.__benchProbe = probe;
})();
