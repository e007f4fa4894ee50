import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../api-client/client.ts";
import { MediaPicker } from "../shared/media-picker.tsx";
import { imagesUsed } from "./post-content.ts";
import type { WirePost } from "./post-form.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";

/** The images used on the site: posts' main photos and pictures, and the metric library's images. */
async function loadImagesUsed(signal: AbortSignal): Promise<string[]> {
  const [posts, metrics] = await Promise.all([
    unwrap(api.GET("/posts", { params: { query: {} }, signal })),
    unwrap(api.GET("/metrics", { signal })).catch(() => []),
  ]);
  return imagesUsed(
    posts as unknown as WirePost[],
    metrics.map((metric) => metric.image),
  );
}

/**
 * The gallery image picker (spec §2.1, related dialogs): the images already used on the site —
 * posts' main photos and pictures, and the metric library's images — to reuse as a main photo,
 * below the organization's uploaded images (upload, choose, delete: app/editor/shared/media-picker.tsx).
 * Read through the typed client and TanStack Query, afresh on each opening.
 */
export function GalleryPicker({ onPick, onClose }: { onPick: (src: string) => void; onClose: () => void }) {
  const used = useQuery({
    queryKey: ["gallery-images"],
    queryFn: ({ signal }) => loadImagesUsed(signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const images = used.data ?? null;
  const failed = used.isError;
  const ui = useUiLanguage();

  return (
    <MediaPicker onPick={(choice) => onPick(choice.url)} onClose={onClose}>
      <h3 className="mt-6 mb-2 text-sm font-semibold text-gray-900">{m.fields_postImagesUsed({}, ui)}</h3>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {m.fields_postImagesFailed({}, ui)}
        </p>
      ) : images === null ? (
        <p className="text-sm text-gray-600">{m.fields_postImagesLoading({}, ui)}</p>
      ) : images.length === 0 ? (
        <p className="text-sm text-gray-600">{m.fields_postImagesNone({}, ui)}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={m.fields_postImagesUsed({}, ui)}>
          {images.map((src) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => onPick(src)}
                className="block w-full overflow-hidden rounded-md border border-gray-200 hover:border-sky-600 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
              >
                <img src={src} alt="" className="aspect-video w-full bg-gray-100 object-cover" loading="lazy" />
                <span className="block truncate px-2 py-1 text-start text-xs text-gray-700">
                  {m.fields_postUseImage({ name: src.split("/").pop() ?? src }, ui)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </MediaPicker>
  );
}
