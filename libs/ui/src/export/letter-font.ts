/// <reference types="vite/client" />
// Noto Sans Regular (SIL Open Font License 1.1, which allows embedding): has å ä ö é £ € ₴.
import fontUrl from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';

let loading: Promise<Uint8Array> | null = null;

/** The PDF's font, fetched from the app's own assets on the first PDF export and kept for the next. */
export function loadLetterFont(): Promise<Uint8Array> {
  loading ??= fetch(fontUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`The letter font could not be loaded (${response.status})`);
      return response.arrayBuffer();
    })
    .then((buffer) => new Uint8Array(buffer))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
