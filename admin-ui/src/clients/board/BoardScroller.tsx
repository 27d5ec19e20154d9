import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Typography } from '@mui/material';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { boardView, type BoardView } from './boardView';

const EDGE = 40;

/**
 * The board's row of columns, scrolling sideways inside the page, with a cue wherever more columns
 * lie outside it: 'Kolonne 1-4 af 6 vises', arrow buttons that bring the next column into view,
 * and a shade on the edge where the row goes on.
 */
export function BoardScroller({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const row = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<BoardView>();

  const measure = useCallback(() => {
    const element = row.current;
    if (!element) return;
    const columns = [...element.children].map((child) => ({
      left: (child as HTMLElement).offsetLeft - element.offsetLeft,
      width: (child as HTMLElement).offsetWidth,
    }));
    setView(boardView(columns, element.scrollLeft, element.clientWidth));
  }, []);

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    // The observer's first call comes after the layout: measuring here at once would force one.
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      resized.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [measure]);

  const step = (to: number) => row.current?.scrollTo({ left: to, behavior: 'smooth' });
  const more = view && (view.canLeft || view.canRight);
  const shade = (side: 'left' | 'right') => ({
    content: '""',
    position: 'absolute',
    top: 0,
    bottom: 0,
    [side]: 0,
    width: EDGE,
    pointerEvents: 'none',
    background: `linear-gradient(to ${side}, transparent, rgba(0,0,0,0.12))`,
  });

  return (
    <>
      {more && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <IconButton
            aria-label={translate('arbi.board.more_left')}
            disabled={!view.canLeft}
            onClick={() => step(view.leftTarget)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="body2" data-testid="board-columns-shown" aria-live="polite">
            {translate('arbi.board.columns_shown', {
              first: view.first,
              last: view.last,
              total: view.total,
            })}
          </Typography>
          <IconButton
            aria-label={translate('arbi.board.more_right')}
            disabled={!view.canRight}
            onClick={() => step(view.rightTarget)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
      )}
      <Box
        sx={{
          position: 'relative',
          '&::before': view?.canLeft ? shade('left') : undefined,
          '&::after': view?.canRight ? shade('right') : undefined,
          '&::before, &::after': { zIndex: 1 },
        }}
      >
        <Box
          ref={row}
          data-testid="board-row"
          sx={{
            display: 'flex',
            gap: 1,
            overflowX: 'auto',
            // Zero intrinsic width: the columns scroll inside the board instead of widening the page.
            width: 0,
            minWidth: '100%',
            alignItems: 'stretch',
            pb: 2,
            scrollSnapType: { xs: 'x mandatory', md: 'none' },
          }}
        >
          {children}
        </Box>
      </Box>
    </>
  );
}
