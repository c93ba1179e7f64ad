import Box from '@mui/system/Box';
import { SITE } from '@app/site';
import { useState } from 'react';
import { PlayArrowRoundedIcon } from '@/components/ui/icons';
import { Typography } from '@/components/ui/typography';
import { TimelineGraphic } from './timeline-graphic';

/** A lightweight facade (poster + play): the video player loads only when the visitor asks for it. */
export function ShowcaseVideo({ title = `${SITE.brand} showreel` }: { title?: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        borderRadius: { xs: 3, md: 5 },
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: '#07070b',
        boxShadow: '0 40px 120px -40px rgba(var(--hf-palette-primary-mainChannel) / 0.55)',
      }}
    >
      {playing ? (
        <Box
          component="iframe"
          src={`https://www.youtube-nocookie.com/embed/${SITE.showcaseVideoId}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <Box
          component="button"
          type="button"
          onClick={() => setPlaying(true)}
          aria-label={`Watch the showreel: ${title}`}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            m: 0,
            p: 0,
            border: 0,
            borderRadius: 0,
            font: 'inherit',
            cursor: 'pointer',
            WebkitTapHighlightColor: 'transparent',
            color: '#fff',
            background:
              'radial-gradient(circle at 30% 20%, rgba(255,61,87,0.45), transparent 45%), radial-gradient(circle at 80% 80%, rgba(168,85,247,0.45), transparent 50%), linear-gradient(160deg, #14141c, #07070b)',
            '&:hover .play, &:focus-visible .play': { transform: 'scale(1.08)' },
            '&:focus-visible': { outline: 'var(--hf-look-focusRing)', outlineOffset: -6 },
          }}
        >
          {/* A button may hold only phrasing content: spans, drawn as blocks. */}
          <Box
            component="span"
            className="play"
            sx={{
              width: { xs: 72, md: 104 },
              height: { xs: 72, md: 104 },
              borderRadius: '50%',
              bgcolor: '#ff3d57',
              display: 'grid',
              placeItems: 'center',
              transition: 'transform 200ms ease',
              boxShadow: '0 0 0 12px rgba(255,61,87,0.25)',
            }}
          >
            <PlayArrowRoundedIcon sx={{ fontSize: { xs: 44, md: 64 } }} />
          </Box>
          <Typography component="span" sx={{ display: 'block', mt: 2.5, fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', fontSize: { xs: 12, md: 14 } }}>
            Watch the showreel
          </Typography>
          <Box component="span" sx={{ display: 'block', position: 'absolute', left: '5%', right: '5%', bottom: '6%', color: 'rgba(255,255,255,0.8)' }}>
            <TimelineGraphic />
          </Box>
        </Box>
      )}
    </Box>
  );
}
