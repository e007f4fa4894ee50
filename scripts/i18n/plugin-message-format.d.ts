// The message-format plugin ships JavaScript only.
declare module "@inlang/plugin-message-format" {
  import type { InlangPlugin } from "@inlang/sdk";

  const plugin: InlangPlugin;
  export default plugin;
}
