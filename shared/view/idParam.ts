/** An id as the API accepts it (a digit string). */
const ID_PATTERN = /^\d{1,12}$/;

/**
 * A record id taken from a query parameter (`?id=`, `?fdId=`), or null when it is missing or not an id,
 * so the page shows its own empty state instead of sending a call the BFF would refuse.
 */
export function idParam(value: string | null | undefined): number | null {
  const text = value?.trim() ?? '';
  if (!ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}
