import { loadConfig } from '../../server/config.js';
import { loadDemoCmsConfig } from '../../server/demo-cms/config.js';

type Env = Readonly<Record<string, string | undefined>>;

/** The names a configuration loader reads, recorded by an environment that answers "unset" to each. */
function namesRead(load: (env: Env) => unknown): string[] {
  const names = new Set<string>();
  const env = new Proxy<Env>(
    {},
    {
      get: (_target, name) => {
        if (typeof name === 'string') names.add(name);
        return undefined;
      },
    },
  );
  load(env);
  return [...names].sort();
}

/** Every environment variable the BFF reads. */
export function bffVariables(): string[] {
  return namesRead((env) => loadConfig(env, { clientDir: '/nonexistent' }));
}

/** Every environment variable the demo CMS on its own reads. */
export function demoCmsVariables(): string[] {
  return namesRead(loadDemoCmsConfig);
}
