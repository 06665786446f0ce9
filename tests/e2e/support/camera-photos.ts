import type { Page } from '@playwright/test';

/**
 * `count` different 12 MP camera-like JPEGs (4000×3000, gradients and sensor noise so they weigh what a phone's
 * do, each with its own number and colour block), drawn with OffscreenCanvas in the page and handed back as bytes
 * for file inputs. Never a fixture file.
 */
export async function cameraPhotos(page: Page, count: number): Promise<Buffer[]> {
  await page.evaluate(() => {
    const width = 4000;
    const height = 3000;
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    const image = ctx.createImageData(width, height);
    let seed = 11;
    for (let i = 0; i < width * height; i += 1) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      const noise = ((seed >>> 24) - 128) / 10;
      const x = i % width;
      const y = Math.floor(i / width);
      image.data[i * 4] = (255 * x) / width + noise;
      image.data[i * 4 + 1] = (255 * y) / height + noise;
      image.data[i * 4 + 2] = 128 + 90 * Math.sin((x + y) / 80) + noise;
      image.data[i * 4 + 3] = 255;
    }
    (globalThis as { __cameraPhoto?: { canvas: OffscreenCanvas; image: ImageData } }).__cameraPhoto = {
      canvas,
      image,
    };
  });
  const photos: Buffer[] = [];
  for (let n = 0; n < count; n += 1) {
    // One encode per photo, each with its own number and colour block: different photos.
    const base64 = await page.evaluate(async (index) => {
      const { canvas, image } = (
        globalThis as unknown as { __cameraPhoto: { canvas: OffscreenCanvas; image: ImageData } }
      ).__cameraPhoto;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      ctx.putImageData(image, 0, 0);
      ctx.fillStyle = `hsl(${String((index * 33) % 360)}, 70%, 45%)`;
      ctx.fillRect(200 + index * 150, 300, 900, 700);
      ctx.fillStyle = 'white';
      ctx.font = 'bold 400px sans-serif';
      ctx.fillText(String(index + 1), 400 + index * 150, 850);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    }, n);
    photos.push(Buffer.from(base64, 'base64'));
  }
  await page.evaluate(() => {
    delete (globalThis as { __cameraPhoto?: unknown }).__cameraPhoto;
  });
  return photos;
}
