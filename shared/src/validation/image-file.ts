import { sniffImage, type SniffedImage } from './image-bytes';

/** Reads a picked file and says what image its bytes hold (null: not a clean PNG/JPEG). */
export function sniffImageFile(file: Blob): Promise<SniffedImage | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result instanceof ArrayBuffer ? sniffImage(new Uint8Array(reader.result)) : null);
    reader.onerror = () => resolve(null);
    reader.readAsArrayBuffer(file);
  });
}
