import { screenshotProblem, sniffImageType } from './screenshot-rules';

const RULES = { maxImages: 3, maxImageBytes: 5 * 1024 * 1024, imageTypes: ['image/png', 'image/jpeg'] };
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const png = (name = 'shot.png') => new File([PNG_BYTES], name, { type: 'image/png' });

describe('feedback screenshot rules', () => {
  it('knows png and jpeg by their first bytes', () => {
    expect(sniffImageType(PNG_BYTES)).toBe('image/png');
    expect(sniffImageType(JPEG_BYTES)).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns'))).toBeNull();
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
