// The encoder alone, without the canvas/SVG-string renderers of the package's entry point.
declare module "qrcode/lib/core/qrcode.js" {
  export { create } from "qrcode";
}
