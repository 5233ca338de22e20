/**
 * A reader of the project's Dockerfile, for the tests that reproduce the image without a Docker engine and
 * for the bench, which runs the BFF with the image's environment. It knows the subset of the syntax the
 * Dockerfile uses: comments and parser directives, line continuations, global ARGs substituted in FROM,
 * stages, flags (`--from=build`), exec (JSON) and shell forms, and `ENV key=value` lists.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findProjectRoot } from '../../server/projectRoot.js';

export interface Instruction {
  /** Upper case: `RUN`, `COPY`, … */
  keyword: string;
  /** `--name=value` flags before the arguments. */
  flags: Readonly<Record<string, string>>;
  /** The arguments after the flags, as written (continuations joined with a space). */
  args: string;
  /** Line number of the instruction's first line. */
  line: number;
}

export interface Stage {
  /** The `AS` name, or null. */
  name: string | null;
  /** The image it starts from, with global ARGs substituted. */
  base: string;
  instructions: readonly Instruction[];
}

export interface Dockerfile {
  /** Global ARGs (before the first FROM) with their defaults. */
  args: Readonly<Record<string, string>>;
  stages: readonly Stage[];
}

/** The logical lines: comments dropped, continuations joined, each with the number of its first line. */
function logicalLines(text: string): { text: string; line: number }[] {
  const result: { text: string; line: number }[] = [];
  let current: { text: string; line: number } | null = null;
  text.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    // Inside a continuation Docker skips comment and empty lines; outside, they are nothing.
    if (trimmed.startsWith('#') || trimmed === '') return;
    const continues = /\\\s*$/.test(raw);
    const body = continues ? raw.replace(/\\\s*$/, '') : raw;
    if (current === null) current = { text: body.trim(), line: index + 1 };
    else current.text = `${current.text} ${body.trim()}`;
    if (!continues) {
      result.push(current);
      current = null;
    }
  });
  if (current !== null) result.push(current);
  return result;
}

function parseInstruction(text: string, line: number): Instruction {
  const match = /^(\S+)\s*(.*)$/.exec(text);
  if (!match?.[1]) throw new Error(`Dockerfile line ${line}: cannot read "${text}"`);
  let rest = match[2] ?? '';
  const flags: Record<string, string> = {};
  for (let flag = /^--([a-z-]+)(?:=(\S*))?\s*/.exec(rest); flag; flag = /^--([a-z-]+)(?:=(\S*))?\s*/.exec(rest)) {
    flags[flag[1] ?? ''] = flag[2] ?? 'true';
    rest = rest.slice(flag[0].length);
  }
  return { keyword: match[1].toUpperCase(), flags, args: rest.trim(), line };
}

function substitute(value: string, args: Readonly<Record<string, string>>): string {
  return value.replace(/\$\{(\w+)\}|\$(\w+)/g, (_all, braced: string | undefined, bare: string | undefined) => {
    const name = braced ?? bare ?? '';
    const found = args[name];
    if (found === undefined) throw new Error(`Dockerfile: ARG ${name} has no default`);
    return found;
  });
}

export function parseDockerfile(text: string): Dockerfile {
  const args: Record<string, string> = {};
  const stages: { name: string | null; base: string; instructions: Instruction[] }[] = [];
  for (const { text: lineText, line } of logicalLines(text)) {
    const instruction = parseInstruction(lineText, line);
    if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = instruction.args.split(/\s+/);
      if (as !== undefined && (as.toUpperCase() !== 'AS' || name === undefined)) {
        throw new Error(`Dockerfile line ${line}: expected FROM image [AS name]`);
      }
      stages.push({ name: name ?? null, base: substitute(image, args), instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword !== 'ARG') throw new Error(`Dockerfile line ${line}: ${instruction.keyword} before FROM`);
      const [name = '', value = ''] = instruction.args.split('=', 2);
      args[name.trim()] = value.trim();
    } else {
      stages[stages.length - 1]?.instructions.push(instruction);
    }
  }
  if (stages.length === 0) throw new Error('Dockerfile: no FROM');
  return { args, stages };
}

