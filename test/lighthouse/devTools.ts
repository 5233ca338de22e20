import { WebSocket } from 'undici';

/**
 * A bare DevTools protocol connection to the browser, for the figures timed beside Lighthouse's. It sends
 * commands and reads their answers and nothing else: it enables no domain a page's figures depend on
 * (Playwright's connection, for one, has V8 take a stack trace of every `Error` a script makes, which
 * slows react-dom's start-up several times over; see `docs/testing.md`, "Lighthouse").
 */
export interface DevToolsTarget {
  send<T = unknown>(method: string, params?: object): Promise<T>;
}

interface Answer {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

export class DevToolsConnection {
  readonly #socket: WebSocket;
  readonly #waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #lastId = 0;

  private constructor(socket: WebSocket) {
    this.#socket = socket;
    socket.addEventListener('message', (event) => {
      const answer = JSON.parse(String(event.data)) as Answer;
      // Events (no id) are not asked for here.
      if (answer.id === undefined) return;
      const waiting = this.#waiting.get(answer.id);
      this.#waiting.delete(answer.id);
      if (answer.error) waiting?.reject(new Error(answer.error.message));
      else waiting?.resolve(answer.result);
    });
    socket.addEventListener('close', () => {
      for (const waiting of this.#waiting.values()) waiting.reject(new Error('the DevTools connection closed'));
      this.#waiting.clear();
    });
  }

  /** Connects to the browser listening for DevTools on `port` (loopback). */
  static async open(port: number): Promise<DevToolsConnection> {
    const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
      webSocketDebuggerUrl: string;
    };
    const socket = new WebSocket(version.webSocketDebuggerUrl);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error('could not connect to the browser')), { once: true });
    });
    return new DevToolsConnection(socket);
  }

  /** The browser itself, for `Target.*` commands. */
  get browser(): DevToolsTarget {
    return { send: (method, params) => this.#send(method, params, undefined) };
  }

  /** A page attached with `Target.attachToTarget({ flatten: true })`. */
  session(sessionId: string): DevToolsTarget {
    return { send: (method, params) => this.#send(method, params, sessionId) };
  }

  close(): void {
    this.#socket.close();
  }

  #send<T>(method: string, params: object = {}, sessionId: string | undefined): Promise<T> {
    const id = ++this.#lastId;
    return new Promise<T>((resolve, reject) => {
      this.#waiting.set(id, {
        resolve: (value) => resolve(value as T),
        reject: (error) => reject(new Error(`${method}: ${error.message}`)),
      });
      this.#socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  }
}
