import { imageMessages, projectMessages } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProjectShell } from '../../../app/layout/project-shell';
import { staffUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { bodyOf, callsTo, project, projectStatuses, type Routes } from '../test/project-fixtures';
import { EditProjectPage } from './edit-project-page';

const renderPage = (routes: Routes = {}) => {
  const fetch = mockApi({
    'GET /api/users/me': { body: staffUser },
    'GET /api/project/get/12': { body: project() },
    'GET /api/project/12/photo': { body: '' },
    'GET /api/project/projectstatuses': { body: projectStatuses },
    ...routes,
  });
  const view = renderWithProviders(null, {
    route: '/project/12/edit',
    routes: [
      {
        path: '/project/:project_id',
        element: <ProjectShell />,
        children: [
          { index: true, element: <p>Project summary</p> },
          { path: 'edit', element: <EditProjectPage /> },
        ],
      },
    ],
  });
  return { ...view, fetch };
};

const nameInput = () => screen.findByRole('textbox', { name: /Project Name/ });

/** A PNG signature and IHDR chunk claiming the given size (all the header reader needs). */
const pngOfSize = (width: number, height: number) => {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
};

describe('EditProjectPage', { timeout: 30_000 }, () => {
  it('shows the read-only facts and offers active statuses plus the current one', async () => {
    renderPage({ 'GET /api/project/get/12': { body: project({ statusId: 4, status: 'Legacy Import' }) } });
    expect(await nameInput()).toHaveValue('Walnut Hollow Farm');
    expect(screen.getByText('Sam Staff on 02/08/2025')).toBeInTheDocument();
    expect(screen.getByText('Taylor Brooks on 04/25/2025 10:00 AM')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /Status/ }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['Active', 'Completed', 'On Hold', 'Legacy Import']);
  });

  it('saves with the version it read and returns to the project', async () => {
    // The server's record: the saved one once the update is in (the project is read again after a save).
    let stored = project();
    const { fetch, router } = renderPage({
      'GET /api/project/get/12': () => ({ body: stored }),
      'POST /api/project/12/update': () => {
        stored = project({ name: 'Walnut Hollow Preserve', version: 4 });
        return { body: stored };
      },
    });
    const name = await nameInput();
    await userEvent.clear(name);
    await userEvent.type(name, 'Walnut Hollow Preserve');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Project summary')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/project/12');
    expect(bodyOf(callsTo(fetch, 'POST', '/api/project/12/update')[0])).toEqual({
      name: 'Walnut Hollow Preserve',
      description: 'Hardwood forest and pasture along Walnut Run.',
      statusId: 1,
      version: 3,
    });
    expect(screen.getByRole('heading', { name: 'Project 12:Walnut Hollow Preserve' })).toBeInTheDocument();
  });

  it('shows the message of a stale save and reloads the current version', async () => {
    const stale = 'This Project was changed by Taylor Brooks at 10:05 AM. Reload to see the changes.';
    let reads = 0;
    const { fetch } = renderPage({
      'GET /api/project/get/12': () => {
        reads += 1;
        return { body: reads === 1 ? project() : project({ name: 'Renamed Elsewhere', version: 4 }) };
      },
      'POST /api/project/12/update': ({ init }) =>
        JSON.parse(String(init?.body)).version === 3
          ? { status: 409, body: { message: stale, code: 'stale_version' } }
          : { body: project({ version: 5 }) },
    });
    await userEvent.type(await nameInput(), ' Farm');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(stale);

    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Project Name/ })).toHaveValue('Renamed Elsewhere'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/project/12/update')).toHaveLength(2));
    expect(bodyOf(callsTo(fetch, 'POST', '/api/project/12/update')[1]).version).toBe(4);
  });

  it('validates the name and the chosen photo before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { fetch, container } = renderPage();
    await user.clear(await nameInput());
    const input = container.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The Project Name field is required.')).toBeInTheDocument();
    expect(screen.getByText(projectMessages.photoNotImage)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/project/12/update')).toHaveLength(0);
  });

  it('refuses an image whose header claims more than 40 megapixels, without previewing it', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL');
    const { fetch, container } = renderPage();
    await nameInput();
    const input = container.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File([pngOfSize(20_000, 20_000)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText(imageMessages.tooManyPixels(20_000, 20_000))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(callsTo(fetch, 'POST', '/api/project/12/update')).toHaveLength(0);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('uploads the chosen photo as formFile after saving the details', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/6f1c0d9e-photo-preview');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const { fetch, container } = renderPage({
      'POST /api/project/12/update': { body: project({ version: 4 }) },
      'POST /api/project/12/uploadphoto': { body: { version: 5 } },
    });
    await nameInput();
    const input = container.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    const photo = new File([pngOfSize(1, 1)], 'farm.png', { type: 'image/png' });
    await userEvent.upload(input, photo);
    expect(await screen.findByRole('img', { name: 'The chosen photo' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Project summary')).toBeInTheDocument();
    const uploads = callsTo(fetch, 'POST', '/api/project/12/uploadphoto');
    expect(uploads).toHaveLength(1);
    const sent = (uploads[0]?.[1] as RequestInit | undefined)?.body as FormData;
    expect(sent.get('formFile')).toBeInstanceOf(File);
    expect((sent.get('formFile') as File).name).toBe('farm.png');
  });

  it('asks before cancelling and then returns to the project', async () => {
    const { router } = renderPage();
    await nameInput();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Project summary')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/project/12');
  });
});
