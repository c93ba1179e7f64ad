import { InitialSchema1763750000000 } from './1763750000000-initial-schema';
import { MediaVariants1795307859504 } from './1795307859504-media-variants';
import { ActiveJobTarget1795553570437 } from './1795553570437-active-job-target';

/** Every migration, oldest first. A new migration is added here as well as in its own file. */
export const MIGRATIONS: Function[] = [InitialSchema1763750000000, MediaVariants1795307859504, ActiveJobTarget1795553570437];
