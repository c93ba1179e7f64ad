import styles from './showcase.styles';

const TRACKS = [
  { y: 10, clips: [[0, 90], [100, 60], [170, 120], [300, 70], [380, 110]], color: 'var(--hf-palette-primary-main)' },
  { y: 40, clips: [[20, 140], [170, 50], [230, 160], [400, 90]], color: '#a855f7' },
  { y: 70, clips: [[0, 60], [70, 200], [280, 40], [330, 150]], color: 'var(--hf-palette-secondary-main)' },
];

/** Decorative editing timeline: three tracks of clips and a moving playhead. */
export function TimelineGraphic() {
  return (
    <svg viewBox="0 0 500 100" aria-hidden="true" focusable="false" className={styles.timelineSvg}>
      {TRACKS.map((track) =>
        track.clips.map(([x, width]) => (
          <rect key={`${track.y}-${x}`} x={x} y={track.y} width={width} height={22} rx={5} fill={track.color} opacity={0.75} />
        )),
      )}
      <g className="playhead">
        <rect x={4} y={0} width={2} height={100} fill="currentColor" />
        <path d="M0 0h10l-5 6z" fill="currentColor" />
      </g>
    </svg>
  );
}
