import { useQuery } from '@tanstack/react-query';
import { revisionsKey } from '@/lib/studio/query-keys';
import type { PostRevision } from '../types';

export function usePostRevisions(postId: number, enabled = true) {
  return useQuery<PostRevision[]>({ queryKey: revisionsKey(postId), enabled, staleTime: 0 });
}
