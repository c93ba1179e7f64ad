import { styled } from '@mui/material/styles';
import { ResilientImage } from '@/components/ui/resilient-image';

/** ResilientImage with the studio's `sx` (MUI's styled passes the resolved class to its frame). */
export const StudioImage = styled(ResilientImage)({});
