export interface paths {
    "/open/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The products the org has signed, with the codes an ERP maps its shipping methods to */
        get: operations["products.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/open/v1/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prices a parcel with every signed product, or with the one `productCode` names */
        post: operations["quote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/open/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The org's orders, newest first, a keyset page (`cursor` = the last page's `nextCursor`); by status, numbers (any kind) and creation time */
        get: operations["orders.list"];
        put?: never;
        /** Places one order (the console wizard's fields and rules), priced on the server and paid from the wallet; the same `Idempotency-Key` answers the first order, another body with it is refused */
        post: operations["orders.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/open/v1/orders/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Places up to 100 orders, each on its own with its own idempotencyKey; one result per order */
        post: operations["orders.createBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/open/v1/orders/{ref}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order by its order number, its reference or any of its numbers */
        get: operations["orders.get"];
        /** Edits an order before hand-over with the groups its product allows (each group whole): priced again, the difference charged or refunded; the same `Idempotency-Key` changes it once */
        put: operations["orders.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/open/v1/orders/{ref}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels an order not yet handed over (a paid one is refunded in full); a handed-over one opens a cancel request (`requested`) */
        post: operations["orders.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/open/v1/orders/{ref}/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's label as its print profile prints it (the carrier's or the platform's; PDF or ZPL; 4x6 in or 100 x 100 mm); 404 LABEL_NOT_READY while there is none */
        get: operations["orders.label"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/open/v1/labels/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The labels of up to 100 orders in one PDF, each on its profile's page; the orders without a PDF label are named in the `Missing-Labels` header; 404 LABEL_NOT_READY when none has one */
        post: operations["labels.merge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/open/v1/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Up to 100 numbers (any kind): each one's order, its tracking status and its tracking events (merged across the order's numbers), newest first */
        post: operations["tracking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/open/v1/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The org's wallets: balance, held, available and refundable deposit per currency */
        get: operations["wallet.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        MenuNodeInput: {
            menuId: number;
            pId: number | null;
            name: string;
            path: string;
            component: string | null;
            /** @enum {string} */
            type: "directory" | "menu" | "page" | "button";
            icon: string | null;
            sort: number;
            hidden: boolean;
            meta: {
                title: string;
                titles: {
                    zh: string;
                    en: string;
                    ko: string;
                };
                icon: string | null;
                activeMenu: string | null;
                affix: boolean;
            };
            children: components["schemas"]["MenuNodeInput"][];
        };
        GrantNodeInput: {
            menuId: number;
            name: string;
            /** @enum {string} */
            type: "directory" | "menu" | "page" | "button";
            hidden: boolean;
            titles: {
                zh: string;
                en: string;
                ko: string;
            };
            children: components["schemas"]["GrantNodeInput"][];
        };
        AdminMenuNodeInput: {
            id: number;
            parentId: number | null;
            name: string;
            path: string;
            component: string | null;
            /** @enum {string} */
            type: "directory" | "menu" | "page" | "button";
            icon: string | null;
            sort: number;
            hidden: boolean;
            titles: {
                zh: string;
                en: string;
                ko: string;
            };
            activeMenu: string | null;
            affix: boolean;
            grantable: boolean;
            children: components["schemas"]["AdminMenuNodeInput"][];
        };
        MenuNode: {
            menuId: number;
            pId: number | null;
            name: string;
            path: string;
            component: string | null;
            /** @enum {string} */
            type: "directory" | "menu" | "page" | "button";
            icon: string | null;
            sort: number;
            hidden: boolean;
            meta: {
                title: string;
                titles: {
                    zh: string;
                    en: string;
                    ko: string;
                };
                icon: string | null;
                activeMenu: string | null;
                affix: boolean;
            };
            children: components["schemas"]["MenuNode"][];
        };
        GrantNode: {
            menuId: number;
            name: string;
            /** @enum {string} */
            type: "directory" | "menu" | "page" | "button";
            hidden: boolean;
            titles: {
                zh: string;
                en: string;
                ko: string;
            };
            children: components["schemas"]["GrantNode"][];
        };
        AdminMenuNode: {
            id: number;
            parentId: number | null;
            name: string;
            path: string;
            component: string | null;
            /** @enum {string} */
            type: "directory" | "menu" | "page" | "button";
            icon: string | null;
            sort: number;
            hidden: boolean;
            titles: {
                zh: string;
                en: string;
                ko: string;
            };
            activeMenu: string | null;
            affix: boolean;
            grantable: boolean;
            children: components["schemas"]["AdminMenuNode"][];
        };
        Error: {
            /** @enum {string} */
            code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "RATE_LIMITED" | "CAPTCHA_INVALID" | "CAPTCHA_EXPIRED" | "INVALID_CREDENTIALS" | "ACCOUNT_DISABLED" | "CODE_INVALID" | "ACCOUNT_TAKEN" | "PHONE_TAKEN" | "OLD_PASSWORD_WRONG" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "BALANCE_INSUFFICIENT" | "REFUNDABLE_DEPOSIT_INSUFFICIENT" | "WALLET_HOLD_INSUFFICIENT" | "IDEMPOTENCY_KEY_REUSED" | "EMAIL_TAKEN" | "NAME_TAKEN" | "IN_USE" | "ALREADY_DECIDED" | "WITHDRAWAL_PENDING_EXISTS" | "NOT_SIGNED" | "PRODUCT_OFFLINE" | "PRODUCT_ONLINE" | "LIMIT_REACHED" | "API_TOKEN_LIMIT" | "ORDER_NOT_SERVED" | "ORDER_NOT_DRAFT" | "ORDER_REFERENCE_TAKEN" | "ORDER_NUMBER_TAKEN" | "ORDER_NOT_CANCELLABLE" | "ORDER_NOT_DELETABLE" | "ORDER_NOT_WEIGHABLE" | "ORDER_NO_ARREARS" | "ABNORMAL_NOT_RELEASABLE" | "ORDER_NOT_EDITABLE" | "ORDER_RULE_REFUSED" | "LABEL_NOT_READY" | "LABEL_SETTING_TAKEN" | "LABEL_PRINTER_FONT" | "NOT_CONFIGURED" | "INTERNAL";
            message: string;
            details?: unknown;
        };
    };
    responses: {
        /** @description The request is not valid (`VALIDATION_FAILED`: `details` lists `{ field, message }` for each field) or a rule of the call refused it (for example `BALANCE_INSUFFICIENT`, `ORDER_RULE_REFUSED`). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `UNAUTHENTICATED`: no `Authorization: Bearer` token, an unknown one, or a revoked one (or one whose holder or org is disabled). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `FORBIDDEN`: the token's holder may not use this call (a sub-account without the screen or the capability it needs). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `NOT_FOUND`: the caller's org has no such order (by order number, reference or any of its numbers); a label call also answers `LABEL_NOT_READY` while the order has no label. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` came before with another body; or the order's state or another order refuses the change (for example `ORDER_NOT_CANCELLABLE`, `ORDER_NOT_EDITABLE`, `ORDER_REFERENCE_TAKEN`). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `RATE_LIMITED`: the token used its calls of the current window; retry after `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                /** @description Seconds until the token may call again. */
                "Retry-After": number;
                /** @description The calls a token may make in one window. */
                "RateLimit-Limit": number;
                /** @description The calls left in the current window (0 here). */
                "RateLimit-Remaining": number;
                /** @description Seconds until the current window ends. */
                "RateLimit-Reset": number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "products.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: {
                            id: number;
                            code: string;
                            name: {
                                zh: string;
                                en: string;
                                ko: string;
                            };
                            businessType: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    quote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    destination: {
                        country: string;
                        /** @default  */
                        postcode?: string;
                        /** @default  */
                        city?: string;
                    };
                    pieces: {
                        lengthCm: string;
                        widthCm: string;
                        heightCm: string;
                        weightKg: string;
                    }[];
                    declaredValue: {
                        amount: string;
                        currency: string;
                    };
                    currency?: string;
                    /**
                     * @default general
                     * @enum {string}
                     */
                    cargoType?: "general" | "battery" | "magnetic" | "liquid" | "powder" | "sensitive";
                    /** @default [] */
                    premiumPackageCodes?: string[];
                    /** @default false */
                    insured?: boolean;
                    productCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orgId: number;
                        settlementCurrency: string;
                        walletCurrency: string;
                        served: {
                            productId: number;
                            productCode: string;
                            productName: string;
                            zone: {
                                code: string;
                                name: string;
                            };
                            weights: {
                                actualKg: string;
                                volumetricKg: string;
                                chargeableKg: string;
                            };
                            baseFreight: string;
                            lines: {
                                /**
                                 * @description adjustment lines raise the base freight (band floor, minimum charge)
                                 * @enum {string}
                                 */
                                kind: "adjustment" | "surcharge" | "premium";
                                code: string;
                                name: string;
                                amount: string;
                                showOnStatement: boolean;
                            }[];
                            total: string;
                            currency: string;
                            totalInWalletCurrency: string;
                            exchange: {
                                rate: string;
                                productRate: string;
                                walletRate: string;
                                date: string | null;
                            };
                            leadTime: {
                                minDays: number;
                                maxDays: number;
                            };
                            cost?: {
                                total: string;
                                currency: string;
                                totalInWalletCurrency: string;
                            } | null;
                            margin?: string | null;
                        }[];
                        notServed: {
                            productId: number;
                            productCode: string;
                            productName: string;
                            reason: {
                                /** @enum {string} */
                                code: "zoneNotCovered" | "postcodeBlocked" | "pieceWeightOverLimit" | "orderWeightOverLimit" | "sizeOverLimit" | "girthOverLimit" | "declaredValueOverLimit" | "cargoTypeNotAllowed" | "multiPieceNotSupported" | "noRateForWeight" | "originNotServed" | "currencyRateMissing" | "formulaFailed" | "amountOverMaximum";
                                message: string;
                            };
                        }[];
                        rates: {
                            [key: string]: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "orders.list": {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                cursor?: number;
                limit?: number;
                status?: "created" | "canShip" | "cannotShip" | "handedOver" | "completed" | "cancelled" | "settled";
                numbers?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            id: number;
                            orderNo: string;
                            referenceNo: string;
                            /** @enum {string} */
                            status: "created" | "canShip" | "cannotShip" | "handedOver" | "completed" | "cancelled" | "settled";
                            /** @enum {string} */
                            paymentStatus: "unpaid" | "held" | "paid" | "refunded" | "released";
                            orgId: number;
                            orgName: string;
                            creatorName: string;
                            productId: number;
                            productName: string;
                            destinationCountry: string;
                            receiverName: string;
                            boxCount: number;
                            chargeableWeightKg: string;
                            amount: {
                                amount: string;
                                currency: string;
                            } | null;
                            cost: {
                                amount: string;
                                currency: string;
                            } | null;
                            finalLogisticsName: string | null;
                            tracknetCode: string | null;
                            printCount: number;
                            trackStatus: ("infoReceived" | "inTransit" | "outForDelivery" | "failedAttempt" | "availableForPickup" | "delivered" | "exception" | "returned" | "lost" | "expired") | null;
                            createdAt: string;
                        }[];
                        total: number;
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "orders.create": {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: number;
                    destination: {
                        country: string;
                        /** @default  */
                        state?: string;
                        /** @default  */
                        city?: string;
                        /** @default  */
                        postcode?: string;
                    };
                    sender: {
                        name: string;
                        /** @default  */
                        company?: string;
                        phone: string;
                        /** @default  */
                        email?: string;
                        countryCode: string;
                        /** @default  */
                        province?: string;
                        city: string;
                        /** @default  */
                        postcode?: string;
                        address1: string;
                        /** @default  */
                        address2?: string;
                        /** @default  */
                        clearanceNo?: string;
                        /** @default  */
                        houseNumber?: string;
                    };
                    receiver: {
                        name: string;
                        /** @default  */
                        company?: string;
                        phone: string;
                        /** @default  */
                        email?: string;
                        countryCode: string;
                        /** @default  */
                        province?: string;
                        city: string;
                        /** @default  */
                        postcode?: string;
                        address1: string;
                        /** @default  */
                        address2?: string;
                        /** @default  */
                        clearanceNo?: string;
                        /** @default  */
                        houseNumber?: string;
                    };
                    /**
                     * @default general
                     * @enum {string}
                     */
                    cargoType?: "general" | "battery" | "magnetic" | "liquid" | "powder" | "sensitive";
                    /** @default  */
                    remarks?: string;
                    /** @default  */
                    courierType?: string;
                    /** @default [] */
                    premiumPackageCodes?: string[];
                    /** @default false */
                    insured?: boolean;
                    boxes: {
                        lengthCm: string;
                        widthCm: string;
                        heightCm: string;
                        weightKg: string;
                        lines: {
                            goodsNameZh: string;
                            goodsNameEn: string;
                            quantity: number;
                            unitValue: string;
                            hsCode: string;
                            /** @default CN */
                            originCountry?: string;
                            /** @default  */
                            sku?: string;
                            /** @default  */
                            brand?: string;
                            /** @default  */
                            model?: string;
                            /** @default  */
                            material?: string;
                            /** @default  */
                            usage?: string;
                            /** @default  */
                            link?: string;
                        }[];
                    }[];
                    /** @default USD */
                    declaredCurrency?: string;
                    declaredTotal?: string;
                    /** @default  */
                    codAmount?: "" | string;
                    /** @default  */
                    codCurrency?: "" | string;
                    /** @default  */
                    vatNo?: string;
                    /** @default  */
                    eoriNo?: string;
                    /** @default  */
                    hmrcNo?: string;
                    /** @default  */
                    iossNo?: string;
                    /** @default  */
                    referenceNo?: string;
                    /** @default [] */
                    deliveryNumbers?: string[];
                    /** @default null */
                    sellerLabel?: {
                        /** @enum {string} */
                        marketplace: "tiktokShop" | "temu" | "shopee" | "other";
                        trackingNumber: string;
                    } | null;
                    /** @default false */
                    saveAsDraft?: boolean;
                    currency?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        orderNo: string;
                        /** @enum {string} */
                        status: "created" | "canShip" | "cannotShip" | "handedOver" | "completed" | "cancelled" | "settled";
                        /** @enum {string} */
                        paymentStatus: "unpaid" | "held" | "paid" | "refunded" | "released";
                        version: number;
                        charged: {
                            amount: string;
                            currency: string;
                        } | null;
                        walletAvailable: string | null;
                        notes: {
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "orders.createBatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orders: {
                        idempotencyKey: string;
                        productId: number;
                        destination: {
                            country: string;
                            /** @default  */
                            state?: string;
                            /** @default  */
                            city?: string;
                            /** @default  */
                            postcode?: string;
                        };
                        sender: {
                            name: string;
                            /** @default  */
                            company?: string;
                            phone: string;
                            /** @default  */
                            email?: string;
                            countryCode: string;
                            /** @default  */
                            province?: string;
                            city: string;
                            /** @default  */
                            postcode?: string;
                            address1: string;
                            /** @default  */
                            address2?: string;
                            /** @default  */
                            clearanceNo?: string;
                            /** @default  */
                            houseNumber?: string;
                        };
                        receiver: {
                            name: string;
                            /** @default  */
                            company?: string;
                            phone: string;
                            /** @default  */
                            email?: string;
                            countryCode: string;
                            /** @default  */
                            province?: string;
                            city: string;
                            /** @default  */
                            postcode?: string;
                            address1: string;
                            /** @default  */
                            address2?: string;
                            /** @default  */
                            clearanceNo?: string;
                            /** @default  */
                            houseNumber?: string;
                        };
                        /**
                         * @default general
                         * @enum {string}
                         */
                        cargoType?: "general" | "battery" | "magnetic" | "liquid" | "powder" | "sensitive";
                        /** @default  */
                        remarks?: string;
                        /** @default  */
                        courierType?: string;
                        /** @default [] */
                        premiumPackageCodes?: string[];
                        /** @default false */
                        insured?: boolean;
                        boxes: {
                            lengthCm: string;
                            widthCm: string;
                            heightCm: string;
                            weightKg: string;
                            lines: {
                                goodsNameZh: string;
                                goodsNameEn: string;
                                quantity: number;
                                unitValue: string;
                                hsCode: string;
                                /** @default CN */
                                originCountry?: string;
                                /** @default  */
                                sku?: string;
                                /** @default  */
                                brand?: string;
                                /** @default  */
                                model?: string;
                                /** @default  */
                                material?: string;
                                /** @default  */
                                usage?: string;
                                /** @default  */
                                link?: string;
                            }[];
                        }[];
                        /** @default USD */
                        declaredCurrency?: string;
                        declaredTotal?: string;
                        /** @default  */
                        codAmount?: "" | string;
                        /** @default  */
                        codCurrency?: "" | string;
                        /** @default  */
                        vatNo?: string;
                        /** @default  */
                        eoriNo?: string;
                        /** @default  */
                        hmrcNo?: string;
                        /** @default  */
                        iossNo?: string;
                        /** @default  */
                        referenceNo?: string;
                        /** @default [] */
                        deliveryNumbers?: string[];
                        /** @default null */
                        sellerLabel?: {
                            /** @enum {string} */
                            marketplace: "tiktokShop" | "temu" | "shopee" | "other";
                            trackingNumber: string;
                        } | null;
                        /** @default false */
                        saveAsDraft?: boolean;
                        currency?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            index: number;
                            ok: boolean;
                            order?: {
                                id: number;
                                orderNo: string;
                                /** @enum {string} */
                                status: "created" | "canShip" | "cannotShip" | "handedOver" | "completed" | "cancelled" | "settled";
                                /** @enum {string} */
                                paymentStatus: "unpaid" | "held" | "paid" | "refunded" | "released";
                                version: number;
                                charged: {
                                    amount: string;
                                    currency: string;
                                } | null;
                                walletAvailable: string | null;
                                notes: {
                                    field: string;
                                    message: string;
                                }[];
                            };
                            error?: {
                                code: string;
                                message: string;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "orders.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        orderNo: string;
                        referenceNo: string;
                        /** @enum {string} */
                        status: "created" | "canShip" | "cannotShip" | "handedOver" | "completed" | "cancelled" | "settled";
                        /** @enum {string} */
                        paymentStatus: "unpaid" | "held" | "paid" | "refunded" | "released";
                        version: number;
                        orgId: number;
                        orgName: string;
                        creatorName: string;
                        productId: number;
                        productCode: string;
                        productName: string;
                        origin: {
                            country: string;
                        };
                        destination: {
                            country: string;
                            state: string;
                            city: string;
                            postcode: string;
                        };
                        /** @enum {string} */
                        cargoType: "general" | "battery" | "magnetic" | "liquid" | "powder" | "sensitive";
                        remarks: string;
                        premiumPackageCodes: string[];
                        insured: boolean;
                        declaredCurrency: string;
                        declaredTotal: string;
                        cod: {
                            amount: string;
                            currency: string;
                        } | null;
                        taxIds: {
                            vatNo: string;
                            eoriNo: string;
                            hmrcNo: string;
                            iossNo: string;
                        };
                        billing: {
                            productVersion: number;
                            zone: {
                                code: string;
                                name: string;
                            };
                            weights: {
                                actualKg: string;
                                volumetricKg: string;
                                chargeableKg: string;
                            };
                            sales: {
                                baseFreight: string;
                                lines: {
                                    /**
                                     * @description adjustment lines raise the base freight (band floor, minimum charge)
                                     * @enum {string}
                                     */
                                    kind: "adjustment" | "surcharge" | "premium";
                                    code: string;
                                    name: string;
                                    amount: string;
                                    showOnStatement: boolean;
                                }[];
                                total: string;
                                currency: string;
                                charged: {
                                    amount: string;
                                    currency: string;
                                };
                                exchange: {
                                    rate: string;
                                    date: string | null;
                                };
                                arrears: {
                                    amount: string;
                                    currency: string;
                                } | null;
                            } | null;
                            cost: {
                                costProductId: number;
                                version: number;
                                total: string;
                                currency: string;
                            } | null;
                            margin: string | null;
                        };
                        sender: {
                            name: string;
                            /** @default  */
                            company: string;
                            phone: string;
                            /** @default  */
                            email: string;
                            countryCode: string;
                            /** @default  */
                            province: string;
                            city: string;
                            /** @default  */
                            postcode: string;
                            address1: string;
                            /** @default  */
                            address2: string;
                            /** @default  */
                            clearanceNo: string;
                            houseNumber: string;
                        };
                        receiver: {
                            name: string;
                            /** @default  */
                            company: string;
                            phone: string;
                            /** @default  */
                            email: string;
                            countryCode: string;
                            /** @default  */
                            province: string;
                            city: string;
                            /** @default  */
                            postcode: string;
                            address1: string;
                            /** @default  */
                            address2: string;
                            /** @default  */
                            clearanceNo: string;
                            houseNumber: string;
                        };
                        boxes: {
                            boxNo: number;
                            lengthCm: string;
                            widthCm: string;
                            heightCm: string;
                            weightKg: string;
                            declaredValue: string;
                            lines: {
                                goodsNameZh: string;
                                goodsNameEn: string;
                                quantity: number;
                                unitValue: string;
                                hsCode: string;
                                /** @default CN */
                                originCountry: string;
                                /** @default  */
                                sku: string;
                                /** @default  */
                                brand: string;
                                /** @default  */
                                model: string;
                                /** @default  */
                                material: string;
                                /** @default  */
                                usage: string;
                                /** @default  */
                                link: string;
                                lineValue: string;
                            }[];
                        }[];
                        numbers: {
                            /** @enum {string} */
                            kind: "domesticInbound" | "customer" | "carrierMaster" | "carrierPiece" | "transfer" | "sellerTracking";
                            number: string;
                            boxNo: number | null;
                            carrier: string;
                            source: string;
                            createdAt: string;
                        }[];
                        finalLogisticsName: string | null;
                        tracknetCode: string | null;
                        lastMile: {
                            distributorCode: string;
                            distributorName: string;
                            deliveryServiceName: string | null;
                            trackingUrl: string | null;
                        } | null;
                        notes: {
                            field: string;
                            message: string;
                        }[];
                        createdAt: string;
                        paidAt: string | null;
                        log: {
                            id: number;
                            at: string;
                            userName: string;
                            event: string;
                            from: string | null;
                            to: string;
                            reason: string;
                        }[];
                        sellerLabel: {
                            /** @enum {string} */
                            marketplace: "tiktokShop" | "temu" | "shopee" | "other";
                            trackingNumber: string;
                            file: {
                                name: string;
                                size: number;
                                printCount: number;
                            } | null;
                        } | null;
                        submission: {
                            /** @enum {string} */
                            status: "waiting" | "success" | "failed" | "cancelled";
                            providerName: string;
                            trackingNumber: string | null;
                            /** @enum {string} */
                            labelStatus: "none" | "pending" | "obtained" | "timedOut";
                            errorMessage: string;
                            pushedAt: string | null;
                            byHand: boolean;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "orders.update": {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                ref: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    receiver?: {
                        name: string;
                        /** @default  */
                        company?: string;
                        phone: string;
                        /** @default  */
                        email?: string;
                        countryCode: string;
                        /** @default  */
                        province?: string;
                        city: string;
                        /** @default  */
                        postcode?: string;
                        address1: string;
                        /** @default  */
                        address2?: string;
                        /** @default  */
                        clearanceNo?: string;
                        /** @default  */
                        houseNumber?: string;
                    };
                    sender?: {
                        name: string;
                        /** @default  */
                        company?: string;
                        phone: string;
                        /** @default  */
                        email?: string;
                        countryCode: string;
                        /** @default  */
                        province?: string;
                        city: string;
                        /** @default  */
                        postcode?: string;
                        address1: string;
                        /** @default  */
                        address2?: string;
                        /** @default  */
                        clearanceNo?: string;
                        /** @default  */
                        houseNumber?: string;
                    };
                    referenceNo?: string;
                    remarks?: string;
                    boxes?: {
                        lengthCm: string;
                        widthCm: string;
                        heightCm: string;
                        weightKg: string;
                    }[];
                    declaration?: {
                        /** @default USD */
                        declaredCurrency?: string;
                        lines: {
                            goodsNameZh: string;
                            goodsNameEn: string;
                            quantity: number;
                            unitValue: string;
                            hsCode: string;
                            /** @default CN */
                            originCountry?: string;
                            /** @default  */
                            sku?: string;
                            /** @default  */
                            brand?: string;
                            /** @default  */
                            model?: string;
                            /** @default  */
                            material?: string;
                            /** @default  */
                            usage?: string;
                            /** @default  */
                            link?: string;
                        }[][];
                    };
                    taxNumbers?: {
                        /** @default  */
                        vatNo?: string;
                        /** @default  */
                        eoriNo?: string;
                        /** @default  */
                        hmrcNo?: string;
                        /** @default  */
                        iossNo?: string;
                    };
                    premiumPackages?: string[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        charge: {
                            from: string;
                            to: string;
                            currency: string;
                        };
                        difference: string;
                        paid: boolean;
                        id: number;
                        orderNo: string;
                        /** @enum {string} */
                        status: "created" | "canShip" | "cannotShip" | "handedOver" | "completed" | "cancelled" | "settled";
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "orders.cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        orderNo: string;
                        /** @enum {string} */
                        status: "created" | "canShip" | "cannotShip" | "handedOver" | "completed" | "cancelled" | "settled";
                        /** @enum {string} */
                        paymentStatus: "unpaid" | "held" | "paid" | "refunded" | "released";
                        version: number;
                        refunded: {
                            amount: string;
                            currency: string;
                        } | null;
                        requested: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "orders.label": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "labels.merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orders: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    tracking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    numbers: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            number: string;
                            found: boolean;
                            orderNo: string | null;
                            status: ("created" | "canShip" | "cannotShip" | "handedOver" | "completed" | "cancelled" | "settled") | null;
                            trackingStatus: ("infoReceived" | "inTransit" | "outForDelivery" | "failedAttempt" | "availableForPickup" | "delivered" | "exception" | "returned" | "lost" | "expired") | null;
                            trackingStatusText: string;
                            events: {
                                id: number;
                                number: string;
                                source: string;
                                code: string;
                                text: string;
                                place: string;
                                timeSent: string;
                                zone: string;
                                at: string;
                                assumed: boolean;
                                manual: boolean;
                                status: ("infoReceived" | "inTransit" | "outForDelivery" | "failedAttempt" | "availableForPickup" | "delivered" | "exception" | "returned" | "lost") | null;
                                statusText: string;
                                alert: boolean;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "wallet.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        wallets: {
                            id: number;
                            orgId: number;
                            currency: string;
                            balance: string;
                            held: string;
                            available: string;
                            deposit: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
}
