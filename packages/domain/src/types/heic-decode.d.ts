/** heic-decode 2.x ships no types: it decodes a HEIC/HEIF (HEVC) image to RGBA pixels through libheif-js. */
declare module "heic-decode" {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  export default function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedImage>;
}
