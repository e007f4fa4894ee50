import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Trash2, Upload } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { EditorDialog } from "../../components/ui/editor-dialog.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { plural } from "./plural.ts";
import type { MediaItem } from "../../../shared/schemas/media-gallery.ts";
import { api, unwrap } from "../../api-client/client.ts";

/** The gallery's query: read afresh each time a picker opens, kept current by uploads and deletes. */
const MEDIA_KEY = ["media"] as const;

/** What an editor gets when an image is chosen: the WebP rendition to store, and the rest for `<img>`. */
export type MediaChoice = { url: string; srcset: string; alt: string; width: number; height: number };

export const ACCEPTED_IMAGE_TYPES = "image/png,image/jpeg,image/webp,image/gif,image/avif";
const MAX_BYTES = 10 * 1024 * 1024;

export const choiceOf = (item: MediaItem): MediaChoice => ({
  url: item.src,
  srcset: item.srcset,
  alt: item.alt,
  width: item.width,
  height: item.height,
});

/** The gallery already has this image (409 `code: "duplicate"`): the existing one comes with it. */
class DuplicateImage extends Error {
  readonly existing: MediaItem;
  constructor(message: string, existing: MediaItem) {
    super(message);
    this.existing = existing;
  }
}

/**
 * Sends one file to `POST /api/media` with upload progress (fetch cannot report it). The server
 * decides the type from the content; the checks here only spare a pointless upload.
 */
function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  o: { locale: UiLocale },
  allowDuplicate = false,
): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/media");
    request.withCredentials = true;
    request.setRequestHeader("accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { error?: string; code?: string; existing?: MediaItem } | null;
      try {
        body = JSON.parse(request.responseText) as { error?: string; code?: string; existing?: MediaItem };
      } catch {
        body = null;
      }
      if (request.status === 201 && body) resolve(body as MediaItem);
      else if (request.status === 409 && body?.code === "duplicate" && body.existing)
        reject(new DuplicateImage(body.error ?? m.editors_alreadyInGallery({}, o), body.existing));
      else reject(new Error(body?.error ?? m.editors_uploadFailedStatus({ status: request.status }, o)));
    };
    request.onerror = () => reject(new Error(m.editors_uploadUnreachable({}, o)));
    const form = new FormData();
    form.set("file", file);
    if (allowDuplicate) form.set("duplicate", "allow");
    request.send(form);
  });
}

/**
 * The organization's uploaded images: an upload button, the grid, delete with a confirmation.
 * Used inside `MediaPicker` and inside the post editor's gallery (next to images already used).
 */
