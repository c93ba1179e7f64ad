import { InitialSchema1763750000000 } from './1763750000000-initial-schema';

/** Every migration, oldest first. A new migration is added here as well as in its own file. */
export const MIGRATIONS: Function[] = [InitialSchema1763750000000];
