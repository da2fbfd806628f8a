export const READ_FAILED = 'Failed to read JSON file';

/** Reads a picked file as text, reporting 0..100 as it goes (large files take a moment). */
function readText(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress((event.loaded / event.total) * 100);
      }
    };
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error(READ_FAILED));
    reader.readAsText(file);
  });
}

export class ReadJsonError extends Error {
  constructor() {
    super(READ_FAILED);
  }
}

/** The decoded JSON of an import file; a file that cannot be read or parsed is one error. */
export async function readJsonFile(
  file: File,
  onProgress: (percent: number) => void,
): Promise<unknown> {
  try {
    return JSON.parse(await readText(file, onProgress)) as unknown;
  } catch {
    throw new ReadJsonError();
  }
}
