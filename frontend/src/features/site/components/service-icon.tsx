import { CampaignOutlinedIcon as CampaignIcon, GroupsOutlinedIcon as GroupsIcon, LiveTvOutlinedIcon as LiveTvIcon, MovieCreationOutlinedIcon as MovieCreationIcon, SchoolOutlinedIcon as SchoolIcon } from '@/components/ui/page-icons';
import type { ServiceIcon as ServiceIconName } from '@/config/site-content';
import styles from './site.styles';

const ICONS = { creator: MovieCreationIcon, influencer: GroupsIcon, scale: CampaignIcon, academy: SchoolIcon, live: LiveTvIcon };

export function ServiceIcon({ name, color }: { name: ServiceIconName; color: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={styles.serviceIcon} style={{ color }} />;
}
