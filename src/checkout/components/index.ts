export { AddressBlock } from "./address-block.tsx";
export { App } from "./app.tsx";
export { CopyButton } from "./copy-button.tsx";
export { MessageScreen } from "./message-screen.tsx";
export { BackLink, ConnectionNotice, MerchantHeader, OrderScreen } from "./order-screen.tsx";
export { assetLabel, PaymentDetails } from "./payment-details.tsx";
export { QrCode } from "./qr-code.tsx";
export { Screen, type ScreenName } from "./screen.tsx";
export { StatusPanel } from "./status-panel.tsx";
