/** Noto Sans Regular (SIL Open Font License 1.1, which allows embedding): has å ä ö é £ € ₴. */
export const LETTER_FONT_FILE = '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf';
