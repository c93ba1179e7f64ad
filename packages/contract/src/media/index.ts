export * from './image-variants';
export * from './media-store.repository';
