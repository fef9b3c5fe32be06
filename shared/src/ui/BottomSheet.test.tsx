/**
 * @jest-environment jsdom
 */
import { Button, Dialog, DialogTitle } from '@mui/material';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense, lazy, useState, type ComponentType } from 'react';
import { BottomSheet } from './BottomSheet';

type HideDialogProps = { onClose: () => void };

function HideDialog({ onClose }: HideDialogProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="hide-title">
      <DialogTitle id="hide-title">Hide this clip?</DialogTitle>
      <Button onClick={onClose}>Keep it</Button>
    </Dialog>
  );
}

/** A dialog whose code arrives when the test says so, as a page's lazily loaded dialog does over the network. */
function lazyHideDialog() {
  let arrive = () => {};
  const LazyDialog = lazy(
    () =>
      new Promise<{ default: ComponentType<HideDialogProps> }>((resolve) => {
        arrive = () => resolve({ default: HideDialog });
      }),
  );
  return { LazyDialog, arrive: () => arrive() };
}

/** A page with a menu button, its sheet (Hide clip, which opens a dialog) and, once chosen, that dialog. */
function MenuThenDialog({ onSelect, Shown = HideDialog }: { onSelect: () => void; Shown?: ComponentType<HideDialogProps> }) {
  const [open, setOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const items = [
    {
      key: 'hide',
      label: 'Hide clip',
      onSelect: () => {
        onSelect();
        setDialogOpen(true);
      },
    },
  ];
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Clip menu
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title="A clip" items={items} cancelLabel="Cancel" />
      {dialogOpen ? (
        <Suspense fallback={null}>
          <Shown onClose={() => setDialogOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

test('a closed sheet hands the page back at once, while it still slides away: scroll lock and aria-hidden released', async () => {
  render(<MenuThenDialog onSelect={() => {}} />);
  const menuButton = screen.getByRole('button', { name: 'Clip menu' });
  fireEvent.click(menuButton);
  await screen.findByRole('menu');
  expect(document.body.style.overflow).toBe('hidden');
  expect(menuButton.closest('[aria-hidden="true"]')).not.toBeNull();

  fireEvent.click(screen.getByRole('menuitem', { name: 'Cancel' }));
  expect(screen.getByTestId('bottom-sheet')).toBeTruthy();
  expect(document.body.style.overflow).toBe('');
  expect(menuButton.closest('[aria-hidden="true"]')).toBeNull();
  await waitFor(() => expect(screen.queryByTestId('bottom-sheet')).toBeNull());
});

test('an item runs in the click itself (sharing, copying and downloading need its user activation)', async () => {
  const onSelect = jest.fn();
  render(<MenuThenDialog onSelect={onSelect} />);
  fireEvent.click(screen.getByRole('button', { name: 'Clip menu' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Hide clip' }));
  expect(onSelect).toHaveBeenCalledTimes(1);
  const dialog = await screen.findByRole('dialog', { name: 'Hide this clip?' });
  expect(dialog.closest('[aria-hidden="true"]')).toBeNull();
});

test('a dialog whose code arrives while the sheet slides away is readable, not hidden by the sheet leaving', async () => {
  const { LazyDialog, arrive } = lazyHideDialog();
  render(<MenuThenDialog onSelect={() => {}} Shown={LazyDialog} />);
  fireEvent.click(screen.getByRole('button', { name: 'Clip menu' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Hide clip' }));
  await act(async () => arrive());
  const dialog = await screen.findByRole('dialog', { name: 'Hide this clip?' });
  await waitFor(() => expect(screen.queryByTestId('bottom-sheet')).toBeNull());
  expect(dialog.closest('[aria-hidden="true"]')).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Hide this clip?' })).toBe(dialog);
});

test('Escape closes the sheet and runs nothing', async () => {
  const onSelect = jest.fn();
  render(<MenuThenDialog onSelect={onSelect} />);
  fireEvent.click(screen.getByRole('button', { name: 'Clip menu' }));
  fireEvent.keyDown(await screen.findByRole('menu'), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(onSelect).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).toBeNull();
});
