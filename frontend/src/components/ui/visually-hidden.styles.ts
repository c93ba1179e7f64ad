import { defineStyles } from '@/theme/define-styles';
import { visuallyHidden } from './visually-hidden';

/** visuallyHidden as a class, for the public pages. */
export default defineStyles('a11y', { visuallyHidden });
