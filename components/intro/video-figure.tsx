import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { messages } from '@/core/messages';

interface VideoFigureProps {
  src: string;
  poster: string;
  title: string;
  caption?: string;
  /** The film in words, for those who cannot see it (GB/T 37668; docs/decisions/0075-care-mode.md). */
  transcript: string;
}

/**
 * A film with its poster and caption. Nothing downloads until someone presses play (preload none);
 * width and height are set so the box is reserved before the poster arrives. Its text version is under it,
 * folded (文字版), and named as the film's description.
 */
export function VideoFigure({ src, poster, title, caption, transcript }: VideoFigureProps) {
  const transcriptId = useId();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="video"
        controls
        preload="none"
        playsInline
        poster={poster}
        width={640}
        height={360}
        aria-label={title}
        aria-describedby={transcriptId}
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', borderRadius: 2, bgcolor: 'primary.dark' }}
      >
        <source src={src} type="video/webm" />
        您的浏览器不支持视频播放。
      </Box>
      <Box component="figcaption" sx={{ mt: 1.5 }}>
        <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
          {title}
        </Typography>
        {caption ? (
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {caption}
          </Typography>
        ) : null}
        {/* In the caption: a figure's caption is its first or last child. */}
        <Box component="details" sx={{ mt: 1, '& > summary': { display: 'inline-flex', alignItems: 'center', minHeight: 44, cursor: 'pointer', color: 'primary.main' } }}>
          <summary>{messages.filmTranscript}</summary>
          <Typography id={transcriptId} variant="body2" sx={{ mt: 0.5 }}>
            {transcript}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