/** The project's Dockerfile. */
export function readDockerfile(root: string = findProjectRoot()): Dockerfile {
  return parseDockerfile(readFileSync(join(root, 'Dockerfile'), 'utf8'));
}

export function finalStage(dockerfile: Dockerfile): Stage {
  const stage = dockerfile.stages[dockerfile.stages.length - 1];
  if (!stage) throw new Error('Dockerfile: no stage');
  return stage;
}

export function stageNamed(dockerfile: Dockerfile, name: string): Stage {
  const stage = dockerfile.stages.find((s, index) => s.name === name || String(index) === name);
  if (!stage) throw new Error(`Dockerfile: no stage ${name}`);
  return stage;
}

export function instructionsOf(stage: Stage, keyword: string): Instruction[] {
  return stage.instructions.filter((instruction) => instruction.keyword === keyword);
}

/** The last instruction of a kind in a stage (Docker keeps only the last CMD, USER, HEALTHCHECK, …). */
export function lastOf(stage: Stage, keyword: string): Instruction | undefined {
  return instructionsOf(stage, keyword).at(-1);
}

/** The JSON array of an exec-form instruction; throws on the shell form, which would run under `sh -c`. */
export function execForm(args: string): string[] {
  if (!args.startsWith('[')) throw new Error(`expected the exec form (a JSON array), got: ${args}`);
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) {
    throw new Error(`expected a JSON array of strings, got: ${args}`);
  }
  return parsed;
}

/** Splits `a="b c" d=e` into pairs, honouring double quotes and backslash escapes. */
function envPairs(args: string): [string, string][] {
  const pairs: [string, string][] = [];
  const pattern = /(\w+)=("(?:[^"\\]|\\.)*"|\S*)\s*/y;
  let position = 0;
  while (position < args.length) {
    pattern.lastIndex = position;
    const match = pattern.exec(args);
    if (match === null) throw new Error(`cannot read ENV ${args}`);
    const raw = match[2] ?? '';
    pairs.push([match[1] ?? '', raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw]);
    position = pattern.lastIndex;
  }
  return pairs;
}

/** The variables one ENV instruction sets. */
export function envSetBy(instruction: Instruction): Record<string, string> {
  if (!instruction.args.includes('=')) {
    // The legacy form: `ENV NAME value with spaces`.
    const [name = '', ...value] = instruction.args.split(/\s+/);
    return { [name]: value.join(' ') };
  }
  return Object.fromEntries(envPairs(instruction.args));
}

/** The environment a stage's ENV instructions set, in order. */
export function envOf(stage: Stage): Record<string, string> {
  return Object.assign({}, ...instructionsOf(stage, 'ENV').map(envSetBy)) as Record<string, string>;
}

/** The image's runtime environment: the final stage's ENV. */
export function containerEnv(root: string = findProjectRoot()): Record<string, string> {
  return envOf(finalStage(readDockerfile(root)));
}

export interface CopyInstruction {
  /** The stage copied from, or null for the build context. */
  from: string | null;
  sources: string[];
  destination: string;
  line: number;
}

export function readCopy(instruction: Instruction): CopyInstruction {
  const parts = instruction.args.startsWith('[') ? execForm(instruction.args) : instruction.args.split(/\s+/);
  const destination = parts.at(-1);
  if (parts.length < 2 || destination === undefined) throw new Error(`COPY on line ${instruction.line}: no source`);
  return { from: instruction.flags.from ?? null, sources: parts.slice(0, -1), destination, line: instruction.line };
}

export function copiesOf(stage: Stage): CopyInstruction[] {
  return instructionsOf(stage, 'COPY').map(readCopy);
}

export interface Healthcheck {
  options: Readonly<Record<string, string>>;
  command: string[];
}

/** The stage's HEALTHCHECK, in exec form. */
export function healthcheckOf(stage: Stage): Healthcheck | null {
  const instruction = lastOf(stage, 'HEALTHCHECK');
  if (!instruction) return null;
  const match = /^CMD\s+(.*)$/s.exec(instruction.args);
  if (!match?.[1]) throw new Error(`HEALTHCHECK on line ${instruction.line}: expected CMD [...]`);
  return { options: instruction.flags, command: execForm(match[1]) };
}
