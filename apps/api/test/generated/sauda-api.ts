// Generated from the Sauda API document by `npm run api:client`. Do not edit.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database check */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/saveShipmentRecord": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a parcel booked outside Sauda (manual booking; reference MC + 10 digits when none is given) */
        post: operations["recordManualShipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a password reset link */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign out (revokes the session) */
        get: operations["signOut"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your notification preferences */
        get: operations["getNotificationPreferences"];
        /** Save your notification preferences */
        put: operations["updateNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Restore the session after a page reload */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your signed-in devices */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out one device */
        delete: operations["revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere else */
        post: operations["revokeOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/set-new-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset token */
        post: operations["setNewPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account (business) with its owner, and sign in */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update your profile or change your password */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verify the e-mail address with the link token or the e-mailed code */
        get: operations["verifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/verify/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the verification e-mail again */
        post: operations["resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billingLogs/saveBilling": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a billing entry for a store (amount in PKR) */
        post: operations["saveBilling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List categories with product counts */
        get: operations["listCategories"];
        put?: never;
        /** Create a category */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One category */
        get: operations["getCategory"];
        /** Rename or describe a category */
        put: operations["updateCategory"];
        post?: never;
        /** Delete a category (its products become uncategorised) */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/categories/{id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Add products to or remove them from a category */
        put: operations["updateCategoryProducts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cash-on-delivery checkout: creates the order with stock reserved */
        post: operations["checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/courier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The seller’s courier accounts (credentials never included) */
        get: operations["listCourierAccounts"];
        put?: never;
        /** Connect a courier account; its credentials are encrypted and checked at once */
        post: operations["createCourierAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/courier/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One courier account */
        get: operations["getCourierAccount"];
        /** Rename, enable or disable, switch environment or replace credentials */
        put: operations["updateCourierAccount"];
        post?: never;
        /** Remove a courier account that has no parcels */
        delete: operations["deleteCourierAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/courier/{id}/cites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The courier’s cities mapped onto Sauda cities (fetched from the courier on first use or refresh=true) */
        get: operations["listCourierCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/courier/{id}/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Fix city mappings by hand */
        put: operations["mapCourierCities"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/courier/{id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Poll the courier now: tracking, shipper advices and payments */
        post: operations["syncCourier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/courier/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test the connection with the stored credentials */
        post: operations["testCourierAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/courier/sauda-cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The canonical list of Pakistani cities shipped with Sauda */
        get: operations["listSaudaCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cpr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Courier payments (CPR / cheques) with expected vs paid */
        get: operations["listCourierPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cpr/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment, line by line */
        get: operations["getCourierPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cpr/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a courier payment file (CSV); importing the same file twice changes nothing
         * @description A CSV file with a header row (a courier’s CPR export as it comes). Columns, matched without case: cn: cn, tracking, tracking number, tracking_number, trackingnumber, consignment, consignment no, cn number, cn_number, booked_packet_cn; amount: amount, net amount, net_amount, paid, amount paid, amount_paid, net payable, netpayable, net_payable; reference: cpr, cpr number, cpr_number, cheque, cheque no, cheque_no, invoice_cheque_no, reference, payment id, paymentid, payment_id; date: date, paid on, paid_on, paidon, payment date, payment_date, invoice_cheque_date, settlement date. Required: a tracking-number column and an amount column (PKR). Rows are grouped by reference.
         */
        post: operations["importCourierPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cpr/unpaid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delivered or returned parcels no payment covers yet */
        get: operations["listUnpaidParcels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Buyers, built from orders (phone is the key) */
        get: operations["listCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One buyer with their order statistics */
        get: operations["getCustomer"];
        /** Rename, add notes, block or unblock a buyer */
        put: operations["updateCustomer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's and this month's figures, queues and the 30-day chart */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stock per variant (at one location or all) */
        get: operations["listInventory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adjust available stock (by a delta or to a counted quantity) with a reason */
        post: operations["adjustInventory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stock locations (the default one serves orders) */
        get: operations["listLocations"];
        put?: never;
        /** Add a stock location */
        post: operations["createLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a location or make it the default */
        put: operations["updateLocation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stock ledger (newest first), for one variant or all */
        get: operations["listStockMovements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Low and out-of-stock counts, units and stock value */
        get: operations["getInventorySummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A background job: status, progress and per-row errors */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/load-sheets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Load sheets, newest first */
        get: operations["listLoadSheets"];
        put?: never;
        /** Make a load sheet (the courier’s own through its API where it has one; always our manifest) */
        post: operations["createLoadSheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/load-sheets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One load sheet with its parcels */
        get: operations["getLoadSheet"];
        put?: never;
        post?: never;
        /** Delete a load sheet before hand-over (its parcels become free again) */
        delete: operations["deleteLoadSheet"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/load-sheets/{id}/courier-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The courier’s own load sheet PDF, when its API returned one */
        get: operations["getCourierLoadSheetPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/load-sheets/{id}/handover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand the parcels to the rider: each is picked up, each order Dispatched */
        post: operations["handOverLoadSheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/load-sheets/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Our manifest PDF: barcodes, totals, signature lines */
        get: operations["getLoadSheetPdf"];
        put?: never;
        post?: never;
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
        /** List orders (filters, search, sort, page or cursor) */
        get: operations["listOrders"];
        put?: never;
        /** Create an order (send Idempotency-Key to make retries safe) */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order with items, customer and timeline */
        get: operations["getOrder"];
        /** Edit items, amounts, notes, tags or payment method (before booking) */
        put: operations["updateOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{id}/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the shipping address (until dispatch) */
        put: operations["updateOrderAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{id}/confirmation/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that the confirmation link was sent to the buyer */
        post: operations["markConfirmationSent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{id}/confirmation/whatsapp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the buyer the confirmation link through WhatsApp Cloud API */
        post: operations["sendConfirmationWhatsapp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{id}/parcels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's parcels, newest first: courier history, load sheet, shipper advice and the courier's payment */
        get: operations["getOrderParcels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move an order along its lifecycle (409 names the allowed moves) */
        put: operations["updateOrderStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/booking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Book orders with couriers (a background job: poll it for progress and per-order results) */
        post: operations["bookOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/booking-cancel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel a booking with the courier (parcel id, or the order id of its live parcel) */
        put: operations["cancelBooking"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/booking/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking job: progress and per-order results */
        get: operations["getBookingJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/bulk-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the status of many orders; each succeeds or fails on its own */
        post: operations["bulkUpdateOrderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/dispatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Confirmed orders ready to book, with a suggested courier per destination city */
        get: operations["listDispatchQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the filtered orders as CSV (streamed) */
        get: operations["exportOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recent order imports with their progress */
        get: operations["listOrderImports"];
        put?: never;
        /**
         * Import orders from a CSV file (body: the file, Content-Type text/csv); runs in the background
         * @description A CSV file with a header row. Columns are matched without case, spaces or punctuation: buyer (or name, customer, customername, buyername); phone (or mobile, phonenumber, contact); address (or shippingaddress); city; province; payment (or paymentmethod); items; item (or product, title); quantity (or qty); unitprice (or unitpricepkr, price, pricepkr); discount (or discountpkr); shipping (or shippingpkr, deliverycharges); tags; notes (or note, remarks). Required: buyer, phone, address, city, and items or item. Amounts in PKR.
         */
        post: operations["importOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/procure-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark orders waiting for stock as procured */
        put: operations["markOrdersProcured"];
        post?: never;
        /** Remove the procured mark (orders wait for stock again) */
        delete: operations["unmarkOrdersProcured"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/tracking/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public parcel tracking by tracking link id or tracking number (no phone, address or amount) */
        get: operations["trackParcel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/procure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders waiting for stock, grouped by vendor and product */
        get: operations["listProcurement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/procure/purchase-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Raise a draft purchase order for what a vendor’s waiting orders need */
        post: operations["raiseProcurementPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List products (tabs, stock filter, vendor, category, search, listed) */
        get: operations["listProducts"];
        put?: never;
        /** Create a product with its variants, images and opening stock */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product with variants, stock and images */
        get: operations["getProduct"];
        /** Edit a product (variants with _id are kept, others added; missing ones removed) */
        put: operations["updateProduct"];
        post?: never;
        /** Delete a product, or archive it when orders or purchase orders reference it */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a product image (raw JPEG, PNG, WebP or GIF body, at most 5 MB) */
        post: operations["uploadProductImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search variants for pickers (order form, purchase orders) */
        get: operations["searchVariants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public-product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List a product in a Sauda store (public page /sp/{publicId}) */
        post: operations["listProductInStore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public-product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listed product as buyers see it (id: its public id) */
        get: operations["getPublicProduct"];
        put?: never;
        post?: never;
        /** Take a product out of the storefront (id: the product id) */
        delete: operations["unlistProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/order-confirmation/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buyer’s view of a COD order */
        get: operations["getOrderConfirmation"];
        put?: never;
        /** The buyer confirms, cancels or corrects the address */
        post: operations["answerOrderConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List purchase orders */
        get: operations["listPurchaseOrders"];
        put?: never;
        /** Create a draft purchase order */
        post: operations["createPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One purchase order */
        get: operations["getPurchaseOrder"];
        /** Edit a draft or sent purchase order */
        put: operations["updatePurchaseOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a purchase order (received units stay in stock) */
        post: operations["cancelPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The purchase order as a PDF */
        get: operations["getPurchaseOrderPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive some or all units (stock in at cost; waiting orders filled first) */
        post: operations["receivePurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the purchase order (e-mails the PDF to the vendor) */
        post: operations["sendPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Global search (orders by name, number, buyer, phone or tracking number) */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** When the last backup was taken, and when the next is due */
        get: operations["getBackupStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/whatsapp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your WhatsApp Cloud API sender (token never shown) */
        get: operations["getWhatsappSettings"];
        /** Connect a WhatsApp Cloud API sender (the number and token are checked with Meta) */
        put: operations["connectWhatsapp"];
        post?: never;
        /** Disconnect the WhatsApp sender */
        delete: operations["disconnectWhatsapp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/whatsapp/sandbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Use the sandbox WhatsApp: confirmations go to an on-screen phone, never to buyers (a real number must be disconnected first) */
        post: operations["connectWhatsappSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Parcels: booked, picked up, problem bookings or all */
        get: operations["listShipments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One parcel */
        get: operations["getShipment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Book a failed or unconfirmed parcel again (an unconfirmed one is looked up first) */
        post: operations["retryShipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move a manual-courier parcel on (picked up, in transit, delivered, returned) */
        put: operations["updateShipmentStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Airway bills (PDF) with Code 128 barcodes, 1 (4×6 in), 2 or 4 (A4) per page */
        get: operations["getAirwayBills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A scanned tracking number (or our reference) → the booked parcel, or why it cannot go on a sheet */
        get: operations["scanShipment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipper-advice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Parcels the couriers could not deliver, across couriers, with the buyer’s COD history */
        get: operations["listShipperAdvice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipper-advice/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer re-attempt, return or hold (sent to the courier’s API; recorded for manual couriers) */
        post: operations["answerShipperAdvice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shippers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pickup addresses (shipper info), default first */
        get: operations["listShippers"];
        put?: never;
        /** Add a pickup address; it is registered with couriers whose API keeps them */
        post: operations["createShipper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shippers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One pickup address */
        get: operations["getShipper"];
        /** Edit a pickup address */
        put: operations["updateShipper"];
        post?: never;
        /** Remove a pickup address (kept for parcels already booked from it) */
        delete: operations["deleteShipper"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shippers/{id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register the address with the couriers again */
        post: operations["syncShipper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shop/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A Sauda store’s catalogue (id: its public shop id) */
        get: operations["getShop"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the stores of the signed-in account */
        get: operations["listStores"];
        put?: never;
        /** Create a store */
        post: operations["createStore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a store */
        put: operations["renameStore"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/survey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The onboarding questionnaire of the account (null until answered) */
        get: operations["getSurvey"];
        /** Change the questionnaire answers */
        put: operations["updateSurvey"];
        /** Answer the onboarding questionnaire */
        post: operations["answerSurvey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List vendors (suppliers) */
        get: operations["listVendors"];
        put?: never;
        /** Add a vendor */
        post: operations["createVendor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One vendor */
        get: operations["getVendor"];
        /** Edit a vendor */
        put: operations["updateVendor"];
        post?: never;
        /** Delete a vendor without purchase orders */
        delete: operations["deleteVendor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/whatsapp/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Meta's webhook verification: answers hub.challenge when the verify token matches */
        get: operations["verifyWhatsappWebhook"];
        put?: never;
        /** A delivery from Meta (signed with X-Hub-Signature-256): message statuses */
        post: operations["receiveWhatsappWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/whatsapp/sandbox/chats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sandbox phone: the seller's messages to each buyer number and their answers */
        get: operations["listWhatsappSandboxChats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/whatsapp/sandbox/chats/{waId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The sandbox buyer opens the chat: the seller's messages in it turn read */
        post: operations["readWhatsappSandboxChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/whatsapp/sandbox/chats/{waId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The sandbox buyer taps a button or writes; it reaches Sauda as a signed webhook */
        post: operations["replyWhatsappSandboxChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
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
                        data: {
                            /** @enum {string} */
                            database: "pglite" | "postgres";
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    recordManualShipment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: string;
                    shipmentType: string;
                    shipperId?: string;
                    storeId: string;
                    trackingCompany: string;
                    trackingNumber?: string;
                    weightGrams?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            bookedAt: string | null;
                            codAmount: number;
                            consignee: {
                                address: string;
                                city: string;
                                name: string;
                                phone: string;
                            };
                            /** @enum {string} */
                            courier: "sandbox" | "manual" | "postex" | "leopards" | "trax" | "mnp" | "tcs";
                            courierId: string;
                            courierName: string;
                            courierStatus: string | null;
                            createdAt: string;
                            deliveredAt: string | null;
                            error: string | null;
                            loadSheetId: string | null;
                            orderId: string;
                            orderName: string;
                            pickedUpAt: string | null;
                            pieces: number;
                            reference: string;
                            returnedAt: string | null;
                            shipmentType: string;
                            shipperId: string | null;
                            /** @enum {string} */
                            state: "pending" | "booking" | "booked" | "failed" | "unknown" | "cancelled";
                            /** @enum {string|null} */
                            status: "booked" | "picked_up" | "in_transit" | "out_for_delivery" | "attempted" | "delivered" | "returning" | "returned" | "cancelled" | null;
                            storeId: string;
                            trackingNumber: string | null;
                            trackingUrl: string | null;
                            weightGrams: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description An e-mail address: at most 254 characters, at most 64 before the @ (trimmed, lower-cased)
                     */
                    email: string;
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
                        message: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Too many requests: wait the seconds `Retry-After` names */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    signOut: {
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
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getNotificationPreferences: {
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
                        data: {
                            codConfirmationAlerts: boolean;
                            courierStatusUpdates: boolean;
                            lowStockAlerts: boolean;
                            newOrderEmail: boolean;
                            paymentRemittance: boolean;
                            productNews: boolean;
                            weeklySummary: boolean;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    codConfirmationAlerts: boolean;
                    courierStatusUpdates: boolean;
                    lowStockAlerts: boolean;
                    newOrderEmail: boolean;
                    paymentRemittance: boolean;
                    productNews: boolean;
                    weeklySummary: boolean;
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
                        data: {
                            codConfirmationAlerts: boolean;
                            courierStatusUpdates: boolean;
                            lowStockAlerts: boolean;
                            newOrderEmail: boolean;
                            paymentRemittance: boolean;
                            productNews: boolean;
                            weeklySummary: boolean;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getSession: {
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
                        data: {
                            saudaSurvey: {
                                _id: string;
                                businessName: string;
                                city: string;
                                couriers: ("PostEx" | "Leopards" | "Trax" | "M&P" | "TCS" | "Call Courier" | "BlueEx" | "Rider" | "None yet")[];
                                createdAt: string;
                                currentlySelling: boolean;
                                /** @enum {string} */
                                monthlyOrders: "0" | "1-100" | "101-500" | "501-2000" | "2001-10000" | "10000+";
                                salesPlatforms: ("Shopify" | "WooCommerce" | "Daraz" | "Facebook / Instagram" | "WhatsApp" | "Own website" | "None yet")[];
                                updatedAt: string;
                                whatYouSell: ("Clothing & fashion" | "Shoes & bags" | "Beauty & personal care" | "Electronics & accessories" | "Home & kitchen" | "Health & wellness" | "Kids & toys" | "Food & grocery" | "Jewellery & watches" | "Other")[];
                            } | null;
                            stores: {
                                _id: string;
                                createdAt: string;
                                name: string;
                                /** @enum {string} */
                                platform: "shopify" | "sauda";
                            }[];
                            token: string;
                            user: {
                                _id: string;
                                accountId: string;
                                accountName: string;
                                createdAt: string;
                                email: string;
                                emailVerified: boolean;
                                image: string | null;
                                name: string;
                                permissions: ("profile:manage" | "account:read" | "account:manage" | "stores:read" | "stores:manage" | "survey:manage" | "orders:read" | "orders:manage" | "customers:read" | "customers:manage" | "dashboard:read" | "products:read" | "products:manage" | "inventory:read" | "inventory:manage" | "purchasing:read" | "purchasing:manage" | "couriers:read" | "couriers:manage" | "shipping:read" | "shipping:manage" | "settings:manage")[];
                                phone: string | null;
                                /** @enum {string} */
                                role: "owner";
                            };
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listSessions: {
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
                        data: {
                            _id: string;
                            createdAt: string;
                            current: boolean;
                            expiresAt: string;
                            ip: string | null;
                            lastSeenAt: string;
                            userAgent: string | null;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    revokeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        message: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    revokeOtherSessions: {
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
                        data: {
                            revoked: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    setNewPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
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
                        message: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Too many requests: wait the seconds `Retry-After` names */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description An e-mail address: at most 254 characters, at most 64 before the @ (trimmed, lower-cased)
                     */
                    email: string;
                    password: string;
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
                        data: {
                            saudaSurvey: {
                                _id: string;
                                businessName: string;
                                city: string;
                                couriers: ("PostEx" | "Leopards" | "Trax" | "M&P" | "TCS" | "Call Courier" | "BlueEx" | "Rider" | "None yet")[];
                                createdAt: string;
                                currentlySelling: boolean;
                                /** @enum {string} */
                                monthlyOrders: "0" | "1-100" | "101-500" | "501-2000" | "2001-10000" | "10000+";
                                salesPlatforms: ("Shopify" | "WooCommerce" | "Daraz" | "Facebook / Instagram" | "WhatsApp" | "Own website" | "None yet")[];
                                updatedAt: string;
                                whatYouSell: ("Clothing & fashion" | "Shoes & bags" | "Beauty & personal care" | "Electronics & accessories" | "Home & kitchen" | "Health & wellness" | "Kids & toys" | "Food & grocery" | "Jewellery & watches" | "Other")[];
                            } | null;
                            stores: {
                                _id: string;
                                createdAt: string;
                                name: string;
                                /** @enum {string} */
                                platform: "shopify" | "sauda";
                            }[];
                            token: string;
                            user: {
                                _id: string;
                                accountId: string;
                                accountName: string;
                                createdAt: string;
                                email: string;
                                emailVerified: boolean;
                                image: string | null;
                                name: string;
                                permissions: ("profile:manage" | "account:read" | "account:manage" | "stores:read" | "stores:manage" | "survey:manage" | "orders:read" | "orders:manage" | "customers:read" | "customers:manage" | "dashboard:read" | "products:read" | "products:manage" | "inventory:read" | "inventory:manage" | "purchasing:read" | "purchasing:manage" | "couriers:read" | "couriers:manage" | "shipping:read" | "shipping:manage" | "settings:manage")[];
                                phone: string | null;
                                /** @enum {string} */
                                role: "owner";
                            };
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Too many requests: wait the seconds `Retry-After` names */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessName?: string;
                    /**
                     * Format: email
                     * @description An e-mail address: at most 254 characters, at most 64 before the @ (trimmed, lower-cased)
                     */
                    email: string;
                    name: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            saudaSurvey: {
                                _id: string;
                                businessName: string;
                                city: string;
                                couriers: ("PostEx" | "Leopards" | "Trax" | "M&P" | "TCS" | "Call Courier" | "BlueEx" | "Rider" | "None yet")[];
                                createdAt: string;
                                currentlySelling: boolean;
                                /** @enum {string} */
                                monthlyOrders: "0" | "1-100" | "101-500" | "501-2000" | "2001-10000" | "10000+";
                                salesPlatforms: ("Shopify" | "WooCommerce" | "Daraz" | "Facebook / Instagram" | "WhatsApp" | "Own website" | "None yet")[];
                                updatedAt: string;
                                whatYouSell: ("Clothing & fashion" | "Shoes & bags" | "Beauty & personal care" | "Electronics & accessories" | "Home & kitchen" | "Health & wellness" | "Kids & toys" | "Food & grocery" | "Jewellery & watches" | "Other")[];
                            } | null;
                            stores: {
                                _id: string;
                                createdAt: string;
                                name: string;
                                /** @enum {string} */
                                platform: "shopify" | "sauda";
                            }[];
                            token: string;
                            user: {
                                _id: string;
                                accountId: string;
                                accountName: string;
                                createdAt: string;
                                email: string;
                                emailVerified: boolean;
                                image: string | null;
                                name: string;
                                permissions: ("profile:manage" | "account:read" | "account:manage" | "stores:read" | "stores:manage" | "survey:manage" | "orders:read" | "orders:manage" | "customers:read" | "customers:manage" | "dashboard:read" | "products:read" | "products:manage" | "inventory:read" | "inventory:manage" | "purchasing:read" | "purchasing:manage" | "couriers:read" | "couriers:manage" | "shipping:read" | "shipping:manage" | "settings:manage")[];
                                phone: string | null;
                                /** @enum {string} */
                                role: "owner";
                            };
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Too many requests: wait the seconds `Retry-After` names */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Only the fields to change; newPassword needs currentPassword */
        requestBody: {
            content: {
                "application/json": {
                    currentPassword?: string;
                    image?: string | "";
                    name?: string;
                    newPassword?: string;
                    phone?: string | "";
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
                        data: {
                            user: {
                                _id: string;
                                accountId: string;
                                accountName: string;
                                createdAt: string;
                                email: string;
                                emailVerified: boolean;
                                image: string | null;
                                name: string;
                                permissions: ("profile:manage" | "account:read" | "account:manage" | "stores:read" | "stores:manage" | "survey:manage" | "orders:read" | "orders:manage" | "customers:read" | "customers:manage" | "dashboard:read" | "products:read" | "products:manage" | "inventory:read" | "inventory:manage" | "purchasing:read" | "purchasing:manage" | "couriers:read" | "couriers:manage" | "shipping:read" | "shipping:manage" | "settings:manage")[];
                                phone: string | null;
                                /** @enum {string} */
                                role: "owner";
                            };
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query: {
                query: {
                    code?: string;
                    /**
                     * Format: email
                     * @description An e-mail address: at most 254 characters, at most 64 before the @ (trimmed, lower-cased)
                     */
                    email?: string;
                    token?: string;
                } & (unknown | unknown);
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
                        data: {
                            /** @enum {boolean} */
                            emailVerified: true;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Too many requests: wait the seconds `Retry-After` names */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    resendVerification: {
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
                        message: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Too many requests: wait the seconds `Retry-After` names */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    saveBilling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_total_price: number | string;
                    orderId?: string;
                    storeId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            amount: number;
                            orderId: string | null;
                            storeId: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                search?: string;
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
                        data: {
                            _id: string;
                            createdAt: string;
                            description: string;
                            name: string;
                            productsCount: number;
                            thumbnailUrl: string | null;
                        }[];
                        meta: {
                            limit: number;
                            page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    description?: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            createdAt: string;
                            description: string;
                            name: string;
                            productsCount: number;
                            thumbnailUrl: string | null;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            _id: string;
                            createdAt: string;
                            description: string;
                            name: string;
                            productsCount: number;
                            thumbnailUrl: string | null;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    name?: string;
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
                        data: {
                            _id: string;
                            createdAt: string;
                            description: string;
                            name: string;
                            productsCount: number;
                            thumbnailUrl: string | null;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    deleteCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    updateCategoryProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description At least one product id in add or remove */
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    add?: string[];
                    /** @default [] */
                    remove?: string[];
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
                        data: {
                            _id: string;
                            createdAt: string;
                            description: string;
                            name: string;
                            productsCount: number;
                            thumbnailUrl: string | null;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    checkout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first result again; with another body, 409 */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    /**
                     * @description A city Sauda knows (GET /api/v1/courier/sauda-cities); case and common short forms are forgiven
                     * @enum {string}
                     */
                    city: "Abbottabad" | "Ahmedpur East" | "Aliabad" | "Alipur" | "Alpuri" | "Arifwala" | "Astore" | "Athmuqam" | "Attock" | "Badin" | "Bagh" | "Bahawalnagar" | "Bahawalpur" | "Bannu" | "Batkhela" | "Battagram" | "Bela" | "Bhakkar" | "Bhalwal" | "Bhimber" | "Burewala" | "Chakwal" | "Chaman" | "Charsadda" | "Chichawatni" | "Chilas" | "Chiniot" | "Chishtian" | "Chitral" | "Chunian" | "Dadu" | "Daharki" | "Dalbandin" | "Daska" | "Depalpur" | "Dera Allah Yar" | "Dera Ghazi Khan" | "Dera Ismail Khan" | "Dera Murad Jamali" | "Digri" | "Dina" | "Dir" | "Faisalabad" | "Fateh Jang" | "Ferozwala" | "Fort Abbas" | "Gahkuch" | "Ghanche" | "Ghotki" | "Gilgit" | "Gojra" | "Gujar Khan" | "Gujranwala" | "Gujrat" | "Gwadar" | "Hafizabad" | "Hajira" | "Hala" | "Hangu" | "Haripur" | "Haroonabad" | "Hasilpur" | "Hassan Abdal" | "Havelian" | "Hub" | "Hyderabad" | "Islamabad" | "Islamkot" | "Jacobabad" | "Jampur" | "Jamrud" | "Jamshoro" | "Jaranwala" | "Jatoi" | "Jhang" | "Jhelum" | "Jiwani" | "Kabirwala" | "Kalat" | "Kallar Kahar" | "Kamalia" | "Kamber Ali Khan" | "Kamoke" | "Kandhkot" | "Karachi" | "Karak" | "Kashmore" | "Kasur" | "Khairpur" | "Khanewal" | "Khanpur" | "Kharan" | "Kharian" | "Khushab" | "Khuzdar" | "Kohat" | "Kot Abdul Malik" | "Kot Addu" | "Kot Radha Kishan" | "Kotli" | "Kotri" | "Lahore" | "Lakki Marwat" | "Lalamusa" | "Landi Kotal" | "Larkana" | "Layyah" | "Liaquatpur" | "Lodhran" | "Loralai" | "Mandi Bahauddin" | "Mansehra" | "Mardan" | "Mastung" | "Matiari" | "Mehar" | "Mian Channu" | "Mianwali" | "Mingora" | "Mirpur" | "Mirpur Khas" | "Mirpur Mathelo" | "Mithi" | "Moro" | "Multan" | "Muridke" | "Murree" | "Muzaffarabad" | "Muzaffargarh" | "Nankana Sahib" | "Narowal" | "Naushahro Feroze" | "Nawabshah" | "Nowshera" | "Nushki" | "Okara" | "Ormara" | "Pakpattan" | "Palandri" | "Panjgur" | "Pano Aqil" | "Parachinar" | "Pasni" | "Pasrur" | "Pattoki" | "Peshawar" | "Phalia" | "Pind Dadan Khan" | "Pindi Bhattian" | "Pishin" | "Quetta" | "Rahim Yar Khan" | "Raiwind" | "Rajanpur" | "Rawalakot" | "Rawalpindi" | "Renala Khurd" | "Risalpur" | "Rohri" | "Sadiqabad" | "Sahiwal" | "Sambrial" | "Samundri" | "Sanghar" | "Sangla Hill" | "Sarai Alamgir" | "Sargodha" | "Sehwan" | "Shabqadar" | "Shahdadkot" | "Shahdadpur" | "Shakargarh" | "Sheikhupura" | "Shigar" | "Shikarpur" | "Shujabad" | "Sialkot" | "Sibi" | "Skardu" | "Sujawal" | "Sukkur" | "Swabi" | "Takht-i-Bahi" | "Talagang" | "Tando Adam" | "Tando Allahyar" | "Tando Jam" | "Tando Muhammad Khan" | "Tank" | "Taunsa" | "Taxila" | "Thatta" | "Timergara" | "Toba Tek Singh" | "Topi" | "Turbat" | "Umerkot" | "Usta Muhammad" | "Vehari" | "Wah Cantonment" | "Wazirabad" | "Yazman" | "Zhob";
                    items: {
                        publicId: string;
                        quantity: number;
                        variantId: string;
                    }[];
                    name: string;
                    notes?: string;
                    /** @description A Pakistani phone number: 03001234567, 0300 1234567, +92 300 1234567 or 923001234567 */
                    phone: string;
                    /** @enum {string|null} */
                    province?: "Punjab" | "Sindh" | "Khyber Pakhtunkhwa" | "Balochistan" | "Islamabad Capital Territory" | "Gilgit-Baltistan" | "Azad Jammu and Kashmir" | null;
                    shopId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            confirmationUrl: string;
                            orderName: string;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Too many requests: wait the seconds `Retry-After` names */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listCourierAccounts: {
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
                        data: {
                            _id: string;
                            /** @enum {string} */
                            courier: "sandbox" | "manual" | "postex" | "leopards" | "trax" | "mnp" | "tcs";
                            courierName: string;
                            createdAt: string;
                            enabled: boolean;
                            /** @enum {string} */
                            environment: "production" | "staging";
                            lastSyncAt: string | null;
                            lastSyncError: string | null;
                            lastTestedAt: string | null;
                            lastTestMessage: string | null;
                            lastTestOk: boolean | null;
                            name: string;
                            publicCredentials: {
                                [key: string]: string;
                            };
                            secretsSet: string[];
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    createCourierAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    courier: "sandbox" | "manual" | "postex" | "leopards" | "trax" | "mnp" | "tcs";
                    /** @default {} */
                    credentials?: {
                        [key: string]: string;
                    };
                    /**
                     * @default production
                     * @enum {string}
                     */
                    environment?: "production" | "staging";
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            /** @enum {string} */
                            courier: "sandbox" | "manual" | "postex" | "leopards" | "trax" | "mnp" | "tcs";
                            courierName: string;
                            createdAt: string;
                            enabled: boolean;
                            /** @enum {string} */
                            environment: "production" | "staging";
                            lastSyncAt: string | null;
                            lastSyncError: string | null;
                            lastTestedAt: string | null;
                            lastTestMessage: string | null;
                            lastTestOk: boolean | null;
                            name: string;
                            publicCredentials: {
                                [key: string]: string;
                            };
                            secretsSet: string[];
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getCourierAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            _id: string;
                            /** @enum {string} */
                            courier: "sandbox" | "manual" | "postex" | "leopards" | "trax" | "mnp" | "tcs";
                            courierName: string;
                            createdAt: string;
                            enabled: boolean;
                            /** @enum {string} */
                            environment: "production" | "staging";
                            lastSyncAt: string | null;
                            lastSyncError: string | null;
                            lastTestedAt: string | null;
                            lastTestMessage: string | null;
                            lastTestOk: boolean | null;
                            name: string;
                            publicCredentials: {
                                [key: string]: string;
                            };
                            secretsSet: string[];
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    updateCourierAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credentials?: {
                        [key: string]: string;
                    };
                    enabled?: boolean;
                    /** @enum {string} */
                    environment?: "production" | "staging";
                    name?: string;
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
                        data: {
                            _id: string;
                            /** @enum {string} */
                            courier: "sandbox" | "manual" | "postex" | "leopards" | "trax" | "mnp" | "tcs";
                            courierName: string;
                            createdAt: string;
                            enabled: boolean;
                            /** @enum {string} */
                            environment: "production" | "staging";
                            lastSyncAt: string | null;
                            lastSyncError: string | null;
                            lastTestedAt: string | null;
                            lastTestMessage: string | null;
                            lastTestOk: boolean | null;
                            name: string;
                            publicCredentials: {
                                [key: string]: string;
                            };
                            secretsSet: string[];
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    deleteCourierAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listCourierCities: {
        parameters: {
            query?: {
                match?: "auto" | "manual" | "none";
                refresh?: "true" | "false";
                search?: string;
            };
            header?: never;
            path: {
                id: string;
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
                        data: {
                            courierCityId: string;
                            courierCityName: string;
                            delivery: boolean;
                            /** @enum {string} */
                            match: "auto" | "manual" | "none";
                            pickup: boolean;
                            saudaCity: string | null;
                        }[];
                        meta: {
                            fetchedAt: string | null;
                            mapped: number;
                            total: number;
                            unmapped: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    mapCourierCities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mappings: {
                        courierCityId: string;
                        saudaCity: string | null;
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
                        data: {
                            courierCityId: string;
                            courierCityName: string;
                            delivery: boolean;
                            /** @enum {string} */
                            match: "auto" | "manual" | "none";
                            pickup: boolean;
                            saudaCity: string | null;
                        }[];
                        meta: {
                            fetchedAt: string | null;
                            mapped: number;
                            total: number;
                            unmapped: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    syncCourier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            queued: boolean;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    testCourierAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            message: string;
                            ok: boolean;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listSaudaCities: {
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
                        data: {
                            name: string;
                            province: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listCourierPayments: {
        parameters: {
            query?: {
                courierId?: string;
                limit?: number;
                page?: number;
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
                        data: {
                            _id: string;
                            counts: {
                                matched: number;
                                over: number;
                                short: number;
                                unexpected: number;
                            };
                            courierId: string;
                            courierName: string;
                            createdAt: string;
                            expected: number;
                            fileName: string | null;
                            lines: number;
                            method: string | null;
                            paid: number;
                            paidOn: string | null;
                            reference: string;
                            /** @enum {string} */
                            source: "api" | "import";
                        }[];
                        meta: {
                            limit: number;
                            page: number;
                            total: number;
                            totals: {
                                expected: number;
                                paid: number;
                                unpaidExpected: number;
                                unpaidParcels: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getCourierPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            _id: string;
                            counts: {
                                matched: number;
                                over: number;
                                short: number;
                                unexpected: number;
                            };
                            courierId: string;
                            courierName: string;
                            createdAt: string;
                            expected: number;
                            fileName: string | null;
                            items: {
                                chargesKnown: boolean;
                                codAmount: number | null;
                                deliveryCharges: number | null;
                                difference: number | null;
                                expected: number | null;
                                orderId: string | null;
                                orderName: string | null;
                                paid: number;
                                paidTotal: number;
                                /** @enum {string|null} */
                                parcelStatus: "booked" | "picked_up" | "in_transit" | "out_for_delivery" | "attempted" | "delivered" | "returning" | "returned" | "cancelled" | null;
                                returnCharges: number | null;
                                shipmentId: string | null;
                                /** @enum {string} */
                                status: "matched" | "short" | "over" | "unexpected";
                                trackingNumber: string;
                            }[];
                            lines: number;
                            method: string | null;
                            paid: number;
                            paidOn: string | null;
                            reference: string;
                            /** @enum {string} */
                            source: "api" | "import";
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    importCourierPayments: {
        parameters: {
            query: {
                courierId: string;
                fileName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The file’s text */
        requestBody: {
            content: {
                "text/csv": string;
                "text/plain": string;
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
                        data: {
                            lines: number;
                            newLines: number;
                            newPayments: number;
                            payments: number;
                            skipped: {
                                message: string;
                                row: number;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listUnpaidParcels: {
        parameters: {
            query?: {
                courierId?: string;
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
                        data: {
                            ageDays: number;
                            courierName: string;
                            expected: number;
                            finishedAt: string | null;
                            orderName: string;
                            shipmentId: string;
                            /** @enum {string} */
                            state: "awaiting" | "missing";
                            /** @enum {string} */
                            status: "booked" | "picked_up" | "in_transit" | "out_for_delivery" | "attempted" | "delivered" | "returning" | "returned" | "cancelled";
                            trackingNumber: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                blocked?: "true" | "false";
                limit?: number;
                page?: number;
                search?: string;
                sort?: "-lastOrderAt" | "-ordersCount" | "-totalSpent" | "name";
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
                        data: {
                            _id: string;
                            blocked: boolean;
                            cancelledCount: number;
                            city: string | null;
                            createdAt: string;
                            deliveredCount: number;
                            lastAddress: {
                                address: string;
                                city: string;
                                province: string | null;
                            } | null;
                            lastOrderAt: string | null;
                            name: string;
                            notes: string | null;
                            ordersCount: number;
                            phone: string;
                            returnedCount: number;
                            totalSpent: number;
                            warning: string | null;
                        }[];
                        meta: {
                            limit: number;
                            page: number;
                            total: number;
                            totalCapped: boolean;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            _id: string;
                            blocked: boolean;
                            cancelledCount: number;
                            city: string | null;
                            createdAt: string;
                            deliveredCount: number;
                            lastAddress: {
                                address: string;
                                city: string;
                                province: string | null;
                            } | null;
                            lastOrderAt: string | null;
                            name: string;
                            notes: string | null;
                            ordersCount: number;
                            phone: string;
                            returnedCount: number;
                            totalSpent: number;
                            warning: string | null;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    blocked?: boolean;
                    name?: string;
                    notes?: string;
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
                        data: {
                            _id: string;
                            blocked: boolean;
                            cancelledCount: number;
                            city: string | null;
                            createdAt: string;
                            deliveredCount: number;
                            lastAddress: {
                                address: string;
                                city: string;
                                province: string | null;
                            } | null;
                            lastOrderAt: string | null;
                            name: string;
                            notes: string | null;
                            ordersCount: number;
                            phone: string;
                            returnedCount: number;
                            totalSpent: number;
                            warning: string | null;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getDashboard: {
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
                        data: {
                            attention: {
                                failedBookings: number;
                                lowStock: number;
                                shipperAdvice: {
                                    count: number;
                                    nextDeadline: string | null;
                                };
                                unpaidDelivered: {
                                    amount: number;
                                    count: number;
                                };
                            };
                            confirmation: {
                                cancelled: number;
                                confirmed: number;
                                rate: number | null;
                                sent: number;
                            };
                            daily: {
                                date: string;
                                orders: number;
                                revenue: number;
                            }[];
                            month: {
                                orders: number;
                                revenue: number;
                            };
                            today: {
                                orders: number;
                                revenue: number;
                            };
                            waiting: {
                                awaitingPickup: number;
                                booking: number;
                                confirmation: number;
                                inTransit: number;
                                whatsappFailed: number;
                            };
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listInventory: {
        parameters: {
            query?: {
                limit?: number;
                locationId?: string;
                page?: number;
                search?: string;
                stock?: "all" | "low" | "out" | "backordered";
                vendor?: string;
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
                        data: {
                            allowBackorder: boolean;
                            available: number;
                            backordered: number;
                            committed: number;
                            cost: number | null;
                            low: boolean;
                            lowStockThreshold: number;
                            onHand: number;
                            productId: string;
                            productTitle: string;
                            sku: string | null;
                            thumbnailUrl: string | null;
                            variantId: string;
                            variantTitle: string;
                        }[];
                        meta: {
                            limit: number;
                            lowCount?: number;
                            outCount?: number;
                            page: number;
                            total: number;
                            totalCapped: boolean;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    adjustInventory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Either delta (a change, not 0) or setTo (the counted quantity), never both */
        requestBody: {
            content: {
                "application/json": {
                    delta?: number;
                    locationId?: string;
                    note?: string;
                    /** @enum {string} */
                    reason: "count" | "received" | "damaged" | "lost" | "returned" | "correction" | "other";
                    setTo?: number;
                    variantId: string;
                } & (unknown | unknown);
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
                        data: {
                            allowBackorder: boolean;
                            available: number;
                            backordered: number;
                            committed: number;
                            cost: number | null;
                            low: boolean;
                            lowStockThreshold: number;
                            onHand: number;
                            productId: string;
                            productTitle: string;
                            sku: string | null;
                            thumbnailUrl: string | null;
                            variantId: string;
                            variantTitle: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listLocations: {
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
                        data: {
                            _id: string;
                            address: string | null;
                            city: string | null;
                            isDefault: boolean;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    createLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    city?: string | null;
                    isDefault?: boolean;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            address: string | null;
                            city: string | null;
                            isDefault: boolean;
                            name: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    updateLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    city?: string | null;
                    isDefault?: boolean;
                    name: string;
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
                        data: {
                            _id: string;
                            address: string | null;
                            city: string | null;
                            isDefault: boolean;
                            name: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listStockMovements: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                variantId?: string;
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
                        data: {
                            _id: string;
                            actorName: string | null;
                            at: string;
                            availableAfter: number;
                            deltaAvailable: number;
                            deltaCommitted: number;
                            /** @enum {string} */
                            kind: "initial" | "order" | "cancel" | "return" | "fulfil" | "adjustment" | "receipt";
                            locationName: string;
                            note: string | null;
                            order: {
                                _id: string;
                                name: string;
                            } | null;
                            purchaseOrder: {
                                _id: string;
                                number: string;
                            } | null;
                            reason: string | null;
                            unitCost: number | null;
                            variantId: string;
                        }[];
                        meta: {
                            limit: number;
                            page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getInventorySummary: {
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
                        data: {
                            lowCount: number;
                            outCount: number;
                            stockValue: number;
                            units: number;
                            waitingOrders: number;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            _id: string;
                            createdAt: string;
                            errors: {
                                message: string;
                                row: number;
                            }[];
                            finishedAt: string | null;
                            lastError: string | null;
                            progress: number;
                            result: {
                                [key: string]: unknown;
                            } | null;
                            /** @enum {string} */
                            status: "queued" | "running" | "succeeded" | "failed";
                            total: number;
                            type: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listLoadSheets: {
        parameters: {
            query?: {
                courierId?: string;
                limit?: number;
                page?: number;
                status?: "generated" | "handed_over";
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
                        data: {
                            _id: string;
                            codTotal: number;
                            courierId: string;
                            courierName: string;
                            courierSheetId: string | null;
                            createdAt: string;
                            createdBy: string | null;
                            handedOverAt: string | null;
                            hasCourierPdf: boolean;
                            number: string;
                            parcelCount: number;
                            shipperId: string | null;
                            shipperName: string | null;
                            /** @enum {string} */
                            status: "generated" | "handed_over";
                        }[];
                        meta: {
                            limit: number;
                            page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    createLoadSheet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    courierId: string;
                    shipmentIds: string[];
                    shipperId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            codTotal: number;
                            courierId: string;
                            courierName: string;
                            courierSheetId: string | null;
                            createdAt: string;
                            createdBy: string | null;
                            handedOverAt: string | null;
                            hasCourierPdf: boolean;
                            number: string;
                            parcelCount: number;
                            parcels: {
                                _id: string;
                                bookedAt: string | null;
                                codAmount: number;
                                consignee: {
                                    address: string;
                                    city: string;
                                    name: string;
                                    phone: string;
                                };
                                /** @enum {string} */
                                courier: "sandbox" | "manual" | "postex" | "leopards" | "trax" | "mnp" | "tcs";
                                courierId: string;
                                courierName: string;
                                courierStatus: string | null;
                                createdAt: string;
                                deliveredAt: string | null;
                                error: string | null;
                                loadSheetId: string | null;
                                orderId: string;
                                orderName: string;
                                pickedUpAt: string | null;
                                pieces: number;
                                reference: string;
                                returnedAt: string | null;
                                shipmentType: string;
                                shipperId: string | null;
                                /** @enum {string} */
                                state: "pending" | "booking" | "booked" | "failed" | "unknown" | "cancelled";
                                /** @enum {string|null} */
                                status: "booked" | "picked_up" | "in_transit" | "out_for_delivery" | "attempted" | "delivered" | "returning" | "returned" | "cancelled" | null;
                                storeId: string;
                                trackingNumber: string | null;
                                trackingUrl: string | null;
                                weightGrams: number;
                            }[];
                            shipperId: string | null;
                            shipperName: string | null;
                            /** @enum {string} */
                            status: "generated" | "handed_over";
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getLoadSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            _id: string;
                            codTotal: number;
                            courierId: string;
                            courierName: string;
                            courierSheetId: string | null;
                            createdAt: string;
                            createdBy: string | null;
                            handedOverAt: string | null;
                            hasCourierPdf: boolean;
                            number: string;
                            parcelCount: number;
                            parcels: {
                                _id: string;
                                bookedAt: string | null;
                                codAmount: number;
                                consignee: {
                                    address: string;
                                    city: string;
                                    name: string;
                                    phone: string;
                                };
                                /** @enum {string} */
                                courier: "sandbox" | "manual" | "postex" | "leopards" | "trax" | "mnp" | "tcs";
                                courierId: string;
                                courierName: string;
                                courierStatus: string | null;
                                createdAt: string;
                                deliveredAt: string | null;
                                error: string | null;
                                loadSheetId: string | null;
                                orderId: string;
                                orderName: string;
                                pickedUpAt: string | null;
                                pieces: number;
                                reference: string;
                                returnedAt: string | null;
                                shipmentType: string;
                                shipperId: string | null;
                                /** @enum {string} */
                                state: "pending" | "booking" | "booked" | "failed" | "unknown" | "cancelled";
                                /** @enum {string|null} */
                                status: "booked" | "picked_up" | "in_transit" | "out_for_delivery" | "attempted" | "delivered" | "returning" | "returned" | "cancelled" | null;
                                storeId: string;
                                trackingNumber: string | null;
                                trackingUrl: string | null;
                                weightGrams: number;
                            }[];
                            shipperId: string | null;
                            shipperName: string | null;
                            /** @enum {string} */
                            status: "generated" | "handed_over";
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    deleteLoadSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getCourierLoadSheetPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The courier’s load sheet PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    handOverLoadSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            _id: string;
                            codTotal: number;
                            courierId: string;
                            courierName: string;
                            courierSheetId: string | null;
                            createdAt: string;
                            createdBy: string | null;
                            handedOverAt: string | null;
                            hasCourierPdf: boolean;
                            number: string;
                            parcelCount: number;
                            parcels: {
                                _id: string;
                                bookedAt: string | null;
                                codAmount: number;
                                consignee: {
                                    address: string;
                                    city: string;
                                    name: string;
                                    phone: string;
                                };
                                /** @enum {string} */
                                courier: "sandbox" | "manual" | "postex" | "leopards" | "trax" | "mnp" | "tcs";
                                courierId: string;
                                courierName: string;
                                courierStatus: string | null;
                                createdAt: string;
                                deliveredAt: string | null;
                                error: string | null;
                                loadSheetId: string | null;
                                orderId: string;
                                orderName: string;
                                pickedUpAt: string | null;
                                pieces: number;
                                reference: string;
                                returnedAt: string | null;
                                shipmentType: string;
                                shipperId: string | null;
                                /** @enum {string} */
                                state: "pending" | "booking" | "booked" | "failed" | "unknown" | "cancelled";
                                /** @enum {string|null} */
                                status: "booked" | "picked_up" | "in_transit" | "out_for_delivery" | "attempted" | "delivered" | "returning" | "returned" | "cancelled" | null;
                                storeId: string;
                                trackingNumber: string | null;
                                trackingUrl: string | null;
                                weightGrams: number;
                            }[];
                            shipperId: string | null;
                            shipperName: string | null;
                            /** @enum {string} */
                            status: "generated" | "handed_over";
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getLoadSheetPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The manifest PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                city?: string;
                confirmation?: "not_required" | "awaiting" | "confirmed" | "cancelled";
                cursor?: string;
                customerId?: string;
                /** @description A calendar date that exists, YYYY-MM-DD */
                endDate?: string;
                limit?: number;
                page?: number;
                paymentMethod?: "COD" | "prepaid";
                search?: string;
                sort?: "createdAt" | "-createdAt" | "total" | "-total" | "name" | "-name";
                /** @description A calendar date that exists, YYYY-MM-DD */
                startDate?: string;
                status?: "Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled";
                storeId?: string;
                tag?: string;
                whatsapp?: "accepted" | "sent" | "failed" | "delivered" | "read";
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
                        data: {
                            _id: string;
                            confirmationSentAt: string | null;
                            /** @enum {string} */
                            confirmationStatus: "not_required" | "awaiting" | "confirmed" | "cancelled";
                            confirmationUrl: string | null;
                            createdAt: string;
                            itemCount: number;
                            name: string;
                            /** @enum {string} */
                            paymentMethod: "COD" | "prepaid";
                            pricing: {
                                currentTotalPrice: number;
                            };
                            shipmentDetails: {
                                addresses: {
                                    city: string;
                                    name: string;
                                    phone: string;
                                }[];
                            };
                            /** @enum {string} */
                            source: "manual" | "sauda" | "shopify" | "reseller";
                            /** @enum {string} */
                            status: "Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled";
                            storeId: string;
                            tags: string[];
                            trackingNumber: string | null;
                        }[];
                        meta: {
                            limit: number;
                            nextCursor: string | null;
                            page: number;
                            statusCounts: {
                                [key: string]: number;
                            };
                            total: number;
                            totalCapped: boolean;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first result again; with another body, 409 */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Integer paisa (PKR × 100), 0 … PKR 100,000,000
                     * @default 0
                     */
                    discount?: number;
                    lineItems: ({
                        quantity: number;
                        sku?: string;
                        title?: string;
                        /** @description Integer paisa (PKR × 100), 0 … PKR 100,000,000 */
                        unitPrice?: number;
                        variantId?: string;
                    } | unknown | unknown)[];
                    notes?: string;
                    /** @enum {string} */
                    paymentMethod: "COD" | "prepaid";
                    /**
                     * @description Integer paisa (PKR × 100), 0 … PKR 100,000,000
                     * @default 0
                     */
                    shipping?: number;
                    shippingAddress: {
                        address: string;
                        city: string;
                        name: string;
                        /** @description A Pakistani phone number: 03001234567, 0300 1234567, +92 300 1234567 or 923001234567 */
                        phone: string;
                        /** @enum {string|null} */
                        province?: "Punjab" | "Sindh" | "Khyber Pakhtunkhwa" | "Balochistan" | "Islamabad Capital Territory" | "Gilgit-Baltistan" | "Azad Jammu and Kashmir" | null;
                    };
                    storeId: string;
                    tags?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            allowedTransitions: ("Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled")[];
                            confirmation: {
                                answeredBy: {
                                    /** @enum {string} */
                                    kind: "user" | "buyer" | "courier" | "system";
                                    name: string | null;
                                } | null;
                                respondedAt: string | null;
                                sentAt: string | null;
                                /** @enum {string} */
                                status: "not_required" | "awaiting" | "confirmed" | "cancelled";
                                url: string | null;
                                whatsapp: {
                                    at: string;
                                    error: {
                                        advice: string;
                                        code: number;
                                        title: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "accepted" | "sent" | "failed" | "delivered" | "read";
                                } | null;
                            };
                            courierId: string | null;
                            createdAt: string;
                            customer: {
                                _id: string;
                                blocked: boolean;
                                deliveredCount: number;
                                name: string;
                                ordersCount: number;
                                phone: string;
                                returnedCount: number;
                                warning: string | null;
                            };
                            lineItems: {
                                _id: string;
                                backorderedQty: number;
                                productId: string | null;
                                quantity: number;
                                sku: string | null;
                                thumbnailUrl: string | null;
                                title: string;
                                total: number;
                                unitPrice: number;
                                variantId: string | null;
                            }[];
                            name: string;
                            notes: string | null;
                            orderNumber: number;
                            /** @enum {string} */
                            paymentMethod: "COD" | "prepaid";
                            pricing: {
                                /** @enum {string} */
                                currency: "PKR";
                                currentTotalPrice: number;
                                discount: number;
                                shipping: number;
                                subtotal: number;
                            };
                            /** @enum {string} */
                            procurementStatus: "none" | "waiting" | "procured";
                            selectedCourier: string | null;
                            shipmentDetails: {
                                addresses: {
                                    address: string;
                                    city: string;
                                    name: string;
                                    phone: string;
                                    province: string | null;
                                }[];
                            };
                            shipmentType: string | null;
                            shipperId: string | null;
                            /** @enum {string} */
                            source: "manual" | "sauda" | "shopify" | "reseller";
                            /** @enum {string} */
                            status: "Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled";
                            storeId: string;
                            tags: string[];
                            timeline: {
                                _id: string;
                                actor: {
                                    /** @enum {string} */
                                    kind: "user" | "buyer" | "courier" | "system";
                                    name: string | null;
                                };
                                at: string;
                                message: string;
                                type: string;
                            }[];
                            trackingNumber: string | null;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            _id: string;
                            allowedTransitions: ("Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled")[];
                            confirmation: {
                                answeredBy: {
                                    /** @enum {string} */
                                    kind: "user" | "buyer" | "courier" | "system";
                                    name: string | null;
                                } | null;
                                respondedAt: string | null;
                                sentAt: string | null;
                                /** @enum {string} */
                                status: "not_required" | "awaiting" | "confirmed" | "cancelled";
                                url: string | null;
                                whatsapp: {
                                    at: string;
                                    error: {
                                        advice: string;
                                        code: number;
                                        title: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "accepted" | "sent" | "failed" | "delivered" | "read";
                                } | null;
                            };
                            courierId: string | null;
                            createdAt: string;
                            customer: {
                                _id: string;
                                blocked: boolean;
                                deliveredCount: number;
                                name: string;
                                ordersCount: number;
                                phone: string;
                                returnedCount: number;
                                warning: string | null;
                            };
                            lineItems: {
                                _id: string;
                                backorderedQty: number;
                                productId: string | null;
                                quantity: number;
                                sku: string | null;
                                thumbnailUrl: string | null;
                                title: string;
                                total: number;
                                unitPrice: number;
                                variantId: string | null;
                            }[];
                            name: string;
                            notes: string | null;
                            orderNumber: number;
                            /** @enum {string} */
                            paymentMethod: "COD" | "prepaid";
                            pricing: {
                                /** @enum {string} */
                                currency: "PKR";
                                currentTotalPrice: number;
                                discount: number;
                                shipping: number;
                                subtotal: number;
                            };
                            /** @enum {string} */
                            procurementStatus: "none" | "waiting" | "procured";
                            selectedCourier: string | null;
                            shipmentDetails: {
                                addresses: {
                                    address: string;
                                    city: string;
                                    name: string;
                                    phone: string;
                                    province: string | null;
                                }[];
                            };
                            shipmentType: string | null;
                            shipperId: string | null;
                            /** @enum {string} */
                            source: "manual" | "sauda" | "shopify" | "reseller";
                            /** @enum {string} */
                            status: "Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled";
                            storeId: string;
                            tags: string[];
                            timeline: {
                                _id: string;
                                actor: {
                                    /** @enum {string} */
                                    kind: "user" | "buyer" | "courier" | "system";
                                    name: string | null;
                                };
                                at: string;
                                message: string;
                                type: string;
                            }[];
                            trackingNumber: string | null;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    updateOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Integer paisa (PKR × 100), 0 … PKR 100,000,000 */
                    discount?: number;
                    lineItems?: ({
                        quantity: number;
                        sku?: string;
                        title?: string;
                        /** @description Integer paisa (PKR × 100), 0 … PKR 100,000,000 */
                        unitPrice?: number;
                        variantId?: string;
                    } | unknown | unknown)[];
                    notes?: string;
                    /** @enum {string} */
                    paymentMethod?: "COD" | "prepaid";
                    /** @description Integer paisa (PKR × 100), 0 … PKR 100,000,000 */
                    shipping?: number;
                    tags?: string[];
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
                        data: {
                            _id: string;
                            allowedTransitions: ("Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled")[];
                            confirmation: {
                                answeredBy: {
                                    /** @enum {string} */
                                    kind: "user" | "buyer" | "courier" | "system";
                                    name: string | null;
                                } | null;
                                respondedAt: string | null;
                                sentAt: string | null;
                                /** @enum {string} */
                                status: "not_required" | "awaiting" | "confirmed" | "cancelled";
                                url: string | null;
                                whatsapp: {
                                    at: string;
                                    error: {
                                        advice: string;
                                        code: number;
                                        title: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "accepted" | "sent" | "failed" | "delivered" | "read";
                                } | null;
                            };
                            courierId: string | null;
                            createdAt: string;
                            customer: {
                                _id: string;
                                blocked: boolean;
                                deliveredCount: number;
                                name: string;
                                ordersCount: number;
                                phone: string;
                                returnedCount: number;
                                warning: string | null;
                            };
                            lineItems: {
                                _id: string;
                                backorderedQty: number;
                                productId: string | null;
                                quantity: number;
                                sku: string | null;
                                thumbnailUrl: string | null;
                                title: string;
                                total: number;
                                unitPrice: number;
                                variantId: string | null;
                            }[];
                            name: string;
                            notes: string | null;
                            orderNumber: number;
                            /** @enum {string} */
                            paymentMethod: "COD" | "prepaid";
                            pricing: {
                                /** @enum {string} */
                                currency: "PKR";
                                currentTotalPrice: number;
                                discount: number;
                                shipping: number;
                                subtotal: number;
                            };
                            /** @enum {string} */
                            procurementStatus: "none" | "waiting" | "procured";
                            selectedCourier: string | null;
                            shipmentDetails: {
                                addresses: {
                                    address: string;
                                    city: string;
                                    name: string;
                                    phone: string;
                                    province: string | null;
                                }[];
                            };
                            shipmentType: string | null;
                            shipperId: string | null;
                            /** @enum {string} */
                            source: "manual" | "sauda" | "shopify" | "reseller";
                            /** @enum {string} */
                            status: "Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled";
                            storeId: string;
                            tags: string[];
                            timeline: {
                                _id: string;
                                actor: {
                                    /** @enum {string} */
                                    kind: "user" | "buyer" | "courier" | "system";
                                    name: string | null;
                                };
                                at: string;
                                message: string;
                                type: string;
                            }[];
                            trackingNumber: string | null;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    updateOrderAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    city: string;
                    name: string;
                    /** @description A Pakistani phone number: 03001234567, 0300 1234567, +92 300 1234567 or 923001234567 */
                    phone: string;
                    /** @enum {string|null} */
                    province?: "Punjab" | "Sindh" | "Khyber Pakhtunkhwa" | "Balochistan" | "Islamabad Capital Territory" | "Gilgit-Baltistan" | "Azad Jammu and Kashmir" | null;
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
                        data: {
                            _id: string;
                            allowedTransitions: ("Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled")[];
                            confirmation: {
                                answeredBy: {
                                    /** @enum {string} */
                                    kind: "user" | "buyer" | "courier" | "system";
                                    name: string | null;
                                } | null;
                                respondedAt: string | null;
                                sentAt: string | null;
                                /** @enum {string} */
                                status: "not_required" | "awaiting" | "confirmed" | "cancelled";
                                url: string | null;
                                whatsapp: {
                                    at: string;
                                    error: {
                                        advice: string;
                                        code: number;
                                        title: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "accepted" | "sent" | "failed" | "delivered" | "read";
                                } | null;
                            };
                            courierId: string | null;
                            createdAt: string;
                            customer: {
                                _id: string;
                                blocked: boolean;
                                deliveredCount: number;
                                name: string;
                                ordersCount: number;
                                phone: string;
                                returnedCount: number;
                                warning: string | null;
                            };
                            lineItems: {
                                _id: string;
                                backorderedQty: number;
                                productId: string | null;
                                quantity: number;
                                sku: string | null;
                                thumbnailUrl: string | null;
                                title: string;
                                total: number;
                                unitPrice: number;
                                variantId: string | null;
                            }[];
                            name: string;
                            notes: string | null;
                            orderNumber: number;
                            /** @enum {string} */
                            paymentMethod: "COD" | "prepaid";
                            pricing: {
                                /** @enum {string} */
                                currency: "PKR";
                                currentTotalPrice: number;
                                discount: number;
                                shipping: number;
                                subtotal: number;
                            };
                            /** @enum {string} */
                            procurementStatus: "none" | "waiting" | "procured";
                            selectedCourier: string | null;
                            shipmentDetails: {
                                addresses: {
                                    address: string;
                                    city: string;
                                    name: string;
                                    phone: string;
                                    province: string | null;
                                }[];
                            };
                            shipmentType: string | null;
                            shipperId: string | null;
                            /** @enum {string} */
                            source: "manual" | "sauda" | "shopify" | "reseller";
                            /** @enum {string} */
                            status: "Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled";
                            storeId: string;
                            tags: string[];
                            timeline: {
                                _id: string;
                                actor: {
                                    /** @enum {string} */
                                    kind: "user" | "buyer" | "courier" | "system";
                                    name: string | null;
                                };
                                at: string;
                                message: string;
                                type: string;
                            }[];
                            trackingNumber: string | null;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    markConfirmationSent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    channel: "whatsapp_link" | "whatsapp_api" | "manual";
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
                        data: {
                            _id: string;
                            allowedTransitions: ("Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled")[];
                            confirmation: {
                                answeredBy: {
                                    /** @enum {string} */
                                    kind: "user" | "buyer" | "courier" | "system";
                                    name: string | null;
                                } | null;
                                respondedAt: string | null;
                                sentAt: string | null;
                                /** @enum {string} */
                                status: "not_required" | "awaiting" | "confirmed" | "cancelled";
                                url: string | null;
                                whatsapp: {
                                    at: string;
                                    error: {
                                        advice: string;
                                        code: number;
                                        title: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "accepted" | "sent" | "failed" | "delivered" | "read";
                                } | null;
                            };
                            courierId: string | null;
                            createdAt: string;
                            customer: {
                                _id: string;
                                blocked: boolean;
                                deliveredCount: number;
                                name: string;
                                ordersCount: number;
                                phone: string;
                                returnedCount: number;
                                warning: string | null;
                            };
                            lineItems: {
                                _id: string;
                                backorderedQty: number;
                                productId: string | null;
                                quantity: number;
                                sku: string | null;
                                thumbnailUrl: string | null;
                                title: string;
                                total: number;
                                unitPrice: number;
                                variantId: string | null;
                            }[];
                            name: string;
                            notes: string | null;
                            orderNumber: number;
                            /** @enum {string} */
                            paymentMethod: "COD" | "prepaid";
                            pricing: {
                                /** @enum {string} */
                                currency: "PKR";
                                currentTotalPrice: number;
                                discount: number;
                                shipping: number;
                                subtotal: number;
                            };
                            /** @enum {string} */
                            procurementStatus: "none" | "waiting" | "procured";
                            selectedCourier: string | null;
                            shipmentDetails: {
                                addresses: {
                                    address: string;
                                    city: string;
                                    name: string;
                                    phone: string;
                                    province: string | null;
                                }[];
                            };
                            shipmentType: string | null;
                            shipperId: string | null;
                            /** @enum {string} */
                            source: "manual" | "sauda" | "shopify" | "reseller";
                            /** @enum {string} */
                            status: "Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled";
                            storeId: string;
                            tags: string[];
                            timeline: {
                                _id: string;
                                actor: {
                                    /** @enum {string} */
                                    kind: "user" | "buyer" | "courier" | "system";
                                    name: string | null;
                                };
                                at: string;
                                message: string;
                                type: string;
                            }[];
                            trackingNumber: string | null;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    sendConfirmationWhatsapp: {
        parameters: {
            query?: {
                /** @description true: send although the link already went out (otherwise 409 ALREADY_SENT) */
                again?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
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
                        data: {
                            _id: string;
                            allowedTransitions: ("Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled")[];
                            confirmation: {
                                answeredBy: {
                                    /** @enum {string} */
                                    kind: "user" | "buyer" | "courier" | "system";
                                    name: string | null;
                                } | null;
                                respondedAt: string | null;
                                sentAt: string | null;
                                /** @enum {string} */
                                status: "not_required" | "awaiting" | "confirmed" | "cancelled";
                                url: string | null;
                                whatsapp: {
                                    at: string;
                                    error: {
                                        advice: string;
                                        code: number;
                                        title: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "accepted" | "sent" | "failed" | "delivered" | "read";
                                } | null;
                            };
                            courierId: string | null;
                            createdAt: string;
                            customer: {
                                _id: string;
                                blocked: boolean;
                                deliveredCount: number;
                                name: string;
                                ordersCount: number;
                                phone: string;
                                returnedCount: number;
                                warning: string | null;
                            };
                            lineItems: {
                                _id: string;
                                backorderedQty: number;
                                productId: string | null;
                                quantity: number;
                                sku: string | null;
                                thumbnailUrl: string | null;
                                title: string;
                                total: number;
                                unitPrice: number;
                                variantId: string | null;
                            }[];
                            name: string;
                            notes: string | null;
                            orderNumber: number;
                            /** @enum {string} */
                            paymentMethod: "COD" | "prepaid";
                            pricing: {
                                /** @enum {string} */
                                currency: "PKR";
                                currentTotalPrice: number;
                                discount: number;
                                shipping: number;
                                subtotal: number;
                            };
                            /** @enum {string} */
                            procurementStatus: "none" | "waiting" | "procured";
                            selectedCourier: string | null;
                            shipmentDetails: {
                                addresses: {
                                    address: string;
                                    city: string;
                                    name: string;
                                    phone: string;
                                    province: string | null;
                                }[];
                            };
                            shipmentType: string | null;
                            shipperId: string | null;
                            /** @enum {string} */
                            source: "manual" | "sauda" | "shopify" | "reseller";
                            /** @enum {string} */
                            status: "Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled";
                            storeId: string;
                            tags: string[];
                            timeline: {
                                _id: string;
                                actor: {
                                    /** @enum {string} */
                                    kind: "user" | "buyer" | "courier" | "system";
                                    name: string | null;
                                };
                                at: string;
                                message: string;
                                type: string;
                            }[];
                            trackingNumber: string | null;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getOrderParcels: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            advice: {
                                _id: string;
                                /** @enum {string|null} */
                                action: "reattempt" | "return" | "hold" | null;
                                answeredAt: string | null;
                                answeredBy: string | null;
                                attempts: number;
                                deadline: string | null;
                                reason: string;
                                /** @enum {string} */
                                status: "open" | "answered" | "closed";
                            } | null;
                            events: {
                                at: string;
                                location: string | null;
                                message: string;
                                /** @enum {string|null} */
                                status: "booked" | "picked_up" | "in_transit" | "out_for_delivery" | "attempted" | "delivered" | "returning" | "returned" | "cancelled" | null;
                            }[];
                            loadSheet: {
                                _id: string;
                                handedOverAt: string | null;
                                number: string;
                                /** @enum {string} */
                                status: "generated" | "handed_over";
                            } | null;
                            payment: {
                                chargesKnown: boolean;
                                expected: number;
                                lines: {
                                    amount: number;
                                    paidOn: string | null;
                                    paymentId: string;
                                    reference: string;
                                }[];
                                paid: number;
                                /** @enum {string} */
                                state: "not_due" | "awaiting" | "overdue" | "matched" | "short" | "over";
                            };
                            shipment: {
                                _id: string;
                                bookedAt: string | null;
                                codAmount: number;
                                consignee: {
                                    address: string;
                                    city: string;
                                    name: string;
                                    phone: string;
                                };
                                /** @enum {string} */
                                courier: "sandbox" | "manual" | "postex" | "leopards" | "trax" | "mnp" | "tcs";
                                courierId: string;
                                courierName: string;
                                courierStatus: string | null;
                                createdAt: string;
                                deliveredAt: string | null;
                                error: string | null;
                                loadSheetId: string | null;
                                orderId: string;
                                orderName: string;
                                pickedUpAt: string | null;
                                pieces: number;
                                reference: string;
                                returnedAt: string | null;
                                shipmentType: string;
                                shipperId: string | null;
                                /** @enum {string} */
                                state: "pending" | "booking" | "booked" | "failed" | "unknown" | "cancelled";
                                /** @enum {string|null} */
                                status: "booked" | "picked_up" | "in_transit" | "out_for_delivery" | "attempted" | "delivered" | "returning" | "returned" | "cancelled" | null;
                                storeId: string;
                                trackingNumber: string | null;
                                trackingUrl: string | null;
                                weightGrams: number;
                            };
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    updateOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                    /** @enum {string} */
                    status: "Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled";
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
                        data: {
                            _id: string;
                            allowedTransitions: ("Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled")[];
                            confirmation: {
                                answeredBy: {
                                    /** @enum {string} */
                                    kind: "user" | "buyer" | "courier" | "system";
                                    name: string | null;
                                } | null;
                                respondedAt: string | null;
                                sentAt: string | null;
                                /** @enum {string} */
                                status: "not_required" | "awaiting" | "confirmed" | "cancelled";
                                url: string | null;
                                whatsapp: {
                                    at: string;
                                    error: {
                                        advice: string;
                                        code: number;
                                        title: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "accepted" | "sent" | "failed" | "delivered" | "read";
                                } | null;
                            };
                            courierId: string | null;
                            createdAt: string;
                            customer: {
                                _id: string;
                                blocked: boolean;
                                deliveredCount: number;
                                name: string;
                                ordersCount: number;
                                phone: string;
                                returnedCount: number;
                                warning: string | null;
                            };
                            lineItems: {
                                _id: string;
                                backorderedQty: number;
                                productId: string | null;
                                quantity: number;
                                sku: string | null;
                                thumbnailUrl: string | null;
                                title: string;
                                total: number;
                                unitPrice: number;
                                variantId: string | null;
                            }[];
                            name: string;
                            notes: string | null;
                            orderNumber: number;
                            /** @enum {string} */
                            paymentMethod: "COD" | "prepaid";
                            pricing: {
                                /** @enum {string} */
                                currency: "PKR";
                                currentTotalPrice: number;
                                discount: number;
                                shipping: number;
                                subtotal: number;
                            };
                            /** @enum {string} */
                            procurementStatus: "none" | "waiting" | "procured";
                            selectedCourier: string | null;
                            shipmentDetails: {
                                addresses: {
                                    address: string;
                                    city: string;
                                    name: string;
                                    phone: string;
                                    province: string | null;
                                }[];
                            };
                            shipmentType: string | null;
                            shipperId: string | null;
                            /** @enum {string} */
                            source: "manual" | "sauda" | "shopify" | "reseller";
                            /** @enum {string} */
                            status: "Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled";
                            storeId: string;
                            tags: string[];
                            timeline: {
                                _id: string;
                                actor: {
                                    /** @enum {string} */
                                    kind: "user" | "buyer" | "courier" | "system";
                                    name: string | null;
                                };
                                at: string;
                                message: string;
                                type: string;
                            }[];
                            trackingNumber: string | null;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    bookOrders: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first result again; with another body, 409 */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orders: {
                        courierId?: string;
                        orderId?: string;
                        pieces?: number;
                        remarks?: string;
                        shipmentType?: string;
                        shipperId?: string;
                        storeId?: string;
                        weightGrams?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            createdAt: string;
                            finishedAt: string | null;
                            progress: number;
                            results: {
                                message: string | null;
                                orderId: string;
                                orderName: string;
                                shipmentId: string;
                                /** @enum {string} */
                                state: "pending" | "booking" | "booked" | "failed" | "unknown" | "cancelled";
                                trackingNumber: string | null;
                            }[];
                            /** @enum {string} */
                            status: "queued" | "running" | "succeeded" | "failed";
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    cancelBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            _id: string;
                            bookedAt: string | null;
                            codAmount: number;
                            consignee: {
                                address: string;
                                city: string;
                                name: string;
                                phone: string;
                            };
                            /** @enum {string} */
                            courier: "sandbox" | "manual" | "postex" | "leopards" | "trax" | "mnp" | "tcs";
                            courierId: string;
                            courierName: string;
                            courierStatus: string | null;
                            createdAt: string;
                            deliveredAt: string | null;
                            error: string | null;
                            loadSheetId: string | null;
                            orderId: string;
                            orderName: string;
                            pickedUpAt: string | null;
                            pieces: number;
                            reference: string;
                            returnedAt: string | null;
                            shipmentType: string;
                            shipperId: string | null;
                            /** @enum {string} */
                            state: "pending" | "booking" | "booked" | "failed" | "unknown" | "cancelled";
                            /** @enum {string|null} */
                            status: "booked" | "picked_up" | "in_transit" | "out_for_delivery" | "attempted" | "delivered" | "returning" | "returned" | "cancelled" | null;
                            storeId: string;
                            trackingNumber: string | null;
                            trackingUrl: string | null;
                            weightGrams: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getBookingJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            _id: string;
                            createdAt: string;
                            finishedAt: string | null;
                            progress: number;
                            results: {
                                message: string | null;
                                orderId: string;
                                orderName: string;
                                shipmentId: string;
                                /** @enum {string} */
                                state: "pending" | "booking" | "booked" | "failed" | "unknown" | "cancelled";
                                trackingNumber: string | null;
                            }[];
                            /** @enum {string} */
                            status: "queued" | "running" | "succeeded" | "failed";
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    bulkUpdateOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                    reason?: string;
                    /** @enum {string} */
                    status: "Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled";
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
                        data: {
                            failed: {
                                _id: string;
                                message: string;
                                name: string | null;
                            }[];
                            updated: string[];
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listDispatchQueue: {
        parameters: {
            query?: {
                city?: string;
                limit?: number;
                page?: number;
                search?: string;
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
                        data: {
                            _id: string;
                            codAmount: number;
                            consignee: {
                                address: string;
                                city: string;
                                name: string;
                                phone: string;
                            };
                            createdAt: string;
                            itemCount: number;
                            lastBooking: {
                                error: string | null;
                                shipmentId: string;
                                /** @enum {string} */
                                state: "pending" | "booking" | "booked" | "failed" | "unknown" | "cancelled";
                            } | null;
                            name: string;
                            paymentMethod: string;
                            status: string;
                            storeId: string;
                            suggestion: {
                                city: string;
                                courierId: string | null;
                                deliveryRate: number | null;
                                parcels: number;
                                reason: string;
                            };
                            total: number;
                            weightGrams: number;
                        }[];
                        meta: {
                            limit: number;
                            page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    exportOrdersCsv: {
        parameters: {
            query?: {
                city?: string;
                confirmation?: "not_required" | "awaiting" | "confirmed" | "cancelled";
                customerId?: string;
                /** @description A calendar date that exists, YYYY-MM-DD */
                endDate?: string;
                paymentMethod?: "COD" | "prepaid";
                search?: string;
                sort?: "createdAt" | "-createdAt" | "total" | "-total" | "name" | "-name";
                /** @description A calendar date that exists, YYYY-MM-DD */
                startDate?: string;
                status?: "Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled";
                storeId?: string;
                tag?: string;
                whatsapp?: "accepted" | "sent" | "failed" | "delivered" | "read";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The orders as CSV, one row per order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listOrderImports: {
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
                        data: {
                            _id: string;
                            createdAt: string;
                            errors: {
                                message: string;
                                row: number;
                            }[];
                            finishedAt: string | null;
                            lastError: string | null;
                            progress: number;
                            result: {
                                [key: string]: unknown;
                            } | null;
                            /** @enum {string} */
                            status: "queued" | "running" | "succeeded" | "failed";
                            total: number;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    importOrders: {
        parameters: {
            query: {
                storeId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": string;
                "text/plain": string;
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            createdAt: string;
                            errors: {
                                message: string;
                                row: number;
                            }[];
                            finishedAt: string | null;
                            lastError: string | null;
                            progress: number;
                            result: {
                                [key: string]: unknown;
                            } | null;
                            /** @enum {string} */
                            status: "queued" | "running" | "succeeded" | "failed";
                            total: number;
                            type: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    markOrdersProcured: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
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
                        data: {
                            failed: {
                                _id: string;
                                message: string;
                                name: string | null;
                            }[];
                            updated: string[];
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    unmarkOrdersProcured: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
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
                        data: {
                            failed: {
                                _id: string;
                                message: string;
                                name: string | null;
                            }[];
                            updated: string[];
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    trackParcel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            bookedAt: string | null;
                            courierName: string;
                            deliveredAt: string | null;
                            destinationCity: string;
                            events: {
                                at: string;
                                location: string | null;
                                message: string;
                                /** @enum {string|null} */
                                status: "booked" | "picked_up" | "in_transit" | "out_for_delivery" | "attempted" | "delivered" | "returning" | "returned" | "cancelled" | null;
                            }[];
                            orderName: string;
                            /** @enum {string} */
                            status: "booked" | "picked_up" | "in_transit" | "out_for_delivery" | "attempted" | "delivered" | "returning" | "returned" | "cancelled";
                            statusLabel: string;
                            storeName: string;
                            trackingNumber: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Too many requests: wait the seconds `Retry-After` names */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listProcurement: {
        parameters: {
            query?: {
                status?: "waiting" | "procured";
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
                        data: {
                            items: {
                                cost: number | null;
                                onOrderQty: number;
                                orders: {
                                    _id: string;
                                    createdAt: string;
                                    name: string;
                                    /** @enum {string} */
                                    procurementStatus: "none" | "waiting" | "procured";
                                    quantity: number;
                                }[];
                                productId: string;
                                productTitle: string;
                                sku: string | null;
                                thumbnailUrl: string | null;
                                variantId: string;
                                variantTitle: string;
                                waitingQty: number;
                            }[];
                            vendor: {
                                _id: string;
                                name: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    raiseProcurementPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    variantIds?: string[];
                    vendorId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            createdAt: string;
                            expectedAt: string | null;
                            history: {
                                actorName: string | null;
                                at: string;
                                message: string;
                            }[];
                            lines: {
                                _id: string;
                                productId: string;
                                productTitle: string;
                                quantity: number;
                                receivedQty: number;
                                sku: string | null;
                                total: number;
                                unitCost: number;
                                variantId: string;
                                variantTitle: string;
                            }[];
                            location: {
                                _id: string;
                                name: string;
                            };
                            notes: string | null;
                            number: string;
                            orderedQty: number;
                            receivedQty: number;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "draft" | "sent" | "partially_received" | "received" | "cancelled";
                            total: number;
                            vendor: {
                                _id: string;
                                email: string | null;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: {
                categoryId?: string;
                isListed?: "true" | "false";
                limit?: number;
                page?: number;
                prodStatus?: "all" | "in_stock" | "low_stock" | "out_of_stock";
                search?: string;
                sort?: "-createdAt" | "createdAt" | "title" | "-title" | "price" | "-price";
                status?: "active" | "draft" | "archived";
                tabStatus?: "all" | "active" | "draft" | "archived";
                vendor?: string;
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
                        data: {
                            _id: string;
                            available: number;
                            category: {
                                _id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            discount: number | null;
                            isListed: boolean;
                            lowStock: boolean;
                            priceMax: number;
                            priceMin: number;
                            publicId: string | null;
                            sku: string | null;
                            /** @enum {string} */
                            status: "active" | "draft" | "archived";
                            thumbnailUrl: string | null;
                            title: string;
                            variantsCount: number;
                            vendor: {
                                _id: string;
                                name: string;
                            } | null;
                        }[];
                        meta: {
                            counts: {
                                active: number;
                                all: number;
                                archived: number;
                                draft: number;
                            };
                            limit: number;
                            page: number;
                            total: number;
                            totalCapped: boolean;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    allowBackorder?: boolean;
                    categoryId?: string | null;
                    /** @default  */
                    descriptionHtml?: string;
                    /** @default null */
                    discount?: number | null;
                    /** @default [] */
                    imageIds?: string[];
                    /** @default 5 */
                    lowStockThreshold?: number;
                    /** @default [] */
                    options?: {
                        name: string;
                        values: string[];
                    }[];
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "draft" | "archived";
                    tags?: string[];
                    title: string;
                    variants: {
                        _id?: string;
                        barcode?: string | null;
                        /** @description Integer paisa (PKR × 100), 0 … PKR 100,000,000 */
                        compareAtPrice?: number | null;
                        /** @description Integer paisa (PKR × 100), 0 … PKR 100,000,000 */
                        cost?: number | null;
                        imageId?: string | null;
                        inventory?: number | null;
                        /** @default [] */
                        optionValues?: string[];
                        /** @description Integer paisa (PKR × 100), 0 … PKR 100,000,000 */
                        price: number;
                        sku?: string | null;
                        weightGrams?: number | null;
                    }[];
                    vendorId?: string | null;
                    weightGrams: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            allowBackorder: boolean;
                            category: {
                                _id: string;
                                name: string;
                            } | null;
                            categoryId: string | null;
                            createdAt: string;
                            descriptionHtml: string;
                            discount: number | null;
                            hasOrders: boolean;
                            images: {
                                height: number;
                                id: string;
                                thumbnailUrl: string;
                                url: string;
                                width: number;
                            }[];
                            isListed: boolean;
                            lowStockThreshold: number;
                            options: {
                                name: string;
                                values: string[];
                            }[];
                            publicId: string | null;
                            publicUrl: string | null;
                            /** @enum {string} */
                            status: "active" | "draft" | "archived";
                            tags: string[];
                            title: string;
                            updatedAt: string;
                            variants: {
                                _id: string;
                                available: number;
                                backordered: number;
                                barcode: string | null;
                                committed: number;
                                compareAtPrice: number | null;
                                cost: number | null;
                                discountedPrice: number;
                                imageId: string | null;
                                optionValues: string[];
                                price: number;
                                sku: string | null;
                                title: string;
                                weightGrams: number | null;
                            }[];
                            vendor: {
                                _id: string;
                                name: string;
                            } | null;
                            vendorId: string | null;
                            weightGrams: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            _id: string;
                            allowBackorder: boolean;
                            category: {
                                _id: string;
                                name: string;
                            } | null;
                            categoryId: string | null;
                            createdAt: string;
                            descriptionHtml: string;
                            discount: number | null;
                            hasOrders: boolean;
                            images: {
                                height: number;
                                id: string;
                                thumbnailUrl: string;
                                url: string;
                                width: number;
                            }[];
                            isListed: boolean;
                            lowStockThreshold: number;
                            options: {
                                name: string;
                                values: string[];
                            }[];
                            publicId: string | null;
                            publicUrl: string | null;
                            /** @enum {string} */
                            status: "active" | "draft" | "archived";
                            tags: string[];
                            title: string;
                            updatedAt: string;
                            variants: {
                                _id: string;
                                available: number;
                                backordered: number;
                                barcode: string | null;
                                committed: number;
                                compareAtPrice: number | null;
                                cost: number | null;
                                discountedPrice: number;
                                imageId: string | null;
                                optionValues: string[];
                                price: number;
                                sku: string | null;
                                title: string;
                                weightGrams: number | null;
                            }[];
                            vendor: {
                                _id: string;
                                name: string;
                            } | null;
                            vendorId: string | null;
                            weightGrams: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    allowBackorder?: boolean;
                    categoryId?: string | null;
                    descriptionHtml?: string;
                    discount?: number | null;
                    imageIds?: string[];
                    lowStockThreshold?: number;
                    options?: {
                        name: string;
                        values: string[];
                    }[];
                    /** @enum {string} */
                    status?: "active" | "draft" | "archived";
                    tags?: string[];
                    title?: string;
                    variants?: {
                        _id?: string;
                        barcode?: string | null;
                        /** @description Integer paisa (PKR × 100), 0 … PKR 100,000,000 */
                        compareAtPrice?: number | null;
                        /** @description Integer paisa (PKR × 100), 0 … PKR 100,000,000 */
                        cost?: number | null;
                        imageId?: string | null;
                        inventory?: number | null;
                        /** @default [] */
                        optionValues?: string[];
                        /** @description Integer paisa (PKR × 100), 0 … PKR 100,000,000 */
                        price: number;
                        sku?: string | null;
                        weightGrams?: number | null;
                    }[];
                    vendorId?: string | null;
                    weightGrams?: number;
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
                        data: {
                            _id: string;
                            allowBackorder: boolean;
                            category: {
                                _id: string;
                                name: string;
                            } | null;
                            categoryId: string | null;
                            createdAt: string;
                            descriptionHtml: string;
                            discount: number | null;
                            hasOrders: boolean;
                            images: {
                                height: number;
                                id: string;
                                thumbnailUrl: string;
                                url: string;
                                width: number;
                            }[];
                            isListed: boolean;
                            lowStockThreshold: number;
                            options: {
                                name: string;
                                values: string[];
                            }[];
                            publicId: string | null;
                            publicUrl: string | null;
                            /** @enum {string} */
                            status: "active" | "draft" | "archived";
                            tags: string[];
                            title: string;
                            updatedAt: string;
                            variants: {
                                _id: string;
                                available: number;
                                backordered: number;
                                barcode: string | null;
                                committed: number;
                                compareAtPrice: number | null;
                                cost: number | null;
                                discountedPrice: number;
                                imageId: string | null;
                                optionValues: string[];
                                price: number;
                                sku: string | null;
                                title: string;
                                weightGrams: number | null;
                            }[];
                            vendor: {
                                _id: string;
                                name: string;
                            } | null;
                            vendorId: string | null;
                            weightGrams: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            message: string;
                            /** @enum {string} */
                            result: "deleted" | "archived";
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    uploadProductImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
                "image/gif": string;
                "image/jpeg": string;
                "image/png": string;
                "image/webp": string;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            height: number;
                            id: string;
                            thumbnailUrl: string;
                            url: string;
                            width: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    searchVariants: {
        parameters: {
            query?: {
                limit?: number;
                search?: string;
                vendor?: string;
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
                        data: {
                            allowBackorder: boolean;
                            available: number;
                            cost: number | null;
                            discountedPrice: number;
                            price: number;
                            productId: string;
                            productTitle: string;
                            sku: string | null;
                            thumbnailUrl: string | null;
                            variantId: string;
                            variantTitle: string;
                            vendorId: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listProductInStore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: string;
                    storeId: string;
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
                        data: {
                            publicId: string;
                            shopUrl: string;
                            url: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getPublicProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            descriptionHtml: string;
                            discount: number | null;
                            images: {
                                height: number;
                                id: string;
                                thumbnailUrl: string;
                                url: string;
                                width: number;
                            }[];
                            options: {
                                name: string;
                                values: string[];
                            }[];
                            publicId: string;
                            store: {
                                name: string;
                                shopId: string;
                            };
                            title: string;
                            variants: {
                                _id: string;
                                compareAtPrice: number | null;
                                discountedPrice: number;
                                fewLeft: number | null;
                                imageId: string | null;
                                inStock: boolean;
                                optionValues: string[];
                                price: number;
                                title: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Too many requests: wait the seconds `Retry-After` names */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    unlistProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getOrderConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
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
                        data: {
                            canRespond: boolean;
                            createdAt: string;
                            deliveryToConfirm: boolean;
                            lineItems: {
                                quantity: number;
                                title: string;
                                total: number;
                            }[];
                            name: string;
                            /** @enum {string} */
                            orderStatus: "Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled";
                            /** @enum {string} */
                            paymentMethod: "COD" | "prepaid";
                            pricing: {
                                /** @enum {string} */
                                currency: "PKR";
                                currentTotalPrice: number;
                                discount: number;
                                shipping: number;
                                subtotal: number;
                            };
                            shippingAddress: {
                                address: string;
                                city: string;
                                name: string;
                                phoneMasked: string;
                                province: string | null;
                            };
                            /** @enum {string} */
                            status: "not_required" | "awaiting" | "confirmed" | "cancelled";
                            storeName: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Too many requests: wait the seconds `Retry-After` names */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    answerOrderConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "confirm";
                } | {
                    /** @enum {string} */
                    action: "cancel";
                    reason?: string;
                } | {
                    /** @enum {string} */
                    action: "address";
                    address: string;
                    city: string;
                    /** @enum {string|null} */
                    province?: "Punjab" | "Sindh" | "Khyber Pakhtunkhwa" | "Balochistan" | "Islamabad Capital Territory" | "Gilgit-Baltistan" | "Azad Jammu and Kashmir" | null;
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
                        data: {
                            canRespond: boolean;
                            createdAt: string;
                            deliveryToConfirm: boolean;
                            lineItems: {
                                quantity: number;
                                title: string;
                                total: number;
                            }[];
                            name: string;
                            /** @enum {string} */
                            orderStatus: "Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled";
                            /** @enum {string} */
                            paymentMethod: "COD" | "prepaid";
                            pricing: {
                                /** @enum {string} */
                                currency: "PKR";
                                currentTotalPrice: number;
                                discount: number;
                                shipping: number;
                                subtotal: number;
                            };
                            shippingAddress: {
                                address: string;
                                city: string;
                                name: string;
                                phoneMasked: string;
                                province: string | null;
                            };
                            /** @enum {string} */
                            status: "not_required" | "awaiting" | "confirmed" | "cancelled";
                            storeName: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Too many requests: wait the seconds `Retry-After` names */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listPurchaseOrders: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                status?: "draft" | "sent" | "partially_received" | "received" | "cancelled";
                vendor?: string;
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
                        data: {
                            _id: string;
                            createdAt: string;
                            expectedAt: string | null;
                            linesCount: number;
                            number: string;
                            orderedQty: number;
                            receivedQty: number;
                            /** @enum {string} */
                            status: "draft" | "sent" | "partially_received" | "received" | "cancelled";
                            total: number;
                            vendor: {
                                _id: string;
                                name: string;
                            };
                        }[];
                        meta: {
                            limit: number;
                            page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    createPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description A calendar date that exists, YYYY-MM-DD
                     */
                    expectedAt?: string | null;
                    lines: {
                        quantity: number;
                        /** @description Integer paisa (PKR × 100), 0 … PKR 100,000,000 */
                        unitCost: number;
                        variantId: string;
                    }[];
                    locationId?: string;
                    notes?: string | null;
                    vendorId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            createdAt: string;
                            expectedAt: string | null;
                            history: {
                                actorName: string | null;
                                at: string;
                                message: string;
                            }[];
                            lines: {
                                _id: string;
                                productId: string;
                                productTitle: string;
                                quantity: number;
                                receivedQty: number;
                                sku: string | null;
                                total: number;
                                unitCost: number;
                                variantId: string;
                                variantTitle: string;
                            }[];
                            location: {
                                _id: string;
                                name: string;
                            };
                            notes: string | null;
                            number: string;
                            orderedQty: number;
                            receivedQty: number;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "draft" | "sent" | "partially_received" | "received" | "cancelled";
                            total: number;
                            vendor: {
                                _id: string;
                                email: string | null;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            _id: string;
                            createdAt: string;
                            expectedAt: string | null;
                            history: {
                                actorName: string | null;
                                at: string;
                                message: string;
                            }[];
                            lines: {
                                _id: string;
                                productId: string;
                                productTitle: string;
                                quantity: number;
                                receivedQty: number;
                                sku: string | null;
                                total: number;
                                unitCost: number;
                                variantId: string;
                                variantTitle: string;
                            }[];
                            location: {
                                _id: string;
                                name: string;
                            };
                            notes: string | null;
                            number: string;
                            orderedQty: number;
                            receivedQty: number;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "draft" | "sent" | "partially_received" | "received" | "cancelled";
                            total: number;
                            vendor: {
                                _id: string;
                                email: string | null;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    updatePurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description A calendar date that exists, YYYY-MM-DD
                     */
                    expectedAt?: string | null;
                    lines?: {
                        quantity: number;
                        /** @description Integer paisa (PKR × 100), 0 … PKR 100,000,000 */
                        unitCost: number;
                        variantId: string;
                    }[];
                    locationId?: string;
                    notes?: string | null;
                    vendorId?: string;
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
                        data: {
                            _id: string;
                            createdAt: string;
                            expectedAt: string | null;
                            history: {
                                actorName: string | null;
                                at: string;
                                message: string;
                            }[];
                            lines: {
                                _id: string;
                                productId: string;
                                productTitle: string;
                                quantity: number;
                                receivedQty: number;
                                sku: string | null;
                                total: number;
                                unitCost: number;
                                variantId: string;
                                variantTitle: string;
                            }[];
                            location: {
                                _id: string;
                                name: string;
                            };
                            notes: string | null;
                            number: string;
                            orderedQty: number;
                            receivedQty: number;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "draft" | "sent" | "partially_received" | "received" | "cancelled";
                            total: number;
                            vendor: {
                                _id: string;
                                email: string | null;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    cancelPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            _id: string;
                            createdAt: string;
                            expectedAt: string | null;
                            history: {
                                actorName: string | null;
                                at: string;
                                message: string;
                            }[];
                            lines: {
                                _id: string;
                                productId: string;
                                productTitle: string;
                                quantity: number;
                                receivedQty: number;
                                sku: string | null;
                                total: number;
                                unitCost: number;
                                variantId: string;
                                variantTitle: string;
                            }[];
                            location: {
                                _id: string;
                                name: string;
                            };
                            notes: string | null;
                            number: string;
                            orderedQty: number;
                            receivedQty: number;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "draft" | "sent" | "partially_received" | "received" | "cancelled";
                            total: number;
                            vendor: {
                                _id: string;
                                email: string | null;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getPurchaseOrderPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The purchase order PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    receivePurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lines: {
                        lineId: string;
                        quantity: number;
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
                        data: {
                            _id: string;
                            createdAt: string;
                            expectedAt: string | null;
                            history: {
                                actorName: string | null;
                                at: string;
                                message: string;
                            }[];
                            lines: {
                                _id: string;
                                productId: string;
                                productTitle: string;
                                quantity: number;
                                receivedQty: number;
                                sku: string | null;
                                total: number;
                                unitCost: number;
                                variantId: string;
                                variantTitle: string;
                            }[];
                            location: {
                                _id: string;
                                name: string;
                            };
                            notes: string | null;
                            number: string;
                            orderedQty: number;
                            receivedQty: number;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "draft" | "sent" | "partially_received" | "received" | "cancelled";
                            total: number;
                            vendor: {
                                _id: string;
                                email: string | null;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    sendPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    email?: boolean;
                    message?: string;
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
                        data: {
                            _id: string;
                            createdAt: string;
                            expectedAt: string | null;
                            history: {
                                actorName: string | null;
                                at: string;
                                message: string;
                            }[];
                            lines: {
                                _id: string;
                                productId: string;
                                productTitle: string;
                                quantity: number;
                                receivedQty: number;
                                sku: string | null;
                                total: number;
                                unitCost: number;
                                variantId: string;
                                variantTitle: string;
                            }[];
                            location: {
                                _id: string;
                                name: string;
                            };
                            notes: string | null;
                            number: string;
                            orderedQty: number;
                            receivedQty: number;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "draft" | "sent" | "partially_received" | "received" | "cancelled";
                            total: number;
                            vendor: {
                                _id: string;
                                email: string | null;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    search: {
        parameters: {
            query: {
                limit?: number;
                page?: number;
                search: string;
                status?: "Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled";
                store?: string;
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
                        data: {
                            _id: string;
                            confirmationSentAt: string | null;
                            /** @enum {string} */
                            confirmationStatus: "not_required" | "awaiting" | "confirmed" | "cancelled";
                            confirmationUrl: string | null;
                            createdAt: string;
                            itemCount: number;
                            name: string;
                            /** @enum {string} */
                            paymentMethod: "COD" | "prepaid";
                            pricing: {
                                currentTotalPrice: number;
                            };
                            shipmentDetails: {
                                addresses: {
                                    city: string;
                                    name: string;
                                    phone: string;
                                }[];
                            };
                            /** @enum {string} */
                            source: "manual" | "sauda" | "shopify" | "reseller";
                            /** @enum {string} */
                            status: "Pending" | "open" | "Processing" | "Booked" | "Dispatched" | "Delivered" | "Returned" | "Cancelled";
                            storeId: string;
                            tags: string[];
                            trackingNumber: string | null;
                        }[];
                        meta: {
                            limit: number;
                            page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getBackupStatus: {
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
                        data: {
                            automatic: boolean;
                            count: number;
                            /** @enum {string} */
                            database: "embedded" | "postgres";
                            everyHours: number;
                            keep: number;
                            last: {
                                bytes: number;
                                name: string;
                                /** Format: date-time */
                                takenAt: string;
                            } | null;
                            /** Format: date-time */
                            nextDueAt: string | null;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getWhatsappSettings: {
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
                        data: {
                            autoConfirm: boolean;
                            configured: boolean;
                            number: {
                                checkedAt: string;
                                displayPhoneNumber: string;
                                verifiedName: string;
                            } | null;
                            phoneNumberId: string | null;
                            sandbox: boolean;
                            templateLanguage: string;
                            templateName: string | null;
                            tokenLast4: string | null;
                            webhook: {
                                appSecretSet: boolean;
                                callbackUrl: string;
                                verifyToken: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    connectWhatsapp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accessToken: string;
                    appSecret?: string;
                    /** @default false */
                    autoConfirm?: boolean;
                    phoneNumberId: string;
                    /** @default en */
                    templateLanguage?: string;
                    templateName?: string;
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
                        data: {
                            autoConfirm: boolean;
                            configured: boolean;
                            number: {
                                checkedAt: string;
                                displayPhoneNumber: string;
                                verifiedName: string;
                            } | null;
                            phoneNumberId: string | null;
                            sandbox: boolean;
                            templateLanguage: string;
                            templateName: string | null;
                            tokenLast4: string | null;
                            webhook: {
                                appSecretSet: boolean;
                                callbackUrl: string;
                                verifyToken: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    disconnectWhatsapp: {
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
                        message: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    connectWhatsappSandbox: {
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
                        data: {
                            autoConfirm: boolean;
                            configured: boolean;
                            number: {
                                checkedAt: string;
                                displayPhoneNumber: string;
                                verifiedName: string;
                            } | null;
                            phoneNumberId: string | null;
                            sandbox: boolean;
                            templateLanguage: string;
                            templateName: string | null;
                            tokenLast4: string | null;
                            webhook: {
                                appSecretSet: boolean;
                                callbackUrl: string;
                                verifyToken: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listShipments: {
        parameters: {
            query?: {
                courierId?: string;
                limit?: number;
                page?: number;
                search?: string;
                shipperId?: string;
                unsheeted?: "true" | "false";
                view?: "booked" | "picked_up" | "problems" | "all";
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
                        data: {
                            _id: string;
                            bookedAt: string | null;
                            codAmount: number;
                            consignee: {
                                address: string;
                                city: string;
                                name: string;
                                phone: string;
                            };
                            /** @enum {string} */
                            courier: "sandbox" | "manual" | "postex" | "leopards" | "trax" | "mnp" | "tcs";
                            courierId: string;
                            courierName: string;
                            courierStatus: string | null;
                            createdAt: string;
                            deliveredAt: string | null;
                            error: string | null;
                            loadSheetId: string | null;
                            orderId: string;
                            orderName: string;
                            pickedUpAt: string | null;
                            pieces: number;
                            reference: string;
                            returnedAt: string | null;
                            shipmentType: string;
                            shipperId: string | null;
                            /** @enum {string} */
                            state: "pending" | "booking" | "booked" | "failed" | "unknown" | "cancelled";
                            /** @enum {string|null} */
                            status: "booked" | "picked_up" | "in_transit" | "out_for_delivery" | "attempted" | "delivered" | "returning" | "returned" | "cancelled" | null;
                            storeId: string;
                            trackingNumber: string | null;
                            trackingUrl: string | null;
                            weightGrams: number;
                        }[];
                        meta: {
                            limit: number;
                            page: number;
                            total: number;
                            totalCapped: boolean;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getShipment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            _id: string;
                            bookedAt: string | null;
                            codAmount: number;
                            consignee: {
                                address: string;
                                city: string;
                                name: string;
                                phone: string;
                            };
                            /** @enum {string} */
                            courier: "sandbox" | "manual" | "postex" | "leopards" | "trax" | "mnp" | "tcs";
                            courierId: string;
                            courierName: string;
                            courierStatus: string | null;
                            createdAt: string;
                            deliveredAt: string | null;
                            error: string | null;
                            loadSheetId: string | null;
                            orderId: string;
                            orderName: string;
                            pickedUpAt: string | null;
                            pieces: number;
                            reference: string;
                            returnedAt: string | null;
                            shipmentType: string;
                            shipperId: string | null;
                            /** @enum {string} */
                            state: "pending" | "booking" | "booked" | "failed" | "unknown" | "cancelled";
                            /** @enum {string|null} */
                            status: "booked" | "picked_up" | "in_transit" | "out_for_delivery" | "attempted" | "delivered" | "returning" | "returned" | "cancelled" | null;
                            storeId: string;
                            trackingNumber: string | null;
                            trackingUrl: string | null;
                            weightGrams: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    retryShipment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            createdAt: string;
                            finishedAt: string | null;
                            progress: number;
                            results: {
                                message: string | null;
                                orderId: string;
                                orderName: string;
                                shipmentId: string;
                                /** @enum {string} */
                                state: "pending" | "booking" | "booked" | "failed" | "unknown" | "cancelled";
                                trackingNumber: string | null;
                            }[];
                            /** @enum {string} */
                            status: "queued" | "running" | "succeeded" | "failed";
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    updateShipmentStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                    /** @enum {string} */
                    status: "picked_up" | "in_transit" | "delivered" | "returned";
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
                        data: {
                            _id: string;
                            bookedAt: string | null;
                            codAmount: number;
                            consignee: {
                                address: string;
                                city: string;
                                name: string;
                                phone: string;
                            };
                            /** @enum {string} */
                            courier: "sandbox" | "manual" | "postex" | "leopards" | "trax" | "mnp" | "tcs";
                            courierId: string;
                            courierName: string;
                            courierStatus: string | null;
                            createdAt: string;
                            deliveredAt: string | null;
                            error: string | null;
                            loadSheetId: string | null;
                            orderId: string;
                            orderName: string;
                            pickedUpAt: string | null;
                            pieces: number;
                            reference: string;
                            returnedAt: string | null;
                            shipmentType: string;
                            shipperId: string | null;
                            /** @enum {string} */
                            state: "pending" | "booking" | "booked" | "failed" | "unknown" | "cancelled";
                            /** @enum {string|null} */
                            status: "booked" | "picked_up" | "in_transit" | "out_for_delivery" | "attempted" | "delivered" | "returning" | "returned" | "cancelled" | null;
                            storeId: string;
                            trackingNumber: string | null;
                            trackingUrl: string | null;
                            weightGrams: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getAirwayBills: {
        parameters: {
            query: {
                ids: string;
                perPage?: "1" | "2" | "4";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The airway bills, one PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    scanShipment: {
        parameters: {
            query: {
                code: string;
                courierId?: string;
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
                        data: {
                            _id: string;
                            bookedAt: string | null;
                            codAmount: number;
                            consignee: {
                                address: string;
                                city: string;
                                name: string;
                                phone: string;
                            };
                            /** @enum {string} */
                            courier: "sandbox" | "manual" | "postex" | "leopards" | "trax" | "mnp" | "tcs";
                            courierId: string;
                            courierName: string;
                            courierStatus: string | null;
                            createdAt: string;
                            deliveredAt: string | null;
                            error: string | null;
                            loadSheetId: string | null;
                            orderId: string;
                            orderName: string;
                            pickedUpAt: string | null;
                            pieces: number;
                            reference: string;
                            returnedAt: string | null;
                            shipmentType: string;
                            shipperId: string | null;
                            /** @enum {string} */
                            state: "pending" | "booking" | "booked" | "failed" | "unknown" | "cancelled";
                            /** @enum {string|null} */
                            status: "booked" | "picked_up" | "in_transit" | "out_for_delivery" | "attempted" | "delivered" | "returning" | "returned" | "cancelled" | null;
                            storeId: string;
                            trackingNumber: string | null;
                            trackingUrl: string | null;
                            weightGrams: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listShipperAdvice: {
        parameters: {
            query?: {
                courierId?: string;
                limit?: number;
                page?: number;
                status?: "open" | "answered" | "closed" | "all";
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
                        data: {
                            _id: string;
                            actions: ("reattempt" | "return" | "hold")[];
                            answer: {
                                /** @enum {string} */
                                action: "reattempt" | "return" | "hold";
                                address: string | null;
                                at: string;
                                by: string | null;
                                phone: string | null;
                                remarks: string | null;
                            } | null;
                            attempts: number;
                            createdAt: string;
                            deadline: string | null;
                            history: {
                                buyer: {
                                    blocked: boolean;
                                    cancelled: number;
                                    delivered: number;
                                    orders: number;
                                    returned: number;
                                };
                                confirmation: {
                                    respondedAt: string | null;
                                    sentAt: string | null;
                                    status: string;
                                };
                            } | null;
                            parcel: {
                                codAmount: number;
                                consignee: {
                                    address: string;
                                    city: string;
                                    name: string;
                                    phone: string;
                                };
                                courierId: string;
                                courierName: string;
                                courierStatus: string | null;
                                orderId: string;
                                orderName: string;
                                shipmentId: string;
                                trackingNumber: string | null;
                            };
                            reason: string;
                            sendError: string | null;
                            /** @enum {string} */
                            status: "open" | "answered" | "closed";
                        }[];
                        meta: {
                            limit: number;
                            open: number;
                            page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    answerShipperAdvice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "reattempt" | "return" | "hold";
                    address?: string;
                    ids: string[];
                    /** @description A Pakistani phone number: 03001234567, 0300 1234567, +92 300 1234567 or 923001234567 */
                    phone?: string;
                    /** @default  */
                    remarks?: string;
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
                        data: {
                            answered: string[];
                            failed: {
                                _id: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listShippers: {
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
                        data: {
                            _id: string;
                            address: string;
                            city: string;
                            contactName: string;
                            courierCodes: {
                                code: string | null;
                                courierAccountId: string;
                                error: string | null;
                            }[];
                            createdAt: string;
                            email: string | null;
                            isDefault: boolean;
                            name: string;
                            phone: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    createShipper: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    city: string;
                    contactName: string;
                    /**
                     * Format: email
                     * @description An e-mail address: at most 254 characters, at most 64 before the @ (trimmed, lower-cased)
                     */
                    email?: string | null;
                    isDefault?: boolean;
                    name: string;
                    /** @description A Pakistani phone number: 03001234567, 0300 1234567, +92 300 1234567 or 923001234567 */
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            address: string;
                            city: string;
                            contactName: string;
                            courierCodes: {
                                code: string | null;
                                courierAccountId: string;
                                error: string | null;
                            }[];
                            createdAt: string;
                            email: string | null;
                            isDefault: boolean;
                            name: string;
                            phone: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getShipper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            _id: string;
                            address: string;
                            city: string;
                            contactName: string;
                            courierCodes: {
                                code: string | null;
                                courierAccountId: string;
                                error: string | null;
                            }[];
                            createdAt: string;
                            email: string | null;
                            isDefault: boolean;
                            name: string;
                            phone: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    updateShipper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    city: string;
                    contactName: string;
                    /**
                     * Format: email
                     * @description An e-mail address: at most 254 characters, at most 64 before the @ (trimmed, lower-cased)
                     */
                    email?: string | null;
                    isDefault?: boolean;
                    name: string;
                    /** @description A Pakistani phone number: 03001234567, 0300 1234567, +92 300 1234567 or 923001234567 */
                    phone: string;
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
                        data: {
                            _id: string;
                            address: string;
                            city: string;
                            contactName: string;
                            courierCodes: {
                                code: string | null;
                                courierAccountId: string;
                                error: string | null;
                            }[];
                            createdAt: string;
                            email: string | null;
                            isDefault: boolean;
                            name: string;
                            phone: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    deleteShipper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    syncShipper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            _id: string;
                            address: string;
                            city: string;
                            contactName: string;
                            courierCodes: {
                                code: string | null;
                                courierAccountId: string;
                                error: string | null;
                            }[];
                            createdAt: string;
                            email: string | null;
                            isDefault: boolean;
                            name: string;
                            phone: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getShop: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                search?: string;
            };
            header?: never;
            path: {
                id: string;
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
                        data: {
                            discount: number | null;
                            discountedPrice: number;
                            inStock: boolean;
                            price: number;
                            publicId: string;
                            thumbnailUrl: string | null;
                            title: string;
                        }[];
                        meta: {
                            limit: number;
                            page: number;
                            total: number;
                        };
                        store: {
                            name: string;
                            shopId: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Too many requests: wait the seconds `Retry-After` names */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listStores: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
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
                        data: {
                            _id: string;
                            createdAt: string;
                            name: string;
                            /** @enum {string} */
                            platform: "shopify" | "sauda";
                        }[];
                        meta: {
                            limit: number;
                            page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    createStore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    platform: "shopify" | "sauda";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            createdAt: string;
                            name: string;
                            /** @enum {string} */
                            platform: "shopify" | "sauda";
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    renameStore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
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
                        data: {
                            _id: string;
                            createdAt: string;
                            name: string;
                            /** @enum {string} */
                            platform: "shopify" | "sauda";
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getSurvey: {
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
                        data: {
                            _id: string;
                            businessName: string;
                            city: string;
                            couriers: ("PostEx" | "Leopards" | "Trax" | "M&P" | "TCS" | "Call Courier" | "BlueEx" | "Rider" | "None yet")[];
                            createdAt: string;
                            currentlySelling: boolean;
                            /** @enum {string} */
                            monthlyOrders: "0" | "1-100" | "101-500" | "501-2000" | "2001-10000" | "10000+";
                            salesPlatforms: ("Shopify" | "WooCommerce" | "Daraz" | "Facebook / Instagram" | "WhatsApp" | "Own website" | "None yet")[];
                            updatedAt: string;
                            whatYouSell: ("Clothing & fashion" | "Shoes & bags" | "Beauty & personal care" | "Electronics & accessories" | "Home & kitchen" | "Health & wellness" | "Kids & toys" | "Food & grocery" | "Jewellery & watches" | "Other")[];
                        } | null;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    updateSurvey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessName: string;
                    city: string;
                    couriers: ("PostEx" | "Leopards" | "Trax" | "M&P" | "TCS" | "Call Courier" | "BlueEx" | "Rider" | "None yet")[];
                    currentlySelling: boolean;
                    /** @enum {string} */
                    monthlyOrders: "0" | "1-100" | "101-500" | "501-2000" | "2001-10000" | "10000+";
                    salesPlatforms: ("Shopify" | "WooCommerce" | "Daraz" | "Facebook / Instagram" | "WhatsApp" | "Own website" | "None yet")[];
                    whatYouSell: ("Clothing & fashion" | "Shoes & bags" | "Beauty & personal care" | "Electronics & accessories" | "Home & kitchen" | "Health & wellness" | "Kids & toys" | "Food & grocery" | "Jewellery & watches" | "Other")[];
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
                        data: {
                            _id: string;
                            businessName: string;
                            city: string;
                            couriers: ("PostEx" | "Leopards" | "Trax" | "M&P" | "TCS" | "Call Courier" | "BlueEx" | "Rider" | "None yet")[];
                            createdAt: string;
                            currentlySelling: boolean;
                            /** @enum {string} */
                            monthlyOrders: "0" | "1-100" | "101-500" | "501-2000" | "2001-10000" | "10000+";
                            salesPlatforms: ("Shopify" | "WooCommerce" | "Daraz" | "Facebook / Instagram" | "WhatsApp" | "Own website" | "None yet")[];
                            updatedAt: string;
                            whatYouSell: ("Clothing & fashion" | "Shoes & bags" | "Beauty & personal care" | "Electronics & accessories" | "Home & kitchen" | "Health & wellness" | "Kids & toys" | "Food & grocery" | "Jewellery & watches" | "Other")[];
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    answerSurvey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessName: string;
                    city: string;
                    couriers: ("PostEx" | "Leopards" | "Trax" | "M&P" | "TCS" | "Call Courier" | "BlueEx" | "Rider" | "None yet")[];
                    currentlySelling: boolean;
                    /** @enum {string} */
                    monthlyOrders: "0" | "1-100" | "101-500" | "501-2000" | "2001-10000" | "10000+";
                    salesPlatforms: ("Shopify" | "WooCommerce" | "Daraz" | "Facebook / Instagram" | "WhatsApp" | "Own website" | "None yet")[];
                    whatYouSell: ("Clothing & fashion" | "Shoes & bags" | "Beauty & personal care" | "Electronics & accessories" | "Home & kitchen" | "Health & wellness" | "Kids & toys" | "Food & grocery" | "Jewellery & watches" | "Other")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            businessName: string;
                            city: string;
                            couriers: ("PostEx" | "Leopards" | "Trax" | "M&P" | "TCS" | "Call Courier" | "BlueEx" | "Rider" | "None yet")[];
                            createdAt: string;
                            currentlySelling: boolean;
                            /** @enum {string} */
                            monthlyOrders: "0" | "1-100" | "101-500" | "501-2000" | "2001-10000" | "10000+";
                            salesPlatforms: ("Shopify" | "WooCommerce" | "Daraz" | "Facebook / Instagram" | "WhatsApp" | "Own website" | "None yet")[];
                            updatedAt: string;
                            whatYouSell: ("Clothing & fashion" | "Shoes & bags" | "Beauty & personal care" | "Electronics & accessories" | "Home & kitchen" | "Health & wellness" | "Kids & toys" | "Food & grocery" | "Jewellery & watches" | "Other")[];
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listVendors: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                search?: string;
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
                        data: {
                            _id: string;
                            address: string | null;
                            city: string | null;
                            contactName: string | null;
                            createdAt: string;
                            email: string | null;
                            name: string;
                            notes: string | null;
                            openPurchaseOrders: number;
                            phone: string | null;
                            productsCount: number;
                        }[];
                        meta: {
                            limit: number;
                            page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    createVendor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    city?: string | null;
                    contactName?: string | null;
                    /**
                     * Format: email
                     * @description An e-mail address: at most 254 characters, at most 64 before the @ (trimmed, lower-cased)
                     */
                    email?: string | null;
                    name: string;
                    notes?: string | null;
                    /** @description A Pakistani phone number: 03001234567, 0300 1234567, +92 300 1234567 or 923001234567 */
                    phone?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            _id: string;
                            address: string | null;
                            city: string | null;
                            contactName: string | null;
                            createdAt: string;
                            email: string | null;
                            name: string;
                            notes: string | null;
                            openPurchaseOrders: number;
                            phone: string | null;
                            productsCount: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    getVendor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            _id: string;
                            address: string | null;
                            city: string | null;
                            contactName: string | null;
                            createdAt: string;
                            email: string | null;
                            name: string;
                            notes: string | null;
                            openPurchaseOrders: number;
                            phone: string | null;
                            productsCount: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    updateVendor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    city?: string | null;
                    contactName?: string | null;
                    /**
                     * Format: email
                     * @description An e-mail address: at most 254 characters, at most 64 before the @ (trimmed, lower-cased)
                     */
                    email?: string | null;
                    name?: string;
                    notes?: string | null;
                    /** @description A Pakistani phone number: 03001234567, 0300 1234567, +92 300 1234567 or 923001234567 */
                    phone?: string | null;
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
                        data: {
                            _id: string;
                            address: string | null;
                            city: string | null;
                            contactName: string | null;
                            createdAt: string;
                            email: string | null;
                            name: string;
                            notes: string | null;
                            openPurchaseOrders: number;
                            phone: string | null;
                            productsCount: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    deleteVendor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    verifyWhatsappWebhook: {
        parameters: {
            query: {
                "hub.challenge": string;
                "hub.mode": string;
                "hub.verify_token": string;
            };
            header?: never;
            path: {
                /** @description The seller, as in the callback URL */
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description hub.challenge, as sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    receiveWhatsappWebhook: {
        parameters: {
            query?: never;
            header?: {
                "x-hub-signature-256"?: string;
            };
            path: {
                /** @description The seller, as in the callback URL */
                accountId: string;
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
                        data: {
                            queued: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    listWhatsappSandboxChats: {
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
                        data: {
                            messages: {
                                at: string;
                                buttons: {
                                    payload: string;
                                    text: string;
                                }[];
                                /** @enum {string} */
                                direction: "out" | "in";
                                id: string;
                                /** @enum {string|null} */
                                status: "sent" | "delivered" | "read" | null;
                                text: string;
                            }[];
                            waId: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    readWhatsappSandboxChat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                waId: string;
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
                        data: {
                            read: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    replyWhatsappSandboxChat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                waId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    payload?: string;
                    text?: string;
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
                        data: {
                            messageId: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why and `details` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or the session has ended (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description No such record in this account: the path’s id, or one the request names (other sellers’ records are never found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The body is larger than the route takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The Content-Type is not one this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description A fault on our side; the answer names nothing internal */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        details?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
}
