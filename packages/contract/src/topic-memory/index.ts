export * from './similar-posts';
export { TopicMemoryRepository } from './topic-memory.repository';
