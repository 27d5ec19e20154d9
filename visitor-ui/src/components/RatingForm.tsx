import { type FormEvent, useRef, useState } from 'react';
import { ApiError, GENERIC_ERROR, sendRating } from '../api';
import { ErrorAlert } from './ErrorAlert';
import { LoadingOverlay } from './LoadingOverlay';
import { StarRating } from './StarRating';

const NO_STARS = 'Vælg mellem 1 og 5 stjerner';

export function RatingForm({ adminId }: { adminId: string }) {
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const failureAlert = useRef<HTMLParagraphElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (state !== 'editing') return;
    setFailure(null);
    if (!stars) {
      setFailure(NO_STARS);
      return;
    }
    setState('sending');
    try {
      await sendRating({
        admin: adminId,
        stars,
        ...(comment.trim() && { comment: comment.trim() }),
      });
      setState('sent');
      requestAnimationFrame(() => thanks.current?.focus());
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : GENERIC_ERROR);
      setState('editing');
      requestAnimationFrame(() => failureAlert.current?.focus());
    }
  };

  if (state === 'sent') {
    return (
      <p ref={thanks} className="text" role="status" tabIndex={-1}>
        Tak for din bedømmelse!
      </p>
    );
  }
  return (
    <form noValidate onSubmit={send} aria-busy={state === 'sending'}>
      <StarRating
        value={stars}
        onChange={(picked) => {
          setStars(picked);
          if (failure === NO_STARS) setFailure(null);
        }}
      />
      <div className="field">
        <label htmlFor="comment">Kommentar (valgfri)</label>
        <textarea
          id="comment"
          name="comment"
          rows={4}
          maxLength={1000}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
      </div>
      {failure && <ErrorAlert ref={failureAlert} message={failure} />}
      <button type="submit" className="button" disabled={state === 'sending'}>
        Send
      </button>
      {state === 'sending' && <LoadingOverlay />}
    </form>
  );
}
