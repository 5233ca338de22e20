import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** One request an edge received; header names in lower case. */
export interface EdgeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/** What the edge does with its `n`th request (from 0): answer with a status, or never answer. */
export type EdgeBehaviour = (n: number) => number | 'hang';

/**
 * An edge cache stand-in for purge tests: a server on 127.0.0.1 that records every request and answers as
 * told, or holds a request open (a hung Varnish) until it is closed. It reads HTTP/1.1 itself: Node's HTTP
 * parser refuses methods it does not know, and Varnish's `BAN` is one of them.
 */
export class ScriptedEdge {
  readonly requests: EdgeRequest[] = [];
  readonly #sockets = new Set<Socket>();
  readonly #server = createServer((socket) => this.#serve(socket));
  #url = '';

  private constructor(private readonly behaviour: EdgeBehaviour) {}

  static async start(behaviour: EdgeBehaviour = () => 200): Promise<ScriptedEdge> {
    const edge = new ScriptedEdge(behaviour);
    await new Promise<void>((resolve) => edge.#server.listen(0, '127.0.0.1', resolve));
    edge.#url = `http://127.0.0.1:${(edge.#server.address() as AddressInfo).port}`;
    return edge;
  }

  get url(): string {
    return this.#url;
  }

  /** The keys of every `PURGE` received, in order. */
  purgedKeys(): string[] {
    return this.requests
      .filter((request) => request.method === 'PURGE')
      .flatMap((request) => (request.headers['xkey-purge'] ?? '').split(' '));
  }

  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** Requests without bodies (purges have none), one after another on a kept-alive connection. */
  #serve(socket: Socket): void {
    this.#sockets.add(socket);
    socket.on('close', () => this.#sockets.delete(socket));
    socket.on('error', () => {});
    let buffered = '';
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      for (let end = buffered.indexOf('\r\n\r\n'); end !== -1; end = buffered.indexOf('\r\n\r\n')) {
        const [requestLine = '', ...headerLines] = buffered.slice(0, end).split('\r\n');
        buffered = buffered.slice(end + 4);
        const [method = '', url = ''] = requestLine.split(' ');
        const headers: Record<string, string> = {};
        for (const line of headerLines) {
          const colon = line.indexOf(':');
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        const answer = this.behaviour(this.requests.length);
        this.requests.push({ method, url, headers });
        if (answer === 'hang') continue;
        const body = answer < 300 ? 'Invalidated' : 'Error';
        socket.write(
          `HTTP/1.1 ${answer} X\r\ncontent-type: text/plain\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
        );
      }
    });
  }
}
