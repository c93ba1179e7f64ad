import BoldIcon from '@mui/icons-material/FormatBold';
import CodeIcon from '@mui/icons-material/Code';
import HeadingIcon from '@mui/icons-material/Title';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import ItalicIcon from '@mui/icons-material/FormatItalic';
import LinkIcon from '@mui/icons-material/InsertLink';
import ListIcon from '@mui/icons-material/FormatListBulleted';
import QuoteIcon from '@mui/icons-material/FormatQuote';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { StudioTooltip } from '@/components/studio/studio-tooltip';
import { IMAGE_SHORTCUT, MARKDOWN_TOOLS, shortcutText, type MarkdownEdit, type MarkdownToolId } from '@/features/posts/lib/markdown-format';

const ICONS: Record<MarkdownToolId, ReactNode> = {
  heading: <HeadingIcon fontSize="small" />,
  bold: <BoldIcon fontSize="small" />,
  italic: <ItalicIcon fontSize="small" />,
  link: <LinkIcon fontSize="small" />,
  list: <ListIcon fontSize="small" />,
  quote: <QuoteIcon fontSize="small" />,
  code: <CodeIcon fontSize="small" />,
  image: <ImageIcon fontSize="small" />,
};

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Headings, bold, italic, link, list, quote, code and image: each also a keyboard shortcut in the text. */
export function MarkdownToolbar({ onEdit, onImage, controls }: { onEdit: (edit: MarkdownEdit) => void; onImage: () => void; controls?: string }) {
  const mac = isMac();
  const tools = [...MARKDOWN_TOOLS.map((tool) => ({ ...tool, run: () => onEdit(tool.edit) })), { id: 'image' as const, label: 'Image', key: IMAGE_SHORTCUT, run: onImage }];
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      sx={{ gap: 0.25, flexWrap: 'wrap', px: 0.5, py: 0.25, borderBottom: 1, borderColor: 'divider' }}
    >
      {tools.map((tool) => {
        const name = `${tool.label} (${shortcutText(tool.key, mac)})`;
        return (
          <StudioTooltip key={tool.id} title={name}>
            {/* mousedown would take the focus (and the selection's highlight) from the text */}
            <IconButton size="small" aria-label={name} onMouseDown={(event) => event.preventDefault()} onClick={tool.run}>
              {ICONS[tool.id]}
            </IconButton>
          </StudioTooltip>
        );
      })}
    </Stack>
  );
}
