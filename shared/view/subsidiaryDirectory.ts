import { OWNERSHIP_KINDS, type SubsidiaryEntry, type SubsidiaryGroup, type SubsidiaryKind } from '../api/site.js';

/** The fields of a directory entry shown under the company's name, in reading order. */
export const DIRECTORY_FIELDS = ['corporation', 'address', 'zipCode', 'tel', 'fax', 'website'] as const;
export type DirectoryField = (typeof DIRECTORY_FIELDS)[number];

/** One line of a directory entry; a null value is shown as the 'not known' word. */
export interface DirectoryLine {
  field: DirectoryField;
  value: string | null;
}

/** The lines of a directory entry; blank text counts as unknown, like a missing value. */
export function directoryLines(entry: SubsidiaryEntry): DirectoryLine[] {
  return DIRECTORY_FIELDS.map((field) => {
    const value = entry[field]?.trim();
    return { field, value: value ? value : null };
  });
}

/**
 * The groups of the given kinds in their order (by default the ownership groups: wholly-owned,
 * controlled, minority-share), whatever order the server sent; groups without companies are left out.
 */
export function orderedGroups(
  groups: readonly SubsidiaryGroup[],
  kinds: readonly SubsidiaryKind[] = OWNERSHIP_KINDS,
): SubsidiaryGroup[] {
  return kinds.flatMap((kind) => groups.filter((g) => g.kind === kind && g.companies.length > 0));
}
