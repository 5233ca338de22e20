import { connect } from 'node:net';

/** Sends raw bytes to host:port and resolves with the whole answer, for request forms clients won't make. */
export async function rawHttp(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
    });
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
    socket.write(request);
  });
}

/** The status code of a raw HTTP answer. */
export function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
}

/** What follows the header block of a raw HTTP answer (its body as sent, chunked or not). */
export function bodyOf(answer: string): string {
  const end = answer.indexOf('\r\n\r\n');
  return end === -1 ? '' : answer.slice(end + 4);
}

/** A HEAD request for `path` that closes the connection after the answer. */
export function rawHead(path: string): string {
  return `HEAD ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`;
}
