import type { Server } from 'node:http';

/** Listens on a free loopback port, prints `LISTENING <url>` for the bench, and closes on SIGTERM. */
export function listenOnLoopback(server: Server): void {
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    console.log(`LISTENING http://127.0.0.1:${address.port}`);
  });
  process.on('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
