import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import type { ApiResponse } from '@/lib/api/typed-request';
import { apiUrl } from '@/lib/api/typed-request';
import { importKey, IMPORTS_KEY } from '@/lib/studio/query-keys';
import type { ImportView } from '../types';

const UPLOAD_URL = apiUrl('/api/admin/imports');

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The upload never got an answer: the connection dropped, or the gateway closed it (a file far over the limit). */
export class UploadInterruptedError extends Error {
  override readonly name = 'UploadInterruptedError';
}

/** The admin stopped the upload. */
export class UploadAbortedError extends Error {
  override readonly name = 'UploadAbortedError';
}

/**
 * POST /api/admin/imports (multipart, field `file`): the dry run. XMLHttpRequest rather than fetch, because
 * fetch reports no upload progress. A non-2xx answer is the api client's ApiError (413 carries the limit).
 */
export function uploadImport(file: File, options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {}): Promise<ImportView> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
      try {
        resolve(JSON.parse(xhr.responseText) as ApiResponse<'/api/admin/imports', 'post'>);
      } catch {
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new UploadInterruptedError('The upload stopped before the server answered.'));
    xhr.onabort = () => reject(new UploadAbortedError('The upload was cancelled.'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** The upload as a mutation, with its progress (bytes sent) and a way to stop it. */
export function useUploadImport() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      controller.current = new AbortController();
      setProgress({ loaded: 0, total: file.size });
      return uploadImport(file, { onProgress: setProgress, signal: controller.current.signal });
    },
    onSuccess: (view) => {
      queryClient.setQueryData(importKey(view.id), view);
      return queryClient.invalidateQueries({ queryKey: IMPORTS_KEY, exact: true });
    },
    onSettled: () => {
      controller.current = null;
      setProgress(null);
    },
  });
  const abort = useCallback(() => controller.current?.abort(), []);
  return { ...mutation, progress, abort };
}
