/**
 * Pictures in the first-paint HTML (issue 9): the one seam between a page's loading state and the
 * gateway (ops/src/cdn/first-paint.ts).
 *
 * A page whose largest element is a picture from an API answer (the first game tile, the first
 * promotion card) marks where its pictures go in its loading state, and says which public
 * requests lead to them:
 *
 *     <Grid {...firstPaintPictures(source)}>             // the source, once
 *       <div {...FIRST_PAINT_PICTURE_SLOT}>…</div>       // each place, in order
 *
 * The page is prerendered with these attributes and released with its remote, so the remote team
 * owns which requests its first paint makes. The gateway asks them (token-less, short timeout,
 * only API paths), picks the picture URLs, checks each like the app does (`resolveImageUrl`) and
 * puts one `<img>` in each place. No answer in time → the skeletons, as before.
 *
 * Only what a page needs is here (it is in every app's bundle); the reading side (checks, picker)
 * is first-paint-pictures-reader.ts, for the gateway and tests.
 */
/** One request: a public API path, its JSON body, and where the wanted value sits in the answer. */
export interface PictureStep {
  /** An API path (`/wps/...`), POSTed with the body. */
  path: string;
  /** The request body; a string value `$prev` is the first value the previous step picked. */
  body: Record<string, unknown>;
  /**
   * Where the value sits in the answer's `value`: dot-separated; `name[key=text]` is the first
   * element of the array `name` whose `key` is `text`; `*` is every element; a number an index.
   * The last step picks the picture URLs (in slot order).
   */
  pick: string;
}

export interface PictureSource {
  steps: PictureStep[];
}

export const PREVIOUS_PICK = '$prev';
/** The attribute each picture place carries. */
export const FIRST_PAINT_PICTURE_SLOT = { 'data-fp-slot': 'picture' } as const;
export const PICTURE_SOURCE_ATTRIBUTE = 'data-fp-source';

/** The attributes of the element that carries a page's picture source. */
export function firstPaintPictures(source: PictureSource): Record<typeof PICTURE_SOURCE_ATTRIBUTE, string> {
  return { [PICTURE_SOURCE_ATTRIBUTE]: JSON.stringify(source) };
}
