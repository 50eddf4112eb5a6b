import { act, fireEvent, screen } from '@testing-library/react';

/** jsdom lacks what Radix Select calls while its list is open. */
export function allowRadixSelect(): void {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}

/** Opens the select named `label` with the keyboard and picks the option whose name starts with `option`. */
export async function chooseOption(label: string, option: string): Promise<void> {
  const trigger = screen.getByRole('combobox', { name: label });
  act(() => {
    trigger.focus();
  });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  const item = await screen.findByRole('option', { name: new RegExp(`^${option}`) });
  fireEvent.keyDown(item, { key: 'Enter' });
}
