import { PencilLine } from "lucide-react";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Button } from "../../components/ui/button.tsx";
import { layers } from "../../components/ui/layers.ts";
import { openEditor } from "../editor-requests.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";

/** The post a page shows: the server marks its article with `data-post-slug` (post-article.tsx). */
export function shownPostSlug(root: ParentNode = document): string | null {
  const slug = root.querySelector<HTMLElement>("[data-post-slug]")?.dataset.postSlug ?? null;
  return slug && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? slug : null;
}

/**
 * The admin's "Edit post" button on a post's page. Mounted by the admin overlay (admin bundle
 * only), so visitors download none of it: the public markup only carries `data-post-slug`. It
 * follows client-side navigations by watching the document for that attribute.
 */
export function PostAdminActions() {
  const [slug, setSlug] = useState<string | null>(null);
  const ui = useUiLanguage();

  useEffect(() => {
    const update = () => setSlug(shownPostSlug());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  if (!slug) return null;
  return createPortal(
    <div className={`fixed top-20 end-4 ${layers.floating}`}>
      <Button
        onClick={() => openEditor({ kind: "post", mode: "edit", slug, returnPath: window.location.pathname })}
        className="shadow-lg"
      >
        <PencilLine aria-hidden="true" />
        {m.fields_postEditPost({}, ui)}
      </Button>
    </div>,
    document.body,
  );
}
