/** What an upload may be (issue 28): checked by its content, whatever the browser says it is. */
export const IMAGE_UPLOAD_LIMITS = Object.freeze({
  /** Bytes of one file (15 MB): a phone's full-size photo fits, a video renamed .jpg does not. */
  maxBytes: 15 * 1024 * 1024,
  /** Pixels a side and in all, checked from the header before anything is decoded (a decompression bomb stops there). */
  maxSide: 12_000,
  maxPixels: 50_000_000,
  altMaxLength: 300,
});

/** The route uploads go to, and the one API route that takes a multipart body instead of JSON. */
export const IMAGE_UPLOAD_PATH = '/api/admin/media';

export const UPLOAD_TYPES_TEXT = 'JPEG, PNG, WebP, AVIF or GIF';
