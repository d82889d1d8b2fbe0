// Append only: each entry is one schema version, applied once and in order at start.
export const migrations: string[] = [
  `
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE oidc_models (
    model TEXT NOT NULL,
    id TEXT NOT NULL,
    payload TEXT NOT NULL,
    grant_id TEXT,
    uid TEXT,
    user_code TEXT,
    expires_at INTEGER,
    PRIMARY KEY (model, id)
  );
  CREATE INDEX oidc_models_grant ON oidc_models (grant_id);
  CREATE INDEX oidc_models_uid ON oidc_models (uid);

  CREATE TABLE tenants (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    is_default INTEGER NOT NULL DEFAULT 0,
    support_email TEXT NOT NULL,
    layout_name TEXT NOT NULL,
    theme TEXT NOT NULL,
    favicon_source TEXT,
    checkout_logo_source TEXT,
    login_template TEXT
  );

  CREATE TABLE merchants (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants (id),
    legal_business_name TEXT NOT NULL,
    boarding_stage TEXT NOT NULL,
    merchant_status TEXT NOT NULL,
    review_status TEXT NOT NULL,
    processing_status TEXT NOT NULL,
    activation_date TEXT,
    merchant_notes TEXT,
    description TEXT,
    visibility TEXT NOT NULL,
    merchant_type TEXT NOT NULL
  );

  CREATE TABLE roles (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    user_level INTEGER NOT NULL
  );

  CREATE TABLE role_permissions (
    role_id INTEGER NOT NULL REFERENCES roles (id),
    permission TEXT NOT NULL,
    PRIMARY KEY (role_id, permission)
  );

  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    user_type TEXT NOT NULL,
    tenant_id INTEGER REFERENCES tenants (id),
    merchant_id INTEGER REFERENCES merchants (id),
    role_id INTEGER NOT NULL REFERENCES roles (id),
    is_administrator INTEGER NOT NULL DEFAULT 0,
    is_active INTEGER NOT NULL DEFAULT 1,
    time_zone TEXT NOT NULL,
    last_login_time TEXT
  );

  CREATE TABLE countries (id INTEGER PRIMARY KEY, iso_code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, is_active INTEGER NOT NULL);
  CREATE TABLE currencies (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    decimal_places INTEGER NOT NULL,
    is_active INTEGER NOT NULL
  );
  CREATE TABLE languages (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, is_active INTEGER NOT NULL);
  CREATE TABLE payment_methods (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, is_active INTEGER NOT NULL);
  CREATE TABLE service_providers (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, is_active INTEGER NOT NULL);
  `,
  `
  -- Proposals and agreements (seed 002): one table, told apart by kind; fees and entries as the contract has them.
  CREATE TABLE fee_types (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, symbol TEXT NOT NULL);
  CREATE TABLE commercial_documents (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('proposal', 'agreement')),
    tenant_id INTEGER NOT NULL REFERENCES tenants (id),
    merchant_id INTEGER NOT NULL REFERENCES merchants (id),
    created TEXT NOT NULL,
    version INTEGER NOT NULL,
    status TEXT NOT NULL,
    reject_reason TEXT,
    body TEXT NOT NULL,
    pricebook_id INTEGER NOT NULL,
    boarding_fee REAL NOT NULL,
    account_configuration_fee REAL NOT NULL,
    bank_account_setup_fee REAL NOT NULL,
    monthly_minimum_fee REAL NOT NULL,
    gateway_monthly_access REAL NOT NULL,
    entries TEXT NOT NULL,
    responded_at TEXT
  );
  CREATE INDEX commercial_documents_merchant ON commercial_documents (merchant_id, kind);
  `,
  `
  -- In-app notifications (seed 000), per user, and the report files a ReportGenerated notification names.
  CREATE TABLE notifications (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    notification_type TEXT NOT NULL,
    title TEXT NOT NULL,
    description TEXT,
    image TEXT,
    icon TEXT,
    object_url TEXT,
    use_router INTEGER NOT NULL DEFAULT 1,
    created TEXT NOT NULL,
    is_read INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX notifications_user ON notifications (user_id, created DESC, id DESC);
  CREATE TABLE report_files (
    name TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    created TEXT NOT NULL,
    content TEXT NOT NULL
  );
  `,
  `
  -- Support tickets (seed 000): between a merchant and its tenant, or a tenant and the platform, with their feed.
  CREATE TABLE tickets (
    id INTEGER PRIMARY KEY,
    channel TEXT NOT NULL CHECK (channel IN ('CustomerToTenantTicketChannel', 'TenantToPlatformTicketChannel')),
    tenant_id INTEGER NOT NULL REFERENCES tenants (id),
    merchant_id INTEGER REFERENCES merchants (id),
    created_by INTEGER NOT NULL REFERENCES users (id),
    contact_email TEXT NOT NULL,
    subject TEXT NOT NULL,
    description TEXT NOT NULL,
    category TEXT NOT NULL,
    priority TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'Opened',
    assignee TEXT,
    references_json TEXT NOT NULL DEFAULT '[]',
    created TEXT NOT NULL
  );
  CREATE INDEX tickets_tenant ON tickets (tenant_id, channel);
  CREATE TABLE ticket_feed (
    id INTEGER PRIMARY KEY,
    ticket_id INTEGER NOT NULL REFERENCES tickets (id),
    type TEXT NOT NULL,
    user_name TEXT NOT NULL,
    payload TEXT NOT NULL,
    created TEXT NOT NULL
  );
  CREATE INDEX ticket_feed_ticket ON ticket_feed (ticket_id);
  CREATE TABLE ticket_reads (
    user_id INTEGER NOT NULL REFERENCES users (id),
    ticket_id INTEGER NOT NULL REFERENCES tickets (id),
    last_read_id INTEGER NOT NULL,
    PRIMARY KEY (user_id, ticket_id)
  );
  `,
  `
  -- Support labels (seed 000), per organisation (a merchant, a tenant's staff, the platform), in their order.
  CREATE TABLE support_labels (
    id INTEGER PRIMARY KEY,
    scope TEXT NOT NULL,
    value TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    color TEXT NOT NULL,
    is_default INTEGER NOT NULL DEFAULT 0,
    position INTEGER NOT NULL
  );
  CREATE INDEX support_labels_scope ON support_labels (scope, position);
  `,
  `
  -- Files attached to tickets (seed 000): kept in the database, read by their organisation.
  CREATE TABLE files (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    tenant_id INTEGER NOT NULL REFERENCES tenants (id),
    name TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    content BLOB NOT NULL,
    created TEXT NOT NULL
  );
  `,
  `
  -- Support's platform side (seed 000): assignment exists; scoping, billable, jira ticket, the three times, escalation.
  ALTER TABLE tickets ADD COLUMN scoping_started TEXT;
  ALTER TABLE tickets ADD COLUMN billable INTEGER;
  ALTER TABLE tickets ADD COLUMN billing_note TEXT;
  ALTER TABLE tickets ADD COLUMN jira_ticket TEXT;
  ALTER TABLE tickets ADD COLUMN initial_request_time TEXT;
  ALTER TABLE tickets ADD COLUMN response_time TEXT;
  ALTER TABLE tickets ADD COLUMN resolution_time TEXT;
  ALTER TABLE tickets ADD COLUMN escalated_to INTEGER REFERENCES tickets (id);
  ALTER TABLE tickets ADD COLUMN contact_emails TEXT NOT NULL DEFAULT '[]';
  -- A ticket's label is each organisation's own: the merchant, the tenant's staff and the platform label apart.
  CREATE TABLE ticket_labels (
    ticket_id INTEGER NOT NULL REFERENCES tickets (id),
    scope TEXT NOT NULL,
    label_id INTEGER NOT NULL REFERENCES support_labels (id),
    PRIMARY KEY (ticket_id, scope)
  );
  -- Merchants' transactions in the shape of seed 001's transaction area (amounts in minor units).
  CREATE TABLE transactions (
    id INTEGER PRIMARY KEY,
    merchant_id INTEGER NOT NULL REFERENCES merchants (id),
    external_id TEXT NOT NULL,
    amount INTEGER NOT NULL,
    currency TEXT NOT NULL,
    status TEXT NOT NULL,
    payment_method TEXT NOT NULL,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
  );
  CREATE INDEX transactions_merchant ON transactions (merchant_id, external_id);
  `,
  // 8: the book of business (issue 14): every field a lookup shows; its indexes are made after the seed.
  `
  DROP INDEX IF EXISTS transactions_merchant;
  DROP TABLE transactions;
  CREATE TABLE transactions (
    id INTEGER PRIMARY KEY,
    mode TEXT NOT NULL,
    tenant_id INTEGER NOT NULL REFERENCES tenants (id),
    merchant_id INTEGER NOT NULL REFERENCES merchants (id),
    website TEXT NOT NULL,
    external_id TEXT NOT NULL,
    type TEXT NOT NULL,
    status TEXT NOT NULL,
    amount INTEGER NOT NULL,
    currency TEXT NOT NULL,
    refunded_amount INTEGER NOT NULL,
    payment_method TEXT NOT NULL,
    card_brand TEXT,
    card_bin TEXT,
    card_last4 TEXT,
    card_country TEXT,
    customer_name TEXT NOT NULL,
    customer_email TEXT NOT NULL,
    customer_ip TEXT NOT NULL,
    customer_country TEXT NOT NULL,
    service_provider TEXT NOT NULL,
    mid TEXT NOT NULL,
    response_code TEXT NOT NULL,
    decline_reason TEXT,
    three_ds TEXT NOT NULL,
    risk_score INTEGER NOT NULL,
    parent_id INTEGER,
    created TEXT NOT NULL,
    updated TEXT NOT NULL,
    settled TEXT
  );
  `,
  // 9: what users keep of the lookup: their columns per report and their saved views.
  `
  CREATE TABLE report_columns (
    user_id INTEGER NOT NULL REFERENCES users (id),
    report_id TEXT NOT NULL,
    items TEXT NOT NULL,
    PRIMARY KEY (user_id, report_id)
  );
  CREATE TABLE saved_views (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    scope TEXT NOT NULL,
    name TEXT NOT NULL,
    query TEXT NOT NULL,
    columns TEXT NOT NULL,
    shared INTEGER NOT NULL,
    owner TEXT NOT NULL,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
  );
  CREATE INDEX saved_views_user ON saved_views (user_id);
  CREATE INDEX saved_views_scope ON saved_views (scope, shared);
  `,
  // 10: actions on transactions: each request once by its requestId, the events they leave, who made a child.
  `
  CREATE TABLE transaction_action_requests (
    request_id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    transaction_id INTEGER NOT NULL,
    action TEXT NOT NULL,
    body TEXT NOT NULL,
    status INTEGER NOT NULL,
    response TEXT NOT NULL,
    created TEXT NOT NULL
  );
  CREATE TABLE transaction_events (
    id INTEGER PRIMARY KEY,
    transaction_id INTEGER NOT NULL,
    type TEXT NOT NULL,
    status TEXT NOT NULL,
    created TEXT NOT NULL,
    actor TEXT NOT NULL,
    reason TEXT,
    amount INTEGER
  );
  CREATE INDEX transaction_events_transaction ON transaction_events (transaction_id);
  ALTER TABLE transactions ADD COLUMN action_by TEXT;
  `,
  // 11: the rest of the actions: what a request sent (its API log), webhooks sent again, bank orders and their items,
  // platform bulk updates and their rows, PID relationships.
  `
  ALTER TABLE transaction_action_requests ADD COLUMN request TEXT;
  CREATE INDEX transaction_action_requests_transaction ON transaction_action_requests (transaction_id);
  CREATE TABLE webhook_resends (
    id INTEGER PRIMARY KEY,
    event_id INTEGER NOT NULL,
    transaction_id INTEGER NOT NULL,
    actor TEXT NOT NULL,
    created TEXT NOT NULL
  );
  CREATE INDEX webhook_resends_transaction ON webhook_resends (transaction_id);
  CREATE TABLE bank_orders (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants (id),
    bank_name TEXT NOT NULL,
    account_number TEXT NOT NULL,
    file_name TEXT NOT NULL,
    uploaded_by TEXT NOT NULL,
    created TEXT NOT NULL,
    rows_read INTEGER NOT NULL,
    rows_refused INTEGER NOT NULL
  );
  CREATE INDEX bank_orders_tenant ON bank_orders (tenant_id, id);
  CREATE TABLE bank_order_items (
    id INTEGER PRIMARY KEY,
    bank_order_id INTEGER NOT NULL REFERENCES bank_orders (id),
    row_number INTEGER NOT NULL,
    beneficiary TEXT NOT NULL,
    iban TEXT NOT NULL,
    amount INTEGER NOT NULL,
    currency TEXT NOT NULL,
    reference TEXT NOT NULL,
    status TEXT NOT NULL
  );
  CREATE INDEX bank_order_items_order ON bank_order_items (bank_order_id, row_number);
  CREATE TABLE bulk_updates (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants (id),
    mode TEXT NOT NULL,
    file_name TEXT NOT NULL,
    requested_by TEXT NOT NULL,
    created TEXT NOT NULL,
    rows_done INTEGER NOT NULL,
    rows_refused INTEGER NOT NULL
  );
  CREATE TABLE bulk_update_rows (
    id INTEGER PRIMARY KEY,
    bulk_update_id INTEGER NOT NULL REFERENCES bulk_updates (id),
    row_number INTEGER NOT NULL,
    transaction_id INTEGER,
    target_status TEXT NOT NULL,
    outcome TEXT NOT NULL,
    message TEXT NOT NULL
  );
  CREATE INDEX bulk_update_rows_update ON bulk_update_rows (bulk_update_id, row_number);
  `,
  // 12: PID relationships: which organisation holds a payer's account (its reference) on a website.
  `
  CREATE TABLE pid_relationships (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants (id),
    organization_id INTEGER NOT NULL REFERENCES merchants (id),
    website TEXT NOT NULL,
    account_reference TEXT NOT NULL,
    transaction_id INTEGER NOT NULL,
    request_type TEXT NOT NULL,
    created TEXT NOT NULL,
    deallocated TEXT
  );
  CREATE INDEX pid_relationships_tenant ON pid_relationships (tenant_id, id);
  CREATE INDEX pid_relationships_account ON pid_relationships (account_reference);
  `,
  // 13: every sign-in at the OpenID provider, succeeded or refused (the platform's login history report).
  `
  CREATE TABLE sign_ins (
    id INTEGER PRIMARY KEY,
    user_id INTEGER REFERENCES users (id),
    email TEXT NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('Succeeded', 'Refused')),
    ip TEXT,
    user_agent TEXT,
    at TEXT NOT NULL
  );
  CREATE INDEX sign_ins_at ON sign_ins (at);
  `,
  // 14: alerts the sandbox raises from the book (decline and pending ratios over the tenant's thresholds, velocity).
  `
  CREATE TABLE alert_settings (
    tenant_id INTEGER PRIMARY KEY REFERENCES tenants (id),
    decline_ratio REAL NOT NULL,
    pending_ratio REAL NOT NULL,
    min_payments INTEGER NOT NULL,
    updated TEXT NOT NULL
  );
  CREATE TABLE alerts (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants (id),
    merchant_id INTEGER NOT NULL REFERENCES merchants (id),
    type TEXT NOT NULL,
    severity TEXT NOT NULL,
    message TEXT NOT NULL,
    value REAL NOT NULL,
    threshold REAL NOT NULL,
    window_start TEXT NOT NULL,
    raised TEXT NOT NULL,
    UNIQUE (tenant_id, merchant_id, type, window_start)
  );
  CREATE INDEX alerts_tenant ON alerts (tenant_id, raised);
  `,
  // 15: automated reports per customer (seed 000 section 7): which reports, how often, to whom; when next due.
  `
  CREATE TABLE report_schedules (
    merchant_id INTEGER PRIMARY KEY REFERENCES merchants (id),
    tenant_id INTEGER NOT NULL REFERENCES tenants (id),
    report_ids TEXT NOT NULL,
    frequency TEXT NOT NULL,
    recipients TEXT NOT NULL,
    time_zone TEXT NOT NULL,
    active INTEGER NOT NULL,
    next_due TEXT NOT NULL,
    last_generated TEXT,
    updated_by TEXT NOT NULL,
    updated TEXT NOT NULL
  );
  CREATE INDEX report_schedules_due ON report_schedules (active, next_due);
  `,
  // 16: dashboards (seed 002): categories and widgets per tenant (personal ones owned by a user), which roles see
  // which, widgets shared with a role; and the currency each tenant reports in.
  `
  ALTER TABLE tenants ADD COLUMN base_currency TEXT NOT NULL DEFAULT 'EUR';
  UPDATE tenants SET base_currency = 'TRY' WHERE id = 2;
  CREATE TABLE dashboard_categories (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants (id),
    name TEXT NOT NULL,
    owner_id INTEGER REFERENCES users (id),
    user_type TEXT,
    position INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE dashboard_widgets (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants (id),
    category_id INTEGER NOT NULL REFERENCES dashboard_categories (id),
    title TEXT NOT NULL,
    data TEXT NOT NULL,
    filters TEXT NOT NULL,
    owner_id INTEGER REFERENCES users (id),
    base_widget_id INTEGER REFERENCES dashboard_widgets (id),
    position INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
  );
  CREATE INDEX dashboard_widgets_tenant ON dashboard_widgets (tenant_id, category_id);
  CREATE TABLE dashboard_role_widgets (
    role_id INTEGER NOT NULL REFERENCES roles (id),
    widget_id INTEGER NOT NULL REFERENCES dashboard_widgets (id),
    PRIMARY KEY (role_id, widget_id)
  );
  CREATE TABLE dashboard_shares (
    widget_id INTEGER NOT NULL REFERENCES dashboard_widgets (id),
    role_id INTEGER NOT NULL REFERENCES roles (id),
    PRIMARY KEY (widget_id, role_id)
  );
  `,
  // Pipelines (issue 18): each tenant's pipelines, their ordered stages, and the opportunities and projects that
  // move through them; and the permission that manages them, given to the seeded tenant administrators.
  `
  CREATE TABLE pipelines (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants (id),
    name TEXT NOT NULL,
    is_for_opportunities INTEGER NOT NULL,
    is_for_projects INTEGER NOT NULL,
    updated TEXT NOT NULL
  );
  CREATE INDEX pipelines_tenant ON pipelines (tenant_id, id);
  CREATE TABLE pipeline_stages (
    id INTEGER PRIMARY KEY,
    pipeline_id INTEGER NOT NULL REFERENCES pipelines (id),
    name TEXT NOT NULL,
    probability REAL NOT NULL,
    activity_set_id INTEGER,
    sort_order INTEGER NOT NULL,
    is_default INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX pipeline_stages_pipeline ON pipeline_stages (pipeline_id, sort_order);
  CREATE TABLE pipeline_elements (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants (id),
    pipeline_id INTEGER NOT NULL REFERENCES pipelines (id),
    stage_id INTEGER NOT NULL REFERENCES pipeline_stages (id),
    kind TEXT NOT NULL CHECK (kind IN ('opportunity', 'project')),
    name TEXT NOT NULL,
    merchant_id INTEGER REFERENCES merchants (id),
    amount INTEGER NOT NULL,
    currency TEXT NOT NULL,
    is_closed INTEGER NOT NULL DEFAULT 0,
    state_name TEXT NOT NULL,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
  );
  CREATE INDEX pipeline_elements_stage ON pipeline_elements (pipeline_id, stage_id, is_closed);
  CREATE INDEX pipeline_elements_tenant ON pipeline_elements (tenant_id, updated);
  INSERT OR IGNORE INTO role_permissions (role_id, permission) SELECT id, 'CRM.Pipelines.Manage' FROM roles WHERE id = 2;
  `,
  // Strong authentication and roles (issue 18): each user's TOTP secret, the last time step a code of theirs was
  // accepted (a code is good once), the record of changes made with a code; roles of a tenant's own beside the
  // shared ones, and the permissions of a role that need a code.
  `
  ALTER TABLE users ADD COLUMN totp_secret TEXT;
  CREATE TABLE sca_steps (user_id INTEGER PRIMARY KEY REFERENCES users (id), last_step INTEGER NOT NULL);
  CREATE TABLE sca_audit (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER REFERENCES tenants (id),
    user_id INTEGER NOT NULL REFERENCES users (id),
    action TEXT NOT NULL,
    target TEXT NOT NULL,
    detail TEXT NOT NULL,
    at TEXT NOT NULL
  );
  CREATE INDEX sca_audit_tenant ON sca_audit (tenant_id, at);
  ALTER TABLE roles ADD COLUMN tenant_id INTEGER REFERENCES tenants (id);
  UPDATE roles SET tenant_id = 1 WHERE id IN (3, 6);
  CREATE TABLE role_sca_permissions (
    role_id INTEGER NOT NULL REFERENCES roles (id),
    permission TEXT NOT NULL,
    PRIMARY KEY (role_id, permission)
  );
  `,
  // CRM users (issue 18): sign-in lockout after repeated failures, and each user's grants (which customers,
  // payment methods and service providers they work with; none means every one).
  `
  ALTER TABLE users ADD COLUMN failed_sign_ins INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE users ADD COLUMN is_locked INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE user_merchant_grants (
    user_id INTEGER NOT NULL REFERENCES users (id),
    merchant_id INTEGER NOT NULL REFERENCES merchants (id),
    PRIMARY KEY (user_id, merchant_id)
  );
  CREATE TABLE user_payment_method_grants (
    user_id INTEGER NOT NULL REFERENCES users (id),
    payment_method TEXT NOT NULL,
    PRIMARY KEY (user_id, payment_method)
  );
  CREATE TABLE user_provider_grants (
    user_id INTEGER NOT NULL REFERENCES users (id),
    provider_id INTEGER NOT NULL REFERENCES service_providers (id),
    PRIMARY KEY (user_id, provider_id)
  );
  `,
  // Price books (issue 18): each tenant's, with products, their fees by type and pricing structures (fees by
  // payment amount); fee types say when they are charged.
  `
  ALTER TABLE fee_types ADD COLUMN charged_on TEXT NOT NULL DEFAULT 'payment';
  UPDATE fee_types SET charged_on = 'chargeback' WHERE id = 3;
  UPDATE fee_types SET charged_on = 'refund' WHERE id = 4;
  UPDATE fee_types SET charged_on = 'conversion' WHERE id = 5;
  UPDATE fee_types SET charged_on = 'payout' WHERE id = 6;
  CREATE TABLE pricebooks (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants (id),
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    is_standard INTEGER NOT NULL,
    is_active INTEGER NOT NULL,
    owner_id INTEGER REFERENCES users (id),
    updated TEXT NOT NULL
  );
  CREATE INDEX pricebooks_tenant ON pricebooks (tenant_id, id);
  CREATE TABLE pricebook_products (
    id INTEGER PRIMARY KEY,
    pricebook_id INTEGER NOT NULL REFERENCES pricebooks (id),
    name TEXT NOT NULL,
    payment_methods TEXT NOT NULL
  );
  CREATE INDEX pricebook_products_book ON pricebook_products (pricebook_id);
  CREATE TABLE pricebook_entries (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES pricebook_products (id),
    fee_type_id INTEGER NOT NULL REFERENCES fee_types (id),
    value REAL NOT NULL,
    pricing_structure TEXT NOT NULL DEFAULT '[]',
    UNIQUE (product_id, fee_type_id)
  );
  INSERT OR IGNORE INTO role_permissions (role_id, permission) SELECT id, 'CRM.PriceBooks.Manage' FROM roles WHERE id = 2;
  `,
  // Products of a price book sold together (seed 002's related products), kept both ways.
  `
  CREATE TABLE pricebook_product_relations (
    product_id INTEGER NOT NULL REFERENCES pricebook_products (id),
    related_id INTEGER NOT NULL REFERENCES pricebook_products (id),
    PRIMARY KEY (product_id, related_id)
  );
  CREATE INDEX pricebook_product_relations_related ON pricebook_product_relations (related_id);
  `,
  // The money model (core's money.ts): a booked refund is Refunded, a booked chargeback ChargedBack, and a payment a
  // chargeback took the rest of is ChargedBack. Uploads (bank orders, bulk updates) are answered once by requestId.
  `
  UPDATE transactions SET status = 'Refunded' WHERE type = 'Refund' AND status = 'Captured';
  UPDATE transactions SET status = 'ChargedBack' WHERE type = 'Chargeback' AND status = 'Captured';
  UPDATE transactions SET status = 'ChargedBack'
    WHERE status IN ('Captured', 'PartiallyRefunded') AND id IN (SELECT parent_id FROM transactions WHERE type = 'Chargeback');
  CREATE TABLE idempotent_requests (
    request_id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    call TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    status INTEGER NOT NULL,
    response TEXT NOT NULL,
    created TEXT NOT NULL
  );
  `,
  // A merchant's own zone (the time model's "merchant's zone", offered beside the user's and UTC): its first
  // administrator's, else its tenant's staff's, for books made before the column.
  `
  ALTER TABLE merchants ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'UTC';
  UPDATE merchants SET time_zone = COALESCE(
    (SELECT time_zone FROM users WHERE users.merchant_id = merchants.id ORDER BY is_administrator DESC, id LIMIT 1),
    (SELECT time_zone FROM users WHERE users.tenant_id = merchants.tenant_id AND user_type = 'crm'
       ORDER BY is_administrator DESC, id LIMIT 1),
    'UTC');
  `,
  // A notification keeps its text's key and parameters, worded when read in the language the request asks for.
  `
  ALTER TABLE notifications ADD COLUMN text_key TEXT;
  ALTER TABLE notifications ADD COLUMN text_params TEXT;
  `,
  // Bank orders checked before they count (issue 63): an upload is a draft with its preview; applying it queues it,
  // or sends it for approval where the tenant asks for four eyes; a repeat of a file or of its rows is flagged.
  `
  ALTER TABLE bank_orders ADD COLUMN status TEXT NOT NULL DEFAULT 'Queued';
  ALTER TABLE bank_orders ADD COLUMN uploaded_by_id INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE bank_orders ADD COLUMN approved_by TEXT;
  ALTER TABLE bank_orders ADD COLUMN content_hash TEXT;
  ALTER TABLE bank_orders ADD COLUMN same_file_as INTEGER;
  ALTER TABLE bank_order_items ADD COLUMN seen_in_order INTEGER;
  CREATE INDEX bank_orders_content ON bank_orders (tenant_id, content_hash);
  CREATE INDEX bank_order_items_payee ON bank_order_items (iban, reference, amount);
  CREATE TABLE bank_order_settings (
    tenant_id INTEGER PRIMARY KEY REFERENCES tenants (id),
    four_eyes INTEGER NOT NULL DEFAULT 0,
    duplicate_window_days INTEGER NOT NULL DEFAULT 30
  );
  `,
  // Bulk updates checked before they count (issue 63): an upload is a draft whose rows are each ready or refused;
  // applying it makes its ready rows. A row's message is a template of the sandbox's words, worded when read.
  `
  ALTER TABLE bulk_updates ADD COLUMN status TEXT NOT NULL DEFAULT 'Applied';
  ALTER TABLE bulk_updates ADD COLUMN rows_ready INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE bulk_update_rows ADD COLUMN message_params TEXT;
  ALTER TABLE bulk_update_rows ADD COLUMN reason TEXT NOT NULL DEFAULT '';
  `,
  // A role's change kept as what changed (issue 63): the screen names each permission in its words, the code beside.
  `
  ALTER TABLE sca_audit ADD COLUMN role_change TEXT;
  `,
  // Activity is stored (issue 64): a transaction's events, the API calls about it and the webhooks of its events are
  // rows, written in bulk with the book and appended by the actions (transactions/stored-activity.ts); what the
  // reports kept of them, derived at read, goes. A seeded event's actor and reason are the sandbox's words (worded
  // when read); an action's are what its caller gave. A delivery retried until a time reads as retrying until then
  // (webhook_deliveries_now): the clock alone settles it.
  `
  -- What reports kept by day and forgot on every write (the account's sums, the analytics groups) is kept in step
  -- instead (db/rollups.ts): made again from the book at the next start.
  DROP TRIGGER IF EXISTS activity_hour_transaction_added;
  DROP TRIGGER IF EXISTS activity_hour_transaction_changed;
  DROP TRIGGER IF EXISTS activity_hour_transaction_deleted;
  DROP TRIGGER IF EXISTS activity_hour_call_made;
  DROP TRIGGER IF EXISTS activity_hour_event_stored;
  DROP TRIGGER IF EXISTS activity_hour_webhook_resent;
  DROP TRIGGER IF EXISTS account_transaction_added;
  DROP TRIGGER IF EXISTS account_transaction_changed;
  DROP TRIGGER IF EXISTS account_transaction_deleted;
  DROP TRIGGER IF EXISTS account_book_currency_changed;
  DROP TRIGGER IF EXISTS analytics_days_added;
  DROP TRIGGER IF EXISTS analytics_days_changed;
  DROP TRIGGER IF EXISTS analytics_days_deleted;
  DROP TABLE IF EXISTS activity_hours;
  DROP TABLE IF EXISTS activity_days;
  DROP TABLE IF EXISTS activity_api_calls;
  DROP TABLE IF EXISTS activity_webhooks;
  DROP TABLE IF EXISTS account_days;
  DROP TABLE IF EXISTS account_pieces;
  DROP TABLE IF EXISTS account_whole_days;
  DROP TABLE IF EXISTS analytics_days_kept;
  DROP TABLE IF EXISTS analytics_days;
  ALTER TABLE transaction_events ADD COLUMN worded INTEGER NOT NULL DEFAULT 0;
  -- An event's id says its transaction (its id times 100 plus its place): a transaction's events are a range of ids.
  DROP INDEX transaction_events_transaction;
  -- The calls and the webhooks lie in the order the reports read them: a book's, by the payments' time (a month of a
  -- tenant is one stretch of the file, not rows strewn over it).
  CREATE TABLE api_calls (
    -- Its transaction's id times 100 plus its place (a staff's call from 50 on).
    id INTEGER NOT NULL,
    transaction_id INTEGER NOT NULL,
    -- The payment's book and creation time (the reports' period) and its reference, as the reports read them.
    mode TEXT NOT NULL,
    tenant_id INTEGER NOT NULL,
    merchant_id INTEGER NOT NULL,
    created TEXT NOT NULL,
    reference TEXT,
    at TEXT NOT NULL,
    method TEXT NOT NULL,
    endpoint TEXT NOT NULL,
    status_code INTEGER NOT NULL,
    duration_ms INTEGER NOT NULL,
    -- A refund's call: the refund it made.
    child_id INTEGER,
    -- Staff's call: its request as remembered (transaction_action_requests). None: the merchant's, from its payment.
    request_id TEXT,
    PRIMARY KEY (mode, tenant_id, created, id)
  ) WITHOUT ROWID;
  CREATE TABLE webhook_deliveries (
    -- An event's webhooks, one row for both versions (the merchant's v1 and v2 endpoints are told at once and fare
    -- alike): its id is the event's times 64; a v2 webhook sent again is a row of its own, the event's id times 64
    -- plus 1, 2 … So an event's deliveries, and a transaction's, are a range of ids.
    id INTEGER NOT NULL,
    transaction_id INTEGER NOT NULL,
    mode TEXT NOT NULL,
    tenant_id INTEGER NOT NULL,
    merchant_id INTEGER NOT NULL,
    created TEXT NOT NULL,
    reference TEXT,
    -- The merchant's site (its endpoints are below it), and what the event was (each version names it).
    website TEXT NOT NULL,
    type TEXT NOT NULL,
    event_status TEXT NOT NULL,
    status TEXT NOT NULL,
    status_code INTEGER,
    attempts INTEGER NOT NULL,
    at TEXT NOT NULL,
    -- Its last attempt, when it took more than one (else it is when it was sent).
    last_attempt TEXT,
    -- Retried until then (its event a day old), and settled as status says after.
    retrying_until TEXT,
    PRIMARY KEY (mode, tenant_id, created, id)
  ) WITHOUT ROWID;
  -- Each delivery by version as it stands now (row_id: the row it is read from).
  CREATE VIEW webhook_deliveries_now AS
    SELECT d.id * 2 + v.k AS id, d.id AS row_id, d.id / 64 AS event_id, d.transaction_id, d.mode, d.tenant_id,
      d.merchant_id, d.created, d.reference, v.version,
      CASE v.k WHEN 0 THEN 'payment.' || lower(d.type) ELSE 'transaction.' || lower(d.event_status) END AS event,
      'https://' || d.website || '/webhooks/paydeck' || v.path AS url, d.at,
      COALESCE(d.last_attempt, d.at) AS last_attempt, d.retrying_until,
      CASE WHEN d.retrying_until > sandbox_now() THEN 'Retrying' ELSE d.status END AS status,
      CASE WHEN d.retrying_until > sandbox_now() THEN CASE d.id % 3 WHEN 0 THEN 500 WHEN 1 THEN 502 ELSE 503 END
        ELSE d.status_code END AS status_code,
      CASE WHEN d.retrying_until > sandbox_now() THEN d.attempts - 1 ELSE d.attempts END AS attempts
    FROM webhook_deliveries d
      JOIN (SELECT 0 AS k, 'v1' AS version, '' AS path UNION ALL SELECT 1, 'v2', '/v2') v ON v.k = 1 OR d.id % 64 = 0;
  `,
  // The audit trail (issue 65): one record per change and per refusal, written by the gate in the change's own
  // transaction, each linked to the one before it in its organisation's chain (chain = the tenant, 0 the
  // platform's own). Read newest first, by organisation, merchant, actor, action or target. A pruned chain keeps
  // its checkpoint: the last pruned record's hash. The code audit of issue 18 is carried over and becomes a view.
  `
  CREATE TABLE audit_trail (
    seq INTEGER PRIMARY KEY,
    chain INTEGER NOT NULL,
    at TEXT NOT NULL,
    tenant_id INTEGER,
    merchant_id INTEGER,
    actor_kind TEXT NOT NULL,
    actor_id INTEGER,
    actor_name TEXT NOT NULL,
    actor_email TEXT NOT NULL,
    actor_role TEXT,
    acting_in_tenant INTEGER NOT NULL DEFAULT 0,
    action TEXT NOT NULL,
    action_key TEXT NOT NULL,
    target_type TEXT NOT NULL,
    target_id TEXT,
    target_label TEXT,
    outcome TEXT NOT NULL,
    status INTEGER NOT NULL,
    problem TEXT,
    changes TEXT NOT NULL DEFAULT '[]',
    more_changes INTEGER NOT NULL DEFAULT 0,
    reason TEXT,
    request_id TEXT,
    with_code INTEGER NOT NULL DEFAULT 0,
    source TEXT NOT NULL,
    ip TEXT,
    user_agent TEXT,
    prev_hash TEXT,
    hash TEXT
  );
  CREATE INDEX audit_trail_chain ON audit_trail (chain, seq);
  CREATE INDEX audit_trail_merchant ON audit_trail (merchant_id, seq) WHERE merchant_id IS NOT NULL;
  CREATE INDEX audit_trail_actor ON audit_trail (actor_id, seq);
  CREATE INDEX audit_trail_action ON audit_trail (chain, action_key, seq);
  CREATE INDEX audit_trail_outcome ON audit_trail (chain, outcome, seq);
  CREATE INDEX audit_trail_target ON audit_trail (target_type, target_id, seq);
  CREATE INDEX audit_trail_at ON audit_trail (chain, at);
  CREATE INDEX audit_trail_unsealed ON audit_trail (seq) WHERE hash IS NULL;
  CREATE TABLE audit_checkpoints (
    chain INTEGER PRIMARY KEY,
    seq INTEGER NOT NULL,
    hash TEXT NOT NULL,
    pruned INTEGER NOT NULL,
    at TEXT NOT NULL
  );
  ALTER TABLE tenants ADD COLUMN audit_retention_days INTEGER NOT NULL DEFAULT 400;
  INSERT INTO audit_trail (chain, at, tenant_id, actor_kind, actor_id, actor_name, actor_email, action, action_key,
      target_type, target_label, outcome, status, changes, reason, with_code, source)
    SELECT COALESCE(a.tenant_id, 0), a.at, a.tenant_id,
      CASE u.user_type WHEN 'merchant' THEN 'merchant' WHEN 'platform' THEN 'platform' ELSE 'tenant' END,
      u.id, u.first_name || ' ' || u.last_name, u.email, a.action,
      CASE a.action WHEN 'role.create' THEN 'roles.create' WHEN 'role.update' THEN 'roles.update' ELSE a.action END,
      CASE WHEN a.action LIKE 'role.%' THEN 'role' ELSE 'user' END, a.target, 'made', 200,
      '[]', COALESCE(a.role_change, a.detail), 1, 'portal'
    FROM sca_audit a JOIN users u ON u.id = a.user_id ORDER BY a.at, a.id;
  DROP TABLE sca_audit;
  -- The changes made with a one-time code: the trail's records that used one.
  CREATE VIEW sca_audit AS
    SELECT seq AS id, tenant_id, actor_id AS user_id, action_key AS action, target_label AS target, at, changes
    FROM audit_trail WHERE with_code = 1 AND outcome = 'made';
  `,
  // Disputes worked as cases (issue 66): a dispute on a payment, its stage and status, the chargeback that holds its
  // money and the credit a win booked, its answer (kept as a draft, then sent) and every move on its timeline. Lists
  // read them by organisation, status and due time; the network's clock reads the open ones by due time.
  `
  CREATE TABLE disputes (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL,
    merchant_id INTEGER NOT NULL,
    transaction_id INTEGER NOT NULL,
    chargeback_id INTEGER,
    reversal_id INTEGER,
    stage TEXT NOT NULL,
    status TEXT NOT NULL,
    network TEXT NOT NULL,
    reason_code TEXT NOT NULL,
    category TEXT NOT NULL,
    amount INTEGER NOT NULL,
    currency TEXT NOT NULL,
    due_by TEXT NOT NULL,
    opened TEXT NOT NULL,
    updated TEXT NOT NULL,
    closed TEXT,
    evidence TEXT NOT NULL DEFAULT '{"texts":{},"files":[]}',
    evidence_saved TEXT,
    submitted TEXT,
    submissions INTEGER NOT NULL DEFAULT 0,
    notices TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX disputes_tenant ON disputes (tenant_id, status, due_by, id);
  CREATE INDEX disputes_merchant ON disputes (merchant_id, status, due_by, id);
  CREATE INDEX disputes_transaction ON disputes (transaction_id);
  CREATE INDEX disputes_open ON disputes (due_by) WHERE status IN ('needsResponse', 'underReview');
  CREATE TABLE dispute_events (
    id INTEGER PRIMARY KEY,
    dispute_id INTEGER NOT NULL,
    at TEXT NOT NULL,
    stage TEXT NOT NULL,
    status TEXT NOT NULL,
    event TEXT NOT NULL,
    actor TEXT NOT NULL,
    comment TEXT
  );
  CREATE INDEX dispute_events_dispute ON dispute_events (dispute_id, at);
  `,
  // A dispute's evidence files (issue 66): kept by the file service, named by the dispute they were uploaded for.
  `
  ALTER TABLE files ADD COLUMN dispute_id INTEGER;
  CREATE INDEX files_dispute ON files (dispute_id) WHERE dispute_id IS NOT NULL;
  `,
]
