const STARS = [1, 2, 3, 4, 5];

const starLabel = (stars: number) => `${stars} ${stars === 1 ? 'stjerne' : 'stjerner'}`;

interface StarRatingProps {
  value: number;
  onChange: (stars: number) => void;
}

/** Five native radio buttons drawn as stars: arrow keys, labels and focus come for free. */
export function StarRating({ value, onChange }: StarRatingProps) {
  return (
    <fieldset className="stars">
      <legend>Hvor mange stjerner giver du os?</legend>
      <div className="star-row">
        {STARS.map((stars) => (
          <span key={stars} className={stars <= value ? 'star star-on' : 'star'}>
            <input
              type="radio"
              id={`star-${stars}`}
              name="stars"
              value={stars}
              checked={stars === value}
              onChange={() => onChange(stars)}
            />
            <label htmlFor={`star-${stars}`}>
              <span aria-hidden="true">★</span>
              <span className="sr-only">{starLabel(stars)}</span>
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}