export function MediaLibrary({ onPick }: { onPick: (choice: MediaChoice, item: MediaItem) => void }) {
  const o = useUiLanguage();
  const inputId = useId();
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const gallery = useQuery({
    queryKey: MEDIA_KEY,
    queryFn: ({ signal }) => unwrap(api.GET("/media", { signal })) as Promise<MediaItem[]>,
    staleTime: 0,
    refetchOnMount: "always",
  });
  const items = gallery.data ?? null;
  const loadFailed = gallery.isError && !gallery.data;
  // An upload or delete that ends while the gallery is still being read (an image dropped right as
  // the picker opened) must not be undone by that older answer, which would hide the new image:
  // the read in flight is dropped, the change shown at once, and the gallery read again.
  const setItems = async (change: (current: MediaItem[]) => MediaItem[]) => {
    await queryClient.cancelQueries({ queryKey: MEDIA_KEY });
    queryClient.setQueryData<MediaItem[]>(MEDIA_KEY, (current) => change(current ?? []));
    void queryClient.invalidateQueries({ queryKey: MEDIA_KEY });
  };
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<MediaItem | null>(null);
  // The same file again: offer the gallery's image instead of a second copy (decision 028).
  const [duplicate, setDuplicate] = useState<{ file: File; existing: MediaItem } | null>(null);

  async function upload(file: File, allowDuplicate = false) {
    setError(null);
    setDuplicate(null);
    if (file.size > MAX_BYTES) {
      setError(m.editors_imageTooLarge({}, o));
      return;
    }
    setProgress(0);
    try {
      const item = await uploadImage(file, setProgress, o, allowDuplicate);
      await setItems((current) => [item, ...current]);
      toast.success(m.editors_imageUploaded({}, o));
    } catch (failure) {
      if (failure instanceof DuplicateImage) setDuplicate({ file, existing: failure.existing });
      else setError(failure instanceof Error ? failure.message : m.editors_uploadFailed({}, o));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  }

  async function remove(item: MediaItem) {
    try {
      await unwrap(
        api.DELETE("/media/{id}", { params: { path: { id: item.id }, query: { updated_at: item.updated_at } } }),
      );
      await setItems((current) => current.filter((candidate) => candidate.id !== item.id));
      toast.success(m.editors_imageDeleted({}, o));
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : m.editors_imageDeleteFailed({}, o));
      throw failure;
    }
  }

  const busy = progress !== null;
  return (
    <div className="space-y-3" data-media-library>
      <div className="flex flex-wrap items-center gap-3">
        {/* The visible button opens the labelled, visually hidden file input. */}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          className="sr-only"
          // One tab stop: the button below opens it.
          tabIndex={-1}
          aria-describedby={statusId}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
          <Upload aria-hidden="true" />
          {busy ? m.editors_uploading({}, o) : m.editors_uploadImage({}, o)}
        </Button>
        <label htmlFor={inputId} className="sr-only">
          {m.editors_uploadImage({}, o)}
        </label>
        <span id={statusId} className="text-xs text-gray-600">
          {m.editors_acceptedImages({}, o)}
        </span>
        {busy && (
          <progress className="h-2 w-32" max={1} value={progress ?? 0} aria-label={m.editors_uploadProgress({}, o)} />
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {duplicate && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <span className="basis-full">
            {m.editors_duplicateImage({ name: duplicate.existing.alt || duplicate.existing.original_name }, o)}
          </span>
          <Button
            type="button"
            size="sm"
            onClick={() => {
              const existing = duplicate.existing;
              setDuplicate(null);
              onPick(choiceOf(existing), existing);
            }}
          >
            {m.editors_useExisting({}, o)}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => void upload(duplicate.file, true)}>
            {m.editors_uploadCopy({}, o)}
          </Button>
        </div>
      )}
      {loadFailed ? (
        <p role="alert" className="flex items-center gap-2 text-sm text-red-700">
          {m.editors_imagesFailed({}, o)}
          <Button type="button" variant="outline" size="sm" onClick={() => void gallery.refetch()}>
            {m.editor_retry({}, o)}
          </Button>
        </p>
      ) : items === null ? (
        <p className="text-sm text-gray-600">{m.editors_loadingImages({}, o)}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-gray-600">{m.editors_noImages({}, o)}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={m.editors_uploadedImages({}, o)}>
          {items.map((item) => {
            const thumbnail = item.variants.find((variant) => variant.name.endsWith(".webp")) ?? item.variants[0];
            const name = item.alt || item.original_name;
            return (
              <li key={item.id} className="relative" data-media-id={item.id}>
                <button
                  type="button"
                  onClick={() => onPick(choiceOf(item), item)}
                  className="block w-full overflow-hidden rounded-md border border-gray-200 hover:border-sky-600 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
                >
                  <img
                    src={thumbnail?.url ?? item.src}
                    alt=""
                    width={item.width}
                    height={item.height}
                    className="aspect-video w-full bg-gray-100 object-contain"
                    loading="lazy"
                  />
                  <span className="block truncate px-2 py-1 text-start text-xs text-gray-700">
                    {m.editors_useImage({ name }, o)}
                  </span>
                  <span className="block px-2 pb-1 text-start text-[11px] text-gray-600">
                    {item.width} × {item.height}
                  </span>
                </button>
                <Button
                  type="button"
                  variant="outline"
                  size="icon-sm"
                  className="absolute top-1 end-1"
                  aria-label={m.editors_deleteNamed({ name }, o)}
                  onClick={() => setToDelete(item)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={m.editors_deleteImage({}, o)}
        text={toDelete ? <DeleteImageText item={toDelete} /> : null}
        confirmLabel={m.editor_delete({}, o)}
        busyLabel={m.editor_deleting({}, o)}
        onConfirm={() => (toDelete ? remove(toDelete) : undefined)}
      />
    </div>
  );
}

type MediaUsage = { kind: string; id: number; label: string };

/** The kinds GET /api/media/{id}/usage names (server/domain/media/media-usage.ts), in the person's language. */
const USAGE_KINDS: Record<string, (o: { locale: UiLocale }) => string> = {
  Post: (o) => m.editors_usagePost({}, o),
  "Content block": (o) => m.editors_usageContentBlock({}, o),
  "Heading section": (o) => m.editors_usageHeadingSection({}, o),
  "Hero section": (o) => m.editors_usageHeroSection({}, o),
  "Menu item": (o) => m.editors_usageMenuItem({}, o),
  "Submenu item": (o) => m.editors_usageSubmenuItem({}, o),
  Product: (o) => m.editors_usageProduct({}, o),
  Banner: (o) => m.editors_usageBanner({}, o),
  Person: (o) => m.editors_usagePerson({}, o),
  "Site settings": (o) => m.editors_usageSiteSettings({}, o),
};
const USAGES_SHOWN = 8;

/**
 * The question before a deletion, with where the image is still shown (GET /api/media/{id}/usage):
 * those places would show a broken image, so the admin sees them before confirming.
 */
function DeleteImageText({ item }: { item: MediaItem }) {
  const o = useUiLanguage();
  const usage = useQuery({
    queryKey: ["media-usage", item.id],
    queryFn: ({ signal }) =>
      unwrap(api.GET("/media/{id}/usage", { params: { path: { id: item.id } }, signal })) as Promise<{
        usages: MediaUsage[];
      }>,
    staleTime: 0,
    retry: false,
  });
  const usages: MediaUsage[] | "loading" | "unknown" = usage.data
    ? usage.data.usages
    : usage.isError
      ? "unknown"
      : "loading";
  return (
    <div className="space-y-2">
      <p>
        {m.editors_deleteQuestionBefore({}, o)} <strong>{item.original_name}</strong>
        {m.editors_deleteQuestionAfter({}, o)}
      </p>
      {usages === "loading" ? (
        <p className="text-gray-600">{m.editors_checkingUsage({}, o)}</p>
      ) : usages === "unknown" ? (
        <p>{m.editors_usageUnknown({}, o)}</p>
      ) : usages.length === 0 ? (
        <p>{m.editors_notUsed({}, o)}</p>
      ) : (
        <>
          <p className="font-medium text-amber-800">
            {m.editors_stillShown(
              {
                places: plural(o, usages.length, {
                  zero: (count, o) => m.editors_placesZero(count, o),
                  one: (count, o) => m.editors_placesOne(count, o),
                  two: (count, o) => m.editors_placesTwo(count, o),
                  few: (count, o) => m.editors_placesFew(count, o),
                  many: (count, o) => m.editors_placesMany(count, o),
                  other: (count, o) => m.editors_placesOther(count, o),
                }),
              },
              o,
            )}
          </p>
          <ul className="list-disc ps-5" aria-label={m.editors_placesShowingImage({}, o)}>
            {usages.slice(0, USAGES_SHOWN).map((usage) => (
              <li key={`${usage.kind}-${usage.id}`}>
                {USAGE_KINDS[usage.kind]?.(o) ?? usage.kind}: {usage.label || `#${usage.id}`}
              </li>
            ))}
            {usages.length > USAGES_SHOWN && (
              <li>{m.editors_andCountMore({ count: usages.length - USAGES_SHOWN }, o)}</li>
            )}
          </ul>
        </>
      )}
    </div>
  );
}

/** The image gallery as a dialog: upload, choose or delete one of the organization's images. */
export function MediaPicker({
  onPick,
  onClose,
  title,
  children,
}: {
  onPick: (choice: MediaChoice) => void;
  onClose: () => void;
  title?: string;
  /** More to choose from below the uploads (the post editor's images already used on the site). */
  children?: ReactNode;
}) {
  const o = useUiLanguage();
  return (
    <EditorDialog
      title={title ?? m.editors_chooseImage({}, o)}
      subtitle={m.editors_chooseImageSubtitle({}, o)}
      onRequestClose={onClose}
      className="w-[min(48rem,calc(100vw-2rem))]"
      footer={
        <Button variant="outline" onClick={onClose}>
          {m.editor_cancel({}, o)}
        </Button>
      }
    >
      <MediaLibrary onPick={(choice) => onPick(choice)} />
      {children}
    </EditorDialog>
  );
}
