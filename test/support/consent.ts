import { ADMIN_EMAIL, DEMO_PASSWORD } from './oauth';

/*
 * The person's part of a sign-in, done with plain HTTP as a browser without JavaScript would:
 * open the authorization URL the app printed, read the form's nonce, post Allow or Deny with an
 * account's email and password, then follow the redirect to the app's loopback listener.
 */

/** What the browser ends on: the app's loopback page (or the consent page when nothing redirected). */
export interface ConsentResult {
  /** The Location the consent page redirected to (the app's redirect URL with code or error). */
  location: string | null;
  /** Status and text of the app's page at that location. */
  status: number;
  text: string;
}

/** Signs in on the consent page of `authorizationUrl` and follows the redirect back to the app. */
export async function consent(
  authorizationUrl: string,
  o: { decision?: 'allow' | 'deny'; email?: string; password?: string } = {},
): Promise<ConsentResult> {
  const form = await fetch(authorizationUrl, { redirect: 'manual' });
  const html = await form.text();
  const nonce = /name="nonce" value="([^"]+)"/.exec(html)?.[1];
  if (form.status !== 200 || !nonce)
    return { location: form.headers.get('location'), status: form.status, text: html };
  const posted = await fetch(new URL('/link/apiauthorization', authorizationUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      nonce,
      email: o.email ?? ADMIN_EMAIL,
      password: o.password ?? DEMO_PASSWORD,
      decision: o.decision ?? 'allow',
    }).toString(),
  });
  const location = posted.headers.get('location');
  if (location === null) return { location, status: posted.status, text: await posted.text() };
  const back = await fetch(location, { redirect: 'manual' });
  return { location, status: back.status, text: await back.text() };
}
