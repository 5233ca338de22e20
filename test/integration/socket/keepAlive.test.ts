import { Agent, type IncomingMessage } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { useBff } from '../../helpers/bffHarness.js';

const bff = useBff();

let agent: Agent;
/** The client ports the BFF saw requests from, and the connections it accepted. */
let clientPorts: number[];
let connections: number;
const onRequest = (request: IncomingMessage) => clientPorts.push(request.socket.remotePort ?? 0);
const onConnection = () => {
  connections += 1;
};

beforeEach(() => {
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
  clientPorts = [];
  connections = 0;
  bff().app.server.on('request', onRequest);
  bff().app.server.on('connection', onConnection);
});
afterEach(() => {
  bff().app.server.off('request', onRequest);
  bff().app.server.off('connection', onConnection);
  agent.destroy();
});

describe('a client that keeps its connection alive', () => {
  it('is served several requests over one connection', async () => {
    const paths = [
      endpointUrl('fastTrack'),
      `${endpointUrl('articleDetail')}?id=1`,
      '/healthz',
      endpointUrl('fastTrack'),
    ];
    for (const path of paths) expect((await bff().http.get(path).agent(agent)).status, path).toBe(200);
    expect(clientPorts).toHaveLength(paths.length);
    expect(new Set(clientPorts).size).toBe(1);
    expect(connections).toBe(1);
  });

  it('is told the connection stays open', async () => {
    const response = await bff().http.get('/healthz').agent(agent);
    expect(response.headers.connection).toBe('keep-alive');
    expect(response.headers['keep-alive']).toMatch(/^timeout=\d+$/);
  });

  it('keeps its connection after an error answer', async () => {
    expect((await bff().http.get('/cms/api/nothing').agent(agent)).status).toBe(404);
    expect((await bff().http.get(endpointUrl('articleDetail')).query({ id: 'x' }).agent(agent)).status).toBe(400);
    expect((await bff().http.get('/healthz').agent(agent)).status).toBe(200);
    expect(connections).toBe(1);
  });
});
