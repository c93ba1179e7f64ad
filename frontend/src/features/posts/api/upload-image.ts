import { useMutation } from '@tanstack/react-query';
import type { components } from '@/lib/api/schema';
import { ApiError } from '@/lib/api-client';
import { apiUrl } from '@/lib/api/typed-request';
import { EDITOR_SESSION_HEADER, editorSessionId } from '@/lib/editor-session';

export type UploadedImage = components['schemas']['UploadedImageDto'];

/**
 * POST /api/admin/media: one image file and its alt text, as a form (the API's one non-JSON write). The
 * server judges the file by its bytes and answers the stored image (url, alt, markdown, variants) or a
 * 400/413 saying what is wrong; errors are ApiErrors like every other call's.
 */
export async function uploadImage(file: File, alt: string): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  form.append('alt', alt);
  const response = await fetch(apiUrl('/api/admin/media'), { method: 'POST', body: form, credentials: 'include', headers: { [EDITOR_SESSION_HEADER]: editorSessionId() } });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return (await response.json()) as UploadedImage;
}

export function useUploadImage() {
  return useMutation({ mutationFn: ({ file, alt }: { file: File; alt: string }) => uploadImage(file, alt) });
}
