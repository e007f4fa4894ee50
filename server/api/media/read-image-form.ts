import { AppError } from "../../errors.ts";

/**
 * The multipart form of an image upload (the gallery's and a conversation's): anything that is not
 * one (JSON, garbage) or has no `file` is a 400 naming `file`. The caller checks `alt` and the rest.
 */
export async function readImageForm(request: Request): Promise<{ file: File; alt: unknown; form: FormData }> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    throw new AppError("bad_request", "file: send the image as multipart/form-data with a `file` field", {
      field: "file",
    });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError("bad_request", "file: the form could not be read", { field: "file" });
  }
  const file = form.get("file");
  if (!(file instanceof File))
    throw new AppError("bad_request", "file: is required (an image file)", { field: "file" });
  return { file, alt: form.get("alt"), form };
}
