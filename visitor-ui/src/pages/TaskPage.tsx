import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { DEAD_TASK_LINK } from '../../../rules/tasks';
import { ApiError, GENERIC_ERROR } from '../api';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { Page } from '../components/Page';
import { TaskList } from '../components/TaskList';
import { fetchTasks, openSession, previewLink, type Tasks } from '../tasksApi';

type State =
  | { kind: 'loading' }
  | { kind: 'closed'; recruiterName: string; opening: boolean; error?: string }
  | { kind: 'open'; tasks: Tasks }
  | { kind: 'dead' }
  | { kind: 'error' };

/** A link that no longer works (404) or a session that has ended (401): one sentence for all. */
const isDead = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 401);

/**
 * The customer's own page (`/k/{token}`). Showing it changes nothing: a dead link says so, a
 * session already open is used, otherwise only the button's POST opens one (a mail scanner that
 * fetches the link burns nothing).
 */
export function TaskPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    const settle = (next: State) => current && setState(next);
    previewLink(token).then(
      ({ recruiterName }) =>
        // A session this browser already opened with this link is used; none is started here.
        fetchTasks().then(
          (tasks) => settle({ kind: 'open', tasks }),
          () => settle({ kind: 'closed', recruiterName, opening: false }),
        ),
      (error: unknown) => settle({ kind: isDead(error) ? 'dead' : 'error' }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const open = async (recruiterName: string) => {
    setState({ kind: 'closed', recruiterName, opening: true });
    try {
      await openSession(token);
      setState({ kind: 'open', tasks: await fetchTasks() });
    } catch (error) {
      if (isDead(error)) setState({ kind: 'dead' });
      else setState({ kind: 'closed', recruiterName, opening: false, error: GENERIC_ERROR });
    }
  };

  switch (state.kind) {
    case 'loading':
      return <Loading />;
    case 'dead':
      return (
        <Page title="Mine opgaver" heading="Mine opgaver">
          <p className="notice" role="alert">
            {DEAD_TASK_LINK}
          </p>
        </Page>
      );
    case 'error':
      return (
        <Page title="Mine opgaver" heading="Mine opgaver">
          <ErrorAlert message={GENERIC_ERROR} />
        </Page>
      );
    case 'closed':
      return (
        <Page title="Mine opgaver" heading="Mine opgaver">
          <p className="text">{state.recruiterName} har lavet en side til dig med dine opgaver.</p>
          {state.error && <ErrorAlert message={state.error} />}
          <button
            type="button"
            className="button wide"
            disabled={state.opening}
            aria-busy={state.opening}
            onClick={() => void open(state.recruiterName)}
          >
            Åbn mine opgaver
          </button>
        </Page>
      );
    case 'open':
      return (
        <Page title="Mine opgaver" heading={`Hej ${state.tasks.firstName}`}>
          <TaskList
            tasks={state.tasks}
            onChange={(tasks) => setState({ kind: 'open', tasks })}
            onDead={() => setState({ kind: 'dead' })}
          />
          {state.tasks.statement && (
            <section aria-labelledby="statement-heading">
              <h2 id="statement-heading">Din afregning</h2>
              {state.tasks.statement.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </section>
          )}
        </Page>
      );
  }
}
