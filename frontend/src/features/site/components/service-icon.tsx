import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import LiveTvIcon from '@mui/icons-material/LiveTvOutlined';
import MovieCreationIcon from '@mui/icons-material/MovieCreationOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import type { ServiceIcon as ServiceIconName } from '@/config/site';

const ICONS = { creator: MovieCreationIcon, influencer: GroupsIcon, scale: CampaignIcon, academy: SchoolIcon, live: LiveTvIcon };

export function ServiceIcon({ name, color }: { name: ServiceIconName; color: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" sx={{ color, fontSize: 30 }} />;
}
