import { screenshotProblem } from './screenshot-rules';

const RULES = { maxImages: 3, maxImageBytes: 5 * 1024 * 1024, imageTypes: ['image/png', 'image/jpeg'] };
/** A valid 1x1 PNG. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
/** A minimal baseline JPEG header with SOF0 2x3 and EOI. */
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x03, 0x00, 0x02, 0x01, 0x01, 0x11, 0x00, 0xff, 0xd9]);
const png = (name = 'shot.png') => new File([PNG_BYTES], name, { type: 'image/png' });

describe('feedback screenshot rules', () => {
  it('refuses a png signature whose header does not decode, and a png with markup after it (a polyglot)', async () => {
    const headerOnly = new File([PNG_BYTES.slice(0, 12)], 'shot.png', { type: 'image/png' });
    expect(await screenshotProblem([headerOnly], RULES)).toBe('err_image_type');
    const polyglot = new File([PNG_BYTES, '<script>alert(1)</script>'], 'shot.png', { type: 'image/png' });
    expect(await screenshotProblem([polyglot], RULES)).toBe('err_image_type');
    // A jpeg named .png is not what it says.
    expect(await screenshotProblem([new File([JPEG_BYTES], 'shot.png', { type: 'image/png' })], RULES)).toBe('err_image_type');
  });

  it('accepts png and jpg files, none at all, up to the count', async () => {
    expect(await screenshotProblem([], RULES)).toBeNull();
    expect(await screenshotProblem([png(), new File([JPEG_BYTES], 'a.JPG', { type: 'image/jpeg' })], RULES)).toBeNull();
    expect(await screenshotProblem([png(), png(), png()], RULES)).toBeNull();
  });

  it('refuses an svg, and an svg or html named .png', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'shot.svg', { type: 'image/svg+xml' });
    expect(await screenshotProblem([svg], RULES)).toBe('err_image_type');
    const disguised = new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'shot.png', { type: 'image/png' });
    expect(await screenshotProblem([disguised], RULES)).toBe('err_image_type');
    expect(await screenshotProblem([new File(['<html>'], 'page.png', { type: 'image/png' })], RULES)).toBe('err_image_type');
    expect(await screenshotProblem([new File([PNG_BYTES], 'shot.svg', { type: 'image/png' })], RULES)).toBe('err_image_type');
  });

  it('refuses more than the count, and files over the size', async () => {
    expect(await screenshotProblem([png(), png(), png(), png()], RULES)).toBe('err_too_many_images');
    const big = new File([PNG_BYTES, new Uint8Array(RULES.maxImageBytes)], 'big.png', { type: 'image/png' });
    expect(await screenshotProblem([big], RULES)).toBe('err_image_size');
  });
});
