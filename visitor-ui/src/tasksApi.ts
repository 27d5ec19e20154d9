import { call, post } from './api';

export interface Task {
  id: string;
  site: string;
  step: 'created' | 'deposited' | 'bet_placed' | 'bonus_placed' | 'withdrawn';
  text: string;
  amount: number | null;
  done: boolean;
  doneAt: string | null;
  undoable: boolean;
}

export interface Tasks {
  firstName: string;
  recruiter: { id: string; name: string; phone: string | null; email: string };
  confirmed: boolean;
  tasks: Task[];
  /** What was agreed and paid, in plain Danish sentences (PRODUCT.md §18). */
  statement: { lines: string[] } | null;
}

/** Whose link it is; looking changes nothing on the server. */
export const previewLink = (token: string) =>
  post<{ recruiterName: string }>('/api/tasks/link', { token });

/** 'Åbn mine opgaver': the only call that starts the customer's session. */
export const openSession = (token: string) => post<null>('/api/tasks/session', { token });

export const fetchTasks = () => call<Tasks>('/api/tasks');

export const confirmAge = () => post<Tasks>('/api/tasks/confirmation', {});

export const tick = (id: string, amount?: number) =>
  post<Tasks>(`/api/tasks/${encodeURIComponent(id)}/done`, amount === undefined ? {} : { amount });

export const undo = (id: string) =>
  call<Tasks>(`/api/tasks/${encodeURIComponent(id)}/done`, { method: 'DELETE' });
