// A consumer written only against the client generated from /api/docs/openapi.json
// (schema.d.ts, made by the OpenAPI test): signs in, lists clients, renames a referral.
import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

export async function renameFirstReferral(
  baseUrl: string,
  email: string,
  password: string,
): Promise<string> {
  const api = createClient<paths>({ baseUrl });
  const { data: login, error } = await api.POST('/api/auth/login', { body: { email, password } });
  if (error) throw new Error(error.message);
  const headers = { Authorization: `Bearer ${login.token}` };

  const { data: clients } = await api.GET('/api/clients', {
    params: {
      query: { sort: '["createdAt","DESC"]', range: '[0,9]', filter: '{"archived":false}' },
    },
    headers,
  });
  const names: string[] = (clients ?? []).map((client) => client.name);

  const { data: referrals } = await api.GET('/api/referrals', { headers });
  const first = referrals?.[0];
  if (!first) return `${names.length} clients, no referral`;
  const { data: renamed } = await api.PUT('/api/referrals/{id}', {
    params: { path: { id: first.id } },
    body: { ...first, name: `${first.name} (omdøbt)` },
    headers,
  });
  return `${names.length} clients; referral ${renamed?.code} is now ${renamed?.name}`;
}
