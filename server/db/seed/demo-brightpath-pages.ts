import type { DemoPage } from "./demo-content-kit.ts";
import { BRIGHTPATH_SERVICE_PAGES } from "./demo-brightpath-service-pages.ts";
import { BRIGHTPATH_MORE_PAGES } from "./demo-brightpath-company-pages.ts";

/** Every page the Brightpath header, mega-menu and footer link to, in en, es, fr and de (in this order). */
export const BRIGHTPATH_PAGES: DemoPage[] = [...BRIGHTPATH_SERVICE_PAGES, ...BRIGHTPATH_MORE_PAGES];
