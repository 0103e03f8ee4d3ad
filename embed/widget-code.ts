// The one widgetCode builder lives in src/shared (the service's 201 answers use it too); the
// embed re-exports it, and mount() sets the very same attribute list on its iframe.
export { assertHttpUrl, widgetAttributes, widgetCode } from "../src/shared/widget-code.ts";
