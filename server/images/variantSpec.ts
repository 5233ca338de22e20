/**
 * What a picture variant is: a copy of one width of the fixed list, in the format the browser takes
 * (`?w=`), or the picture's share card (`?card=1`), 1200 × 630 and always a JPEG. Both go through the same
 * originals, queue, worker and cache; the spec is what tells them apart.
 */
export type VariantSpec = { readonly kind: 'width'; readonly width: number } | { readonly kind: 'card' };

/** The metrics' label for a spec's kind. */
export type VariantKind = VariantSpec['kind'];

export const CARD_SPEC: VariantSpec = Object.freeze({ kind: 'card' });

export const widthSpec = (width: number): VariantSpec => ({ kind: 'width', width });
