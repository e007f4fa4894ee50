/**
 * Typography of sanitised article HTML (posts, policies), as Tailwind variants on the container so
 * that it ships in the one stylesheet and needs no plugin.
 */
export const ARTICLE_BODY =
  "text-lg leading-relaxed text-gray-800 [&_a]:text-primary [&_a]:underline [&_blockquote]:my-6 [&_blockquote]:border-s-4 [&_blockquote]:border-gray-200 [&_blockquote]:ps-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-gray-900 [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-gray-900 [&_h4]:mt-6 [&_h4]:font-semibold [&_img]:my-6 [&_img]:rounded-lg [&_li]:my-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-4 [&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-gray-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-gray-100 [&_table]:my-6 [&_table]:w-full [&_td]:border-b [&_td]:border-gray-200 [&_td]:py-2 [&_th]:border-b [&_th]:border-gray-300 [&_th]:py-2 [&_th]:text-start [&_ul]:my-4 [&_ul]:list-disc [&_ul]:ps-6";
