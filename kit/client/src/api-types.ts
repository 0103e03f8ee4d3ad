// Generated from the service's OpenAPI document (GET /openapi.json) by openapi-typescript:
// do not edit. Regenerate with `npm run kit:types`; test/kit/client-types.test.ts checks it.
/* eslint-disable */
export interface paths {
    "/api/v1/payment-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment links
         * @description The merchant's payment links, newest first. An extension: absent in strict mode.
         */
        get: operations["listPaymentLinks"];
        put?: never;
        /**
         * Create a reusable payment link
         * @description A price in money (USD, EUR: the exchange rates' currencies) or in an asset, that any payer opens and pays in the asset they pick; each choice makes a payment order at the rate of that moment (its amount locked for expiresInMinutes, default 15, at least 1). assetIds defaults to every enabled asset. The link lives until deactivated. An extension: absent in strict mode.
         */
        post: operations["createPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-links/{linkId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a payment link
         * @description One link. Another merchant's link answers as an unknown id. An extension: absent in strict mode.
         */
        get: operations["getPaymentLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-links/{linkId}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a payment link
         * @description The link makes no more orders and its page says it is no longer active; orders it already made go on. Deactivating twice changes nothing. An extension: absent in strict mode.
         */
        post: operations["deactivatePaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payouts
         * @description Your refunds and withdrawals as payouts your own wallet pays (the service holds no key): open ones (awaitingPayment, seen) first, each group oldest first; 50 a page, nextCursor for the next. Only in chain mode; an extension, absent in strict mode.
         */
        get: operations["listPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payouts/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a payout
         * @description One payout, with the wallet links that pay it. Another merchant's payout answers as an unknown id. Only in chain mode; an extension, absent in strict mode.
         */
        get: operations["getPayout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payouts/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a payout
         * @description Only while it awaits payment: the amount and the service's fee come back to the balance (and a refund's amount to what its order may refund), on the audit log. Only in chain mode; an extension, absent in strict mode.
         */
        post: operations["cancelPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payouts/{orderId}/broadcast": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a payout's transaction
         * @description What a signer says it sent: recorded and shown, never trusted to complete anything (only the transfer seen on the chain does). Only in chain mode; an extension, absent in strict mode.
         */
        post: operations["reportPayoutBroadcast"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chain/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The watch-only keys' first addresses
         * @description Per key family, the first three addresses (to check against your wallet) and the highest index handed to one of your orders; never the extended key. Only in chain mode; an extension, absent in strict mode.
         */
        get: operations["getChainKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chain/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your order addresses
         * @description The addresses handed to your orders on a network, in creation order, with what was credited to each (funded=true: only those with a credit); 50 rows a page. Only in chain mode; an extension, absent in strict mode.
         */
        get: operations["listChainAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/listen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the callbacks, for a listener on a machine the service cannot reach
         * @description What `crypto-checkout listen` (in @crypto-checkout/webhooks) reads to replay callbacks to a local receiver: the callbacks of the key's integrations (or of integrationId alone) after cursor, oldest first, each with its exact body and the headers it is sent with, signed with the callback's own time (verifyWebhook accepts one read as it comes; a copy read again later is as old as it is), none made more than 24 h ago. Without cursor: none, and the cursor of this moment, which is the client's own (the id of its last callback, or `start`). With cursor and `Prefer: wait=N` (N up to 25): held until a callback comes or N seconds pass. Each read keeps the listener attached for 60 s: meanwhile the integrations it reads get their callbacks even without a callback URL, made for the listener alone (callbackUrl null; never attempted, not in the deliveries list). An extension: absent in strict mode.
         */
        get: operations["listenToCallbacks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List integrations
         * @description The merchant's integrations, in creation order; an order is created for one of them (integrationId).
         */
        get: operations["listIntegrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List crypto assets
         * @description Every asset the service knows, with its network; `id` is the assetId of an order.
         */
        get: operations["listAssets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exchange-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exchange rates
         * @description One rate per asset (fiat per unit of the asset) and the crypto amount a fiat amount buys. amount defaults to 1, currency to USD. Outside the sandbox only the assets the exchange-rate feed priced (and its checks let through) are listed.
         */
        get: operations["getExchangeRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a payment order
         * @description An order for a fixed crypto amount, with a fresh deposit address, the hosted checkout's link and the widget snippet.
         */
        post: operations["createPaymentOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a deposit order
         * @description An order without an amount: every confirmed transfer to its address is credited.
         */
        post: operations["createDepositOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a completed order
         * @description Sends funds of a completed payment order back to the customer, within what the order received and the balance holds.
         */
        post: operations["createRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/withdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw to an external address
         * @description Sends funds of the integration's balance to an address outside the service.
         */
        post: operations["createWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Removed: send
         * @deprecated
         * @description Removed on 01.09.2026: use POST /api/v1/order/withdrawal or POST /api/v1/order/refund.
         */
        post: operations["sendRemoved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders
         * @description Orders, newest first, filtered by status, type or externalId.
         */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an order
         * @description The order with its transactions.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{orderId}/transactions/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a transaction
         * @description One transaction of an order.
         */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{orderId}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a payer's transfer
         * @description A transfer reaches the order's address: confirmed at once (default) or only detected (`confirmed: false`). Without an amount, the order's remaining amount.
         */
        post: operations["sandboxPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/transactions/{transactionId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate new blocks on a detected transfer
         * @description Adds confirmations to a pending transaction (default: all that are missing); at the required count it is credited.
         */
        post: operations["sandboxConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders/{orderId}/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a payment link order's window now
         * @description Time passing, on demand: the payment window of an order a payment link made ends now (expired: true while nothing was detected in it), so an expiry can be tried without waiting.
         */
        post: operations["sandboxExpireOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an integration
         * @description What the client portal would do: a new integration with a name and the shop's URL, and its own signing secret for the order status callback, shown in this answer only (a retry with the same Idempotency-Key answers it again).
         */
        post: operations["sandboxCreateIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/integrations/{integrationId}/payment-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read payment settings
         * @description The integration's payment tolerance, support contact and whether payers see the externalId.
         */
        get: operations["sandboxGetPaymentSettings"];
        /**
         * Change payment settings
         * @description Absent fields stay as they are; null clears a contact.
         */
        put: operations["sandboxSetPaymentSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/integrations/{integrationId}/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the callback URL
         * @description Where order status callbacks go, and for which order types (Payment, Deposit); null stops them.
         */
        put: operations["sandboxSetWebhook"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/integrations/{integrationId}/branding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the checkout's logo and accent colour
         * @description Shown to payers in the hosted checkout's header.
         */
        put: operations["sandboxSetBranding"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/integrations/{integrationId}/embedding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set who may frame the checkout
         * @description The exact origins allowed to embed this integration's checkout (the page's frame-ancestors); null allows any.
         */
        put: operations["sandboxSetEmbedding"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/integrations/{integrationId}/app-return-schemes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the schemes of the merchant's apps
         * @description The URL schemes ("myshop") an order's returnUrl may use to send the payer back into the merchant's app; [] for none. javascript, data, file, intent, vbscript and blob are never allowed; an https returnUrl always is.
         */
        put: operations["sandboxSetAppReturnSchemes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/integrations/{integrationId}/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read balances
         * @description The integration's balance of every asset.
         */
        get: operations["sandboxGetBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List callback deliveries
         * @description Order status callbacks with every attempt, newest first (at most 1000).
         */
        get: operations["sandboxListDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/webhooks/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a callback again
         * @description The delivery is attempted once more now: the same webhook-id (a receiver that deduplicates sees the same event), a fresh webhook-timestamp and signature. Its earlier attempts stay in its record.
         */
        post: operations["sandboxRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/integrations/{integrationId}/webhook/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test callback
         * @description A test event, sent to the integration's callback URL whatever order types it selected, signed like every callback and marked `test: true` in its data. Without orderId (the body may be `{}` or absent): the status callback of a completed payment order that does not exist, so a receiver can be tried before the integration has any order. With orderId: the status callback of that order of the integration, as it is now.
         */
        post: operations["sandboxSendTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plan failures of the checkout's order read
         * @description The next reads of that order by the hosted checkout fail in this order (for testing a page against a failing network).
         */
        post: operations["sandboxPlanFaults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset to the seed
         * @description Orders, balances, other integrations, deliveries and fault plans are gone; the API key, webhook secret and seed integration stay. No body (or {}).
         */
        post: operations["sandboxReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    orderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order status callback
         * @description Sent to the integration's callback URL when a payment order completes, a deposit order is credited, or a transfer reaches a completed order, for the order types the integration selected. Signed in the Standard Webhooks way: verify the raw body before parsing it (kit/webhooks: verifyWebhook).
         */
        post: operations["orderStatusCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Customer: {
            /** @constant */
            type: "individual";
            firstName: string;
            lastName: string;
            address?: string;
            idDocument?: string;
        };
        PaymentOrderRequest: {
            integrationId: string;
            /**
             * @description Decimal text above zero with at most 6 fraction digits, such as "25.00"; never a JSON number.
             * @example 25.00
             */
            amount: string;
            /**
             * @description One of the asset ids of GET /api/v1/assets.
             * @enum {string}
             */
            assetId: "TRX" | "USDT_TRC20" | "USDC_TRC20" | "ETH" | "USDT_ERC20" | "USDC_ERC20" | "BNB" | "USDT_BEP20" | "USDC_BEP20" | "BUSD_BEP20";
            customer: components["schemas"]["Customer"];
            externalId?: string;
            /**
             * Format: uri
             * @description Where the checkout offers "Return to <shop>" after the payment (the URL as given, query included; a button the payer presses, never an automatic redirect): https, or http for localhost in the sandbox, with no user or password. An extension: absent in strict mode.
             */
            returnUrl?: string;
        };
        DepositOrderRequest: {
            integrationId: string;
            /**
             * @description One of the asset ids of GET /api/v1/assets.
             * @enum {string}
             */
            assetId: "TRX" | "USDT_TRC20" | "USDC_TRC20" | "ETH" | "USDT_ERC20" | "USDC_ERC20" | "BNB" | "USDT_BEP20" | "USDC_BEP20" | "BUSD_BEP20";
            customer: components["schemas"]["Customer"];
            externalId?: string;
        };
        PaymentLinkRequest: {
            integrationId: string;
            name: string;
            price: {
                amount: string;
                currency: string;
            };
            assetIds?: string[];
            /** Format: uri */
            returnUrl?: string;
            expiresInMinutes?: number;
            customer?: components["schemas"]["Customer"];
        };
        RefundRequest: {
            /**
             * @description Decimal text above zero with at most 6 fraction digits, such as "25.00"; never a JSON number.
             * @example 25.00
             */
            amount: string;
            /**
             * @description One of the asset ids of GET /api/v1/assets.
             * @enum {string}
             */
            assetId: "TRX" | "USDT_TRC20" | "USDC_TRC20" | "ETH" | "USDT_ERC20" | "USDC_ERC20" | "BNB" | "USDT_BEP20" | "USDC_BEP20" | "BUSD_BEP20";
            destinationAddress: string;
            refundOrderId: string;
        };
        WithdrawalRequest: {
            /**
             * @description Decimal text above zero with at most 6 fraction digits, such as "25.00"; never a JSON number.
             * @example 25.00
             */
            amount: string;
            /**
             * @description One of the asset ids of GET /api/v1/assets.
             * @enum {string}
             */
            assetId: "TRX" | "USDT_TRC20" | "USDC_TRC20" | "ETH" | "USDT_ERC20" | "USDC_ERC20" | "BNB" | "USDT_BEP20" | "USDC_BEP20" | "BUSD_BEP20";
            destinationAddress: string;
            integrationId: string;
            customer: components["schemas"]["Customer"];
            externalId?: string;
        };
        SandboxPaymentRequest: {
            /**
             * @description Decimal text above zero with at most 6 fraction digits, such as "25.00"; never a JSON number.
             * @example 25.00
             */
            amount?: string;
            confirmed?: boolean;
        };
        SandboxConfirmRequest: {
            confirmations?: number;
        };
        SandboxIntegrationRequest: {
            name: string;
            /** Format: uri */
            url: string;
        };
        SandboxPaymentSettingsRequest: {
            paymentTolerancePercent?: string;
            supportUrl?: string | null;
            supportEmail?: string | null;
            showExternalIdToPayer?: boolean;
        };
        WebhookConfigRequest: {
            callbackUrl: string | null;
            orderTypes: ("Deposit" | "Payment")[];
        };
        SandboxBrandingRequest: {
            logoUrl: string | null;
            accentColor: string | null;
        };
        EmbeddingRequest: {
            allowedOrigins: string[] | null;
        };
        AppReturnSchemesRequest: {
            appReturnSchemes: string[];
        };
        SandboxFaultsRequest: {
            orderId: string;
            failures: ("error500" | "error429" | "garbage" | "hang" | "reset")[];
        };
        SandboxResetRequest: Record<string, never>;
        SandboxTestEventRequest: {
            orderId?: string;
        };
        PayoutBroadcastRequest: {
            hash: string;
        };
        ApiError: {
            /** @enum {string} */
            code?: "unknownError" | "invalidAddress" | "notEnoughFunds" | "limitExceeded" | "wrongData";
            field?: string;
            message?: string;
        };
        ApiErrors: components["schemas"]["ApiError"][];
        MoneyAmount: {
            amount: string;
            currency: string;
        };
        Pagination: {
            quantity: number;
            totalQuantity: number;
            currentPage: number;
            pages: number;
        };
        IntegrationWebhook: {
            callbackUrl: string | null;
            orderTypes: ("Deposit" | "Payment")[];
            eventTypes: string[];
            statuses: string[];
        };
        Integration: {
            id: string;
            name: string;
            url: string;
            status: string;
            webhook: components["schemas"]["IntegrationWebhook"];
        };
        IntegrationList: {
            data: components["schemas"]["Integration"][];
            pagination: components["schemas"]["Pagination"];
        };
        CryptoAsset: {
            id: string;
            currencyCode: string;
            displayName: string;
            blockchainId: string;
            blockchainDisplayName: string;
            name: string;
            disabled: boolean;
        };
        AssetList: {
            assets: components["schemas"]["CryptoAsset"][];
        };
        ExchangeRateItem: {
            assetId: string;
            rate: string;
            crypto: components["schemas"]["MoneyAmount"];
        };
        ExchangeRates: {
            rates: components["schemas"]["ExchangeRateItem"][];
        };
        IncomingOrderCreated: {
            orderId: string;
            paymentLink: string;
            widgetCode: string;
            paymentAddress: string;
            operationId?: string;
        };
        OutgoingOrderCreated: {
            orderId: string;
            transactionId: string;
            operationId?: string;
        };
        OrderTransaction: {
            id: string;
            hash: string | null;
            status: string;
            createdAt: string;
            updatedAt: string;
            receiverAddress: string;
            primaryAmount: components["schemas"]["MoneyAmount"];
            secondaryAmount: components["schemas"]["MoneyAmount"];
            serviceFeeAmount: components["schemas"]["MoneyAmount"];
            totalAmount: components["schemas"]["MoneyAmount"];
            confirmations?: number;
            requiredConfirmations?: number;
            late?: boolean;
        };
        Order: {
            id: string;
            /** @enum {string} */
            type?: "payment" | "deposit" | "refund" | "withdrawal";
            assetId?: string;
            status: string;
            createdAt: string;
            updatedAt: string;
            transactions: components["schemas"]["OrderTransaction"][];
            transactionsCount?: number;
            primaryAmount: components["schemas"]["MoneyAmount"];
            secondaryAmount: components["schemas"]["MoneyAmount"];
            serviceFeeAmount: components["schemas"]["MoneyAmount"];
            totalAmount: components["schemas"]["MoneyAmount"];
            externalId?: string;
            operationId?: string;
            paymentLinkId?: string;
            expiresAt?: string;
            /** @constant */
            expired?: true;
            returnUrl?: string;
            lockedPrice?: {
                price: {
                    amount: string;
                    currency: string;
                };
                rate: string | null;
                ratesAt: string;
            };
            /** @constant */
            paidAfterExpiry?: true;
            markedPaidAt?: string;
            addressIndex?: number;
            derivationPath?: string;
            payout?: components["schemas"]["Payout"];
        };
        OrderList: {
            data: components["schemas"]["Order"][];
            pagination: components["schemas"]["Pagination"];
        };
        Transaction: {
            id: string;
            orderId: string;
            status: string;
            createdAt: string;
            updatedAt: string;
            senderAddress?: string;
            receiverAddress?: string | null;
            primaryAmount: components["schemas"]["MoneyAmount"];
            primaryBlockchain: string;
            secondaryAmount: components["schemas"]["MoneyAmount"];
            serviceFeeAmount: components["schemas"]["MoneyAmount"];
            totalAmount: components["schemas"]["MoneyAmount"];
            hash?: string;
            externalId?: string;
            confirmations?: number;
            requiredConfirmations?: number;
            late?: boolean;
        };
        DeliveryAttempt: {
            at: string;
            status: number | null;
            error: string | null;
            durationMs: number;
        };
        Delivery: {
            id: string;
            integrationId: string;
            orderId: string;
            url: string;
            /** @enum {string} */
            state: "pending" | "delivered" | "failed";
            payload: string;
            attempts: components["schemas"]["DeliveryAttempt"][];
            nextAttemptAt: string | null;
        };
        SandboxDeliveryList: {
            data: components["schemas"]["Delivery"][];
        };
        SandboxIntegrationCreated: {
            id: string;
            name: string;
            url: string;
            status: string;
            webhook: components["schemas"]["IntegrationWebhook"];
            signingSecret: string;
        };
        SandboxPaymentSettings: {
            integrationId: string;
            paymentTolerancePercent: string;
            supportUrl: string | null;
            supportEmail: string | null;
            showExternalIdToPayer: boolean;
        };
        SandboxBranding: {
            integrationId: string;
            logoUrl: string | null;
            accentColor: string | null;
        };
        SandboxEmbedding: {
            integrationId: string;
            allowedOrigins: string[] | null;
        };
        SandboxAppReturnSchemes: {
            integrationId: string;
            appReturnSchemes: string[];
        };
        SandboxBalances: {
            integrationId: string;
            balances: {
                assetId: string;
                amount: string;
            }[];
        };
        SandboxFaults: {
            orderId: string;
            failures: ("error500" | "error429" | "garbage" | "hang" | "reset")[];
        };
        CallbackPayment: {
            /** @enum {string} */
            event: "completed" | "deposit" | "late";
            transactionId: string;
            requestedAmount: components["schemas"]["MoneyAmount"] | null;
            receivedAmount: components["schemas"]["MoneyAmount"];
            overpaidAmount: components["schemas"]["MoneyAmount"];
        };
        OrderStatusCallback: {
            /** @constant */
            type: "order.status";
            timestamp: string;
            data: {
                id: string;
                /** @enum {string} */
                type?: "payment" | "deposit" | "refund" | "withdrawal";
                assetId?: string;
                status: string;
                createdAt: string;
                updatedAt: string;
                transactions: components["schemas"]["OrderTransaction"][];
                transactionsCount?: number;
                primaryAmount: components["schemas"]["MoneyAmount"];
                secondaryAmount: components["schemas"]["MoneyAmount"];
                serviceFeeAmount: components["schemas"]["MoneyAmount"];
                totalAmount: components["schemas"]["MoneyAmount"];
                externalId?: string;
                operationId?: string;
                paymentLinkId?: string;
                expiresAt?: string;
                /** @constant */
                expired?: true;
                returnUrl?: string;
                lockedPrice?: {
                    price: {
                        amount: string;
                        currency: string;
                    };
                    rate: string | null;
                    ratesAt: string;
                };
                /** @constant */
                paidAfterExpiry?: true;
                markedPaidAt?: string;
                addressIndex?: number;
                derivationPath?: string;
                payout?: components["schemas"]["Payout"];
                integrationId: string;
                payment?: components["schemas"]["CallbackPayment"];
                /** @constant */
                test?: true;
            };
        };
        PaymentLinkCreated: {
            linkId: string;
            url: string;
        };
        PaymentLink: {
            linkId: string;
            url: string;
            integrationId: string;
            name: string;
            price: {
                amount: string;
                currency: string;
            };
            assetIds: string[];
            returnUrl: string | null;
            expiresInMinutes: number;
            active: boolean;
            createdAt: string;
            deactivatedAt: string | null;
            capped?: {
                at: string;
                openOrders: number;
                limit: number;
            };
        };
        PaymentLinkList: {
            data: components["schemas"]["PaymentLink"][];
            pagination: components["schemas"]["Pagination"];
        };
        ListenedCallback: {
            id: string;
            integrationId: string;
            orderId: string;
            callbackUrl: string | null;
            body: string;
            headers: {
                "content-type": string;
                "user-agent": string;
                "webhook-id": string;
                "webhook-timestamp": string;
                "webhook-signature": string;
            };
        };
        ListenedCallbacks: {
            data: components["schemas"]["ListenedCallback"][];
            cursor: string;
        };
        Payout: {
            /** @enum {string} */
            state: "awaitingPayment" | "seen" | "completed" | "cancelled";
            network: string;
            assetId: string;
            destination: string;
            amount: string;
            baseUnits: string;
            contract?: string;
            walletLinks: {
                eip681?: string;
                metamask?: string;
                trustWallet?: string;
                plain: {
                    address: string;
                    amount: string;
                };
            };
            createdAt: string;
            seenAt?: string;
            completedAt?: string;
            cancelledAt?: string;
            hash?: string;
            senderAddress?: string;
            broadcasts?: {
                hash: string;
                at: string;
            }[];
            strangers?: {
                hash: string;
                logIndex: number;
                senderAddress: string;
                blockNumber: number;
                seenAt: string;
            }[];
            late?: {
                hash: string;
                logIndex: number;
                senderAddress: string;
                blockNumber: number;
                seenAt: string;
            }[];
            markedPaidBy?: string;
            reorgedAfterCompletion?: {
                at: string;
                blockNumber: number;
            };
        };
        PayoutItem: {
            orderId: string;
            /** @enum {string} */
            type: "refund" | "withdrawal";
            integrationId: string;
            refundOf: string | null;
            requestedBy: string;
            payout: components["schemas"]["Payout"];
        };
        PayoutList: {
            items: components["schemas"]["PayoutItem"][];
            nextCursor: string | null;
        };
        ChainKeys: {
            families: {
                /** @enum {string} */
                family: "evm" | "tron";
                firstAddresses: string[];
                highestIndex: number | null;
            }[];
        };
        ChainAddressList: {
            items: {
                index: number;
                address: string;
                orderId: string;
                assetId: string;
                amount: string;
                lastCreditAt: string | null;
            }[];
            nextCursor: string | null;
        };
    };
    responses: {
        /** @description The X-API-Key header is missing or does not hold a valid key. */
        Unauthorized: {
            headers: {
                /** @description ApiKey header="X-API-Key" */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example [
                 *       {
                 *         "code": "wrongData",
                 *         "field": "X-API-Key",
                 *         "message": "The X-API-Key header is missing: send your API key in it (made in the merchant portal's API keys; the sandbox also prints one at start)."
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["ApiErrors"];
            };
        };
        /** @description The body is larger than 65536 bytes. */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example [
                 *       {
                 *         "code": "wrongData",
                 *         "field": "body",
                 *         "message": "The body is larger than 65536 bytes: send a smaller JSON object"
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["ApiErrors"];
            };
        };
        /** @description Too many requests from this client to the sandbox routes (a per-client limit; RATE_LIMIT_SANDBOX). */
        TooManyRequests: {
            headers: {
                /** @description Seconds until the window allows a request again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example [
                 *       {
                 *         "code": "limitExceeded",
                 *         "field": "",
                 *         "message": "Too many requests to the sandbox routes: at most 600 per 60 s from one client (RATE_LIMIT_SANDBOX). Retry after the number of seconds in Retry-After."
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["ApiErrors"];
            };
        };
    };
    parameters: {
        /**
         * @description 1 to 255 visible ASCII characters (a UUID per request). The first answer to a key is kept with what it created: the same request with the same key gets that answer again (Idempotent-Replayed: true) instead of a second order; another request with the same key gets 409. Send one on every POST and reuse it when you retry.
         * @example 3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10
         */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description true when this answer is the replay of the first answer to the Idempotency-Key. */
        IdempotentReplayed: "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listPaymentLinks: {
        parameters: {
            query?: {
                page?: string;
                perPage?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of links. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "linkId": "lnk_Hq4Vb8Nc2Xz6Lm1Pt9Rw3K",
                     *           "url": "http://127.0.0.1:8080/link/lnk_Hq4Vb8Nc2Xz6Lm1Pt9Rw3K",
                     *           "integrationId": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                     *           "name": "T-shirt",
                     *           "price": {
                     *             "amount": "10.00",
                     *             "currency": "USD"
                     *           },
                     *           "assetIds": [
                     *             "USDT_TRC20",
                     *             "USDT_ERC20"
                     *           ],
                     *           "returnUrl": "https://shop.example/thanks",
                     *           "expiresInMinutes": 15,
                     *           "active": true,
                     *           "createdAt": "2026-11-23T10:00:00.000Z",
                     *           "deactivatedAt": null
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "quantity": 1,
                     *         "totalQuantity": 1,
                     *         "currentPage": 1,
                     *         "pages": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentLinkList"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createPaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description 1 to 255 visible ASCII characters (a UUID per request). The first answer to a key is kept with what it created: the same request with the same key gets that answer again (Idempotent-Replayed: true) instead of a second order; another request with the same key gets 409. Send one on every POST and reuse it when you retry.
                 * @example 3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "integrationId": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                 *       "name": "T-shirt",
                 *       "price": {
                 *         "amount": "10.00",
                 *         "currency": "USD"
                 *       },
                 *       "returnUrl": "https://shop.example/thanks",
                 *       "expiresInMinutes": 15
                 *     }
                 */
                "application/json": components["schemas"]["PaymentLinkRequest"];
            };
        };
        responses: {
            /** @description The link and its URL (share it, as a QR code, or in a button that opens it in the embed's modal). */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "linkId": "lnk_Hq4Vb8Nc2Xz6Lm1Pt9Rw3K",
                     *       "url": "http://127.0.0.1:8080/link/lnk_Hq4Vb8Nc2Xz6Lm1Pt9Rw3K"
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentLinkCreated"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The Idempotency-Key was already used with a different request. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "Idempotency-Key",
                     *         "message": "Idempotency-Key \"3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10\" was already used for a different request (another body or endpoint): retry with the exact same request to get its answer again, or use a new key for a new request"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            413: components["responses"]["TooLarge"];
        };
    };
    getPaymentLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example lnk_Hq4Vb8Nc2Xz6Lm1Pt9Rw3K */
                linkId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "linkId": "lnk_Hq4Vb8Nc2Xz6Lm1Pt9Rw3K",
                     *       "url": "http://127.0.0.1:8080/link/lnk_Hq4Vb8Nc2Xz6Lm1Pt9Rw3K",
                     *       "integrationId": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                     *       "name": "T-shirt",
                     *       "price": {
                     *         "amount": "10.00",
                     *         "currency": "USD"
                     *       },
                     *       "assetIds": [
                     *         "USDT_TRC20",
                     *         "USDT_ERC20"
                     *       ],
                     *       "returnUrl": "https://shop.example/thanks",
                     *       "expiresInMinutes": 15,
                     *       "active": true,
                     *       "createdAt": "2026-11-23T10:00:00.000Z",
                     *       "deactivatedAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No payment link of yours has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "orderId",
                     *         "message": "order \"ord_unknown\" does not exist: use an orderId from a creation answer or GET /api/v1/orders"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
        };
    };
    deactivatePaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description 1 to 255 visible ASCII characters (a UUID per request). The first answer to a key is kept with what it created: the same request with the same key gets that answer again (Idempotent-Replayed: true) instead of a second order; another request with the same key gets 409. Send one on every POST and reuse it when you retry.
                 * @example 3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @example lnk_Hq4Vb8Nc2Xz6Lm1Pt9Rw3K */
                linkId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, inactive. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "linkId": "lnk_Hq4Vb8Nc2Xz6Lm1Pt9Rw3K",
                     *       "url": "http://127.0.0.1:8080/link/lnk_Hq4Vb8Nc2Xz6Lm1Pt9Rw3K",
                     *       "integrationId": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                     *       "name": "T-shirt",
                     *       "price": {
                     *         "amount": "10.00",
                     *         "currency": "USD"
                     *       },
                     *       "assetIds": [
                     *         "USDT_TRC20",
                     *         "USDT_ERC20"
                     *       ],
                     *       "returnUrl": "https://shop.example/thanks",
                     *       "expiresInMinutes": 15,
                     *       "active": false,
                     *       "createdAt": "2026-11-23T10:00:00.000Z",
                     *       "deactivatedAt": "2026-11-23T10:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No payment link of yours has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "orderId",
                     *         "message": "order \"ord_unknown\" does not exist: use an orderId from a creation answer or GET /api/v1/orders"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            /** @description The Idempotency-Key was already used with a different request. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "Idempotency-Key",
                     *         "message": "Idempotency-Key \"3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10\" was already used for a different request (another body or endpoint): retry with the exact same request to get its answer again, or use a new key for a new request"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
        };
    };
    listPayouts: {
        parameters: {
            query?: {
                state?: "awaitingPayment" | "seen" | "completed" | "cancelled";
                network?: "ethereum" | "bsc" | "tron";
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of payouts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "orderId": "ord_2b9c41d07e6f",
                     *           "type": "refund",
                     *           "integrationId": "int_seed",
                     *           "refundOf": "ord_7f3a10c2d4e5",
                     *           "requestedBy": "portal: merchant@example.com",
                     *           "payout": {
                     *             "state": "awaitingPayment",
                     *             "network": "ethereum",
                     *             "assetId": "USDT_ERC20",
                     *             "destination": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *             "amount": "10.000000",
                     *             "baseUnits": "10000000",
                     *             "contract": "0xdAC17F958D2ee523a2206206994597C13D831ec7",
                     *             "walletLinks": {
                     *               "eip681": "ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=10000000",
                     *               "metamask": "https://link.metamask.io/send/0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=10000000",
                     *               "trustWallet": "https://link.trustwallet.com/send?asset=c60_t0xdAC17F958D2ee523a2206206994597C13D831ec7&address=0x52908400098527886E0F7030069857D2E4169EE7&amount=10",
                     *               "plain": {
                     *                 "address": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *                 "amount": "10"
                     *               }
                     *             },
                     *             "createdAt": "2026-11-23T10:00:00.000Z"
                     *           }
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["PayoutList"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getPayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example ord_2b9c41d07e6f */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orderId": "ord_2b9c41d07e6f",
                     *       "type": "refund",
                     *       "integrationId": "int_seed",
                     *       "refundOf": "ord_7f3a10c2d4e5",
                     *       "requestedBy": "portal: merchant@example.com",
                     *       "payout": {
                     *         "state": "awaitingPayment",
                     *         "network": "ethereum",
                     *         "assetId": "USDT_ERC20",
                     *         "destination": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *         "amount": "10.000000",
                     *         "baseUnits": "10000000",
                     *         "contract": "0xdAC17F958D2ee523a2206206994597C13D831ec7",
                     *         "walletLinks": {
                     *           "eip681": "ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=10000000",
                     *           "metamask": "https://link.metamask.io/send/0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=10000000",
                     *           "trustWallet": "https://link.trustwallet.com/send?asset=c60_t0xdAC17F958D2ee523a2206206994597C13D831ec7&address=0x52908400098527886E0F7030069857D2E4169EE7&amount=10",
                     *           "plain": {
                     *             "address": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *             "amount": "10"
                     *           }
                     *         },
                     *         "createdAt": "2026-11-23T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayoutItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No payout of yours has this orderId. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "orderId",
                     *         "message": "order \"ord_unknown\" does not exist: use an orderId from a creation answer or GET /api/v1/orders"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
        };
    };
    cancelPayout: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description 1 to 255 visible ASCII characters (a UUID per request). The first answer to a key is kept with what it created: the same request with the same key gets that answer again (Idempotent-Replayed: true) instead of a second order; another request with the same key gets 409. Send one on every POST and reuse it when you retry.
                 * @example 3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @example ord_2b9c41d07e6f */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payout, cancelled. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orderId": "ord_2b9c41d07e6f",
                     *       "type": "refund",
                     *       "integrationId": "int_seed",
                     *       "refundOf": "ord_7f3a10c2d4e5",
                     *       "requestedBy": "portal: merchant@example.com",
                     *       "payout": {
                     *         "state": "cancelled",
                     *         "network": "ethereum",
                     *         "assetId": "USDT_ERC20",
                     *         "destination": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *         "amount": "10.000000",
                     *         "baseUnits": "10000000",
                     *         "contract": "0xdAC17F958D2ee523a2206206994597C13D831ec7",
                     *         "walletLinks": {
                     *           "eip681": "ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=10000000",
                     *           "metamask": "https://link.metamask.io/send/0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=10000000",
                     *           "trustWallet": "https://link.trustwallet.com/send?asset=c60_t0xdAC17F958D2ee523a2206206994597C13D831ec7&address=0x52908400098527886E0F7030069857D2E4169EE7&amount=10",
                     *           "plain": {
                     *             "address": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *             "amount": "10"
                     *           }
                     *         },
                     *         "createdAt": "2026-11-23T10:00:00.000Z",
                     *         "cancelledAt": "2026-11-23T10:05:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayoutItem"];
                };
            };
            /** @description Unknown, or no longer awaiting payment (a transfer was seen for it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The Idempotency-Key was already used with a different request. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "Idempotency-Key",
                     *         "message": "Idempotency-Key \"3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10\" was already used for a different request (another body or endpoint): retry with the exact same request to get its answer again, or use a new key for a new request"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
        };
    };
    reportPayoutBroadcast: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example ord_2b9c41d07e6f */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "hash": "0xabababababababababababababababababababababababababababababababab"
                 *     }
                 */
                "application/json": components["schemas"]["PayoutBroadcastRequest"];
            };
        };
        responses: {
            /** @description The payout, with the report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orderId": "ord_2b9c41d07e6f",
                     *       "type": "refund",
                     *       "integrationId": "int_seed",
                     *       "refundOf": "ord_7f3a10c2d4e5",
                     *       "requestedBy": "portal: merchant@example.com",
                     *       "payout": {
                     *         "state": "awaitingPayment",
                     *         "network": "ethereum",
                     *         "assetId": "USDT_ERC20",
                     *         "destination": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *         "amount": "10.000000",
                     *         "baseUnits": "10000000",
                     *         "contract": "0xdAC17F958D2ee523a2206206994597C13D831ec7",
                     *         "walletLinks": {
                     *           "eip681": "ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=10000000",
                     *           "metamask": "https://link.metamask.io/send/0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=10000000",
                     *           "trustWallet": "https://link.trustwallet.com/send?asset=c60_t0xdAC17F958D2ee523a2206206994597C13D831ec7&address=0x52908400098527886E0F7030069857D2E4169EE7&amount=10",
                     *           "plain": {
                     *             "address": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *             "amount": "10"
                     *           }
                     *         },
                     *         "createdAt": "2026-11-23T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PayoutItem"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["TooLarge"];
        };
    };
    getChainKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key families. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "families": [
                     *         {
                     *           "family": "evm",
                     *           "firstAddresses": [
                     *             "0x52908400098527886E0F7030069857D2E4169EE7",
                     *             "0x52908400098527886E0F7030069857D2E4169EE7",
                     *             "0x52908400098527886E0F7030069857D2E4169EE7"
                     *           ],
                     *           "highestIndex": 4
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ChainKeys"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listChainAddresses: {
        parameters: {
            query: {
                network: "ethereum" | "bsc" | "tron";
                funded?: "true" | "false";
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "index": 0,
                     *           "address": "0x52908400098527886E0F7030069857D2E4169EE7",
                     *           "orderId": "ord_7f3a10c2d4e5",
                     *           "assetId": "USDT_ERC20",
                     *           "amount": "25.000000",
                     *           "lastCreditAt": "2026-11-23T09:58:00.000Z"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["ChainAddressList"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listenToCallbacks: {
        parameters: {
            query?: {
                cursor?: string;
                integrationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The callbacks after the cursor, and the cursor to read on from. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "msg_8kQ2Yw5Rt1Lp9Xv3Nc7BzA",
                     *           "integrationId": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                     *           "orderId": "ord_Q3v8nYt2LwKc5Rj7PxZb1A",
                     *           "callbackUrl": null,
                     *           "body": "{\"type\":\"order.status\",\"timestamp\":\"2026-11-23T10:02:30.000Z\",\"data\":{\"id\":\"ord_Q3v8nYt2LwKc5Rj7PxZb1A\",\"type\":\"payment\",\"assetId\":\"USDT_TRC20\",\"status\":\"completed\",\"createdAt\":\"2026-11-23T10:00:00.000Z\",\"updatedAt\":\"2026-11-23T10:02:30.000Z\",\"transactions\":[{\"id\":\"tx_L9mK2pQ7vX4cN8rT1wYb6Q\",\"hash\":\"c753f410ee2a40bfb99ae4aa2d6a6d00048d0a70597b037aae419d437627f3c6\",\"status\":\"completed\",\"createdAt\":\"2026-11-23T10:02:30.000Z\",\"updatedAt\":\"2026-11-23T10:02:30.000Z\",\"receiverAddress\":\"THhML2MpT5PTYkFRNbE9HhXqV383gppcDM\",\"primaryAmount\":{\"amount\":\"25.000000\",\"currency\":\"USDT\"},\"secondaryAmount\":{\"amount\":\"25.00\",\"currency\":\"USD\"},\"serviceFeeAmount\":{\"amount\":\"0.250000\",\"currency\":\"USDT\"},\"totalAmount\":{\"amount\":\"24.750000\",\"currency\":\"USDT\"},\"confirmations\":19,\"requiredConfirmations\":19}],\"transactionsCount\":1,\"primaryAmount\":{\"amount\":\"25.000000\",\"currency\":\"USDT\"},\"secondaryAmount\":{\"amount\":\"25.00\",\"currency\":\"USD\"},\"serviceFeeAmount\":{\"amount\":\"0.250000\",\"currency\":\"USDT\"},\"totalAmount\":{\"amount\":\"24.750000\",\"currency\":\"USDT\"},\"externalId\":\"shop-order-42\",\"operationId\":\"op_V2c9Tn4Lq8Xw1Zr5Kp7mJA\",\"integrationId\":\"int_7Yp2cQx1RZkS0fJb3mW9Tg\",\"payment\":{\"event\":\"completed\",\"transactionId\":\"tx_L9mK2pQ7vX4cN8rT1wYb6Q\",\"requestedAmount\":{\"amount\":\"25.000000\",\"currency\":\"USDT\"},\"receivedAmount\":{\"amount\":\"25.000000\",\"currency\":\"USDT\"},\"overpaidAmount\":{\"amount\":\"0.000000\",\"currency\":\"USDT\"}}}}",
                     *           "headers": {
                     *             "content-type": "application/json",
                     *             "user-agent": "crypto-checkout-sandbox-webhooks/0.1",
                     *             "webhook-id": "msg_8kQ2Yw5Rt1Lp9Xv3Nc7BzA",
                     *             "webhook-timestamp": "1795428150",
                     *             "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
                     *           }
                     *         }
                     *       ],
                     *       "cursor": "msg_8kQ2Yw5Rt1Lp9Xv3Nc7BzA"
                     *     }
                     */
                    "application/json": components["schemas"]["ListenedCallbacks"];
                };
            };
            /** @description The cursor or integrationId is not one of yours: each error object names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listIntegrations: {
        parameters: {
            query?: {
                page?: string;
                perPage?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of integrations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                     *           "name": "Demo Store",
                     *           "url": "http://localhost:8081",
                     *           "status": "active",
                     *           "webhook": {
                     *             "callbackUrl": "http://127.0.0.1:4000/hooks",
                     *             "orderTypes": [
                     *               "Payment",
                     *               "Deposit"
                     *             ],
                     *             "eventTypes": [
                     *               "order.status"
                     *             ],
                     *             "statuses": [
                     *               "completed"
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "quantity": 1,
                     *         "totalQuantity": 1,
                     *         "currentPage": 1,
                     *         "pages": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IntegrationList"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listAssets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "assets": [
                     *         {
                     *           "id": "USDT_TRC20",
                     *           "currencyCode": "USDT",
                     *           "displayName": "Tether USD",
                     *           "blockchainId": "tron",
                     *           "blockchainDisplayName": "Tron",
                     *           "name": "Tether USD (TRC-20)",
                     *           "disabled": false
                     *         },
                     *         {
                     *           "id": "ETH",
                     *           "currencyCode": "ETH",
                     *           "displayName": "Ether",
                     *           "blockchainId": "ethereum",
                     *           "blockchainDisplayName": "Ethereum",
                     *           "name": "Ether (Ethereum)",
                     *           "disabled": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AssetList"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getExchangeRates: {
        parameters: {
            query?: {
                amount?: string;
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "rates": [
                     *         {
                     *           "assetId": "USDT_TRC20",
                     *           "rate": "1.000000",
                     *           "crypto": {
                     *             "amount": "25.000000",
                     *             "currency": "USDT"
                     *           }
                     *         },
                     *         {
                     *           "assetId": "ETH",
                     *           "rate": "3500.000000",
                     *           "crypto": {
                     *             "amount": "0.007143",
                     *             "currency": "ETH"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ExchangeRates"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No rates to publish: no exchange-rate feed is configured, or its last table is too old (with Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "unknownError",
                     *         "field": "",
                     *         "message": "No exchange-rate feed is configured (EXCHANGE_RATES_URL), so this service publishes no rates; payment links are priced in the dollar stablecoins only, at 1 USD"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
        };
    };
    createPaymentOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description 1 to 255 visible ASCII characters (a UUID per request). The first answer to a key is kept with what it created: the same request with the same key gets that answer again (Idempotent-Replayed: true) instead of a second order; another request with the same key gets 409. Send one on every POST and reuse it when you retry.
                 * @example 3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "integrationId": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                 *       "amount": "25.00",
                 *       "assetId": "USDT_TRC20",
                 *       "customer": {
                 *         "type": "individual",
                 *         "firstName": "Ada",
                 *         "lastName": "Lovelace"
                 *       },
                 *       "externalId": "shop-order-42"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentOrderRequest"];
            };
        };
        responses: {
            /** @description The order was created (and committed). */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orderId": "ord_Q3v8nYt2LwKc5Rj7PxZb1A",
                     *       "paymentLink": "http://127.0.0.1:8080/pay?integrationId=int_7Yp2cQx1RZkS0fJb3mW9Tg&orderId=ord_Q3v8nYt2LwKc5Rj7PxZb1A",
                     *       "widgetCode": "<iframe src=\"http://127.0.0.1:8080/pay?integrationId=int_7Yp2cQx1RZkS0fJb3mW9Tg&#38;orderId=ord_Q3v8nYt2LwKc5Rj7PxZb1A\" width=\"100%\" height=\"800px\" allow=\"clipboard-write *\" title=\"Crypto payment checkout\" frameborder=\"0\"></iframe>",
                     *       "paymentAddress": "THhML2MpT5PTYkFRNbE9HhXqV383gppcDM",
                     *       "operationId": "op_V2c9Tn4Lq8Xw1Zr5Kp7mJA"
                     *     }
                     */
                    "application/json": components["schemas"]["IncomingOrderCreated"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The Idempotency-Key was already used with a different request. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "Idempotency-Key",
                     *         "message": "Idempotency-Key \"3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10\" was already used for a different request (another body or endpoint): retry with the exact same request to get its answer again, or use a new key for a new request"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            413: components["responses"]["TooLarge"];
        };
    };
    createDepositOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description 1 to 255 visible ASCII characters (a UUID per request). The first answer to a key is kept with what it created: the same request with the same key gets that answer again (Idempotent-Replayed: true) instead of a second order; another request with the same key gets 409. Send one on every POST and reuse it when you retry.
                 * @example 3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "integrationId": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                 *       "assetId": "USDT_TRC20",
                 *       "customer": {
                 *         "type": "individual",
                 *         "firstName": "Ada",
                 *         "lastName": "Lovelace"
                 *       },
                 *       "externalId": "wallet-top-up-7"
                 *     }
                 */
                "application/json": components["schemas"]["DepositOrderRequest"];
            };
        };
        responses: {
            /** @description The order was created (and committed). */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orderId": "ord_Q3v8nYt2LwKc5Rj7PxZb1A",
                     *       "paymentLink": "http://127.0.0.1:8080/pay?integrationId=int_7Yp2cQx1RZkS0fJb3mW9Tg&orderId=ord_Q3v8nYt2LwKc5Rj7PxZb1A",
                     *       "widgetCode": "<iframe src=\"http://127.0.0.1:8080/pay?integrationId=int_7Yp2cQx1RZkS0fJb3mW9Tg&#38;orderId=ord_Q3v8nYt2LwKc5Rj7PxZb1A\" width=\"100%\" height=\"800px\" allow=\"clipboard-write *\" title=\"Crypto payment checkout\" frameborder=\"0\"></iframe>",
                     *       "paymentAddress": "THhML2MpT5PTYkFRNbE9HhXqV383gppcDM",
                     *       "operationId": "op_V2c9Tn4Lq8Xw1Zr5Kp7mJA"
                     *     }
                     */
                    "application/json": components["schemas"]["IncomingOrderCreated"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The Idempotency-Key was already used with a different request. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "Idempotency-Key",
                     *         "message": "Idempotency-Key \"3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10\" was already used for a different request (another body or endpoint): retry with the exact same request to get its answer again, or use a new key for a new request"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            413: components["responses"]["TooLarge"];
        };
    };
    createRefund: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description 1 to 255 visible ASCII characters (a UUID per request). The first answer to a key is kept with what it created: the same request with the same key gets that answer again (Idempotent-Replayed: true) instead of a second order; another request with the same key gets 409. Send one on every POST and reuse it when you retry.
                 * @example 3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": "5.00",
                 *       "assetId": "USDT_TRC20",
                 *       "destinationAddress": "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7",
                 *       "refundOrderId": "ord_Q3v8nYt2LwKc5Rj7PxZb1A"
                 *     }
                 */
                "application/json": components["schemas"]["RefundRequest"];
            };
        };
        responses: {
            /** @description The refund order and its transaction. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orderId": "ord_Zt5Qw8Lm2Xc7Vb1Np4Ky9R",
                     *       "transactionId": "tx_Hq3Wm8Zr1Kx6Lp9Vt2Nc5B",
                     *       "operationId": "op_Rb7Kx2Qm9Lw4Zt1Vn6Pc3H"
                     *     }
                     */
                    "application/json": components["schemas"]["OutgoingOrderCreated"];
                };
            };
            /** @description The request is invalid, or the order or balance does not allow it (notEnoughFunds, limitExceeded). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The Idempotency-Key was already used with a different request. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "Idempotency-Key",
                     *         "message": "Idempotency-Key \"3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10\" was already used for a different request (another body or endpoint): retry with the exact same request to get its answer again, or use a new key for a new request"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            413: components["responses"]["TooLarge"];
        };
    };
    createWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description 1 to 255 visible ASCII characters (a UUID per request). The first answer to a key is kept with what it created: the same request with the same key gets that answer again (Idempotent-Replayed: true) instead of a second order; another request with the same key gets 409. Send one on every POST and reuse it when you retry.
                 * @example 3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": "10.00",
                 *       "assetId": "USDT_TRC20",
                 *       "destinationAddress": "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7",
                 *       "integrationId": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                 *       "customer": {
                 *         "type": "individual",
                 *         "firstName": "Ada",
                 *         "lastName": "Lovelace"
                 *       },
                 *       "externalId": "payout-2026-11"
                 *     }
                 */
                "application/json": components["schemas"]["WithdrawalRequest"];
            };
        };
        responses: {
            /** @description The withdrawal order and its transaction. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orderId": "ord_Zt5Qw8Lm2Xc7Vb1Np4Ky9R",
                     *       "transactionId": "tx_Hq3Wm8Zr1Kx6Lp9Vt2Nc5B",
                     *       "operationId": "op_Rb7Kx2Qm9Lw4Zt1Vn6Pc3H"
                     *     }
                     */
                    "application/json": components["schemas"]["OutgoingOrderCreated"];
                };
            };
            /** @description The request is invalid, or the balance does not allow it (notEnoughFunds). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The Idempotency-Key was already used with a different request. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "Idempotency-Key",
                     *         "message": "Idempotency-Key \"3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10\" was already used for a different request (another body or endpoint): retry with the exact same request to get its answer again, or use a new key for a new request"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            413: components["responses"]["TooLarge"];
        };
    };
    sendRemoved: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            /** @description The operation was removed; the message names its replacements. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "path",
                     *         "message": "POST /api/v1/order/send was removed on 01.09.2026: use POST /api/v1/order/withdrawal to send funds to an external address, or POST /api/v1/order/refund to return funds of a completed order to a customer"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                page?: string;
                perPage?: string;
                status?: "inProgress" | "completed";
                type?: "payment" | "deposit" | "refund" | "withdrawal";
                externalId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "ord_Q3v8nYt2LwKc5Rj7PxZb1A",
                     *           "type": "payment",
                     *           "assetId": "USDT_TRC20",
                     *           "status": "completed",
                     *           "createdAt": "2026-11-23T10:00:00.000Z",
                     *           "updatedAt": "2026-11-23T10:02:30.000Z",
                     *           "transactions": [
                     *             {
                     *               "id": "tx_L9mK2pQ7vX4cN8rT1wYb6Q",
                     *               "hash": "c753f410ee2a40bfb99ae4aa2d6a6d00048d0a70597b037aae419d437627f3c6",
                     *               "status": "completed",
                     *               "createdAt": "2026-11-23T10:02:30.000Z",
                     *               "updatedAt": "2026-11-23T10:02:30.000Z",
                     *               "receiverAddress": "THhML2MpT5PTYkFRNbE9HhXqV383gppcDM",
                     *               "primaryAmount": {
                     *                 "amount": "25.000000",
                     *                 "currency": "USDT"
                     *               },
                     *               "secondaryAmount": {
                     *                 "amount": "25.00",
                     *                 "currency": "USD"
                     *               },
                     *               "serviceFeeAmount": {
                     *                 "amount": "0.250000",
                     *                 "currency": "USDT"
                     *               },
                     *               "totalAmount": {
                     *                 "amount": "24.750000",
                     *                 "currency": "USDT"
                     *               },
                     *               "confirmations": 19,
                     *               "requiredConfirmations": 19
                     *             }
                     *           ],
                     *           "transactionsCount": 1,
                     *           "primaryAmount": {
                     *             "amount": "25.000000",
                     *             "currency": "USDT"
                     *           },
                     *           "secondaryAmount": {
                     *             "amount": "25.00",
                     *             "currency": "USD"
                     *           },
                     *           "serviceFeeAmount": {
                     *             "amount": "0.250000",
                     *             "currency": "USDT"
                     *           },
                     *           "totalAmount": {
                     *             "amount": "24.750000",
                     *             "currency": "USDT"
                     *           },
                     *           "externalId": "shop-order-42",
                     *           "operationId": "op_V2c9Tn4Lq8Xw1Zr5Kp7mJA"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "quantity": 1,
                     *         "totalQuantity": 1,
                     *         "currentPage": 1,
                     *         "pages": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OrderList"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example ord_Q3v8nYt2LwKc5Rj7PxZb1A */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ord_Q3v8nYt2LwKc5Rj7PxZb1A",
                     *       "type": "payment",
                     *       "assetId": "USDT_TRC20",
                     *       "status": "completed",
                     *       "createdAt": "2026-11-23T10:00:00.000Z",
                     *       "updatedAt": "2026-11-23T10:02:30.000Z",
                     *       "transactions": [
                     *         {
                     *           "id": "tx_L9mK2pQ7vX4cN8rT1wYb6Q",
                     *           "hash": "c753f410ee2a40bfb99ae4aa2d6a6d00048d0a70597b037aae419d437627f3c6",
                     *           "status": "completed",
                     *           "createdAt": "2026-11-23T10:02:30.000Z",
                     *           "updatedAt": "2026-11-23T10:02:30.000Z",
                     *           "receiverAddress": "THhML2MpT5PTYkFRNbE9HhXqV383gppcDM",
                     *           "primaryAmount": {
                     *             "amount": "25.000000",
                     *             "currency": "USDT"
                     *           },
                     *           "secondaryAmount": {
                     *             "amount": "25.00",
                     *             "currency": "USD"
                     *           },
                     *           "serviceFeeAmount": {
                     *             "amount": "0.250000",
                     *             "currency": "USDT"
                     *           },
                     *           "totalAmount": {
                     *             "amount": "24.750000",
                     *             "currency": "USDT"
                     *           },
                     *           "confirmations": 19,
                     *           "requiredConfirmations": 19
                     *         }
                     *       ],
                     *       "transactionsCount": 1,
                     *       "primaryAmount": {
                     *         "amount": "25.000000",
                     *         "currency": "USDT"
                     *       },
                     *       "secondaryAmount": {
                     *         "amount": "25.00",
                     *         "currency": "USD"
                     *       },
                     *       "serviceFeeAmount": {
                     *         "amount": "0.250000",
                     *         "currency": "USDT"
                     *       },
                     *       "totalAmount": {
                     *         "amount": "24.750000",
                     *         "currency": "USDT"
                     *       },
                     *       "externalId": "shop-order-42",
                     *       "operationId": "op_V2c9Tn4Lq8Xw1Zr5Kp7mJA"
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No order has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "orderId",
                     *         "message": "order \"ord_unknown\" does not exist: use an orderId from a creation answer or GET /api/v1/orders"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
        };
    };
    getTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example ord_Q3v8nYt2LwKc5Rj7PxZb1A */
                orderId: string;
                /** @example tx_L9mK2pQ7vX4cN8rT1wYb6Q */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tx_L9mK2pQ7vX4cN8rT1wYb6Q",
                     *       "orderId": "ord_Q3v8nYt2LwKc5Rj7PxZb1A",
                     *       "status": "completed",
                     *       "createdAt": "2026-11-23T10:02:30.000Z",
                     *       "updatedAt": "2026-11-23T10:02:30.000Z",
                     *       "senderAddress": "TNoemdUyV8uFtsio4B2WgVzoZwG3NWKEKh",
                     *       "receiverAddress": "THhML2MpT5PTYkFRNbE9HhXqV383gppcDM",
                     *       "primaryAmount": {
                     *         "amount": "25.000000",
                     *         "currency": "USDT"
                     *       },
                     *       "primaryBlockchain": "tron",
                     *       "secondaryAmount": {
                     *         "amount": "25.00",
                     *         "currency": "USD"
                     *       },
                     *       "serviceFeeAmount": {
                     *         "amount": "0.250000",
                     *         "currency": "USDT"
                     *       },
                     *       "totalAmount": {
                     *         "amount": "24.750000",
                     *         "currency": "USDT"
                     *       },
                     *       "hash": "c753f410ee2a40bfb99ae4aa2d6a6d00048d0a70597b037aae419d437627f3c6",
                     *       "confirmations": 19,
                     *       "requiredConfirmations": 19
                     *     }
                     */
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No order has this id, or it has no transaction with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "orderId",
                     *         "message": "order \"ord_unknown\" does not exist: use an orderId from a creation answer or GET /api/v1/orders"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
        };
    };
    sandboxPay: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description 1 to 255 visible ASCII characters (a UUID per request). The first answer to a key is kept with what it created: the same request with the same key gets that answer again (Idempotent-Replayed: true) instead of a second order; another request with the same key gets 409. Send one on every POST and reuse it when you retry.
                 * @example 3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @example ord_Q3v8nYt2LwKc5Rj7PxZb1A */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "amount": "25.00"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxPaymentRequest"];
            };
        };
        responses: {
            /** @description The transaction the transfer made. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tx_L9mK2pQ7vX4cN8rT1wYb6Q",
                     *       "orderId": "ord_Q3v8nYt2LwKc5Rj7PxZb1A",
                     *       "status": "completed",
                     *       "createdAt": "2026-11-23T10:02:30.000Z",
                     *       "updatedAt": "2026-11-23T10:02:30.000Z",
                     *       "senderAddress": "TNoemdUyV8uFtsio4B2WgVzoZwG3NWKEKh",
                     *       "receiverAddress": "THhML2MpT5PTYkFRNbE9HhXqV383gppcDM",
                     *       "primaryAmount": {
                     *         "amount": "25.000000",
                     *         "currency": "USDT"
                     *       },
                     *       "primaryBlockchain": "tron",
                     *       "secondaryAmount": {
                     *         "amount": "25.00",
                     *         "currency": "USD"
                     *       },
                     *       "serviceFeeAmount": {
                     *         "amount": "0.250000",
                     *         "currency": "USDT"
                     *       },
                     *       "totalAmount": {
                     *         "amount": "24.750000",
                     *         "currency": "USDT"
                     *       },
                     *       "hash": "c753f410ee2a40bfb99ae4aa2d6a6d00048d0a70597b037aae419d437627f3c6",
                     *       "confirmations": 19,
                     *       "requiredConfirmations": 19
                     *     }
                     */
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No order has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "orderId",
                     *         "message": "order \"ord_unknown\" does not exist: use an orderId from a creation answer or GET /api/v1/orders"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            /** @description The Idempotency-Key was already used with a different request. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "Idempotency-Key",
                     *         "message": "Idempotency-Key \"3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10\" was already used for a different request (another body or endpoint): retry with the exact same request to get its answer again, or use a new key for a new request"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sandboxConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example tx_L9mK2pQ7vX4cN8rT1wYb6Q */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "confirmations": 3
                 *     }
                 */
                "application/json": components["schemas"]["SandboxConfirmRequest"];
            };
        };
        responses: {
            /** @description The transaction after the new blocks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tx_L9mK2pQ7vX4cN8rT1wYb6Q",
                     *       "orderId": "ord_Q3v8nYt2LwKc5Rj7PxZb1A",
                     *       "status": "completed",
                     *       "createdAt": "2026-11-23T10:02:30.000Z",
                     *       "updatedAt": "2026-11-23T10:02:30.000Z",
                     *       "senderAddress": "TNoemdUyV8uFtsio4B2WgVzoZwG3NWKEKh",
                     *       "receiverAddress": "THhML2MpT5PTYkFRNbE9HhXqV383gppcDM",
                     *       "primaryAmount": {
                     *         "amount": "25.000000",
                     *         "currency": "USDT"
                     *       },
                     *       "primaryBlockchain": "tron",
                     *       "secondaryAmount": {
                     *         "amount": "25.00",
                     *         "currency": "USD"
                     *       },
                     *       "serviceFeeAmount": {
                     *         "amount": "0.250000",
                     *         "currency": "USDT"
                     *       },
                     *       "totalAmount": {
                     *         "amount": "24.750000",
                     *         "currency": "USDT"
                     *       },
                     *       "hash": "c753f410ee2a40bfb99ae4aa2d6a6d00048d0a70597b037aae419d437627f3c6",
                     *       "confirmations": 19,
                     *       "requiredConfirmations": 19
                     *     }
                     */
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No transaction has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "orderId",
                     *         "message": "order \"ord_unknown\" does not exist: use an orderId from a creation answer or GET /api/v1/orders"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            /** @description The transaction is already completed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "Idempotency-Key",
                     *         "message": "Idempotency-Key \"3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10\" was already used for a different request (another body or endpoint): retry with the exact same request to get its answer again, or use a new key for a new request"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sandboxExpireOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example ord_Q3v8nYt2LwKc5Rj7PxZb1A */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order, its window ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ord_Q3v8nYt2LwKc5Rj7PxZb1A",
                     *       "type": "payment",
                     *       "assetId": "USDT_TRC20",
                     *       "status": "inProgress",
                     *       "createdAt": "2026-11-23T10:00:00.000Z",
                     *       "updatedAt": "2026-11-23T10:00:00.000Z",
                     *       "transactions": [],
                     *       "transactionsCount": 0,
                     *       "primaryAmount": {
                     *         "amount": "0.000000",
                     *         "currency": "USDT"
                     *       },
                     *       "secondaryAmount": {
                     *         "amount": "0.00",
                     *         "currency": "USD"
                     *       },
                     *       "serviceFeeAmount": {
                     *         "amount": "0.000000",
                     *         "currency": "USDT"
                     *       },
                     *       "totalAmount": {
                     *         "amount": "0.000000",
                     *         "currency": "USDT"
                     *       },
                     *       "operationId": "op_V2c9Tn4Lq8Xw1Zr5Kp7mJA",
                     *       "paymentLinkId": "lnk_Hq4Vb8Nc2Xz6Lm1Pt9Rw3K",
                     *       "expiresAt": "2026-11-23T10:00:00.000Z",
                     *       "expired": true,
                     *       "lockedPrice": {
                     *         "price": {
                     *           "amount": "10.00",
                     *           "currency": "USD"
                     *         },
                     *         "rate": "1.000000",
                     *         "ratesAt": "2026-11-23T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No order has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "orderId",
                     *         "message": "order \"ord_unknown\" does not exist: use an orderId from a creation answer or GET /api/v1/orders"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            /** @description The order has no payment window running (not made by a payment link, or completed). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "Idempotency-Key",
                     *         "message": "Idempotency-Key \"3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10\" was already used for a different request (another body or endpoint): retry with the exact same request to get its answer again, or use a new key for a new request"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    sandboxCreateIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Second Store",
                 *       "url": "https://shop.example"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxIntegrationRequest"];
            };
        };
        responses: {
            /** @description The integration and its signing secret. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                     *       "name": "Demo Store",
                     *       "url": "http://localhost:8081",
                     *       "status": "active",
                     *       "webhook": {
                     *         "callbackUrl": "http://127.0.0.1:4000/hooks",
                     *         "orderTypes": [
                     *           "Payment",
                     *           "Deposit"
                     *         ],
                     *         "eventTypes": [
                     *           "order.status"
                     *         ],
                     *         "statuses": [
                     *           "completed"
                     *         ]
                     *       },
                     *       "signingSecret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxIntegrationCreated"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sandboxGetPaymentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example int_7Yp2cQx1RZkS0fJb3mW9Tg */
                integrationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "integrationId": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                     *       "paymentTolerancePercent": "0.50",
                     *       "supportUrl": "https://shop.example/help",
                     *       "supportEmail": "help@shop.example",
                     *       "showExternalIdToPayer": true
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxPaymentSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No integration has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "orderId",
                     *         "message": "order \"ord_unknown\" does not exist: use an orderId from a creation answer or GET /api/v1/orders"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    sandboxSetPaymentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example int_7Yp2cQx1RZkS0fJb3mW9Tg */
                integrationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "paymentTolerancePercent": "0.5",
                 *       "supportUrl": "https://shop.example/help",
                 *       "supportEmail": "help@shop.example",
                 *       "showExternalIdToPayer": true
                 *     }
                 */
                "application/json": components["schemas"]["SandboxPaymentSettingsRequest"];
            };
        };
        responses: {
            /** @description The settings now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "integrationId": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                     *       "paymentTolerancePercent": "0.50",
                     *       "supportUrl": "https://shop.example/help",
                     *       "supportEmail": "help@shop.example",
                     *       "showExternalIdToPayer": true
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxPaymentSettings"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No integration has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "orderId",
                     *         "message": "order \"ord_unknown\" does not exist: use an orderId from a creation answer or GET /api/v1/orders"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sandboxSetWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example int_7Yp2cQx1RZkS0fJb3mW9Tg */
                integrationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "callbackUrl": "http://127.0.0.1:4000/hooks",
                 *       "orderTypes": [
                 *         "Payment",
                 *         "Deposit"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["WebhookConfigRequest"];
            };
        };
        responses: {
            /** @description The integration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                     *       "name": "Demo Store",
                     *       "url": "http://localhost:8081",
                     *       "status": "active",
                     *       "webhook": {
                     *         "callbackUrl": "http://127.0.0.1:4000/hooks",
                     *         "orderTypes": [
                     *           "Payment",
                     *           "Deposit"
                     *         ],
                     *         "eventTypes": [
                     *           "order.status"
                     *         ],
                     *         "statuses": [
                     *           "completed"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Integration"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No integration has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "orderId",
                     *         "message": "order \"ord_unknown\" does not exist: use an orderId from a creation answer or GET /api/v1/orders"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sandboxSetBranding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example int_7Yp2cQx1RZkS0fJb3mW9Tg */
                integrationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "logoUrl": "https://shop.example/logo.png",
                 *       "accentColor": "#1a73e8"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxBrandingRequest"];
            };
        };
        responses: {
            /** @description The branding now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "integrationId": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                     *       "logoUrl": "https://shop.example/logo.png",
                     *       "accentColor": "#1a73e8"
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxBranding"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No integration has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "orderId",
                     *         "message": "order \"ord_unknown\" does not exist: use an orderId from a creation answer or GET /api/v1/orders"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sandboxSetEmbedding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example int_7Yp2cQx1RZkS0fJb3mW9Tg */
                integrationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "allowedOrigins": [
                 *         "https://shop.example"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["EmbeddingRequest"];
            };
        };
        responses: {
            /** @description The allowed origins now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "integrationId": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                     *       "allowedOrigins": [
                     *         "https://shop.example"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxEmbedding"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No integration has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "orderId",
                     *         "message": "order \"ord_unknown\" does not exist: use an orderId from a creation answer or GET /api/v1/orders"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sandboxSetAppReturnSchemes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example int_7Yp2cQx1RZkS0fJb3mW9Tg */
                integrationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "appReturnSchemes": [
                 *         "myshop"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AppReturnSchemesRequest"];
            };
        };
        responses: {
            /** @description The schemes now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "integrationId": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                     *       "appReturnSchemes": [
                     *         "myshop"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxAppReturnSchemes"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No integration has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "orderId",
                     *         "message": "order \"ord_unknown\" does not exist: use an orderId from a creation answer or GET /api/v1/orders"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sandboxGetBalances: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example int_7Yp2cQx1RZkS0fJb3mW9Tg */
                integrationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balances. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "integrationId": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                     *       "balances": [
                     *         {
                     *           "assetId": "USDT_TRC20",
                     *           "amount": "24.750000"
                     *         },
                     *         {
                     *           "assetId": "ETH",
                     *           "amount": "0.000000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxBalances"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No integration has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "orderId",
                     *         "message": "order \"ord_unknown\" does not exist: use an orderId from a creation answer or GET /api/v1/orders"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    sandboxListDeliveries: {
        parameters: {
            query?: {
                orderId?: string;
                integrationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "msg_8kQ2Yw5Rt1Lp9Xv3Nc7BzA",
                     *           "integrationId": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                     *           "orderId": "ord_Q3v8nYt2LwKc5Rj7PxZb1A",
                     *           "url": "http://127.0.0.1:4000/hooks",
                     *           "state": "delivered",
                     *           "payload": "{\"type\":\"order.status\",\"timestamp\":\"2026-11-23T10:02:30.000Z\",\"data\":{\"id\":\"ord_Q3v8nYt2LwKc5Rj7PxZb1A\",\"type\":\"payment\",\"assetId\":\"USDT_TRC20\",\"status\":\"completed\",\"createdAt\":\"2026-11-23T10:00:00.000Z\",\"updatedAt\":\"2026-11-23T10:02:30.000Z\",\"transactions\":[{\"id\":\"tx_L9mK2pQ7vX4cN8rT1wYb6Q\",\"hash\":\"c753f410ee2a40bfb99ae4aa2d6a6d00048d0a70597b037aae419d437627f3c6\",\"status\":\"completed\",\"createdAt\":\"2026-11-23T10:02:30.000Z\",\"updatedAt\":\"2026-11-23T10:02:30.000Z\",\"receiverAddress\":\"THhML2MpT5PTYkFRNbE9HhXqV383gppcDM\",\"primaryAmount\":{\"amount\":\"25.000000\",\"currency\":\"USDT\"},\"secondaryAmount\":{\"amount\":\"25.00\",\"currency\":\"USD\"},\"serviceFeeAmount\":{\"amount\":\"0.250000\",\"currency\":\"USDT\"},\"totalAmount\":{\"amount\":\"24.750000\",\"currency\":\"USDT\"},\"confirmations\":19,\"requiredConfirmations\":19}],\"transactionsCount\":1,\"primaryAmount\":{\"amount\":\"25.000000\",\"currency\":\"USDT\"},\"secondaryAmount\":{\"amount\":\"25.00\",\"currency\":\"USD\"},\"serviceFeeAmount\":{\"amount\":\"0.250000\",\"currency\":\"USDT\"},\"totalAmount\":{\"amount\":\"24.750000\",\"currency\":\"USDT\"},\"externalId\":\"shop-order-42\",\"operationId\":\"op_V2c9Tn4Lq8Xw1Zr5Kp7mJA\",\"integrationId\":\"int_7Yp2cQx1RZkS0fJb3mW9Tg\",\"payment\":{\"event\":\"completed\",\"transactionId\":\"tx_L9mK2pQ7vX4cN8rT1wYb6Q\",\"requestedAmount\":{\"amount\":\"25.000000\",\"currency\":\"USDT\"},\"receivedAmount\":{\"amount\":\"25.000000\",\"currency\":\"USDT\"},\"overpaidAmount\":{\"amount\":\"0.000000\",\"currency\":\"USDT\"}}}}",
                     *           "attempts": [
                     *             {
                     *               "at": "2026-11-23T10:02:30.000Z",
                     *               "status": 204,
                     *               "error": null,
                     *               "durationMs": 7
                     *             }
                     *           ],
                     *           "nextAttemptAt": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxDeliveryList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sandboxRedeliver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example msg_8kQ2Yw5Rt1Lp9Xv3Nc7BzA */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, due now. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "msg_8kQ2Yw5Rt1Lp9Xv3Nc7BzA",
                     *       "integrationId": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                     *       "orderId": "ord_Q3v8nYt2LwKc5Rj7PxZb1A",
                     *       "url": "http://127.0.0.1:4000/hooks",
                     *       "state": "pending",
                     *       "payload": "{\"type\":\"order.status\",\"timestamp\":\"2026-11-23T10:02:30.000Z\",\"data\":{\"id\":\"ord_Q3v8nYt2LwKc5Rj7PxZb1A\",\"type\":\"payment\",\"assetId\":\"USDT_TRC20\",\"status\":\"completed\",\"createdAt\":\"2026-11-23T10:00:00.000Z\",\"updatedAt\":\"2026-11-23T10:02:30.000Z\",\"transactions\":[{\"id\":\"tx_L9mK2pQ7vX4cN8rT1wYb6Q\",\"hash\":\"c753f410ee2a40bfb99ae4aa2d6a6d00048d0a70597b037aae419d437627f3c6\",\"status\":\"completed\",\"createdAt\":\"2026-11-23T10:02:30.000Z\",\"updatedAt\":\"2026-11-23T10:02:30.000Z\",\"receiverAddress\":\"THhML2MpT5PTYkFRNbE9HhXqV383gppcDM\",\"primaryAmount\":{\"amount\":\"25.000000\",\"currency\":\"USDT\"},\"secondaryAmount\":{\"amount\":\"25.00\",\"currency\":\"USD\"},\"serviceFeeAmount\":{\"amount\":\"0.250000\",\"currency\":\"USDT\"},\"totalAmount\":{\"amount\":\"24.750000\",\"currency\":\"USDT\"},\"confirmations\":19,\"requiredConfirmations\":19}],\"transactionsCount\":1,\"primaryAmount\":{\"amount\":\"25.000000\",\"currency\":\"USDT\"},\"secondaryAmount\":{\"amount\":\"25.00\",\"currency\":\"USD\"},\"serviceFeeAmount\":{\"amount\":\"0.250000\",\"currency\":\"USDT\"},\"totalAmount\":{\"amount\":\"24.750000\",\"currency\":\"USDT\"},\"externalId\":\"shop-order-42\",\"operationId\":\"op_V2c9Tn4Lq8Xw1Zr5Kp7mJA\",\"integrationId\":\"int_7Yp2cQx1RZkS0fJb3mW9Tg\",\"payment\":{\"event\":\"completed\",\"transactionId\":\"tx_L9mK2pQ7vX4cN8rT1wYb6Q\",\"requestedAmount\":{\"amount\":\"25.000000\",\"currency\":\"USDT\"},\"receivedAmount\":{\"amount\":\"25.000000\",\"currency\":\"USDT\"},\"overpaidAmount\":{\"amount\":\"0.000000\",\"currency\":\"USDT\"}}}}",
                     *       "attempts": [
                     *         {
                     *           "at": "2026-11-23T10:02:30.000Z",
                     *           "status": 204,
                     *           "error": null,
                     *           "durationMs": 7
                     *         }
                     *       ],
                     *       "nextAttemptAt": "2026-11-23T10:05:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No delivery among the newest 1000 has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "orderId",
                     *         "message": "order \"ord_unknown\" does not exist: use an orderId from a creation answer or GET /api/v1/orders"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    sandboxSendTestEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example int_7Yp2cQx1RZkS0fJb3mW9Tg */
                integrationId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "orderId": "ord_Q3v8nYt2LwKc5Rj7PxZb1A"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxTestEventRequest"];
            };
        };
        responses: {
            /** @description The delivery, queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "msg_8kQ2Yw5Rt1Lp9Xv3Nc7BzA",
                     *       "integrationId": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                     *       "orderId": "ord_Q3v8nYt2LwKc5Rj7PxZb1A",
                     *       "url": "http://127.0.0.1:4000/hooks",
                     *       "state": "pending",
                     *       "payload": "{\"type\":\"order.status\",\"timestamp\":\"2026-11-23T10:02:30.000Z\",\"data\":{\"id\":\"ord_Q3v8nYt2LwKc5Rj7PxZb1A\",\"type\":\"payment\",\"assetId\":\"USDT_TRC20\",\"status\":\"completed\",\"createdAt\":\"2026-11-23T10:00:00.000Z\",\"updatedAt\":\"2026-11-23T10:02:30.000Z\",\"transactions\":[{\"id\":\"tx_L9mK2pQ7vX4cN8rT1wYb6Q\",\"hash\":\"c753f410ee2a40bfb99ae4aa2d6a6d00048d0a70597b037aae419d437627f3c6\",\"status\":\"completed\",\"createdAt\":\"2026-11-23T10:02:30.000Z\",\"updatedAt\":\"2026-11-23T10:02:30.000Z\",\"receiverAddress\":\"THhML2MpT5PTYkFRNbE9HhXqV383gppcDM\",\"primaryAmount\":{\"amount\":\"25.000000\",\"currency\":\"USDT\"},\"secondaryAmount\":{\"amount\":\"25.00\",\"currency\":\"USD\"},\"serviceFeeAmount\":{\"amount\":\"0.250000\",\"currency\":\"USDT\"},\"totalAmount\":{\"amount\":\"24.750000\",\"currency\":\"USDT\"},\"confirmations\":19,\"requiredConfirmations\":19}],\"transactionsCount\":1,\"primaryAmount\":{\"amount\":\"25.000000\",\"currency\":\"USDT\"},\"secondaryAmount\":{\"amount\":\"25.00\",\"currency\":\"USD\"},\"serviceFeeAmount\":{\"amount\":\"0.250000\",\"currency\":\"USDT\"},\"totalAmount\":{\"amount\":\"24.750000\",\"currency\":\"USDT\"},\"externalId\":\"shop-order-42\",\"operationId\":\"op_V2c9Tn4Lq8Xw1Zr5Kp7mJA\",\"integrationId\":\"int_7Yp2cQx1RZkS0fJb3mW9Tg\",\"payment\":{\"event\":\"completed\",\"transactionId\":\"tx_L9mK2pQ7vX4cN8rT1wYb6Q\",\"requestedAmount\":{\"amount\":\"25.000000\",\"currency\":\"USDT\"},\"receivedAmount\":{\"amount\":\"25.000000\",\"currency\":\"USDT\"},\"overpaidAmount\":{\"amount\":\"0.000000\",\"currency\":\"USDT\"}}}}",
                     *       "attempts": [],
                     *       "nextAttemptAt": "2026-11-23T10:05:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No integration has this id, or it has no order with this orderId. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "orderId",
                     *         "message": "order \"ord_unknown\" does not exist: use an orderId from a creation answer or GET /api/v1/orders"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            /** @description The integration has no callback URL, and no listener (crypto-checkout listen) is attached to it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "Idempotency-Key",
                     *         "message": "Idempotency-Key \"3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10\" was already used for a different request (another body or endpoint): retry with the exact same request to get its answer again, or use a new key for a new request"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sandboxPlanFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderId": "ord_Q3v8nYt2LwKc5Rj7PxZb1A",
                 *       "failures": [
                 *         "error500",
                 *         "garbage"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SandboxFaultsRequest"];
            };
        };
        responses: {
            /** @description The failures planned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orderId": "ord_Q3v8nYt2LwKc5Rj7PxZb1A",
                     *       "failures": [
                     *         "error500",
                     *         "garbage"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxFaults"];
                };
            };
            /** @description The request is invalid: each error object names the field, the value received and what would be valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sandboxReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["SandboxResetRequest"];
            };
        };
        responses: {
            /** @description Reset. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A body other than none or {} (a request meant for another route must not wipe the state). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "code": "wrongData",
                     *         "field": "amount",
                     *         "message": "amount must be a string of decimal text such as \"10.50\", not a JSON number (received 25)"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    orderStatusCallback: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery id: the same on every retry and redelivery; deduplicate on it.
                 * @example msg_8kQ2Yw5Rt1Lp9Xv3Nc7BzA
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds of this attempt (each attempt is signed afresh).
                 * @example 1795428150
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated "v1,<base64 HMAC-SHA256>" of "<webhook-id>.<webhook-timestamp>.<raw body>", keyed by the base64-decoded part of the secret after whsec_.
                 * @example v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "order.status",
                 *       "timestamp": "2026-11-23T10:02:30.000Z",
                 *       "data": {
                 *         "id": "ord_Q3v8nYt2LwKc5Rj7PxZb1A",
                 *         "type": "payment",
                 *         "assetId": "USDT_TRC20",
                 *         "status": "completed",
                 *         "createdAt": "2026-11-23T10:00:00.000Z",
                 *         "updatedAt": "2026-11-23T10:02:30.000Z",
                 *         "transactions": [
                 *           {
                 *             "id": "tx_L9mK2pQ7vX4cN8rT1wYb6Q",
                 *             "hash": "c753f410ee2a40bfb99ae4aa2d6a6d00048d0a70597b037aae419d437627f3c6",
                 *             "status": "completed",
                 *             "createdAt": "2026-11-23T10:02:30.000Z",
                 *             "updatedAt": "2026-11-23T10:02:30.000Z",
                 *             "receiverAddress": "THhML2MpT5PTYkFRNbE9HhXqV383gppcDM",
                 *             "primaryAmount": {
                 *               "amount": "25.000000",
                 *               "currency": "USDT"
                 *             },
                 *             "secondaryAmount": {
                 *               "amount": "25.00",
                 *               "currency": "USD"
                 *             },
                 *             "serviceFeeAmount": {
                 *               "amount": "0.250000",
                 *               "currency": "USDT"
                 *             },
                 *             "totalAmount": {
                 *               "amount": "24.750000",
                 *               "currency": "USDT"
                 *             },
                 *             "confirmations": 19,
                 *             "requiredConfirmations": 19
                 *           }
                 *         ],
                 *         "transactionsCount": 1,
                 *         "primaryAmount": {
                 *           "amount": "25.000000",
                 *           "currency": "USDT"
                 *         },
                 *         "secondaryAmount": {
                 *           "amount": "25.00",
                 *           "currency": "USD"
                 *         },
                 *         "serviceFeeAmount": {
                 *           "amount": "0.250000",
                 *           "currency": "USDT"
                 *         },
                 *         "totalAmount": {
                 *           "amount": "24.750000",
                 *           "currency": "USDT"
                 *         },
                 *         "externalId": "shop-order-42",
                 *         "operationId": "op_V2c9Tn4Lq8Xw1Zr5Kp7mJA",
                 *         "integrationId": "int_7Yp2cQx1RZkS0fJb3mW9Tg",
                 *         "payment": {
                 *           "event": "completed",
                 *           "transactionId": "tx_L9mK2pQ7vX4cN8rT1wYb6Q",
                 *           "requestedAmount": {
                 *             "amount": "25.000000",
                 *             "currency": "USDT"
                 *           },
                 *           "receivedAmount": {
                 *             "amount": "25.000000",
                 *             "currency": "USDT"
                 *           },
                 *           "overpaidAmount": {
                 *             "amount": "0.000000",
                 *             "currency": "USDT"
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OrderStatusCallback"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the callback (the body is not read). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: never call this URL again (no further attempts). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
