import type { MenuItem } from '../../shared/api/menu.js';
import type { StoredAnswer } from '../cache/storedAnswer.js';
import { menuFolderCodes } from './answerKeys.js';

/**
 * The code of every folder id the menus name, learnt from the menu trees (`folder/list`) the BFF reads in
 * each language: the surrogate keys of answers addressed by a folder id name the folder by its code.
 * Holds one map per language, replaced when a newer tree is read, so it is as large as the menus.
 */
export class FolderCodes {
  readonly #byLanguage = new Map<string, ReadonlyMap<number, string>>();
  /** Menu answers already read, so an answer read again (a cache hit) is not parsed again. */
  readonly #read = new WeakSet<StoredAnswer>();

  code(id: number): string | null {
    for (const codes of this.#byLanguage.values()) {
      const code = codes.get(id);
      if (code !== undefined) return code;
    }
    return null;
  }

  learnTree(language: string, tree: readonly MenuItem[]): void {
    this.#byLanguage.set(language, menuFolderCodes(tree));
  }

  /** Learns from a stored menu answer, once per answer. */
  learnAnswer(language: string, answer: StoredAnswer): void {
    if (this.#read.has(answer)) return;
    this.#read.add(answer);
    const tree: unknown = JSON.parse(answer.body.toString('utf8'));
    if (Array.isArray(tree)) this.learnTree(language, tree as MenuItem[]);
  }
}
