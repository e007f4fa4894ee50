import { Toaster as Sonner, toast, type ToasterProps } from "sonner";

/** Mount once (the admin overlay does); anything inside may then call `toast(…)`. */
export function Toaster(props: ToasterProps) {
  return <Sonner position="bottom-center" closeButton richColors {...props} />;
}

export { toast };
