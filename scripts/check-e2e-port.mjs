/**
 * Before the end-to-end tests: are the ports they serve on free? The built site is served on
 * E2E_PORT (default 4173) and again on E2E_PORT + 2, a shop page embedding it on E2E_PORT + 1,
 * an edited-schemas site on E2E_PORT + 3, `npm run dev`'s site and API server
 * (dev-preview.spec.ts) on E2E_PORT + 10 and + 11, and the studio on E2E_PORT + 12. When one is taken (another run, a preview server), say so at once and name
 * a free base port, instead of failing minutes later, after the build, with EADDRINUSE.
 */
import net from 'node:net';

const HOST = '127.0.0.1';
/** Offsets from E2E_PORT of every port a test run listens on. */
const OFFSETS = [0, 1, 2, 3, 10, 11, 12];

function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

async function takenPorts(base) {
  const free = await Promise.all(OFFSETS.map((offset) => isFree(base + offset)));
  return OFFSETS.map((offset) => base + offset).filter((_, index) => !free[index]);
}

async function freeBase(from) {
  for (let base = from + 100; base < from + 2000; base += 100) {
    if ((await takenPorts(base)).length === 0) return base;
  }
  return undefined;
}

const base = Number(process.env.E2E_PORT ?? 4173);
const taken = await takenPorts(base);
if (taken.length > 0) {
  const suggestion = await freeBase(base);
  const which = taken.length === 1 ? `port ${taken[0]} is` : `ports ${taken.join(', ')} are`;
  console.error(
    `${which} in use: run E2E_PORT=${suggestion ?? '<a free port>'} npm test` +
      ` (the tests also use that port ${OFFSETS.slice(1)
        .map((offset) => `+ ${offset}`)
        .join(', ')})`,
  );
  process.exit(1);
}
