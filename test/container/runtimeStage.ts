/**
 * The Dockerfile's final stage, reproduced in a directory without a Docker engine. Each instruction is
 * read from the Dockerfile and carried out from what the checkout already holds: build output that
 * `npm run build` made, files of the build context, production dependencies (see
 * `productionDependencies.ts`). An instruction this module cannot reproduce fails the reproduction with
 * its line, so the Dockerfile and this test cannot drift apart silently.
 */
import { existsSync, statSync } from 'node:fs';
import { cp, mkdir } from 'node:fs/promises';
import { basename, dirname, join, posix, relative, sep } from 'node:path';
import {
  envSetBy,
  execForm,
  finalStage,
  healthcheckOf,
  lastOf,
  readCopy,
  stageNamed,
  type CopyInstruction,
  type Dockerfile,
  type Healthcheck,
  type Stage,
} from '../helpers/dockerfile.js';
import { readDockerignore } from './dockerignore.js';
import { copyProductionDependencies } from './productionDependencies.js';

/** What `npm run build` writes (package.json: Vite's outDir for the client, tsc's outDir for the server). */
export const BUILD_OUTPUTS = ['dist', 'client/dist', 'client/dist-ssr'] as const;

/** Where a path of a stage's file system comes from. */
type Origin =
  | { kind: 'context'; path: string }
  | { kind: 'build-output'; path: string }
  | { kind: 'dependencies'; production: boolean };

interface Provider {
  /** Absolute path in the stage. */
  path: string;
  origin: Origin;
}

export interface RuntimeImage {
  /** The directory that stands for the final stage's WORKDIR. */
  dir: string;
  workdir: string;
  env: Record<string, string>;
  user: string | null;
  cmd: string[];
  healthcheck: Healthcheck | null;
  exposedPorts: number[];
  stopSignal: string | null;
  /** Context and stage paths the final stage copies, for the checks of what the image holds. */
  copiedFrom: { from: string | null; source: string; destination: string }[];
}

const isUnder = (path: string, dir: string): boolean => path === dir || path.startsWith(`${dir}/`);

/**
 * Where one source of a COPY lands: a directory's contents go to dest (`COPY . .` the whole context); a
 * file goes to dest, or into it under its own name when dest ends in `/` or there are several sources.
 */
function copyTarget(source: string, isDirectory: boolean, copy: CopyInstruction, destination: string): string {
  if (isDirectory || (copy.sources.length === 1 && !copy.destination.endsWith('/'))) return destination;
  return posix.join(destination, basename(source));
}

/** Whether an origin is a directory (dependencies always are; other paths are looked up in the checkout). */
function originIsDirectory(root: string, origin: Origin): boolean {
  if (origin.kind === 'dependencies') return true;
  const path = join(root, origin.path);
  return existsSync(path) && statSync(path).isDirectory();
}

/** One `&&`-separated command of a RUN, as the origins it adds to the stage (none for harmless commands). */
function runEffect(command: string, workdir: string, line: number): Provider[] {
  const words = command.trim().split(/\s+/);
  const [tool, verb, ...rest] = words;
  if (tool === 'npm' && verb === 'ci') {
    const production = rest.includes('--omit=dev');
    return [{ path: posix.join(workdir, 'node_modules'), origin: { kind: 'dependencies', production } }];
  }
  if (tool === 'npm' && verb === 'run' && rest[0] === 'build' && rest.length === 1) {
    return BUILD_OUTPUTS.map((path) => ({
      path: posix.join(workdir, path),
      origin: { kind: 'build-output', path },
    }));
  }
  if (tool === 'npm' && verb === 'cache' && rest[0] === 'clean') return [];
  // Removing files of the base image (package managers) leaves the application's tree as it is.
  if (tool === 'rm' && words.slice(2).every((path) => path.startsWith('/') && !isUnder(path, workdir))) return [];
  throw new Error(`Dockerfile line ${line}: the container smoke test cannot reproduce RUN ${command.trim()}`);
}

/** The origins of a stage's paths, in the order its instructions create them. */
function providersOf(root: string, stage: Stage): { workdir: string; providers: Provider[] } {
  let workdir = '/';
  const providers: Provider[] = [];
  for (const instruction of stage.instructions) {
    if (instruction.keyword === 'WORKDIR') workdir = posix.resolve(workdir, instruction.args);
    if (instruction.keyword === 'RUN') {
      for (const command of instruction.args.split('&&'))
        providers.push(...runEffect(command, workdir, instruction.line));
    }
    if (instruction.keyword === 'COPY') {
      const copy = readCopy(instruction);
      if (copy.from !== null) continue;
      const destination = posix.resolve(workdir, copy.destination);
      for (const source of copy.sources) {
        const origin: Origin = { kind: 'context', path: posix.normalize(source) };
        const target = copyTarget(source, originIsDirectory(root, origin), copy, destination);
        providers.push({ path: target, origin });
      }
    }
  }
  return { workdir, providers };
}

