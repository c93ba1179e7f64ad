export { DEMO_POSTS } from './demo-posts';
export type { DemoPost, DemoPostSource } from './demo-post.types';
export { seedDemoContent } from './seed-demo-content';
