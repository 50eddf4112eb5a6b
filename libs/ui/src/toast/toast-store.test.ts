import { act, renderHook } from '@testing-library/react';
import { dismissToast, toast, TOAST_REMOVE_DELAY_MS, useToasts } from './toast-store';

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time, the newest', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(result.current.map((t) => t.title)).toEqual(['Second']);
  });

  it('removes a dismissed toast only after the remove delay', () => {
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => {
      id = toast({ title: 'Saved' }).id;
    });
    act(() => dismissToast(id));
    expect(result.current[0]).toMatchObject({ id, open: false });
    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });
});