/** Where a path copied from another stage comes from (the last instruction that wrote it). */
function originIn(m: Materialiser, stage: Stage, path: string): Origin {
  const { providers } = providersOf(m.root, stage);
  for (const provider of [...providers].reverse()) {
    if (!isUnder(path, provider.path)) continue;
    const below = path.slice(provider.path.length).replace(/^\//, '');
    if (provider.origin.kind === 'dependencies') {
      if (below !== '') throw new Error(`copying part of node_modules (${path}) is not reproduced`);
      return provider.origin;
    }
    const origin = { ...provider.origin, path: posix.join(provider.origin.path, below) };
    // A context copy brings nothing that .dockerignore excludes, so an earlier instruction made the path.
    if (origin.kind === 'context' && m.ignored(origin.path)) continue;
    return origin;
  }
  throw new Error(`no instruction of stage ${stage.name ?? '?'} makes ${path}`);
}

interface Materialiser {
  root: string;
  dir: string;
  ignored: (path: string) => boolean;
}

async function materialise(m: Materialiser, origin: Origin, target: string): Promise<void> {
  if (origin.kind === 'dependencies') {
    if (!origin.production)
      throw new Error('the final stage would hold the dev dependencies (npm ci without --omit=dev)');
    await mkdir(target, { recursive: true });
    await copyProductionDependencies(m.root, target);
    return;
  }
  const source = join(m.root, origin.path);
  if (origin.kind === 'context' && m.ignored(origin.path)) {
    throw new Error(`${origin.path} is excluded by .dockerignore, so the image would not have it`);
  }
  if (!existsSync(source)) {
    const hint = origin.kind === 'build-output' ? ': run npm run build first' : '';
    throw new Error(`${origin.path} does not exist${hint}`);
  }
  await mkdir(dirname(target), { recursive: true });
  // The build context never holds what .dockerignore excludes.
  const filter =
    origin.kind === 'context' ? (path: string) => !m.ignored(relative(m.root, path).split(sep).join('/')) : undefined;
  await cp(source, target, { recursive: true, ...(filter ? { filter } : {}) });
}

/** Reproduces the final stage's WORKDIR in `dir` (an empty directory) and returns how it would run. */
export async function reproduceRuntimeStage(dockerfile: Dockerfile, root: string, dir: string): Promise<RuntimeImage> {
  const stage = finalStage(dockerfile);
  const m: Materialiser = { root, dir, ignored: readDockerignore(root) };
  const env: Record<string, string> = {};
  const copiedFrom: RuntimeImage['copiedFrom'] = [];
  let workdir = '/';
  const toLocal = (path: string, line: number): string => {
    if (workdir === '/' || !isUnder(path, workdir)) {
      throw new Error(`Dockerfile line ${line}: ${path} is outside the WORKDIR, which is all this test reproduces`);
    }
    return join(dir, path.slice(workdir.length));
  };

  for (const instruction of stage.instructions) {
    switch (instruction.keyword) {
      case 'WORKDIR':
        workdir = posix.resolve(workdir, instruction.args);
        break;
      case 'ENV':
        Object.assign(env, envSetBy(instruction));
        break;
      case 'RUN':
        for (const command of instruction.args.split('&&')) {
          for (const provider of runEffect(command, workdir, instruction.line)) {
            await materialise(m, provider.origin, toLocal(provider.path, instruction.line));
          }
        }
        break;
      case 'COPY': {
        const copy = readCopy(instruction);
        const destination = posix.resolve(workdir, copy.destination);
        for (const source of copy.sources) {
          const origin: Origin =
            copy.from === null
              ? { kind: 'context', path: posix.normalize(source) }
              : originIn(m, stageNamed(dockerfile, copy.from), source);
          const target = copyTarget(source, originIsDirectory(root, origin), copy, destination);
          await materialise(m, origin, toLocal(target, instruction.line));
          copiedFrom.push({ from: copy.from, source, destination: target });
        }
        break;
      }
      case 'USER':
      case 'EXPOSE':
      case 'STOPSIGNAL':
      case 'HEALTHCHECK':
      case 'CMD':
      case 'LABEL':
        break;
      default:
        throw new Error(`Dockerfile line ${instruction.line}: ${instruction.keyword} is not reproduced`);
    }
  }

  const cmd = lastOf(stage, 'CMD');
  if (!cmd) throw new Error('Dockerfile: the final stage has no CMD');
  return {
    dir,
    workdir,
    env,
    user: lastOf(stage, 'USER')?.args ?? null,
    cmd: execForm(cmd.args),
    healthcheck: healthcheckOf(stage),
    exposedPorts: stage.instructions
      .filter((i) => i.keyword === 'EXPOSE')
      .flatMap((i) => i.args.split(/\s+/).map((port) => Number.parseInt(port, 10))),
    stopSignal: lastOf(stage, 'STOPSIGNAL')?.args ?? null,
    copiedFrom,
  };
}
