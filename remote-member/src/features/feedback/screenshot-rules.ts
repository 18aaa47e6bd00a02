/**
 * The feedback screenshot's rules, the promotion apply form's (spec section 5): at most the
 * server's count, png or jpg only, at most the server's size each. The type is read from the
 * file's bytes by the shared `sniffImageFile` (a PNG/JPEG header that decodes to real dimensions,
 * no markup inside) as well as its declared type and name, so an SVG, HTML or polyglot file named
 * `.png` is refused too. Messages are the spec's: more than 3 images; only png or jpg; image over 5MB.
 */
import { sniffImageFile, type endpoints } from '@vitrine/shared';

export type ScreenshotProblem = 'err_too_many_images' | 'err_image_type' | 'err_image_size';

type Rules = Pick<endpoints.FeedbackConfig, 'maxImages' | 'maxImageBytes' | 'imageTypes'>;

const EXTENSIONS: Record<string, RegExp> = { 'image/png': /\.png$/i, 'image/jpeg': /\.jpe?g$/i };

/** What is wrong with this set of screenshots, or null when they may be sent. */
export async function screenshotProblem(files: File[], rules: Rules): Promise<ScreenshotProblem | null> {
  if (files.length > rules.maxImages) return 'err_too_many_images';
  for (const file of files) {
    if (!rules.imageTypes.includes(file.type)) return 'err_image_type';
    if (!EXTENSIONS[file.type]?.test(file.name)) return 'err_image_type';
  }
  // Sizes before bytes: an oversized file is refused without being read.
  if (files.some((f) => f.size > rules.maxImageBytes)) return 'err_image_size';
  for (const file of files) {
    const sniffed = await sniffImageFile(file);
    if (!sniffed || `image/${sniffed.type}` !== file.type) return 'err_image_type';
  }
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
