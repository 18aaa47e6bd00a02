/**
 * The feedback screenshot's rules, the promotion apply form's (spec section 5): at most the
 * server's count, png or jpg only, at most the server's size each. The type is read from the
 * file's first bytes as well as its declared type and name, so an SVG or HTML file named `.png`
 * is refused too. Messages are the spec's: more than 3 images; only png or jpg; image over 5MB.
 */
import type { endpoints } from '@vitrine/shared';

export type ScreenshotProblem = 'err_too_many_images' | 'err_image_type' | 'err_image_size';

type Rules = Pick<endpoints.FeedbackConfig, 'maxImages' | 'maxImageBytes' | 'imageTypes'>;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const EXTENSIONS: Record<string, RegExp> = { 'image/png': /\.png$/i, 'image/jpeg': /\.jpe?g$/i };

/** The image type the bytes are, by their signature; null for anything else. */
export function sniffImageType(head: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  return null;
}

function headOf(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, 8));
  });
}

/** What is wrong with this set of screenshots, or null when they may be sent. */
export async function screenshotProblem(files: File[], rules: Rules): Promise<ScreenshotProblem | null> {
  if (files.length > rules.maxImages) return 'err_too_many_images';
  for (const file of files) {
    if (!rules.imageTypes.includes(file.type)) return 'err_image_type';
    if (!EXTENSIONS[file.type]?.test(file.name)) return 'err_image_type';
    if (sniffImageType(await headOf(file)) !== file.type) return 'err_image_type';
  }
  if (files.some((f) => f.size > rules.maxImageBytes)) return 'err_image_size';
  return null;
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
