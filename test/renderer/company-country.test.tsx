import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CompanyForm } from '../../renderer/src/features/companies/CompanyForm';
import { i18n } from '../../renderer/src/i18n';
import { startCore, type TestCore } from './support/core';
import { fieldError, input } from './support/fields';
import { newUser, renderApp } from './support/render';

/*
 * Issue 17: "Belgium" typed as a company's country was cut to "BEL" by a 3-letter code field. The
 * form now takes a country by name from a list named in the user's language, and stores what the
 * PSA expects: the ISO code (CountryCode) and the country's name (Country, in English). A text
 * that names no country is refused with a message, never dropped. Against a real core (offline).
 */

let t: TestCore;
beforeAll(async () => {
  t = await startCore('offline');
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

async function stored(name: string) {
  const list = await t.call('companies:list', { search: name });
  return list.find((c) => c.name === name);
}

function renderNew(onSaved: (id: string) => void) {
  renderApp(<CompanyForm onSaved={onSaved} onCancel={() => undefined} onOpenExisting={() => undefined} />);
}

describe("a company's country", () => {
  it('is taken by its whole name as typed, stored as code and name', async () => {
    const user = newUser();
    let saved: string | undefined;
    renderNew((id) => (saved = id));
    await user.type(input('Name'), 'Brasserie Lambiek');
    await user.type(input('Country'), 'Belgium');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(await stored('Brasserie Lambiek')).toMatchObject({ country: 'Belgium', countryCode: 'BE' });
  });

  it('is offered in the language of the interface (German), and stored the same way', async () => {
    await i18n.changeLanguage('de');
    const user = newUser();
    let saved: string | undefined;
    renderNew((id) => (saved = id));
    await user.type(input('Name'), 'Müller Brauerei');
    await user.type(input('Land'), 'Belg');
    await user.click(await screen.findByRole('option', { name: 'Belgien' }));
    expect(input('Land').value).toBe('Belgien');
    await user.click(screen.getByRole('button', { name: 'Unternehmen anlegen' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(await stored('Müller Brauerei')).toMatchObject({ country: 'Belgium', countryCode: 'BE' });
  });

  it('takes a name in another of the app’s languages too ("Nederland" in the English interface)', async () => {
    const user = newUser();
    let saved: string | undefined;
    renderNew((id) => (saved = id));
    await user.type(input('Name'), 'Grachten Advies');
    await user.type(input('Country'), 'nederland');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(await stored('Grachten Advies')).toMatchObject({ country: 'Netherlands', countryCode: 'NL' });
  });

  it('refuses a text that names no country, saying so, and saves nothing', async () => {
    const user = newUser();
    let saved: string | undefined;
    renderNew((id) => (saved = id));
    await user.type(input('Name'), 'Nowhere Ltd');
    await user.type(input('Country'), 'Belgum');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() =>
      expect(fieldError(input('Country'))).toBe('No country is called “Belgum”: choose one from the list'),
    );
    expect(saved).toBeUndefined();
    expect(await stored('Nowhere Ltd')).toBeUndefined();
  });

  it('keeps a stored country the list does not know when another field changes', async () => {
    const { id } = await t.call('companies:create', { Name: 'Old Dutch BV', Country: 'Holland' });
    const company = (await stored('Old Dutch BV'))!;
    expect(company.id).toBe(id);
    const user = newUser();
    let saved: string | undefined;
    renderApp(
      <CompanyForm
        company={company}
        onSaved={(s) => (saved = s)}
        onCancel={() => undefined}
        onOpenExisting={() => undefined}
      />,
    );
    expect(input('Country').value).toBe('Holland');
    await user.type(input('City'), 'Delft');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(await stored('Old Dutch BV')).toMatchObject({
      city: 'Delft',
      country: 'Holland',
      countryCode: null,
    });
  });
});
