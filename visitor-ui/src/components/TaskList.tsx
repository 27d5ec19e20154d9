import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { ADULT_NOT_IN_ROFUS, NEVER_ASKS_LOGIN } from '../../../rules/tasks';
import { ApiError, GENERIC_ERROR } from '../api';
import { confirmAge, tick, undo, type Task, type Tasks } from '../tasksApi';
import { ErrorAlert } from './ErrorAlert';

interface Props {
  tasks: Tasks;
  onChange: (tasks: Tasks) => void;
  onDead: () => void;
}

/** The steps by site, the 18+/ROFUS confirmation before them, and who to call. */
export function TaskList({ tasks, onChange, onDead }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (key: string, call: () => Promise<Tasks>) => {
    setBusy(key);
    setError(null);
    try {
      onChange(await call());
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) return onDead();
      setError(failure instanceof ApiError ? failure.message : GENERIC_ERROR);
    } finally {
      setBusy(null);
    }
  };

  const sites = [...new Set(tasks.tasks.map((task) => task.site))];
  const { recruiter } = tasks;
  return (
    <>
      <p className="notice">
        Her er dine opgaver. Kryds dem af, når du har gjort dem. {NEVER_ASKS_LOGIN}.
      </p>
      {!tasks.confirmed && (
        <Confirmation busy={busy === 'confirm'} onConfirm={() => run('confirm', confirmAge)} />
      )}
      {error && <ErrorAlert message={error} />}
      {sites.length === 0 && (
        <p>Du har ingen opgaver lige nu. {recruiter.name} sender dig besked.</p>
      )}
      {sites.map((site) => (
        <section key={site} className="task-site" aria-labelledby={`site-${site}`}>
          <h2 id={`site-${site}`}>{site}</h2>
          <ol className="tasks">
            {tasks.tasks
              .filter((task) => task.site === site)
              .map((task) => (
                <TaskItem
                  key={task.id}
                  task={task}
                  locked={!tasks.confirmed}
                  busy={busy === task.id}
                  onTick={(amount) => run(task.id, () => tick(task.id, amount))}
                  onUndo={() => run(task.id, () => undo(task.id))}
                />
              ))}
          </ol>
        </section>
      ))}
      <section className="contact" aria-labelledby="contact-heading">
        <h2 id="contact-heading">Din kontaktperson</h2>
        <p>
          {recruiter.name}
          {recruiter.phone && (
            <>
              {' · '}
              <a href={`tel:${recruiter.phone.replace(/\s+/g, '')}`}>{recruiter.phone}</a>
            </>
          )}
          {' · '}
          <a href={`mailto:${recruiter.email}`}>{recruiter.email}</a>
        </p>
        <p className="small">
          <Link to={`/privatliv?admin=${encodeURIComponent(recruiter.id)}`}>
            Sådan passer vi på dine oplysninger
          </Link>
        </p>
      </section>
    </>
  );
}

function Confirmation({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  const [checked, setChecked] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checked) onConfirm();
  };
  return (
    <form className="confirm" onSubmit={submit}>
      <label className="check">
        <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
        <span>{ADULT_NOT_IN_ROFUS}</span>
      </label>
      <button type="submit" className="button wide" disabled={!checked || busy} aria-busy={busy}>
        Bekræft
      </button>
    </form>
  );
}

interface ItemProps {
  task: Task;
  locked: boolean;
  busy: boolean;
  onTick: (amount?: number) => void;
  onUndo: () => void;
}

/** One step: its words, an amount where money moves, and 'Færdig' or, once done, 'Fortryd'. */
function TaskItem({ task, locked, busy, onTick, onUndo }: ItemProps) {
  const asksAmount = task.step === 'deposited' || task.step === 'withdrawn';
  const [amount, setAmount] = useState(task.amount === null ? '' : String(task.amount));
  const amountId = `amount-${task.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onTick(asksAmount && amount.trim() !== '' ? Number(amount) : undefined);
  };
  if (task.done)
    return (
      <li className="task done">
        <p>
          <span className="tick" aria-hidden="true">
            ✓
          </span>{' '}
          {task.text}
          <span className="sr-only"> (gjort)</span>
        </p>
        {task.undoable && (
          <button type="button" className="link-button" disabled={busy} onClick={onUndo}>
            Fortryd
          </button>
        )}
      </li>
    );
  return (
    <li className="task">
      <form onSubmit={submit}>
        <p>{task.text}</p>
        {asksAmount && !locked && (
          <div className="field">
            <label htmlFor={amountId}>
              {task.step === 'deposited' ? 'Indbetalt (kr)' : 'Hævet (kr)'}
            </label>
            <input
              id={amountId}
              inputMode="numeric"
              pattern="[0-9]*"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </div>
        )}
        <button type="submit" className="button" disabled={locked || busy} aria-busy={busy}>
          Færdig
        </button>
      </form>
    </li>
  );
}
