import { SITE } from '@app/site';
import { useState } from 'react';
import { PlayArrowRoundedIcon } from '@/components/ui/page-icons';
import { Typography } from '@/components/ui/typography';
import styles from './showcase.styles';
import { TimelineGraphic } from './timeline-graphic';

/** A lightweight facade (poster + play): the video player loads only when the visitor asks for it. */
export function ShowcaseVideo({ title = `${SITE.brand} showreel` }: { title?: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className={styles.frame}>
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${SITE.showcaseVideoId}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          className={styles.player}
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)} aria-label={`Watch the showreel: ${title}`} className={styles.poster}>
          {/* A button may hold only phrasing content: spans, drawn as blocks. */}
          <span className={`play ${styles.play}`}>
            <PlayArrowRoundedIcon className={styles.playIcon} />
          </span>
          <Typography component="span" className={styles.caption}>
            Watch the showreel
          </Typography>
          <span className={styles.timeline}>
            <TimelineGraphic />
          </span>
        </button>
      )}
    </div>
  );
}
