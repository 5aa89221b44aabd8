--
-- PostgreSQL database dump
--

\restrict 9nC7qvqqg0ID8jnisfBlZImjzzc5QrGzLsN0JR1dNawxaaN3x8a4dY4VlZxR7ue

-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: analytics_bot_daily; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytics_bot_daily (
    website_id text NOT NULL,
    day text NOT NULL,
    bot text NOT NULL,
    path text NOT NULL,
    hits bigint NOT NULL,
    last_seen text NOT NULL
);


--
-- Name: analytics_bot_hits; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytics_bot_hits (
    id text NOT NULL,
    website_id text NOT NULL,
    hit_key text NOT NULL,
    occurred_at text NOT NULL,
    day text NOT NULL,
    bot text NOT NULL,
    path text NOT NULL,
    source text NOT NULL
);


--
-- Name: analytics_daily; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytics_daily (
    website_id text NOT NULL,
    day text NOT NULL,
    visitors bigint NOT NULL,
    visits bigint NOT NULL,
    pageviews bigint NOT NULL,
    bounces bigint NOT NULL,
    duration_ms bigint NOT NULL
);


--
-- Name: analytics_daily_countries; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytics_daily_countries (
    website_id text NOT NULL,
    day text NOT NULL,
    country text NOT NULL,
    views bigint NOT NULL,
    visits bigint NOT NULL
);


--
-- Name: analytics_daily_pages; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytics_daily_pages (
    website_id text NOT NULL,
    day text NOT NULL,
    path text NOT NULL,
    views bigint NOT NULL,
    entries bigint NOT NULL,
    bounces bigint NOT NULL
);


--
-- Name: analytics_daily_sources; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytics_daily_sources (
    website_id text NOT NULL,
    day text NOT NULL,
    source text NOT NULL,
    visits bigint NOT NULL,
    views bigint NOT NULL,
    bounces bigint NOT NULL,
    duration_ms bigint NOT NULL
);


--
-- Name: analytics_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytics_events (
    id text NOT NULL,
    website_id text NOT NULL,
    occurred_at text NOT NULL,
    day text NOT NULL,
    visit_id text NOT NULL,
    path text NOT NULL,
    referrer_host text,
    country text NOT NULL
);


--
-- Name: analytics_filter_days; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytics_filter_days (
    website_id text NOT NULL,
    day text NOT NULL,
    filter text NOT NULL,
    value text NOT NULL,
    panel text NOT NULL,
    name text NOT NULL,
    visitors bigint NOT NULL,
    visits bigint NOT NULL,
    views bigint NOT NULL,
    bounces bigint NOT NULL,
    duration_ms bigint NOT NULL
);


--
-- Name: analytics_filter_roll_requests; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytics_filter_roll_requests (
    website_id text NOT NULL,
    job_id text NOT NULL,
    requested_ms bigint NOT NULL
);


--
-- Name: analytics_filter_rolled; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytics_filter_rolled (
    website_id text NOT NULL,
    day text NOT NULL
);


--
-- Name: analytics_hourly; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytics_hourly (
    website_id text NOT NULL,
    hour text NOT NULL,
    visitors bigint NOT NULL,
    visits bigint NOT NULL,
    pageviews bigint NOT NULL,
    bounces bigint NOT NULL,
    duration_ms bigint NOT NULL
);


--
-- Name: analytics_hourly_panels; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytics_hourly_panels (
    website_id text NOT NULL,
    hour text NOT NULL,
    panel text NOT NULL,
    name text NOT NULL,
    views bigint NOT NULL,
    visits bigint NOT NULL,
    bounces bigint NOT NULL,
    duration_ms bigint NOT NULL
);


--
-- Name: analytics_salts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytics_salts (
    day text NOT NULL,
    salt text NOT NULL,
    created_at text NOT NULL
);


--
-- Name: analytics_share_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytics_share_links (
    id text NOT NULL,
    website_id text NOT NULL,
    token_hash text NOT NULL,
    name text NOT NULL,
    password text,
    created_at text NOT NULL,
    last_used_at text
);


--
-- Name: analytics_sites; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytics_sites (
    website_id text NOT NULL,
    site_id text NOT NULL,
    created_at text NOT NULL
);


--
-- Name: analytics_visits; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytics_visits (
    id text NOT NULL,
    website_id text NOT NULL,
    visitor text NOT NULL,
    day text NOT NULL,
    started_ms bigint NOT NULL,
    last_ms bigint NOT NULL,
    pageviews bigint NOT NULL,
    country text NOT NULL,
    entry_path text DEFAULT ''::text NOT NULL,
    source text DEFAULT ''::text NOT NULL
);


--
-- Name: api_keys; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.api_keys (
    id text NOT NULL,
    key_hash text NOT NULL,
    prefix text NOT NULL,
    name text NOT NULL,
    user_id text NOT NULL,
    organization_id text NOT NULL,
    website_id text,
    active integer DEFAULT 1 NOT NULL,
    created_at text NOT NULL,
    last_used_at text
);


--
-- Name: article_counts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.article_counts (
    website_id text NOT NULL,
    status text NOT NULL,
    count bigint NOT NULL
);


--
-- Name: articles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.articles (
    id text NOT NULL,
    website_id text NOT NULL,
    organization_id text NOT NULL,
    title text NOT NULL,
    slug text NOT NULL,
    status text NOT NULL,
    pipeline_status text NOT NULL,
    article_type text NOT NULL,
    meta_description text,
    featured_image text,
    outline text NOT NULL,
    outline_source text,
    instructions text,
    content_markdown text,
    content_html text,
    keyword_id text,
    keyword_term text,
    keyword_volume bigint,
    keyword_difficulty bigint,
    scheduled_publish_at text,
    published_at text,
    calendar_at text,
    cms_type text,
    cms_url text,
    cms_post_id text,
    generation_job_id text,
    generation_source text,
    generation_model text,
    total_tokens bigint DEFAULT 0 NOT NULL,
    publish_job_id text,
    error text,
    origin text NOT NULL,
    created_at text NOT NULL,
    updated_at text NOT NULL
);


--
-- Name: auth_epoch; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.auth_epoch (
    id integer NOT NULL,
    epoch bigint NOT NULL
);


--
-- Name: backlink_campaigns; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.backlink_campaigns (
    id text NOT NULL,
    website_id text NOT NULL,
    organization_id text NOT NULL,
    keyword text NOT NULL,
    niche text,
    status text NOT NULL,
    language text NOT NULL,
    target_domain text NOT NULL,
    is_public integer DEFAULT 0 NOT NULL,
    public_share_token text,
    progress text NOT NULL,
    general_strategies text NOT NULL,
    research_job_id text,
    created_at text NOT NULL,
    updated_at text NOT NULL
);


--
-- Name: backlink_do_not_contact; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.backlink_do_not_contact (
    organization_id text NOT NULL,
    email text NOT NULL,
    reason text,
    created_at text NOT NULL
);


--
-- Name: backlink_opportunities; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.backlink_opportunities (
    id text NOT NULL,
    campaign_id text NOT NULL,
    website_id text NOT NULL,
    url text NOT NULL,
    site text NOT NULL,
    title text,
    strategy text NOT NULL,
    type text NOT NULL,
    relevance_score integer NOT NULL,
    domain_authority integer,
    domain_rating integer,
    monthly_traffic text,
    link_type text,
    niche_relevance text,
    reasoning text NOT NULL,
    tags text NOT NULL,
    status text NOT NULL,
    contact_info text NOT NULL,
    contact_email text,
    contact_name text,
    outreach_status text,
    notes text,
    draft_subject text,
    draft_body_text text,
    draft_body_html text,
    draft_created_at text,
    outreach_error text,
    emailed_at text,
    created_at text NOT NULL,
    updated_at text NOT NULL
);


--
-- Name: backlink_opportunity_counts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.backlink_opportunity_counts (
    campaign_id text NOT NULL,
    status text NOT NULL,
    strategy text NOT NULL,
    count bigint NOT NULL
);


--
-- Name: backlink_outreach_emails; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.backlink_outreach_emails (
    id text NOT NULL,
    opportunity_id text NOT NULL,
    organization_id text NOT NULL,
    from_address text NOT NULL,
    to_email text NOT NULL,
    subject text NOT NULL,
    message text NOT NULL,
    message_id text NOT NULL,
    status text NOT NULL,
    error text,
    created_at text NOT NULL,
    sent_at text
);


--
-- Name: backlink_smtp_settings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.backlink_smtp_settings (
    organization_id text NOT NULL,
    host text NOT NULL,
    port integer NOT NULL,
    security text NOT NULL,
    username text,
    password_sealed text,
    from_address text NOT NULL,
    from_name text,
    updated_at text NOT NULL
);


--
-- Name: connections; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.connections (
    website_id text NOT NULL,
    type text NOT NULL,
    settings text NOT NULL,
    created_at text NOT NULL,
    updated_at text NOT NULL
);


--
-- Name: content_automation; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.content_automation (
    website_id text NOT NULL,
    organization_id text NOT NULL,
    settings text NOT NULL,
    planner_job_id text,
    last_run_at text,
    last_run text,
    updated_at text NOT NULL
);


--
-- Name: credit_buckets; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.credit_buckets (
    organization_id text NOT NULL,
    resource text NOT NULL,
    quota bigint NOT NULL,
    used bigint DEFAULT 0 NOT NULL,
    period_start text NOT NULL,
    period_end text NOT NULL
);


--
-- Name: credit_reservations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.credit_reservations (
    organization_id text NOT NULL,
    reference text NOT NULL,
    resource text NOT NULL,
    reserved bigint NOT NULL,
    drawn bigint DEFAULT 0 NOT NULL,
    settled_at text,
    created_at text NOT NULL
);


--
-- Name: jobs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.jobs (
    id text NOT NULL,
    kind text NOT NULL,
    organization_id text NOT NULL,
    website_id text,
    payload text NOT NULL,
    status text NOT NULL,
    result text,
    error text,
    attempts integer DEFAULT 0 NOT NULL,
    max_attempts integer NOT NULL,
    run_at text NOT NULL,
    lease_owner text,
    lease_until text,
    created_at text NOT NULL,
    updated_at text NOT NULL
);


--
-- Name: keyword_counts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.keyword_counts (
    website_id text NOT NULL,
    status text NOT NULL,
    group_key text NOT NULL,
    count bigint NOT NULL
);


--
-- Name: keyword_groups; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.keyword_groups (
    id text NOT NULL,
    website_id text NOT NULL,
    name text NOT NULL,
    name_key text NOT NULL,
    created_at text NOT NULL
);


--
-- Name: keyword_list_versions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.keyword_list_versions (
    website_id text NOT NULL,
    version bigint NOT NULL
);


--
-- Name: keywords; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.keywords (
    id text NOT NULL,
    website_id text NOT NULL,
    term text NOT NULL,
    term_key text NOT NULL,
    volume bigint,
    difficulty integer,
    cpc double precision,
    intent text,
    opportunity text,
    status text DEFAULT 'active'::text NOT NULL,
    is_starred integer DEFAULT 0 NOT NULL,
    funnel_stage text,
    language text,
    group_id text,
    created_at text NOT NULL,
    article_id text,
    article_title text,
    article_status text
);


--
-- Name: maintenance_runs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.maintenance_runs (
    name text NOT NULL,
    next_run_at text NOT NULL,
    owner text,
    updated_at text NOT NULL
);


--
-- Name: memberships; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.memberships (
    organization_id text NOT NULL,
    user_id text NOT NULL,
    role text DEFAULT 'member'::text NOT NULL,
    created_at text NOT NULL
);


--
-- Name: organizations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.organizations (
    id text NOT NULL,
    name text NOT NULL,
    plan_id text NOT NULL,
    metered_billing integer DEFAULT 0 NOT NULL,
    created_at text NOT NULL,
    require_two_factor integer DEFAULT 0 NOT NULL
);


--
-- Name: plans; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.plans (
    id text NOT NULL,
    name text NOT NULL,
    api_access integer DEFAULT 0 NOT NULL,
    created_at text NOT NULL
);


--
-- Name: schema_migrations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.schema_migrations (
    component text NOT NULL,
    version integer NOT NULL,
    name text NOT NULL,
    applied_at text NOT NULL
);


--
-- Name: search_console_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.search_console_links (
    website_id text NOT NULL,
    property text NOT NULL,
    scheduled_job_id text,
    last_synced_at text,
    last_error text,
    created_at text NOT NULL
);


--
-- Name: search_console_rows; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.search_console_rows (
    website_id text NOT NULL,
    day text NOT NULL,
    page text NOT NULL,
    clicks bigint NOT NULL,
    impressions bigint NOT NULL,
    position_x_impressions double precision NOT NULL,
    source text NOT NULL
);


--
-- Name: sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sessions (
    id text NOT NULL,
    token_hash text NOT NULL,
    user_id text NOT NULL,
    organization_id text NOT NULL,
    user_agent text NOT NULL,
    ip text NOT NULL,
    created_at text NOT NULL,
    last_used_at text NOT NULL,
    idle_until text NOT NULL,
    expires_at text NOT NULL
);


--
-- Name: usage_ledger; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.usage_ledger (
    id text NOT NULL,
    organization_id text NOT NULL,
    resource text NOT NULL,
    amount bigint NOT NULL,
    overage bigint DEFAULT 0 NOT NULL,
    route text NOT NULL,
    request_id text NOT NULL,
    api_key_id text,
    created_at text NOT NULL
);


--
-- Name: user_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_links (
    token_hash text NOT NULL,
    user_id text NOT NULL,
    purpose text NOT NULL,
    expires_at text NOT NULL,
    used_at text,
    created_at text NOT NULL
);


--
-- Name: user_passwords; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_passwords (
    user_id text NOT NULL,
    password_hash text NOT NULL,
    updated_at text NOT NULL
);


--
-- Name: user_recovery_codes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_recovery_codes (
    user_id text NOT NULL,
    code_hash text NOT NULL,
    used_at text,
    created_at text NOT NULL
);


--
-- Name: user_totp; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_totp (
    user_id text NOT NULL,
    secret text NOT NULL,
    enabled_at text,
    last_step bigint DEFAULT 0 NOT NULL,
    created_at text NOT NULL
);


--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
    id text NOT NULL,
    email text NOT NULL,
    name text DEFAULT ''::text NOT NULL,
    created_at text NOT NULL
);


--
-- Name: visibility_answers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.visibility_answers (
    id text NOT NULL,
    run_id text NOT NULL,
    campaign_id text NOT NULL,
    endpoint text NOT NULL,
    model text NOT NULL,
    collection text NOT NULL,
    language text NOT NULL,
    sample bigint NOT NULL,
    status text NOT NULL,
    error text,
    content text,
    answered_model text,
    citations text NOT NULL,
    cited_domains text NOT NULL,
    detections text NOT NULL,
    other_brands text,
    tokens bigint NOT NULL,
    created_at text NOT NULL
);


--
-- Name: visibility_campaigns; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.visibility_campaigns (
    id text NOT NULL,
    website_id text NOT NULL,
    organization_id text NOT NULL,
    kind text NOT NULL,
    prompt text NOT NULL,
    brands text NOT NULL,
    competitors text NOT NULL,
    frequency bigint NOT NULL,
    status text NOT NULL,
    languages text NOT NULL,
    models text NOT NULL,
    samples bigint NOT NULL,
    next_run_at text,
    last_run_at text,
    created_at text NOT NULL,
    updated_at text NOT NULL
);


--
-- Name: visibility_daily; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.visibility_daily (
    campaign_id text NOT NULL,
    day text NOT NULL,
    brand text NOT NULL,
    role text NOT NULL,
    endpoint text NOT NULL,
    model text NOT NULL,
    answers bigint DEFAULT 0 NOT NULL,
    with_citations bigint DEFAULT 0 NOT NULL,
    mentioned bigint DEFAULT 0 NOT NULL,
    mention_count bigint DEFAULT 0 NOT NULL,
    position_sum bigint DEFAULT 0 NOT NULL,
    position_squares bigint DEFAULT 0 NOT NULL,
    cited bigint DEFAULT 0 NOT NULL,
    positive bigint DEFAULT 0 NOT NULL,
    neutral bigint DEFAULT 0 NOT NULL,
    negative bigint DEFAULT 0 NOT NULL,
    flip_pairs bigint DEFAULT 0 NOT NULL,
    pairs bigint DEFAULT 0 NOT NULL,
    sample_groups bigint DEFAULT 0 NOT NULL
);


--
-- Name: visibility_daily_names; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.visibility_daily_names (
    campaign_id text NOT NULL,
    day text NOT NULL,
    kind text NOT NULL,
    name text NOT NULL,
    answers bigint DEFAULT 0 NOT NULL,
    rank_sum bigint DEFAULT 0 NOT NULL
);


--
-- Name: visibility_runs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.visibility_runs (
    id text NOT NULL,
    campaign_id text NOT NULL,
    website_id text NOT NULL,
    organization_id text NOT NULL,
    trigger text NOT NULL,
    status text NOT NULL,
    job_id text,
    prompt text NOT NULL,
    tracked text NOT NULL,
    languages text NOT NULL,
    models text NOT NULL,
    samples bigint NOT NULL,
    day text NOT NULL,
    checks_planned bigint NOT NULL,
    checks_answered bigint DEFAULT 0 NOT NULL,
    checks_failed bigint DEFAULT 0 NOT NULL,
    tokens bigint DEFAULT 0 NOT NULL,
    judge text,
    error text,
    created_at text NOT NULL,
    started_at text,
    finished_at text
);


--
-- Name: webhook_attempts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.webhook_attempts (
    delivery_id text NOT NULL,
    attempt integer NOT NULL,
    attempted_at text NOT NULL,
    http_status integer NOT NULL,
    error text,
    duration_ms integer NOT NULL,
    response text
);


--
-- Name: webhook_deliveries; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.webhook_deliveries (
    id text NOT NULL,
    endpoint_id text NOT NULL,
    event_id text NOT NULL,
    organization_id text NOT NULL,
    status text NOT NULL,
    attempts integer NOT NULL,
    retry_base integer NOT NULL,
    next_attempt_at text,
    job_id text,
    last_error text,
    created_at text NOT NULL,
    updated_at text NOT NULL
);


--
-- Name: webhook_endpoints; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.webhook_endpoints (
    id text NOT NULL,
    organization_id text NOT NULL,
    url text NOT NULL,
    description text NOT NULL,
    event_types text NOT NULL,
    secret text NOT NULL,
    previous_secret text,
    previous_secret_until text,
    active integer NOT NULL,
    disabled_reason text,
    failing_since text,
    created_at text NOT NULL,
    updated_at text NOT NULL
);


--
-- Name: webhook_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.webhook_events (
    id text NOT NULL,
    organization_id text NOT NULL,
    event_key text NOT NULL,
    type text NOT NULL,
    website_id text,
    payload text NOT NULL,
    created_at text NOT NULL
);


--
-- Name: websites; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.websites (
    id text NOT NULL,
    organization_id text NOT NULL,
    domain text NOT NULL,
    name text NOT NULL,
    language text DEFAULT 'en'::text NOT NULL,
    created_at text NOT NULL
);


--
-- Data for Name: analytics_bot_daily; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.analytics_bot_daily (website_id, day, bot, path, hits, last_seen) FROM stdin;
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	OAI-SearchBot	/docs/getting-started	1	2026-11-19T00:26:51.125Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	GPTBot	/blog/technical-seo-checklist	1	2026-11-19T06:57:15.264Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	Google-Extended	/blog/keyword-research-guide	2	2026-11-21T23:51:14.084Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	OAI-SearchBot	/features	1	2026-11-19T10:14:45.008Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	ClaudeBot	/blog/keyword-research-guide	1	2026-11-19T17:55:51.309Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	ClaudeBot	/docs/getting-started	1	2026-11-21T15:49:14.876Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	GPTBot	/docs/api	1	2026-11-19T22:29:33.244Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	ClaudeBot	/	2	2026-11-21T23:11:06.423Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	GPTBot	/pricing	1	2026-11-21T21:17:43.415Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	GPTBot	/about	1	2026-11-19T01:43:38.578Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	ClaudeBot	/features	1	2026-11-21T03:50:58.143Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	GPTBot	/	1	2026-11-21T22:01:11.852Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	PerplexityBot	/blog/link-building-outreach	1	2026-11-21T08:47:49.323Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	Google-Extended	/	1	2026-11-19T08:54:25.968Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	Google-Extended	/blog/keyword-research-guide	1	2026-11-22T16:42:14.866Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	Google-Extended	/docs/getting-started	1	2026-11-19T14:52:44.173Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	OAI-SearchBot	/blog/technical-seo-checklist	1	2026-11-22T23:45:32.127Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	PerplexityBot	/blog/keyword-research-guide	1	2026-11-19T14:33:06.865Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	GPTBot	/blog/keyword-research-guide	1	2026-11-19T23:43:36.435Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	GPTBot	/pricing	2	2026-11-19T10:55:36.405Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	GPTBot	/features	2	2026-11-19T21:25:57.032Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	PerplexityBot	/pricing	1	2026-11-19T21:59:40.735Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	GPTBot	/blog/keyword-research-guide	1	2026-11-22T13:46:10.436Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	PerplexityBot	/	6	2026-11-19T20:19:26.008Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	GPTBot	/	8	2026-11-19T18:20:30.475Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	OAI-SearchBot	/	1	2026-11-19T02:17:14.594Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	Google-Extended	/blog/keyword-research-guide	2	2026-11-19T04:41:25.107Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	ClaudeBot	/docs/getting-started	2	2026-11-19T13:50:16.876Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	ClaudeBot	/	5	2026-11-19T22:11:43.408Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	GPTBot	/blog/link-building-outreach	1	2026-11-20T19:08:35.992Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	Google-Extended	/features	1	2026-11-20T22:26:12.957Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	GPTBot	/	1	2026-11-20T00:23:42.382Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	OAI-SearchBot	/	1	2026-11-20T20:38:13.940Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	GPTBot	/features	1	2026-11-20T13:44:23.008Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	ClaudeBot	/pricing	2	2026-11-20T20:31:03.182Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	GPTBot	/blog/keyword-research-guide	1	2026-11-20T18:30:04.370Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	ClaudeBot	/docs/getting-started	1	2026-11-20T01:36:31.569Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	ClaudeBot	/	2	2026-11-20T15:54:18.991Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	GPTBot	/blog/technical-seo-checklist	1	2026-11-20T18:32:54.277Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	ClaudeBot	/contact	1	2026-11-21T12:59:50.730Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	OAI-SearchBot	/blog/keyword-research-guide	2	2026-11-22T15:32:43.341Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	GPTBot	/contact	1	2026-11-22T07:27:14.738Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	GPTBot	/docs/getting-started	1	2026-11-22T23:47:58.905Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	Google-Extended	/	1	2026-11-22T18:32:08.044Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	Google-Extended	/pricing	2	2026-11-22T21:49:22.932Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	OAI-SearchBot	/	2	2026-11-22T22:31:59.791Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	PerplexityBot	/pricing	1	2026-11-22T07:20:01.387Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	PerplexityBot	/	2	2026-11-22T21:23:04.037Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	OAI-SearchBot	/blog/link-building-outreach	2	2026-11-22T21:20:41.978Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	GPTBot	/pricing	1	2026-11-22T16:33:55.688Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	ClaudeBot	/pricing	2	2026-11-22T21:17:03.142Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	GPTBot	/	1	2026-11-22T06:57:44.368Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	ClaudeBot	/	5	2026-11-22T21:28:21.786Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	OAI-SearchBot	/pricing	1	2026-11-22T07:28:28.779Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	ClaudeBot	/docs/getting-started	1	2026-11-23T21:09:15.422Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	Google-Extended	/	1	2026-11-23T14:19:51.798Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	PerplexityBot	/	1	2026-11-23T01:04:41.763Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	GPTBot	/pricing	1	2026-11-23T22:41:14.649Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	OAI-SearchBot	/features	1	2026-11-23T18:59:00.685Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	ClaudeBot	/	2	2026-11-23T23:02:43.666Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	GPTBot	/	2	2026-11-23T18:46:20.508Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	GPTBot	/docs/api	1	2026-11-23T01:55:20.955Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	GPTBot	/features	1	2026-11-23T21:25:08.876Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	ClaudeBot	/pricing	1	2026-11-23T12:44:12.258Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	Google-Extended	/pricing	1	2026-11-24T04:08:33.039Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	GPTBot	/docs/getting-started	1	2026-11-24T22:01:12.419Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	ClaudeBot	/contact	1	2026-11-24T09:45:58.060Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	ClaudeBot	/blog/keyword-research-guide	1	2026-11-24T23:34:47.217Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	OAI-SearchBot	/	3	2026-11-25T08:56:21.019Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	PerplexityBot	/docs/getting-started	1	2026-11-25T22:49:38.117Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	PerplexityBot	/pricing	1	2026-11-24T19:01:42.730Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	GPTBot	/blog/keyword-research-guide	2	2026-11-24T20:34:46.660Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	GPTBot	/blog/technical-seo-checklist	1	2026-11-24T07:55:35.927Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	GPTBot	/	4	2026-11-24T12:35:48.955Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	ClaudeBot	/	1	2026-11-24T19:23:55.220Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	ClaudeBot	/blog/link-building-outreach	1	2026-11-24T02:07:01.058Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	GPTBot	/blog/link-building-outreach	1	2026-11-24T11:42:36.417Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	OAI-SearchBot	/docs/getting-started	1	2026-11-24T07:53:26.688Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	GPTBot	/contact	1	2026-11-25T13:23:23.596Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	OAI-SearchBot	/about	1	2026-11-25T05:09:43.749Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	Google-Extended	/docs/api	1	2026-11-25T16:47:27.442Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	PerplexityBot	/pricing	1	2026-11-25T01:41:16.809Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	GPTBot	/blog/link-building-outreach	1	2026-11-25T07:11:51.865Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	ClaudeBot	/pricing	1	2026-11-25T19:02:22.226Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	ClaudeBot	/docs/getting-started	2	2026-11-26T10:33:56.692Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	GPTBot	/features	2	2026-11-25T13:11:41.882Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	PerplexityBot	/blog/link-building-outreach	1	2026-11-25T11:53:35.868Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	Google-Extended	/	1	2026-11-25T03:25:37.339Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	OAI-SearchBot	/	1	2026-11-26T22:17:03.364Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	GPTBot	/	3	2026-11-25T13:08:29.553Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	ClaudeBot	/	1	2026-11-25T08:36:00.553Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	GPTBot	/pricing	3	2026-11-25T22:29:38.578Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	PerplexityBot	/	2	2026-11-25T12:40:05.963Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	ClaudeBot	/features	1	2026-11-26T00:36:41.146Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	PerplexityBot	/docs/getting-started	1	2026-11-26T20:50:27.200Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	Google-Extended	/blog/link-building-outreach	1	2026-11-26T20:57:22.109Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	PerplexityBot	/blog/technical-seo-checklist	2	2026-11-26T20:45:08.883Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	OAI-SearchBot	/docs/getting-started	1	2026-11-26T12:06:48.959Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	ClaudeBot	/blog/link-building-outreach	2	2026-11-26T07:19:11.479Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	GPTBot	/features	1	2026-11-26T20:20:42.930Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	ClaudeBot	/blog/technical-seo-checklist	2	2026-11-26T20:23:40.033Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	GPTBot	/pricing	2	2026-11-26T04:49:02.855Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	GPTBot	/blog/keyword-research-guide	1	2026-11-26T03:37:58.849Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	GPTBot	/contact	1	2026-11-27T04:13:01.712Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	GPTBot	/pricing	1	2026-11-27T06:39:10.089Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	PerplexityBot	/blog/technical-seo-checklist	1	2026-11-27T02:38:21.997Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	ClaudeBot	/blog/keyword-research-guide	1	2026-11-27T01:16:27.199Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	OAI-SearchBot	/pricing	1	2026-11-27T18:49:14.217Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	GPTBot	/features	1	2026-11-27T02:30:48.707Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	ClaudeBot	/docs/api	1	2026-11-27T06:38:36.078Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	PerplexityBot	/docs/api	2	2026-11-27T15:35:23.975Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	ClaudeBot	/docs/getting-started	1	2026-11-27T14:23:37.565Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	OAI-SearchBot	/blog/keyword-research-guide	1	2026-11-27T18:17:33.112Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	PerplexityBot	/contact	1	2026-11-27T23:20:43.038Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	Google-Extended	/	1	2026-11-27T01:41:34.832Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	OAI-SearchBot	/	1	2026-11-27T05:11:41.722Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	Google-Extended	/pricing	1	2026-11-27T16:26:38.946Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	GPTBot	/	4	2026-11-27T23:19:25.254Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	Google-Extended	/blog/keyword-research-guide	1	2026-11-27T01:36:02.775Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	PerplexityBot	/	1	2026-11-27T17:24:55.515Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	ClaudeBot	/	2	2026-11-27T08:29:15.168Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	Google-Extended	/pricing	1	2026-11-28T11:18:09.314Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	GPTBot	/blog/keyword-research-guide	1	2026-11-28T02:30:33.831Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	PerplexityBot	/docs/api	1	2026-11-28T02:10:39.674Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	GPTBot	/docs/api	1	2026-11-28T00:14:08.440Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	Google-Extended	/	3	2026-11-28T12:06:33.267Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	PerplexityBot	/blog/keyword-research-guide	1	2026-11-28T17:12:34.197Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	OAI-SearchBot	/	1	2026-11-28T05:34:57.314Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	ClaudeBot	/	2	2026-11-28T16:13:02.075Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	GPTBot	/blog/technical-seo-checklist	1	2026-11-28T16:38:45.627Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	ClaudeBot	/blog/link-building-outreach	1	2026-11-28T16:23:18.729Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	GPTBot	/pricing	1	2026-11-28T06:02:34.292Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	ClaudeBot	/docs/getting-started	1	2026-11-28T16:36:34.353Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	ClaudeBot	/docs/api	1	2026-11-28T06:57:00.514Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	OAI-SearchBot	/blog/keyword-research-guide	1	2026-11-28T08:12:09.205Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	GPTBot	/docs/getting-started	2	2026-11-28T09:18:12.035Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	ClaudeBot	/blog/keyword-research-guide	1	2026-11-28T11:49:14.074Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	GPTBot	/about	1	2026-11-28T06:11:20.055Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	PerplexityBot	/blog/link-building-outreach	1	2026-11-28T11:17:10.242Z
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	GPTBot	/	9	2026-11-28T17:20:51.662Z
\.


--
-- Data for Name: analytics_bot_hits; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.analytics_bot_hits (id, website_id, hit_key, occurred_at, day, bot, path, source) FROM stdin;
fe919ebf-66da-42bf-a9b1-f563cb93c702	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795082508852-0	2026-11-19T10:01:48.852Z	2026-11-19	ClaudeBot	/	access_log
95f06a70-605e-461a-8be4-62319088a489	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795048011125-1	2026-11-19T00:26:51.125Z	2026-11-19	OAI-SearchBot	/docs/getting-started	access_log
7df3f31a-79e2-4f4d-a817-e90516037841	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795071435264-2	2026-11-19T06:57:15.264Z	2026-11-19	GPTBot	/blog/technical-seo-checklist	access_log
1079a6ab-d42c-4413-988f-7ba4df607cb5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795116133888-3	2026-11-19T19:22:13.888Z	2026-11-19	ClaudeBot	/	access_log
91bbd6cf-742a-409d-80e3-a27faa76a14f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795083285008-4	2026-11-19T10:14:45.008Z	2026-11-19	OAI-SearchBot	/features	access_log
6d45613c-97cb-4fa7-84b2-c409b7065091	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795110951309-5	2026-11-19T17:55:51.309Z	2026-11-19	ClaudeBot	/blog/keyword-research-guide	access_log
1657eb28-5b72-4096-aa8a-a35da460deb7	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795083412240-6	2026-11-19T10:16:52.240Z	2026-11-19	GPTBot	/	access_log
cad0991f-6b7f-4aaa-a3b4-cb5b99266754	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795051576888-7	2026-11-19T01:26:16.888Z	2026-11-19	GPTBot	/	access_log
2d5705cd-7abf-43c1-857a-1c08b3b8bcda	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795127373244-8	2026-11-19T22:29:33.244Z	2026-11-19	GPTBot	/docs/api	access_log
08b9c448-194c-4525-b13c-bcc9c86d9f32	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795055687492-9	2026-11-19T02:34:47.492Z	2026-11-19	PerplexityBot	/	access_log
e8540728-20cd-4f8c-9532-9065ef5d0965	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795099650820-10	2026-11-19T14:47:30.820Z	2026-11-19	PerplexityBot	/	access_log
c4b2b6d8-bdee-4894-bf82-08f525cc3a22	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795102933573-11	2026-11-19T15:42:13.573Z	2026-11-19	GPTBot	/	access_log
ff26eef8-3719-48b6-8c63-b30d9cfabe1a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795052618578-12	2026-11-19T01:43:38.578Z	2026-11-19	GPTBot	/about	access_log
c243c305-4d35-494b-9be2-789d2cd23e3a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795077574394-13	2026-11-19T08:39:34.394Z	2026-11-19	ClaudeBot	/	access_log
ddad3b22-9ce4-4a14-b24e-1db81efe5999	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795063964536-14	2026-11-19T04:52:44.536Z	2026-11-19	GPTBot	/	access_log
73aa350c-8402-4ef6-9480-b2b6c4533e8d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795059544650-15	2026-11-19T03:39:04.650Z	2026-11-19	PerplexityBot	/	access_log
88174160-b16c-490f-ba2a-00d09ab95fa5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795063285107-16	2026-11-19T04:41:25.107Z	2026-11-19	Google-Extended	/blog/keyword-research-guide	access_log
c0bb2259-83fe-4ddc-b0d3-cd1ec806fb94	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795078465968-17	2026-11-19T08:54:25.968Z	2026-11-19	Google-Extended	/	access_log
66b1c5c9-b859-4aa0-98c4-3f14da87c4d2	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795119566008-18	2026-11-19T20:19:26.008Z	2026-11-19	PerplexityBot	/	access_log
26e67461-3ccd-4067-a230-824283b34d55	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795072205972-19	2026-11-19T07:10:05.972Z	2026-11-19	ClaudeBot	/	access_log
fbd6c23d-1af9-48dd-92e8-32a6049024b1	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795099964173-20	2026-11-19T14:52:44.173Z	2026-11-19	Google-Extended	/docs/getting-started	access_log
1d1cb708-a473-4dfa-9a9e-ed27096326fe	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795123557032-21	2026-11-19T21:25:57.032Z	2026-11-19	GPTBot	/features	access_log
3712b6dc-0499-4409-9607-9ca7810f6554	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795048004983-22	2026-11-19T00:26:44.983Z	2026-11-19	PerplexityBot	/	access_log
3a09d8b1-1117-41be-8282-476f60e81780	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795049828654-23	2026-11-19T00:57:08.654Z	2026-11-19	ClaudeBot	/docs/getting-started	access_log
7cb48b58-3465-476d-bb15-45334396ce73	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795098786865-24	2026-11-19T14:33:06.865Z	2026-11-19	PerplexityBot	/blog/keyword-research-guide	access_log
792d2a8d-8c66-45a6-9aed-e5261d63d109	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795085736405-25	2026-11-19T10:55:36.405Z	2026-11-19	GPTBot	/pricing	access_log
6cd4c4a5-2cf3-4dca-9145-87febfb5dfdf	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795131816435-26	2026-11-19T23:43:36.435Z	2026-11-19	GPTBot	/blog/keyword-research-guide	access_log
469c9822-d1d4-4ddd-ab06-5275890ac128	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795059017229-27	2026-11-19T03:30:17.229Z	2026-11-19	GPTBot	/pricing	access_log
c1fdae91-d19e-40e4-8ee4-0daaa3721d82	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795094001926-28	2026-11-19T13:13:21.926Z	2026-11-19	GPTBot	/features	access_log
7406a6a9-590a-4cc0-b36e-30f1a404412a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795125580735-29	2026-11-19T21:59:40.735Z	2026-11-19	PerplexityBot	/pricing	access_log
3c3b472c-9913-4154-8703-8882d9988601	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795069289049-30	2026-11-19T06:21:29.049Z	2026-11-19	GPTBot	/	access_log
02b60f80-d4c9-4830-a2a3-325a246c5f27	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795112430475-31	2026-11-19T18:20:30.475Z	2026-11-19	GPTBot	/	access_log
9da58f63-3e3a-46ea-badc-69e001e58532	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795100807592-32	2026-11-19T15:06:47.592Z	2026-11-19	GPTBot	/	access_log
f1fb17c0-5e31-47e6-853a-55c79a6e384c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795054644222-33	2026-11-19T02:17:24.222Z	2026-11-19	PerplexityBot	/	access_log
c4a9319b-2314-4cb8-8042-654113230120	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795052148752-34	2026-11-19T01:35:48.752Z	2026-11-19	GPTBot	/	access_log
b46b50e8-0b47-4744-95e7-9b7eb9c739ac	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795054634594-35	2026-11-19T02:17:14.594Z	2026-11-19	OAI-SearchBot	/	access_log
ba0ba508-362e-4cd3-a683-0cdd23d86301	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795063112721-36	2026-11-19T04:38:32.721Z	2026-11-19	Google-Extended	/blog/keyword-research-guide	access_log
16a102fc-d6dd-43d5-8108-dff6ddcb32c6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795096216876-37	2026-11-19T13:50:16.876Z	2026-11-19	ClaudeBot	/docs/getting-started	access_log
f8e28213-1918-49fb-84df-accfb909a6bd	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795126303408-38	2026-11-19T22:11:43.408Z	2026-11-19	ClaudeBot	/	access_log
90c5fdc1-b287-4ea7-a7c4-4df41de4eb95	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795201715992-0	2026-11-20T19:08:35.992Z	2026-11-20	GPTBot	/blog/link-building-outreach	access_log
d6455a02-c2ea-46ba-869d-8c43fceb1727	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795213572957-1	2026-11-20T22:26:12.957Z	2026-11-20	Google-Extended	/features	access_log
5f11ca3d-6b59-4343-ac07-e24f89944453	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795190058991-2	2026-11-20T15:54:18.991Z	2026-11-20	ClaudeBot	/	access_log
72fcd67f-d2c1-4b7a-85c7-0817368171ca	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795134222382-3	2026-11-20T00:23:42.382Z	2026-11-20	GPTBot	/	access_log
4a53a9cf-8380-4f6d-a449-1d425e2b09c8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795206663182-4	2026-11-20T20:31:03.182Z	2026-11-20	ClaudeBot	/pricing	access_log
df799224-22a8-4044-8a21-e5c3522a54e9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795207093940-5	2026-11-20T20:38:13.940Z	2026-11-20	OAI-SearchBot	/	access_log
a15e5bd5-5b69-47e5-a50b-3c44a112707e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795182263008-6	2026-11-20T13:44:23.008Z	2026-11-20	GPTBot	/features	access_log
be65b373-51eb-4b6e-b2ed-2e50782072d0	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795136625126-7	2026-11-20T01:03:45.126Z	2026-11-20	ClaudeBot	/pricing	access_log
074121da-a9f4-43cf-a6a3-b38972f0f08e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795199404370-8	2026-11-20T18:30:04.370Z	2026-11-20	GPTBot	/blog/keyword-research-guide	access_log
39a3a50c-ca01-497b-8e25-8243928199d2	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795138591569-9	2026-11-20T01:36:31.569Z	2026-11-20	ClaudeBot	/docs/getting-started	access_log
d20e30b9-36b9-467b-bd91-dc1b0ea573de	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795162408321-10	2026-11-20T08:13:28.321Z	2026-11-20	ClaudeBot	/	access_log
56d62dfb-17fc-4ce0-ba9c-8d3e78a0f33d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795199574277-11	2026-11-20T18:32:54.277Z	2026-11-20	GPTBot	/blog/technical-seo-checklist	access_log
8afbc3cb-d072-43b5-8ae2-c2812662d392	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795250266010-0	2026-11-21T08:37:46.010Z	2026-11-21	Google-Extended	/blog/keyword-research-guide	access_log
3895af49-1782-481d-91b1-d8d6c6e03949	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795265990730-1	2026-11-21T12:59:50.730Z	2026-11-21	ClaudeBot	/contact	access_log
41ab04b4-5275-4c3a-b3eb-149f68ae2bbd	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795302666423-2	2026-11-21T23:11:06.423Z	2026-11-21	ClaudeBot	/	access_log
fe27a7d5-557d-4ad3-92cc-a411ccd95cca	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795305074084-3	2026-11-21T23:51:14.084Z	2026-11-21	Google-Extended	/blog/keyword-research-guide	access_log
ca3d7855-9842-46ac-90e9-06e5eca1ad25	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795276154876-4	2026-11-21T15:49:14.876Z	2026-11-21	ClaudeBot	/docs/getting-started	access_log
10f56e39-17a9-4e30-a97b-e3a5b5da3b3f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795230900970-5	2026-11-21T03:15:00.970Z	2026-11-21	ClaudeBot	/	access_log
60a76a1b-37fb-4fd8-b1ec-9019f0a22d13	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795295863415-6	2026-11-21T21:17:43.415Z	2026-11-21	GPTBot	/pricing	access_log
2a7683c4-c32a-4583-b87b-b06b486d3693	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795233058143-7	2026-11-21T03:50:58.143Z	2026-11-21	ClaudeBot	/features	access_log
5bca6273-13b5-4b19-920b-961c43a42b14	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795298471852-8	2026-11-21T22:01:11.852Z	2026-11-21	GPTBot	/	access_log
94a68d0e-7711-4c2e-b350-a2b1aaf04931	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795250869323-9	2026-11-21T08:47:49.323Z	2026-11-21	PerplexityBot	/blog/link-building-outreach	access_log
13b2bd1f-b8c7-46ff-b876-79ef5f54101b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795321811376-0	2026-11-22T04:30:11.376Z	2026-11-22	OAI-SearchBot	/blog/keyword-research-guide	access_log
b9a4a2dc-7b97-4e0b-b027-8f9f88d30acb	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795365734866-1	2026-11-22T16:42:14.866Z	2026-11-22	Google-Extended	/blog/keyword-research-guide	access_log
d12a7b1f-33db-4083-a3b5-afb87d90ccbb	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795391132127-2	2026-11-22T23:45:32.127Z	2026-11-22	OAI-SearchBot	/blog/technical-seo-checklist	access_log
18f9de2a-52d4-4946-a586-2456bea5dded	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795369995778-3	2026-11-22T17:53:15.778Z	2026-11-22	PerplexityBot	/	access_log
6ca11ab1-35be-42e8-8be0-d5e3eb12db3b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795384162932-4	2026-11-22T21:49:22.932Z	2026-11-22	Google-Extended	/pricing	access_log
7bb815e3-cbe3-459d-a44c-dfabc5cf92a3	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795355170436-5	2026-11-22T13:46:10.436Z	2026-11-22	GPTBot	/blog/keyword-research-guide	access_log
7d9c5ca3-287c-4c21-bf95-46c700a2783c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795320584366-6	2026-11-22T04:09:44.366Z	2026-11-22	ClaudeBot	/	access_log
861ed070-7aa2-4cd1-b856-1ac680cafa45	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795382441978-7	2026-11-22T21:20:41.978Z	2026-11-22	OAI-SearchBot	/blog/link-building-outreach	access_log
26ad5844-bdd2-4760-ad17-e6fef6b7aa67	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795318282860-8	2026-11-22T03:31:22.860Z	2026-11-22	OAI-SearchBot	/	access_log
372a89e9-b2eb-4b9a-a865-16f79f4e43ef	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795361563341-9	2026-11-22T15:32:43.341Z	2026-11-22	OAI-SearchBot	/blog/keyword-research-guide	access_log
3a5719fa-e0b3-48cf-9030-27af4671146e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795332434738-10	2026-11-22T07:27:14.738Z	2026-11-22	GPTBot	/contact	access_log
8e669809-1085-4a49-b7eb-f6e8a7ffaf6e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795391278905-11	2026-11-22T23:47:58.905Z	2026-11-22	GPTBot	/docs/getting-started	access_log
e581b96e-abbb-4b25-9001-ffcbd6042254	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795351707649-12	2026-11-22T12:48:27.649Z	2026-11-22	ClaudeBot	/	access_log
aafb41a1-fc12-4c40-8e1b-0588f7bd379b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795372328044-13	2026-11-22T18:32:08.044Z	2026-11-22	Google-Extended	/	access_log
7957dfe6-7b29-4118-a7cd-1895f4f0c7a8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795337270493-14	2026-11-22T08:47:50.493Z	2026-11-22	Google-Extended	/pricing	access_log
9ffd9394-8510-4699-86a2-ba327f7fbcdc	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795309473881-15	2026-11-22T01:04:33.881Z	2026-11-22	ClaudeBot	/	access_log
3f7c248b-2c4b-4381-af7c-6987e1eae998	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795386719791-16	2026-11-22T22:31:59.791Z	2026-11-22	OAI-SearchBot	/	access_log
03d75a94-9c60-4d3d-80a4-17ed9ea7376a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795332001387-17	2026-11-22T07:20:01.387Z	2026-11-22	PerplexityBot	/pricing	access_log
fbd72a19-cdb9-406a-ade5-98ac1302f17a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795382584037-18	2026-11-22T21:23:04.037Z	2026-11-22	PerplexityBot	/	access_log
813c1ff9-27cc-4d92-994d-0b103ea6085b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795318036661-19	2026-11-22T03:27:16.661Z	2026-11-22	ClaudeBot	/	access_log
d1cb1f86-7d67-44bf-a090-eafa0978eb58	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795333765519-20	2026-11-22T07:49:25.519Z	2026-11-22	OAI-SearchBot	/blog/link-building-outreach	access_log
568a2ce9-28ba-4a44-8dc4-97837895d911	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795382223142-21	2026-11-22T21:17:03.142Z	2026-11-22	ClaudeBot	/pricing	access_log
4d34f133-f126-41aa-91b4-b28ff36ef44d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795365235688-22	2026-11-22T16:33:55.688Z	2026-11-22	GPTBot	/pricing	access_log
a05b2ccb-fc9f-4189-99ac-fc7f4c2210ae	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795381661675-23	2026-11-22T21:07:41.675Z	2026-11-22	ClaudeBot	/pricing	access_log
32a3bfce-ef80-4c9c-89cf-5d53c4f7cc0e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795330664368-24	2026-11-22T06:57:44.368Z	2026-11-22	GPTBot	/	access_log
45b4fea5-8250-4fa9-9664-be428989381a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795382901786-25	2026-11-22T21:28:21.786Z	2026-11-22	ClaudeBot	/	access_log
8f65ebfc-8d21-4dcf-9111-100a8bacceaf	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795332508779-26	2026-11-22T07:28:28.779Z	2026-11-22	OAI-SearchBot	/pricing	access_log
dc108ce0-56d6-4b0a-9dfe-88bd1a363a86	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795468155422-0	2026-11-23T21:09:15.422Z	2026-11-23	ClaudeBot	/docs/getting-started	access_log
a1130dcb-3c39-4080-b061-f0b00c040d74	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795474963666-1	2026-11-23T23:02:43.666Z	2026-11-23	ClaudeBot	/	access_log
f3407745-e411-4e06-88e5-8a9d8851b700	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795443591798-2	2026-11-23T14:19:51.798Z	2026-11-23	Google-Extended	/	access_log
c4bf1a79-bca3-4443-9bab-93762b2ec673	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795395881763-3	2026-11-23T01:04:41.763Z	2026-11-23	PerplexityBot	/	access_log
d5b78a30-32c8-456b-8c04-da3e94c3b989	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795473674649-4	2026-11-23T22:41:14.649Z	2026-11-23	GPTBot	/pricing	access_log
8529d8b1-8798-4adb-a93d-61f0481ef41b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795459580508-5	2026-11-23T18:46:20.508Z	2026-11-23	GPTBot	/	access_log
5d3dd245-272e-499b-aa89-ce700a24da7f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795460340685-6	2026-11-23T18:59:00.685Z	2026-11-23	OAI-SearchBot	/features	access_log
4a858da5-7d78-4e67-8f3d-f623700012c2	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795408610401-7	2026-11-23T04:36:50.401Z	2026-11-23	ClaudeBot	/	access_log
cc6567be-f540-4a63-b879-f11397a7d3d7	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795399112974-8	2026-11-23T01:58:32.974Z	2026-11-23	GPTBot	/	access_log
140ff7b8-0c14-4bfd-8b0c-fca2a4966f05	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795398920955-9	2026-11-23T01:55:20.955Z	2026-11-23	GPTBot	/docs/api	access_log
da2016da-164b-4389-898b-3a3001303c98	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795469108876-10	2026-11-23T21:25:08.876Z	2026-11-23	GPTBot	/features	access_log
f1bc0b35-3c3f-4b7a-a0be-f29b000771b6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795437852258-11	2026-11-23T12:44:12.258Z	2026-11-23	ClaudeBot	/pricing	access_log
bb37b373-21b9-4f2c-9522-403bfab7f7a8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795493313039-0	2026-11-24T04:08:33.039Z	2026-11-24	Google-Extended	/pricing	access_log
1ad0152c-ced5-45e8-95ad-7a5cfe83e167	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795557672419-1	2026-11-24T22:01:12.419Z	2026-11-24	GPTBot	/docs/getting-started	access_log
548b8a69-b5ea-4b64-bb2c-10db4ca3cb7d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795513558060-2	2026-11-24T09:45:58.060Z	2026-11-24	ClaudeBot	/contact	access_log
3ccc48f1-8263-412e-89e8-1974c0d115bf	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795486761275-3	2026-11-24T02:19:21.275Z	2026-11-24	GPTBot	/	access_log
6073c1cc-49fa-470a-8d25-8f2c9377836f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795563287217-4	2026-11-24T23:34:47.217Z	2026-11-24	ClaudeBot	/blog/keyword-research-guide	access_log
0ef6dfbe-1fab-42e7-a942-8b9a314746cd	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795523748955-5	2026-11-24T12:35:48.955Z	2026-11-24	GPTBot	/	access_log
0caded8d-31ab-4a2c-90ff-7b15cae4c390	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795552486660-6	2026-11-24T20:34:46.660Z	2026-11-24	GPTBot	/blog/keyword-research-guide	access_log
f38c49d6-99ed-404e-8386-89566d591e1b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795517882910-7	2026-11-24T10:58:02.910Z	2026-11-24	GPTBot	/	access_log
5966e543-1d02-4f9e-bee1-1f02ffa621cc	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795546902730-8	2026-11-24T19:01:42.730Z	2026-11-24	PerplexityBot	/pricing	access_log
26e5f9ec-0db5-4b8f-a166-95280ea4aa07	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795478919050-9	2026-11-24T00:08:39.050Z	2026-11-24	GPTBot	/blog/keyword-research-guide	access_log
e9c56c77-4fd2-47bb-b722-280f7bbbb375	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795506935927-10	2026-11-24T07:55:35.927Z	2026-11-24	GPTBot	/blog/technical-seo-checklist	access_log
d10ca398-69ca-4a9f-b82b-03c4c5e7834f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795483818159-11	2026-11-24T01:30:18.159Z	2026-11-24	GPTBot	/	access_log
c66428ba-b104-46fc-8168-b1e5e861d236	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795548235220-12	2026-11-24T19:23:55.220Z	2026-11-24	ClaudeBot	/	access_log
aaeba652-b865-4030-9b26-9d93b1498f4f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795486021058-13	2026-11-24T02:07:01.058Z	2026-11-24	ClaudeBot	/blog/link-building-outreach	access_log
61483fd0-653f-43a1-bd38-b1d8a150ccaf	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795520556417-14	2026-11-24T11:42:36.417Z	2026-11-24	GPTBot	/blog/link-building-outreach	access_log
6a9b7efe-0430-4563-94df-1aa9afdf887e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795506806688-15	2026-11-24T07:53:26.688Z	2026-11-24	OAI-SearchBot	/docs/getting-started	access_log
fd097010-2f2c-4061-9df9-c142bd78d722	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795613003596-0	2026-11-25T13:23:23.596Z	2026-11-25	GPTBot	/contact	access_log
cd946231-0a71-4118-81a2-615dac47de34	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795583383749-1	2026-11-25T05:09:43.749Z	2026-11-25	OAI-SearchBot	/about	access_log
e720d1a9-4cbb-4440-9c85-bf12804c3c1f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795625247442-2	2026-11-25T16:47:27.442Z	2026-11-25	Google-Extended	/docs/api	access_log
0ebe0b2c-1a1e-4075-9ee3-d5e3fdfe3c72	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795612301882-3	2026-11-25T13:11:41.882Z	2026-11-25	GPTBot	/features	access_log
5421feda-8d7f-44e7-a18b-aa376b7887e6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795570876809-4	2026-11-25T01:41:16.809Z	2026-11-25	PerplexityBot	/pricing	access_log
1325df49-71a4-47d8-bfc7-6f47158523d6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795590711865-5	2026-11-25T07:11:51.865Z	2026-11-25	GPTBot	/blog/link-building-outreach	access_log
e090cbc3-c3d6-48c0-b9fe-ed9d21388187	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795645778578-6	2026-11-25T22:29:38.578Z	2026-11-25	GPTBot	/pricing	access_log
7c420b8b-685e-4278-ac34-e39b15dcdebf	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795633342226-7	2026-11-25T19:02:22.226Z	2026-11-25	ClaudeBot	/pricing	access_log
59769ee1-a6df-4303-82c6-68e778a913f4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795642150495-8	2026-11-25T21:29:10.495Z	2026-11-25	GPTBot	/pricing	access_log
9918827b-038b-4ab5-9611-cf2b2ce0b44a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795573062572-9	2026-11-25T02:17:42.572Z	2026-11-25	OAI-SearchBot	/	access_log
a5573427-c6c0-4950-b3ba-9ae0732b62cd	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795586709462-10	2026-11-25T06:05:09.462Z	2026-11-25	GPTBot	/	access_log
9ad788c6-7983-490f-a439-b81001315815	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795599053581-11	2026-11-25T09:30:53.581Z	2026-11-25	GPTBot	/features	access_log
4f99a031-4b79-4bf4-9e19-c9338e5190c4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795612109553-12	2026-11-25T13:08:29.553Z	2026-11-25	GPTBot	/	access_log
d13ea788-a3ba-448e-9442-7b305696cd6e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795607615868-13	2026-11-25T11:53:35.868Z	2026-11-25	PerplexityBot	/blog/link-building-outreach	access_log
db3870c6-8772-4f51-b353-c9cc1e4b13ec	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795577137339-14	2026-11-25T03:25:37.339Z	2026-11-25	Google-Extended	/	access_log
b6309185-9fbb-48a4-b9c3-c2a02a3a309e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795568905551-15	2026-11-25T01:08:25.551Z	2026-11-25	OAI-SearchBot	/	access_log
d019c881-a26f-4645-9f5c-b6dda88ca1f1	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795585265456-16	2026-11-25T05:41:05.456Z	2026-11-25	GPTBot	/	access_log
810a96a3-cb1a-4a1c-9983-4c1947c3b8a2	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795595760553-17	2026-11-25T08:36:00.553Z	2026-11-25	ClaudeBot	/	access_log
9b854b7c-c2f6-4ab1-8464-b2797501d8d5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795610229289-18	2026-11-25T12:37:09.289Z	2026-11-25	PerplexityBot	/	access_log
58f4efec-f560-4d5f-a3bc-43fddbac0040	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795596981019-19	2026-11-25T08:56:21.019Z	2026-11-25	OAI-SearchBot	/	access_log
77129a4f-5788-4630-89c1-474a2e65a412	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795646978117-20	2026-11-25T22:49:38.117Z	2026-11-25	PerplexityBot	/docs/getting-started	access_log
77267cca-e1b3-4035-9a96-8885be746f96	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795595016617-21	2026-11-25T08:23:36.617Z	2026-11-25	GPTBot	/pricing	access_log
4bd8fd0a-762a-46f1-b309-9f31d78b94d5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795610405963-22	2026-11-25T12:40:05.963Z	2026-11-25	PerplexityBot	/	access_log
f7f31b37-56eb-4f69-a3ad-97294f6481a6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795653401146-0	2026-11-26T00:36:41.146Z	2026-11-26	ClaudeBot	/features	access_log
045a0885-186c-403f-a07a-2cf402e1d639	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795726227200-1	2026-11-26T20:50:27.200Z	2026-11-26	PerplexityBot	/docs/getting-started	access_log
01863449-da40-4018-96bf-f47fb8d36c63	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795679745846-2	2026-11-26T07:55:45.846Z	2026-11-26	ClaudeBot	/docs/getting-started	access_log
8d9c9518-758d-4298-98e5-8e4e1636e73c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795666891054-3	2026-11-26T04:21:31.054Z	2026-11-26	ClaudeBot	/blog/technical-seo-checklist	access_log
ef9cf846-24ba-42cd-bd15-2e4cdaf80655	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795725908883-4	2026-11-26T20:45:08.883Z	2026-11-26	PerplexityBot	/blog/technical-seo-checklist	access_log
2f3f84f9-71a7-4c75-8340-b79500440208	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795689236692-5	2026-11-26T10:33:56.692Z	2026-11-26	ClaudeBot	/docs/getting-started	access_log
22f7300f-6cae-4628-ab19-be0b3a8f37f9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795668542855-6	2026-11-26T04:49:02.855Z	2026-11-26	GPTBot	/pricing	access_log
10c3a717-987c-4adb-9913-7e0e5a105ab2	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795731423364-7	2026-11-26T22:17:03.364Z	2026-11-26	OAI-SearchBot	/	access_log
04aa2ead-b519-45f5-9035-a303635a847b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795677551479-8	2026-11-26T07:19:11.479Z	2026-11-26	ClaudeBot	/blog/link-building-outreach	access_log
d268fd58-ba78-4695-bacb-51f6d3691201	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795726642109-9	2026-11-26T20:57:22.109Z	2026-11-26	Google-Extended	/blog/link-building-outreach	access_log
3e70f103-39f4-4c78-9b28-3bdf690753df	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795679698570-10	2026-11-26T07:54:58.570Z	2026-11-26	PerplexityBot	/blog/technical-seo-checklist	access_log
9d973926-908e-440f-80e6-7d45c4af774f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795694808959-11	2026-11-26T12:06:48.959Z	2026-11-26	OAI-SearchBot	/docs/getting-started	access_log
59fa4275-be89-45a2-ae6c-93b5ed06f563	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795657740210-12	2026-11-26T01:49:00.210Z	2026-11-26	ClaudeBot	/blog/link-building-outreach	access_log
5554ae66-0b78-4882-8ad2-2527ffd106ac	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795724442930-13	2026-11-26T20:20:42.930Z	2026-11-26	GPTBot	/features	access_log
cc6bb2d3-be02-4007-a099-4822a7c698b5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795724620033-14	2026-11-26T20:23:40.033Z	2026-11-26	ClaudeBot	/blog/technical-seo-checklist	access_log
16f68795-429f-4556-a720-7e1482e7d3c8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795662027581-15	2026-11-26T03:00:27.581Z	2026-11-26	GPTBot	/pricing	access_log
8511ac64-0e4a-4ebc-9ca4-a25f04849675	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795664278849-16	2026-11-26T03:37:58.849Z	2026-11-26	GPTBot	/blog/keyword-research-guide	access_log
a7600724-3c95-467c-af20-7e773509a030	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795752781712-0	2026-11-27T04:13:01.712Z	2026-11-27	GPTBot	/contact	access_log
f69f4a2c-552a-4351-a874-6a1c5f071972	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795761550089-1	2026-11-27T06:39:10.089Z	2026-11-27	GPTBot	/pricing	access_log
c8f919d5-27ac-46ad-b8ca-581ab76047c2	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795747101997-2	2026-11-27T02:38:21.997Z	2026-11-27	PerplexityBot	/blog/technical-seo-checklist	access_log
163d5c38-a8d6-4fff-ba54-218524249803	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795742187199-3	2026-11-27T01:16:27.199Z	2026-11-27	ClaudeBot	/blog/keyword-research-guide	access_log
79dd5ea3-c175-4144-87a0-388bf5665dcd	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795805354217-4	2026-11-27T18:49:14.217Z	2026-11-27	OAI-SearchBot	/pricing	access_log
a2a62d02-3b50-4086-881b-fdae94d103da	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795793723975-5	2026-11-27T15:35:23.975Z	2026-11-27	PerplexityBot	/docs/api	access_log
16c7dc20-9fea-4f5c-9246-cc1986792a53	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795746648707-6	2026-11-27T02:30:48.707Z	2026-11-27	GPTBot	/features	access_log
e6e0de58-aca6-4e55-8f8d-8846f43eec7d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795761516078-7	2026-11-27T06:38:36.078Z	2026-11-27	ClaudeBot	/docs/api	access_log
77f5ba68-77e0-4856-b7e0-b59e70e00599	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795764699689-8	2026-11-27T07:31:39.689Z	2026-11-27	PerplexityBot	/docs/api	access_log
5f5661a3-d99b-4e44-8daa-67b699ff6537	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795789417565-9	2026-11-27T14:23:37.565Z	2026-11-27	ClaudeBot	/docs/getting-started	access_log
c2cc1612-7500-401f-b076-3c1f7574c7d8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795803453112-10	2026-11-27T18:17:33.112Z	2026-11-27	OAI-SearchBot	/blog/keyword-research-guide	access_log
80f5961d-6dc6-4fc9-b9fd-5383de32d1e9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795821643038-11	2026-11-27T23:20:43.038Z	2026-11-27	PerplexityBot	/contact	access_log
e900676b-4edb-4cb4-b5ab-a047248c3f95	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795808707342-12	2026-11-27T19:45:07.342Z	2026-11-27	GPTBot	/	access_log
c30e8409-5235-4ace-b764-7a6cecf198be	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795743694832-13	2026-11-27T01:41:34.832Z	2026-11-27	Google-Extended	/	access_log
59a2b43e-f304-4442-ad2e-41e004098380	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795774922817-14	2026-11-27T10:22:02.817Z	2026-11-27	GPTBot	/	access_log
7c9c6847-513d-49eb-ae68-efe920f53e16	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795821565254-15	2026-11-27T23:19:25.254Z	2026-11-27	GPTBot	/	access_log
ec81449c-7776-42fd-a764-9d5981ae22e0	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795756301722-16	2026-11-27T05:11:41.722Z	2026-11-27	OAI-SearchBot	/	access_log
82952bea-cd55-4ea9-91aa-2c7be2d64070	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795796798946-17	2026-11-27T16:26:38.946Z	2026-11-27	Google-Extended	/pricing	access_log
320b0f02-7414-4ba6-bdea-eaec75c40f3b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795762627725-18	2026-11-27T06:57:07.725Z	2026-11-27	GPTBot	/	access_log
d065bf11-7943-4aec-9316-40aa7a0d7ba5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795768155168-19	2026-11-27T08:29:15.168Z	2026-11-27	ClaudeBot	/	access_log
3281b632-3594-4e4f-9486-47ae22e9a0d3	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795743362775-20	2026-11-27T01:36:02.775Z	2026-11-27	Google-Extended	/blog/keyword-research-guide	access_log
f627fc44-2b7e-405b-bfa2-ec8b0ebd3e00	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795800295515-21	2026-11-27T17:24:55.515Z	2026-11-27	PerplexityBot	/	access_log
73469a2b-e2f7-47a4-a5b2-f01f64f1375b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795737954542-22	2026-11-27T00:05:54.542Z	2026-11-27	ClaudeBot	/	access_log
56505b28-0945-497b-b271-b8c6b400a9e8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795864689314-0	2026-11-28T11:18:09.314Z	2026-11-28	Google-Extended	/pricing	access_log
f60903b4-6677-429d-b6a4-7ae8b34cd456	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795867593267-1	2026-11-28T12:06:33.267Z	2026-11-28	Google-Extended	/	access_log
45335249-cfd9-4996-924c-95f0c85d652e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795833033831-2	2026-11-28T02:30:33.831Z	2026-11-28	GPTBot	/blog/keyword-research-guide	access_log
5390113e-93bb-4090-85ed-e33409450966	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795831839674-3	2026-11-28T02:10:39.674Z	2026-11-28	PerplexityBot	/docs/api	access_log
2fd20245-683a-48ec-8618-b8de3f6a03dc	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795851370917-4	2026-11-28T07:36:10.917Z	2026-11-28	Google-Extended	/	access_log
e6fcb571-409a-4527-ae08-9377ae21f66b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795882382075-5	2026-11-28T16:13:02.075Z	2026-11-28	ClaudeBot	/	access_log
72a5b70c-6901-4dbd-b61d-4b58a9023a8b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795853345260-6	2026-11-28T08:09:05.260Z	2026-11-28	GPTBot	/docs/getting-started	access_log
a18067ae-2840-4c96-a2ec-1fc1c143b7f0	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795824848440-7	2026-11-28T00:14:08.440Z	2026-11-28	GPTBot	/docs/api	access_log
ddddaa1c-3fa2-46cd-ad26-e430ec57aa4c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795848695307-8	2026-11-28T06:51:35.307Z	2026-11-28	Google-Extended	/	access_log
30e67390-0658-4b07-9775-67ecba256572	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795885954197-9	2026-11-28T17:12:34.197Z	2026-11-28	PerplexityBot	/blog/keyword-research-guide	access_log
e83d8c4b-854e-4935-945a-3b79107155d9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795886451662-10	2026-11-28T17:20:51.662Z	2026-11-28	GPTBot	/	access_log
2a1716e4-11f8-4dd5-85bf-d94f653d44b9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795844097314-11	2026-11-28T05:34:57.314Z	2026-11-28	OAI-SearchBot	/	access_log
3bebbe8c-326c-4397-8805-5b37a4f7e29e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795838573048-12	2026-11-28T04:02:53.048Z	2026-11-28	ClaudeBot	/	access_log
9fde0935-7bc1-415e-88ae-2481f87e436a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795883925627-13	2026-11-28T16:38:45.627Z	2026-11-28	GPTBot	/blog/technical-seo-checklist	access_log
ca67f6ad-cf03-495e-aac0-a6ba9acf5228	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795882998729-14	2026-11-28T16:23:18.729Z	2026-11-28	ClaudeBot	/blog/link-building-outreach	access_log
e3d1bb50-e6b8-4781-a610-fa9ebee9fb0f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795845754292-15	2026-11-28T06:02:34.292Z	2026-11-28	GPTBot	/pricing	access_log
0ac0f2b5-c608-41f0-9fc5-705190b372a7	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795883794353-16	2026-11-28T16:36:34.353Z	2026-11-28	ClaudeBot	/docs/getting-started	access_log
d1725570-6a29-42d9-afeb-0d404849754c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795849020514-17	2026-11-28T06:57:00.514Z	2026-11-28	ClaudeBot	/docs/api	access_log
671235ba-eeec-4625-bf96-b832c199c019	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795853529205-18	2026-11-28T08:12:09.205Z	2026-11-28	OAI-SearchBot	/blog/keyword-research-guide	access_log
a768c9da-e860-4bb1-90c5-2ef40aa40b5f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795857492035-19	2026-11-28T09:18:12.035Z	2026-11-28	GPTBot	/docs/getting-started	access_log
950d5cba-0fb9-4436-805a-fc1edf9ef22e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795824932600-20	2026-11-28T00:15:32.600Z	2026-11-28	GPTBot	/	access_log
0d13b107-5beb-44f3-a88b-620b96d23590	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795870802618-21	2026-11-28T13:00:02.618Z	2026-11-28	GPTBot	/	access_log
d0b87e92-1892-4ff6-b1c7-169c9acf5d7d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795866554074-22	2026-11-28T11:49:14.074Z	2026-11-28	ClaudeBot	/blog/keyword-research-guide	access_log
566373d2-bc58-4920-ba69-849574f35ea2	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795836971028-23	2026-11-28T03:36:11.028Z	2026-11-28	GPTBot	/	access_log
7e7aca43-7ec1-4a3d-838c-3651fdcb07b5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795873222898-24	2026-11-28T13:40:22.898Z	2026-11-28	GPTBot	/	access_log
cbc91efb-80d5-4468-8411-cf0734d34088	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795846280055-25	2026-11-28T06:11:20.055Z	2026-11-28	GPTBot	/about	access_log
92619838-4fe2-491b-ac35-e418274b5ce3	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795842442050-26	2026-11-28T05:07:22.050Z	2026-11-28	GPTBot	/	access_log
db35bb6b-3c94-4989-9f45-78e9b87016c0	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795868270968-27	2026-11-28T12:17:50.968Z	2026-11-28	GPTBot	/	access_log
f8af975b-ded8-444e-926a-702f5bd433ae	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795878886722-28	2026-11-28T15:14:46.722Z	2026-11-28	GPTBot	/	access_log
85f4ca61-dbc2-472c-b9c3-de091bf619f4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795864630242-29	2026-11-28T11:17:10.242Z	2026-11-28	PerplexityBot	/blog/link-building-outreach	access_log
423e1ada-6b68-41cd-b369-2d4c37840d09	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-1795831596080-30	2026-11-28T02:06:36.080Z	2026-11-28	GPTBot	/	access_log
\.


--
-- Data for Name: analytics_daily; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.analytics_daily (website_id, day, visitors, visits, pageviews, bounces, duration_ms) FROM stdin;
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	9	16	47	6	2195000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	8	12	22	6	1458000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	6	7	21	4	1719000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	6	10	20	4	942000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	10	18	42	9	1959000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	10	15	49	6	3082000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	12	20	50	11	2446000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	9	15	75	1	7100000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	11	21	48	13	1961000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	8	11	38	3	3037000
\.


--
-- Data for Name: analytics_daily_countries; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.analytics_daily_countries (website_id, day, country, views, visits) FROM stdin;
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	DE	6	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	ES	5	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	FR	4	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	GB	5	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	IN	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	JP	4	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	US	15	5
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	ZZ	7	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	CA	2	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	DE	9	3
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	ES	2	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	FR	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	IN	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	US	4	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	ZZ	3	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	BR	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	CA	5	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	FR	3	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	GB	4	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	IN	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	US	7	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	CA	3	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	ES	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	FR	6	4
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	GB	5	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	NL	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	ZZ	4	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	BR	4	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	DE	2	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	FR	3	3
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	GB	3	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	IN	5	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	NL	3	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	US	21	8
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	ZZ	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	CA	6	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	DE	7	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	FR	2	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	GB	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	IN	5	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	JP	5	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	US	19	5
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	ZZ	4	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	CA	3	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	DE	13	4
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	ES	2	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	GB	3	3
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	IN	9	3
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	NL	7	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	US	8	4
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	ZZ	5	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	BR	4	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	CA	10	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	DE	5	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	ES	6	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	FR	6	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	GB	8	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	IN	9	3
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	US	27	7
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	CA	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	DE	5	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	ES	2	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	FR	10	3
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	GB	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	IN	2	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	NL	5	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	US	14	8
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	ZZ	8	3
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	CA	3	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	DE	7	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	ES	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	GB	2	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	JP	5	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	NL	4	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	US	8	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	ZZ	8	2
\.


--
-- Data for Name: analytics_daily_pages; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.analytics_daily_pages (website_id, day, path, views, entries, bounces) FROM stdin;
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	/	20	6	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	/about	2	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	/blog/keyword-research-guide	8	4	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	/blog/link-building-outreach	3	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	/blog/technical-seo-checklist	6	2	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	/contact	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	/docs/api	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	/features	2	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	/pricing	4	3	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	/	7	4	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	/about	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	/blog/keyword-research-guide	3	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	/blog/technical-seo-checklist	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	/docs/api	1	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	/docs/getting-started	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	/features	2	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	/pricing	6	4	3
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	/	9	3	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	/about	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	/blog/keyword-research-guide	2	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	/blog/link-building-outreach	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	/blog/technical-seo-checklist	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	/docs/getting-started	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	/features	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	/pricing	5	2	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	/	8	4	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	/blog/keyword-research-guide	3	2	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	/blog/technical-seo-checklist	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	/contact	2	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	/docs/api	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	/docs/getting-started	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	/features	2	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	/pricing	2	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	/	15	6	3
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	/blog/keyword-research-guide	3	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	/blog/link-building-outreach	1	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	/blog/technical-seo-checklist	5	3	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	/contact	4	2	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	/docs/api	2	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	/docs/getting-started	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	/features	4	2	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	/pricing	7	3	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	/	20	7	3
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	/about	2	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	/blog/keyword-research-guide	5	3	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	/blog/link-building-outreach	4	2	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	/blog/technical-seo-checklist	4	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	/contact	2	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	/docs/api	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	/docs/getting-started	3	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	/features	3	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	/pricing	5	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	/	16	6	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	/about	2	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	/blog/keyword-research-guide	5	2	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	/blog/link-building-outreach	6	2	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	/blog/technical-seo-checklist	3	3	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	/contact	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	/docs/api	4	2	2
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	/docs/getting-started	4	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	/features	3	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	/pricing	6	2	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	/	26	6	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	/about	4	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	/blog/keyword-research-guide	7	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	/blog/link-building-outreach	6	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	/blog/technical-seo-checklist	5	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	/contact	2	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	/docs/api	4	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	/docs/getting-started	3	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	/features	2	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	/pricing	16	4	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	/	16	10	7
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	/blog/keyword-research-guide	6	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	/blog/link-building-outreach	4	4	3
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	/blog/technical-seo-checklist	5	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	/contact	2	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	/docs/api	1	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	/docs/getting-started	3	3	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	/features	5	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	/pricing	6	2	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	/	14	4	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	/about	4	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	/blog/keyword-research-guide	5	3	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	/blog/link-building-outreach	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	/blog/technical-seo-checklist	2	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	/contact	3	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	/docs/api	2	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	/features	2	1	1
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	/pricing	5	2	1
\.


--
-- Data for Name: analytics_daily_sources; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.analytics_daily_sources (website_id, day, source, visits, views, bounces, duration_ms) FROM stdin;
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19		5	15	1	619000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	chatgpt.com	3	7	2	377000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	duckduckgo.com	1	3	0	161000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	t.co	1	4	0	180000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	www.bing.com	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19	www.google.com	5	17	2	858000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20		4	6	2	647000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	chatgpt.com	1	2	0	50000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	duckduckgo.com	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	news.ycombinator.com	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	www.bing.com	1	2	0	123000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	www.google.com	2	2	2	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	www.linkedin.com	1	2	0	75000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20	www.perplexity.ai	1	6	0	563000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21		2	7	1	340000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	chatgpt.com	1	6	0	1055000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	duckduckgo.com	2	6	1	324000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21	www.google.com	2	2	2	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22		4	7	1	241000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	www.bing.com	2	4	1	206000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22	www.google.com	4	9	2	495000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23		9	23	4	1158000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	chatgpt.com	1	5	0	354000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	news.ycombinator.com	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23	www.google.com	7	13	4	447000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24		7	21	3	1211000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	duckduckgo.com	2	10	0	718000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	news.ycombinator.com	3	11	1	812000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24	www.google.com	3	7	2	341000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25		7	17	3	856000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	chatgpt.com	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	duckduckgo.com	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	www.bing.com	2	11	0	769000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	www.google.com	7	14	5	504000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	www.linkedin.com	1	5	0	317000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25	www.perplexity.ai	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26		5	15	1	804000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	duckduckgo.com	3	23	0	3674000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	www.bing.com	1	10	0	1187000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26	www.google.com	6	27	0	1435000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27		11	31	6	1433000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	t.co	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	www.bing.com	1	4	0	188000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	www.google.com	6	9	5	264000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	www.linkedin.com	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27	www.perplexity.ai	1	2	0	76000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28		5	14	1	594000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	chatgpt.com	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28	www.google.com	5	23	1	2443000
\.


--
-- Data for Name: analytics_events; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.analytics_events (id, website_id, occurred_at, day, visit_id, path, referrer_host, country) FROM stdin;
01a1f223e0c0-f0a995a43fb640fbbf97	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T04:50:00.000Z	2026-11-19	01a1f223e0c0-3ee154f906fb42369ef1	/about	chatgpt.com	US
01a1f225c908-829b4c7f70dd44e0a90d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T04:52:05.000Z	2026-11-19	01a1f223e0c0-3ee154f906fb42369ef1	/	\N	US
01a1f2264608-98e49be99e6348bc9741	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T04:52:37.000Z	2026-11-19	01a1f223e0c0-3ee154f906fb42369ef1	/blog/technical-seo-checklist	\N	US
01a1f22799e0-5ac30f0fd9924aa6ba3e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T04:54:04.000Z	2026-11-19	01a1f223e0c0-3ee154f906fb42369ef1	/blog/link-building-outreach	\N	US
01a1f229a168-dc409f350159454c9b70	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T04:56:17.000Z	2026-11-19	01a1f223e0c0-3ee154f906fb42369ef1	/blog/link-building-outreach	\N	US
01a1f2bbdb00-a686ba75c55d44d397cc	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T07:36:00.000Z	2026-11-19	01a1f2bbdb00-ecd0a5f712a047388194	/pricing	www.google.com	DE
01a1f2bcc948-78d936203fed4cec8b61	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T07:37:01.000Z	2026-11-19	01a1f2bbdb00-ecd0a5f712a047388194	/blog/technical-seo-checklist	\N	DE
01a1f2be2108-2fb009639686461986d1	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T07:38:29.000Z	2026-11-19	01a1f2bbdb00-ecd0a5f712a047388194	/	\N	DE
01a1f2bf51b8-b5be69cf887b45f8b902	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T07:39:47.000Z	2026-11-19	01a1f2bbdb00-ecd0a5f712a047388194	/blog/link-building-outreach	\N	DE
01a1f2c01508-c34dafdddb2548a4aed9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T07:40:37.000Z	2026-11-19	01a1f2bbdb00-ecd0a5f712a047388194	/	\N	DE
01a1f2c17498-899a688ba57e472f9fea	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T07:42:07.000Z	2026-11-19	01a1f2bbdb00-ecd0a5f712a047388194	/blog/technical-seo-checklist	\N	DE
01a1f332dfc0-273222d50df94f0da05a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T09:46:00.000Z	2026-11-19	01a1f332dfc0-f3a9067ab2fb4951b240	/blog/keyword-research-guide	\N	US
01a1f33452d8-3c5329d4af4845ba9448	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T09:47:35.000Z	2026-11-19	01a1f332dfc0-f3a9067ab2fb4951b240	/blog/keyword-research-guide	\N	US
01a1f3520080-9ecdf707ea2a478db0ca	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T10:20:00.000Z	2026-11-19	01a1f3520080-87442d3fa5474ba7aa11	/pricing	chatgpt.com	US
01a1f3a63b00-58fb7a05c2924f85a3f5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T11:52:00.000Z	2026-11-19	01a1f3a63b00-1114c4a24c5a43ec9cc7	/blog/keyword-research-guide	\N	JP
01a1f3b7a020-9d9d1e39f38542e6941d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T12:11:00.000Z	2026-11-19	01a1f3b7a020-439297674a07416ca0e2	/	www.google.com	ZZ
01a1f3b8d0d0-47bae0be0d9040faadaa	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T12:12:18.000Z	2026-11-19	01a1f3b7a020-439297674a07416ca0e2	/features	\N	ZZ
01a1f3b99038-e72236cb077a4bd3be65	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T12:13:07.000Z	2026-11-19	01a1f3b7a020-439297674a07416ca0e2	/	\N	ZZ
01a1f3d895a0-68b9923897c2434a9f2e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T12:47:00.000Z	2026-11-19	01a1f3d895a0-b805730e819d41abb3ae	/	\N	FR
01a1f3d958f0-eafd682c26bf4a499249	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T12:47:50.000Z	2026-11-19	01a1f3d895a0-b805730e819d41abb3ae	/	\N	FR
01a1f3d9d208-95ad75ab654f4cb5967b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T12:48:21.000Z	2026-11-19	01a1f3d895a0-b805730e819d41abb3ae	/blog/keyword-research-guide	\N	FR
01a1f3f98b20-9443a865d41c44a695c3	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T13:23:00.000Z	2026-11-19	01a1f3f98b20-aa3772a598f943869b89	/	duckduckgo.com	JP
01a1f3fb63c8-8d3fde6404bf44528773	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T13:25:01.000Z	2026-11-19	01a1f3f98b20-aa3772a598f943869b89	/blog/keyword-research-guide	\N	JP
01a1f3fc0008-306922e48bc84d818249	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T13:25:41.000Z	2026-11-19	01a1f3f98b20-aa3772a598f943869b89	/	\N	JP
01a1f42492c0-1cf11479f45b466d8ac8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T14:10:00.000Z	2026-11-19	01a1f42492c0-2a0575cc27bd404fbcdc	/blog/technical-seo-checklist	www.bing.com	US
01a1f4266780-a1e5623146cd4b18bed1	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T14:12:00.000Z	2026-11-19	01a1f4266780-13a91c788b094168b4ca	/	\N	ES
01a1f4270b90-6999215b32cb49198eba	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T14:12:42.000Z	2026-11-19	01a1f4266780-13a91c788b094168b4ca	/	\N	ES
01a1f42820e8-4e5b697d31a44a19bdf9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T14:13:53.000Z	2026-11-19	01a1f4266780-13a91c788b094168b4ca	/	\N	ES
01a1f428a5b8-76897d2746014aa9819a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T14:14:27.000Z	2026-11-19	01a1f4266780-13a91c788b094168b4ca	/	\N	ES
01a1f435f7e0-6288f472ebfc45a98597	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T14:29:00.000Z	2026-11-19	01a1f435f7e0-e56a100385bc431b9668	/	chatgpt.com	FR
01a1f49c81e0-c2fcfabe867346bd8fdf	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T16:21:00.000Z	2026-11-19	01a1f49c81e0-50da8c1fe182482e8c75	/	www.google.com	IN
01a1f4b53a00-9d9f292b473746b5b3b9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T16:48:00.000Z	2026-11-19	01a1f4b53a00-4c6032a5072b49a487ab	/blog/keyword-research-guide	www.google.com	ES
01a1f5347c20-e6bc3fba2b584e9eb8b0	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T19:07:00.000Z	2026-11-19	01a1f5347c20-8416f39420774a7bad9f	/blog/keyword-research-guide	t.co	ZZ
01a1f534ed68-322da081b849455cba42	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T19:07:29.000Z	2026-11-19	01a1f5347c20-8416f39420774a7bad9f	/	\N	ZZ
01a1f536cde0-1c007f550c4840d399ba	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T19:09:32.000Z	2026-11-19	01a1f5347c20-8416f39420774a7bad9f	/about	\N	ZZ
01a1f5373b40-fb78ee5dc670416f83de	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T19:10:00.000Z	2026-11-19	01a1f5347c20-8416f39420774a7bad9f	/pricing	\N	ZZ
01a1f5766720-c03786ea597d4213b0e6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T20:19:00.000Z	2026-11-19	01a1f5766720-3a12950af66a4807b86f	/blog/technical-seo-checklist	www.google.com	US
01a1f577ce80-bc8ac70889614e4da3fb	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T20:20:32.000Z	2026-11-19	01a1f5766720-3a12950af66a4807b86f	/contact	\N	US
01a1f5783fc8-027a8b2f6d304685a816	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T20:21:01.000Z	2026-11-19	01a1f5766720-3a12950af66a4807b86f	/	\N	US
01a1f5797c30-189af60291b945cd8664	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T20:22:22.000Z	2026-11-19	01a1f5766720-3a12950af66a4807b86f	/	\N	US
01a1f57b4538-485770284d5f46a7a7cf	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T20:24:19.000Z	2026-11-19	01a1f5766720-3a12950af66a4807b86f	/docs/api	\N	US
01a1f57bf500-cf6a49c1cc8f4601b23a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T20:25:04.000Z	2026-11-19	01a1f5766720-3a12950af66a4807b86f	/blog/technical-seo-checklist	\N	US
01a1f587cc40-a59013771659408596ed	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T20:38:00.000Z	2026-11-19	01a1f587cc40-00539aa7588f43f7be4e	/pricing	\N	GB
01a1f588ed50-5520f07e75164c0aad73	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T20:39:14.000Z	2026-11-19	01a1f587cc40-00539aa7588f43f7be4e	/blog/keyword-research-guide	\N	GB
01a1f58952e0-22296f4b971a4157bb06	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T20:39:40.000Z	2026-11-19	01a1f587cc40-00539aa7588f43f7be4e	/features	\N	GB
01a1f58ab270-64aa662876034623b469	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T20:41:10.000Z	2026-11-19	01a1f587cc40-00539aa7588f43f7be4e	/	\N	GB
01a1f58c5080-8a28ccc9e7784fa8b11a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T20:42:56.000Z	2026-11-19	01a1f587cc40-00539aa7588f43f7be4e	/	\N	GB
01a1f763df40-9ed64f31faa6479591db	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T05:18:00.000Z	2026-11-20	01a1f763df40-7cd76936a4a4480cb48a	/pricing	\N	DE
01a1f84b8020-7e2bd92541034f868433	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T09:31:00.000Z	2026-11-20	01a1f84b8020-ff4e3c93f99d4e989460	/	www.linkedin.com	DE
01a1f84ca518-d24172eeba264db4ac88	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T09:32:15.000Z	2026-11-20	01a1f84b8020-ff4e3c93f99d4e989460	/	\N	DE
01a1f8c62e60-229da1c8609f4ca7bd36	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T11:45:00.000Z	2026-11-20	01a1f8c62e60-9a81103edd884966b277	/docs/api	www.google.com	US
01a1f8cac240-188705978e2946d4bbbe	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T11:50:00.000Z	2026-11-20	01a1f8cac240-311bc0fcb311441e8904	/	www.perplexity.ai	DE
01a1f8ccbe10-31fced278b0e4fb9b18e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T11:52:10.000Z	2026-11-20	01a1f8cac240-311bc0fcb311441e8904	/	\N	DE
01a1f8ced920-88c2b79faf904610826a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T11:54:28.000Z	2026-11-20	01a1f8cac240-311bc0fcb311441e8904	/about	\N	DE
01a1f8d011a0-67b6a53871714e968638	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T11:55:48.000Z	2026-11-20	01a1f8cac240-311bc0fcb311441e8904	/pricing	\N	DE
01a1f8d17518-2ad7a78a0ab340b892fc	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T11:57:19.000Z	2026-11-20	01a1f8cac240-311bc0fcb311441e8904	/	\N	DE
01a1f8d35978-bfb18af0251548529efc	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T11:59:23.000Z	2026-11-20	01a1f8cac240-311bc0fcb311441e8904	/blog/keyword-research-guide	\N	DE
01a1f8ed8c80-9293568e1fc14bf2b526	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T12:28:00.000Z	2026-11-20	01a1f8ed8c80-2848c3ff937e467fb7a9	/	news.ycombinator.com	FR
01a1f92390a0-748d8ffd32e542489dd4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T13:27:00.000Z	2026-11-20	01a1f92390a0-9675ddef022d4b559d7f	/	\N	IN
01a1f92cb860-22723583159a4ad99504	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T13:37:00.000Z	2026-11-20	01a1f92390a0-9675ddef022d4b559d7f	/pricing	www.google.com	US
01a1f9389f40-fc4d1aaa2fa54cbd83f6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T13:50:00.000Z	2026-11-20	01a1f9389f40-b193ee91825a4ca785cc	/blog/keyword-research-guide	duckduckgo.com	ES
01a1f98a1aa0-15e3b396c1ca49818a97	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T15:19:00.000Z	2026-11-20	01a1f98a1aa0-d656b20dcd45485ea247	/docs/getting-started	\N	ZZ
01a1f98ad238-204f6b68353946f6bc4d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T15:19:47.000Z	2026-11-20	01a1f98a1aa0-d656b20dcd45485ea247	/blog/keyword-research-guide	\N	ZZ
01a1f9f7f7a0-e2b02161700d4022b779	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T17:19:00.000Z	2026-11-20	01a1f9f7f7a0-6f0d43cc416847479a0b	/pricing	www.google.com	ES
01a1fa011f60-d9e19361d9174464bc38	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T17:29:00.000Z	2026-11-20	01a1fa011f60-28fcf09cd576438f9367	/pricing	chatgpt.com	US
01a1fa01e2b0-cb10f0e0cfc9404a9f75	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T17:29:50.000Z	2026-11-20	01a1fa011f60-28fcf09cd576438f9367	/features	\N	US
01a1fa63ffe0-7560056e75d646048899	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T19:17:00.000Z	2026-11-20	01a1fa63ffe0-e00af9e7626c4990bdcb	/features	www.bing.com	CA
01a1fa65e058-38347b7d07a242979127	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T19:19:03.000Z	2026-11-20	01a1fa63ffe0-e00af9e7626c4990bdcb	/blog/technical-seo-checklist	\N	CA
01a1fb662da0-30a17b95ffb648bca3fa	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T23:59:00.000Z	2026-11-20	01a1fb662da0-c2ba2431fb8e4b89900b	/pricing	\N	ZZ
01a1fcf81840-916a0efc6a93408e9125	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T07:18:00.000Z	2026-11-21	01a1fcf81840-c331b2fdc6ad46918d30	/	chatgpt.com	FR
01a1fcf89d10-9693340e33bc48049248	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T07:18:34.000Z	2026-11-21	01a1fcf81840-c331b2fdc6ad46918d30	/pricing	\N	FR
01a1fcf94cd8-6754a14dcedf419d9a8b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T07:19:19.000Z	2026-11-21	01a1fcf81840-c331b2fdc6ad46918d30	/pricing	\N	FR
01a1fd05d3e0-af124f49267444c79b49	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T07:33:00.000Z	2026-11-21	01a1fcf81840-c331b2fdc6ad46918d30	/	t.co	GB
01a1fd068790-fa85abaab71a41298eac	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T07:33:46.000Z	2026-11-21	01a1fcf81840-c331b2fdc6ad46918d30	/blog/keyword-research-guide	\N	GB
01a1fd083158-684b18051195426d8028	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T07:35:35.000Z	2026-11-21	01a1fcf81840-c331b2fdc6ad46918d30	/blog/keyword-research-guide	\N	GB
01a1fd5db7e0-4d48992e11814dc59d33	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T09:09:00.000Z	2026-11-21	01a1fd5db7e0-22e27d5f93ab4a248773	/	www.google.com	BR
01a1fd7f97c0-13c565cb86fb4ed2ad77	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T09:46:00.000Z	2026-11-21	01a1fd7f97c0-372f79181ac44186b69a	/pricing	www.google.com	GB
01a1fdaa9f60-df1f6bbffb1743509ed8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T10:33:00.000Z	2026-11-21	01a1fdaa9f60-3fefb2978aa848209e24	/pricing	\N	IN
01a1fe304a20-23c7448c9ddb4eb2953a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T12:59:00.000Z	2026-11-21	01a1fe304a20-f43aa9162eb24495aa5f	/	duckduckgo.com	US
01a1feabe2c0-e690d80c8444439eb29b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T15:14:00.000Z	2026-11-21	01a1feabe2c0-7aa0aa4ff44e4064a122	/features	\N	US
01a1fead9c28-3c81d77045e24bf9b5aa	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T15:15:53.000Z	2026-11-21	01a1feabe2c0-7aa0aa4ff44e4064a122	/	\N	US
01a1feae8688-f6010f041d4a4a609a25	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T15:16:53.000Z	2026-11-21	01a1feabe2c0-7aa0aa4ff44e4064a122	/	\N	US
01a1feaf9be0-c1da131db3b141259b79	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T15:18:04.000Z	2026-11-21	01a1feabe2c0-7aa0aa4ff44e4064a122	/blog/link-building-outreach	\N	US
01a1feb01110-f950ff5c283e40fc90d8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T15:18:34.000Z	2026-11-21	01a1feabe2c0-7aa0aa4ff44e4064a122	/docs/getting-started	\N	US
01a1feb112e0-9cf0d65463fe4c308ba8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T15:19:40.000Z	2026-11-21	01a1feabe2c0-7aa0aa4ff44e4064a122	/pricing	\N	US
01a1ff202860-fa5c8656fe264b13bfa8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T17:21:00.000Z	2026-11-21	01a1ff202860-e08b10ff6c6d487b95ca	/about	duckduckgo.com	CA
01a1ff21e998-aee1cfa6200b483bb658	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T17:22:55.000Z	2026-11-21	01a1ff202860-e08b10ff6c6d487b95ca	/	\N	CA
01a1ff22bc88-4cd5e4d5654844658f60	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T17:23:49.000Z	2026-11-21	01a1ff202860-e08b10ff6c6d487b95ca	/	\N	CA
01a1ff238b90-f419621c21604e869d98	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T17:24:42.000Z	2026-11-21	01a1ff202860-e08b10ff6c6d487b95ca	/	\N	CA
01a1ff251a00-56bd08bbcb2b4d1b8e30	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T17:26:24.000Z	2026-11-21	01a1ff202860-e08b10ff6c6d487b95ca	/blog/technical-seo-checklist	\N	CA
01a202b3af60-b895078f34f0454986f0	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T10:01:00.000Z	2026-11-22	01a202b3af60-e6f6b5770b42479bbf2a	/blog/keyword-research-guide	\N	FR
01a202b4e7e0-033a1ebb4cb949539e22	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T10:02:20.000Z	2026-11-22	01a202b3af60-e6f6b5770b42479bbf2a	/blog/keyword-research-guide	\N	FR
01a202bcd720-fce4007aaf884c40aba3	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T10:11:00.000Z	2026-11-22	01a202bcd720-b25f8d9b8caf46cc8e6c	/contact	www.google.com	FR
01a202c6e940-eed81a07654846bb8fbd	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T10:22:00.000Z	2026-11-22	01a202c6e940-3bbf39da10b34f7b9c80	/	www.google.com	CA
01a202c8f898-f466ec1c37b44a72b660	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T10:24:15.000Z	2026-11-22	01a202c6e940-3bbf39da10b34f7b9c80	/pricing	\N	CA
01a202ca3500-4d38fa1a45314e92aad2	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T10:25:36.000Z	2026-11-22	01a202c6e940-3bbf39da10b34f7b9c80	/	\N	CA
01a2036d8980-f76c4bd5e4b04bc1a90d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T13:24:00.000Z	2026-11-22	01a2036d8980-ab8bead454714d53a577	/blog/keyword-research-guide	www.bing.com	NL
01a20376b140-d3209e27a7f14bbf883d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T13:34:00.000Z	2026-11-22	01a20376b140-e77010f5184f4c2387dd	/	\N	FR
01a20377fd48-7cf1d5f844a74e96977f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T13:35:25.000Z	2026-11-22	01a20376b140-e77010f5184f4c2387dd	/features	\N	FR
01a203cf7fa0-cb5fe66c5c854c028e7c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T15:11:00.000Z	2026-11-22	01a203cf7fa0-f007fe4ab22746029de8	/	\N	FR
01a203da7c20-81fadbc8879e4d008b79	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T15:23:00.000Z	2026-11-22	01a203da7c20-a45bf37e0cf343cb88f8	/	www.google.com	ES
01a2041e3be0-5204e0ae10344f8e9075	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T16:37:00.000Z	2026-11-22	01a2041e3be0-3874daa425364126abcc	/pricing	\N	GB
01a2041f64c0-efcaa43099d94cab89a9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T16:38:16.000Z	2026-11-22	01a2041e3be0-3874daa425364126abcc	/	\N	GB
01a20490acc0-af3674d4f6b8499aa353	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T18:42:00.000Z	2026-11-22	01a20490acc0-1ce0e3dfbf7d40bba705	/docs/api	www.bing.com	GB
01a20492a890-da57bf9e49744974883c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T18:44:10.000Z	2026-11-22	01a20490acc0-1ce0e3dfbf7d40bba705	/	\N	GB
01a20493d170-aac213bc97cc4159a799	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T18:45:26.000Z	2026-11-22	01a20490acc0-1ce0e3dfbf7d40bba705	/docs/getting-started	\N	GB
01a204cd1980-fda479a44d7546d9b8cd	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T19:48:00.000Z	2026-11-22	01a204cd1980-a148b184adf84397842a	/blog/technical-seo-checklist	www.google.com	ZZ
01a204ce59d0-f7781497d3dc4b9c8de7	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T19:49:22.000Z	2026-11-22	01a204cd1980-a148b184adf84397842a	/	\N	ZZ
01a204d04218-45b8fb51f2264404ae1a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T19:51:27.000Z	2026-11-22	01a204cd1980-a148b184adf84397842a	/contact	\N	ZZ
01a204d15b58-d5a4c72b67094f8da05a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T19:52:39.000Z	2026-11-22	01a204cd1980-a148b184adf84397842a	/features	\N	ZZ
01a20698b1c0-0906c624ac40427ebea6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T04:10:00.000Z	2026-11-23	01a20698b1c0-73b4f8fcee0e42f6a7d6	/pricing	\N	US
01a2069a8e50-fd92af39e2c846f38a64	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T04:12:02.000Z	2026-11-23	01a20698b1c0-73b4f8fcee0e42f6a7d6	/pricing	\N	US
01a2075460a0-8d02ef928cfa48ce9be3	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T07:35:00.000Z	2026-11-23	01a2075460a0-ce33846fce2846e58402	/	\N	US
01a20755e740-5602b1163bbc4a6da1a6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T07:36:40.000Z	2026-11-23	01a2075460a0-ce33846fce2846e58402	/features	\N	US
01a20756ba30-85bd498ad65f4a98bc81	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T07:37:34.000Z	2026-11-23	01a2075460a0-ce33846fce2846e58402	/pricing	\N	US
01a2076306a0-74b8046c0f124deeb481	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T07:51:00.000Z	2026-11-23	01a2076306a0-0b24e7d8f758437580ab	/blog/keyword-research-guide	\N	US
01a207650270-470f8e83f6594560a341	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T07:53:10.000Z	2026-11-23	01a2076306a0-0b24e7d8f758437580ab	/	\N	US
01a207672550-facd95caf799497294f7	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T07:55:30.000Z	2026-11-23	01a2076306a0-0b24e7d8f758437580ab	/blog/technical-seo-checklist	\N	US
01a20767e4b8-7c558f7d654a43f4922b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T07:56:19.000Z	2026-11-23	01a2076306a0-0b24e7d8f758437580ab	/	\N	US
01a207685dd0-5de8d82bc1324beba847	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T07:56:50.000Z	2026-11-23	01a2076306a0-0b24e7d8f758437580ab	/pricing	\N	US
01a207691d38-843ca5fff77a4629b9dd	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T07:57:39.000Z	2026-11-23	01a2076306a0-0b24e7d8f758437580ab	/	\N	US
01a208007f20-0f52f347890c4521ac23	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T10:43:00.000Z	2026-11-23	01a208007f20-43486d18692a4fd0b116	/	\N	FR
01a20806e7c0-afcf8fd6740b47c4a134	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T10:50:00.000Z	2026-11-23	01a20806e7c0-1b9f32421f454c099a5b	/	chatgpt.com	IN
01a208078bd0-8833a6a9d99b4a57846d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T10:50:42.000Z	2026-11-23	01a20806e7c0-1b9f32421f454c099a5b	/	\N	IN
01a208093598-0c79cc3734c4481aabf6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T10:52:31.000Z	2026-11-23	01a20806e7c0-1b9f32421f454c099a5b	/	\N	IN
01a2080ab468-558811751b6049eba760	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T10:54:09.000Z	2026-11-23	01a20806e7c0-1b9f32421f454c099a5b	/docs/api	\N	IN
01a2080c4e90-8a766b40e82246eb9196	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T10:55:54.000Z	2026-11-23	01a20806e7c0-1b9f32421f454c099a5b	/blog/technical-seo-checklist	\N	IN
01a2083c0180-b0174f9165ea4030aca7	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T11:48:00.000Z	2026-11-23	01a2083c0180-13c992eb01154461ac67	/features	\N	US
01a2085cf700-89fce07d66fb428fa926	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T12:24:00.000Z	2026-11-23	01a2085cf700-9c41d3904be748c2b6a6	/contact	news.ycombinator.com	NL
01a2087205a0-b8d1c076844342768261	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T12:47:00.000Z	2026-11-23	01a2087205a0-436050debc194c0ea370	/blog/technical-seo-checklist	www.google.com	BR
01a20873f1d0-d0b15ff322f14541b7e4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T12:49:06.000Z	2026-11-23	01a2087205a0-436050debc194c0ea370	/blog/keyword-research-guide	\N	BR
01a20874bcf0-d1844b1ee60747a7a84c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T12:49:58.000Z	2026-11-23	01a2087205a0-436050debc194c0ea370	/	\N	BR
01a20875e1e8-830cfe16382543ca8d12	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T12:51:13.000Z	2026-11-23	01a2087205a0-436050debc194c0ea370	/blog/keyword-research-guide	\N	BR
01a20880aba0-2b8246951ab8461fadd1	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T13:03:00.000Z	2026-11-23	01a20880aba0-77866e97f3f148c5aa93	/	www.google.com	FR
01a20896a4a0-8a5dee725b71463681ec	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T13:27:00.000Z	2026-11-23	01a20896a4a0-22f8ea9ed23940d492b9	/pricing	www.google.com	GB
01a20898ac28-3b2c28c489b44fc3b0f9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T13:29:13.000Z	2026-11-23	01a20896a4a0-22f8ea9ed23940d492b9	/	\N	GB
01a208994098-d0962a19b38e4c45b920	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T13:29:51.000Z	2026-11-23	01a20896a4a0-22f8ea9ed23940d492b9	/	\N	GB
01a208aac8e0-b4640491f8724039b389	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T13:49:00.000Z	2026-11-23	01a208aac8e0-8f3b4f7652af40369ea5	/blog/technical-seo-checklist	www.google.com	DE
01a208ab22b8-3d191a8c2c9d45129a64	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T13:49:23.000Z	2026-11-23	01a208aac8e0-8f3b4f7652af40369ea5	/pricing	\N	DE
01a209091580-219d9a368639482890ae	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T15:32:00.000Z	2026-11-23	01a209091580-5f4320ef19894e9ab35b	/	www.google.com	ZZ
01a20917bb80-d3030477724e43949021	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T15:48:00.000Z	2026-11-23	01a20917bb80-4e5cb8c19e4a43338281	/features	\N	US
01a209542840-53a191dc81f84f6c9300	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T16:54:00.000Z	2026-11-23	01a209542840-e81a896196e94bea9691	/contact	\N	NL
01a209550eb8-70cfd3a49ec24b088c91	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T16:54:59.000Z	2026-11-23	01a209542840-e81a896196e94bea9691	/docs/api	\N	NL
01a2095b7b40-fecb5d66986a4f7e8348	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T17:02:00.000Z	2026-11-23	01a2095b7b40-f4b054c3ead946e3b8b5	/blog/link-building-outreach	\N	US
01a209be5bc0-3a655b80d0724766875c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T18:50:00.000Z	2026-11-23	01a209be5bc0-bed26c94766a4ffbbd9e	/blog/technical-seo-checklist	www.google.com	FR
01a209d36a60-f24ec79272614032a859	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T19:13:00.000Z	2026-11-23	01a209d36a60-1ec9e3fc6cac4dbeba60	/pricing	www.google.com	US
01a209f1a0c0-687e2f750d5d4503ba32	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T19:46:00.000Z	2026-11-23	01a209f1a0c0-c382fe6274f5438ab42b	/	\N	US
01a209f28f08-3a37b6072cb34822bb58	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T19:47:01.000Z	2026-11-23	01a209f1a0c0-c382fe6274f5438ab42b	/contact	\N	US
01a209f411c0-248b92d4517643a7ad26	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T19:48:40.000Z	2026-11-23	01a209f1a0c0-c382fe6274f5438ab42b	/	\N	US
01a209f64828-6207711f7f534494a1b6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T19:51:05.000Z	2026-11-23	01a209f1a0c0-c382fe6274f5438ab42b	/contact	\N	US
01a209f76938-b4b65e71445f41798c65	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T19:52:19.000Z	2026-11-23	01a209f1a0c0-c382fe6274f5438ab42b	/features	\N	US
01a209f81900-281fa56b020a4ceaa31e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T19:53:04.000Z	2026-11-23	01a209f1a0c0-c382fe6274f5438ab42b	/docs/getting-started	\N	US
01a20c117380-de8063eec2624bbe990a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T05:40:00.000Z	2026-11-24	01a20c117380-0cdbf87c0df540e0887c	/contact	duckduckgo.com	US
01a20c124e40-74967453e6b84243bc66	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T05:40:56.000Z	2026-11-24	01a20c117380-0cdbf87c0df540e0887c	/pricing	\N	US
01a20c129c60-6d5e8878ef704d9ea816	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T05:41:16.000Z	2026-11-24	01a20c117380-0cdbf87c0df540e0887c	/	\N	US
01a20c14c710-655d2cad3a1a440ebab7	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T05:43:38.000Z	2026-11-24	01a20c117380-0cdbf87c0df540e0887c	/	\N	US
01a20c16cab0-39064981b71a4c5e8ddb	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T05:45:50.000Z	2026-11-24	01a20c117380-0cdbf87c0df540e0887c	/	\N	US
01a20c188be8-741a5e0162a8403da5d9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T05:47:45.000Z	2026-11-24	01a20c117380-0cdbf87c0df540e0887c	/docs/getting-started	\N	US
01a20c611a20-e94fb1bec5364dffa87f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T07:07:00.000Z	2026-11-24	01a20c611a20-a3eec4927dfa41ca99b1	/blog/keyword-research-guide	\N	JP
01a20c619b08-413f99e0f849489494d1	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T07:07:33.000Z	2026-11-24	01a20c611a20-a3eec4927dfa41ca99b1	/features	\N	JP
01a20c63e110-8bea81cc78ce4fef90c4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T07:10:02.000Z	2026-11-24	01a20c611a20-a3eec4927dfa41ca99b1	/features	\N	JP
01a20c648908-17737c4bbe11456b86b4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T07:10:45.000Z	2026-11-24	01a20c611a20-a3eec4927dfa41ca99b1	/contact	\N	JP
01a20c65f838-0f64da65b42647b096ca	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T07:12:19.000Z	2026-11-24	01a20c611a20-a3eec4927dfa41ca99b1	/blog/technical-seo-checklist	\N	JP
01a20c86a380-e2192073e77f46a7b377	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T07:48:00.000Z	2026-11-24	01a20c86a380-d6997fe348ae48fb9b8c	/blog/link-building-outreach	\N	US
01a20c8860d0-135eb93c509e47f0beec	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T07:49:54.000Z	2026-11-24	01a20c86a380-d6997fe348ae48fb9b8c	/	\N	US
01a20c89bc78-b517168b5fcf4451953c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T07:51:23.000Z	2026-11-24	01a20c86a380-d6997fe348ae48fb9b8c	/	\N	US
01a20ca79900-67f7dbf483854727b689	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T08:24:00.000Z	2026-11-24	01a20ca79900-bbe6caac2da7428090cb	/blog/keyword-research-guide	news.ycombinator.com	CA
01a20ca8f890-38183f03293646ab8bff	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T08:25:30.000Z	2026-11-24	01a20ca79900-bbe6caac2da7428090cb	/about	\N	CA
01a20cab2b10-b609ca31fa79407dbe51	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T08:27:54.000Z	2026-11-24	01a20ca79900-bbe6caac2da7428090cb	/blog/link-building-outreach	\N	CA
01a20cacb598-6910438672ae42d3a553	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T08:29:35.000Z	2026-11-24	01a20ca79900-bbe6caac2da7428090cb	/blog/technical-seo-checklist	\N	CA
01a20caead80-cdee7446c1234f63a334	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T08:31:44.000Z	2026-11-24	01a20ca79900-bbe6caac2da7428090cb	/	\N	CA
01a20d576100-f55fd80e30e044b1a863	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T11:36:00.000Z	2026-11-24	01a20d576100-f94d6fbfb7fc4e6898a9	/	www.google.com	FR
01a20db3d8e0-1a259b6c575242499ce5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T13:17:00.000Z	2026-11-24	01a20db3d8e0-0ae3ba06da804d5b9a44	/blog/keyword-research-guide	\N	DE
01a20db50990-4a81528d4c3446f9b73e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T13:18:18.000Z	2026-11-24	01a20db3d8e0-0ae3ba06da804d5b9a44	/pricing	\N	DE
01a20db6e620-10d64e5d628e4c2cb044	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T13:20:20.000Z	2026-11-24	01a20db3d8e0-0ae3ba06da804d5b9a44	/pricing	\N	DE
01a20db81ab8-65a984ef7c534998823d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T13:21:39.000Z	2026-11-24	01a20db3d8e0-0ae3ba06da804d5b9a44	/	\N	DE
01a20db9b4e0-ed750bb61aad49778dab	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T13:23:24.000Z	2026-11-24	01a20db3d8e0-0ae3ba06da804d5b9a44	/about	\N	DE
01a20dba4568-8f3af26e0a414feda89d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T13:24:01.000Z	2026-11-24	01a20db3d8e0-0ae3ba06da804d5b9a44	/	\N	DE
01a20dd6a320-c0408cb889134094b1ac	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T13:55:00.000Z	2026-11-24	01a20dd6a320-ad3ac83619114a22b26c	/	news.ycombinator.com	IN
01a20dd7bc60-1d9ff1ff1358417caf24	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T13:56:12.000Z	2026-11-24	01a20dd6a320-ad3ac83619114a22b26c	/	\N	IN
01a20dd90c50-b486cece6b75481db534	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T13:57:38.000Z	2026-11-24	01a20dd6a320-ad3ac83619114a22b26c	/pricing	\N	IN
01a20dd9b830-bd89166b43414f7db4a4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T13:58:22.000Z	2026-11-24	01a20dd6a320-ad3ac83619114a22b26c	/blog/link-building-outreach	\N	IN
01a20ddbf280-782dbf64ac0f42078fc1	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T14:00:48.000Z	2026-11-24	01a20dd6a320-ad3ac83619114a22b26c	/docs/api	\N	IN
01a20e081360-4b7a1dbb0a9d49fbb134	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T14:49:00.000Z	2026-11-24	01a20e081360-1afdfa06a459417595e7	/	duckduckgo.com	ZZ
01a20e0a0f30-bdc401d5788d4b0e9fca	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T14:51:10.000Z	2026-11-24	01a20e081360-1afdfa06a459417595e7	/pricing	\N	ZZ
01a20e0a7c90-f102dfe29aba49bca239	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T14:51:38.000Z	2026-11-24	01a20e081360-1afdfa06a459417595e7	/blog/technical-seo-checklist	\N	ZZ
01a20e0befa8-ff94a79721bd457d851a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T14:53:13.000Z	2026-11-24	01a20e081360-1afdfa06a459417595e7	/docs/getting-started	\N	ZZ
01a20e2cb260-1d16c91480a4405891a3	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T15:29:00.000Z	2026-11-24	01a20e2cb260-c3a60b0ff74544948a75	/blog/link-building-outreach	\N	US
01a20e76dac0-29d98c5acfe8473fb2fa	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T16:50:00.000Z	2026-11-24	01a20e76dac0-358dceacb84c4d4186bf	/	\N	FR
01a20e8f92e0-0dc6074e3849425ebe1c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T17:17:00.000Z	2026-11-24	01a20e8f92e0-28932aad3f634df1b7b1	/	\N	US
01a20e9186e0-3ea127b01aa54b39abb7	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T17:19:08.000Z	2026-11-24	01a20e8f92e0-28932aad3f634df1b7b1	/blog/keyword-research-guide	\N	US
01a20e92abd8-7ffb925bacfe4e3982b8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T17:20:23.000Z	2026-11-24	01a20e8f92e0-28932aad3f634df1b7b1	/blog/keyword-research-guide	\N	US
01a20e93a9c0-ca953142c41c4864a958	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T17:21:28.000Z	2026-11-24	01a20e8f92e0-28932aad3f634df1b7b1	/	\N	US
01a20eaf9e00-ff54d0a9195b49a29f61	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T17:52:00.000Z	2026-11-24	01a20eaf9e00-508f62b64b954056a59d	/features	\N	DE
01a20ec59700-1653e1d8f65e46cfbcf0	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T18:16:00.000Z	2026-11-24	01a20ec59700-3c12553eee664fcaa5be	/docs/getting-started	www.google.com	GB
01a20f0c15e0-8920f14dbb174c33b9c4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T19:33:00.000Z	2026-11-24	01a20f0c15e0-a310af728c40485f8a71	/	www.google.com	US
01a20f0dee88-ea7578e66e02496bb606	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T19:35:01.000Z	2026-11-24	01a20f0c15e0-a310af728c40485f8a71	/	\N	US
01a20f0f0bb0-758aad6ea67f4794b426	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T19:36:14.000Z	2026-11-24	01a20f0c15e0-a310af728c40485f8a71	/	\N	US
01a20f10a1f0-0906433fff8c4e6987d5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T19:37:58.000Z	2026-11-24	01a20f0c15e0-a310af728c40485f8a71	/blog/technical-seo-checklist	\N	US
01a20f1149e8-73849117a7044b64b042	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T19:38:41.000Z	2026-11-24	01a20f0c15e0-a310af728c40485f8a71	/	\N	US
01a20f823040-afc0b8e304da4b60bb43	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T21:42:00.000Z	2026-11-24	01a20f823040-28d09ac28d3d488e8f22	/	news.ycombinator.com	CA
01a210f32560-4f268853c3024590a750	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T04:25:00.000Z	2026-11-25	01a210f32560-4534cc21812748d7ab55	/docs/getting-started	www.google.com	IN
01a210f3f850-ddef9d561dfb44ff909a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T04:25:54.000Z	2026-11-25	01a210f32560-4534cc21812748d7ab55	/docs/getting-started	\N	IN
01a210f5f420-a0fbac7505834b85a776	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T04:28:04.000Z	2026-11-25	01a210f32560-4534cc21812748d7ab55	/blog/keyword-research-guide	\N	IN
01a2116b1480-d10ab1ea6ac0440596f2	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T06:36:00.000Z	2026-11-25	01a2116b1480-3c911e2fa0c64ff5ae39	/blog/link-building-outreach	www.google.com	IN
01a211b27dc0-3f852205252f4f2aab7e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T07:54:00.000Z	2026-11-25	01a211b27dc0-a0a52aa899dd4ee08630	/blog/link-building-outreach	www.bing.com	NL
01a211b423a0-b92e9b328fb245fb809d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T07:55:48.000Z	2026-11-25	01a211b27dc0-a0a52aa899dd4ee08630	/	\N	NL
01a211b4e308-e11599528a194dacab70	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T07:56:37.000Z	2026-11-25	01a211b27dc0-a0a52aa899dd4ee08630	/	\N	NL
01a211b60fd0-55eaf14ab7c947f3a149	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T07:57:54.000Z	2026-11-25	01a211b27dc0-a0a52aa899dd4ee08630	/docs/api	\N	NL
01a211b75fc0-258c8e00f7e64715baad	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T07:59:20.000Z	2026-11-25	01a211b27dc0-a0a52aa899dd4ee08630	/	\N	NL
01a211b99df8-ffdd53c5a07d4436b4b9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T08:01:47.000Z	2026-11-25	01a211b27dc0-a0a52aa899dd4ee08630	/about	\N	NL
01a211fad160-5e19067560f8479ba98b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T09:13:00.000Z	2026-11-25	01a211fad160-0c7a7f89797447d1aac6	/	www.google.com	GB
01a2121473e0-76da32b238c24b6eba02	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T09:41:00.000Z	2026-11-25	01a2121473e0-d8326d7639224e1bb267	/docs/api	\N	US
01a212615b60-998357a4631b4bc2b27b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T11:05:00.000Z	2026-11-25	01a212615b60-95036aff5dce4e9cb2e5	/features	\N	US
01a212958ac0-2c7e4c33d4214266a5eb	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T12:02:00.000Z	2026-11-25	01a212958ac0-47cedb25e70a46d8a0d3	/	\N	IN
01a212972cb8-11e6feb2dd674fe48794	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T12:03:47.000Z	2026-11-25	01a212958ac0-47cedb25e70a46d8a0d3	/	\N	IN
01a212983a40-637e4151675043429445	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T12:04:56.000Z	2026-11-25	01a212958ac0-47cedb25e70a46d8a0d3	/	\N	IN
01a21298e620-02b53cc95c9d43a5b084	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T12:05:40.000Z	2026-11-25	01a212958ac0-47cedb25e70a46d8a0d3	/	\N	IN
01a2129aaf28-d54e6ba17e244df4b222	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T12:07:37.000Z	2026-11-25	01a212958ac0-47cedb25e70a46d8a0d3	/about	\N	IN
01a212ef4380-89011e5af5a94e26a95c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T13:40:00.000Z	2026-11-25	01a212ef4380-2a2eb06be1f04378a2cf	/	www.linkedin.com	ZZ
01a212efdbd8-6aedb8cc6a1d454bb263	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T13:40:39.000Z	2026-11-25	01a212ef4380-2a2eb06be1f04378a2cf	/pricing	\N	ZZ
01a212f16e30-df7713a0d4ba443687cc	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T13:42:22.000Z	2026-11-25	01a212ef4380-2a2eb06be1f04378a2cf	/pricing	\N	ZZ
01a212f2dd60-c56e879d60bf4e93b53b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T13:43:56.000Z	2026-11-25	01a212ef4380-2a2eb06be1f04378a2cf	/blog/keyword-research-guide	\N	ZZ
01a212f419c8-066db481e25948f19ad6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T13:45:17.000Z	2026-11-25	01a212ef4380-2a2eb06be1f04378a2cf	/docs/api	\N	ZZ
01a212f4c1c0-4d151d1d37a04eeba5c9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T13:46:00.000Z	2026-11-25	01a212f4c1c0-8eec9da0f9f34c9aa643	/blog/technical-seo-checklist	www.google.com	GB
01a212f780e0-7dde6b149def468aa103	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T13:49:00.000Z	2026-11-25	01a212f780e0-98a522d6d3964a1eacb5	/	www.google.com	ES
01a21308e600-24e6971f93a84621a801	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T14:08:00.000Z	2026-11-25	01a21308e600-aed678b047a04de89fdb	/blog/technical-seo-checklist	www.perplexity.ai	DE
01a2132547a0-a23c320bf7424ad5bba8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T14:39:00.000Z	2026-11-25	01a2132547a0-4173a282539c4a639efb	/	www.bing.com	DE
01a21325ebb0-58608ea414064c3dbc9c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T14:39:42.000Z	2026-11-25	01a2132547a0-4173a282539c4a639efb	/blog/keyword-research-guide	\N	DE
01a213268408-59f7706f4e17413ea55a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T14:40:21.000Z	2026-11-25	01a2132547a0-4173a282539c4a639efb	/docs/getting-started	\N	DE
01a21327d7e0-e8fe218715064906ac33	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T14:41:48.000Z	2026-11-25	01a2132547a0-4173a282539c4a639efb	/	\N	DE
01a21329e350-c8b0baa10d934b6895d6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T14:44:02.000Z	2026-11-25	01a2132547a0-4173a282539c4a639efb	/features	\N	DE
01a2134ca5c0-1edae61e3e4f4b4c8ad3	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T15:22:00.000Z	2026-11-25	01a2134ca5c0-213a73a5b3e74489b07a	/pricing	www.google.com	ES
01a21361b460-ce8ce24b8aa74784bad0	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T15:45:00.000Z	2026-11-25	01a21361b460-95f479550d0b4ac28091	/blog/technical-seo-checklist	www.google.com	DE
01a213631008-154e24acd9e84d61946b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T15:46:29.000Z	2026-11-25	01a21361b460-95f479550d0b4ac28091	/blog/link-building-outreach	\N	DE
01a213642d30-65045660e79643aaa4af	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T15:47:42.000Z	2026-11-25	01a21361b460-95f479550d0b4ac28091	/	\N	DE
01a213650408-e47641bc49294421b14d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T15:48:37.000Z	2026-11-25	01a21361b460-95f479550d0b4ac28091	/	\N	DE
01a213657550-7ad9038cd8b344d38fd6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T15:49:06.000Z	2026-11-25	01a21361b460-95f479550d0b4ac28091	/features	\N	DE
01a213669660-cd5d28361c914fd1a1d4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T15:50:20.000Z	2026-11-25	01a21361b460-95f479550d0b4ac28091	/blog/link-building-outreach	\N	DE
01a2137feac0-62963692efd140418520	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T16:18:00.000Z	2026-11-25	01a2137feac0-c748f0d279f140918c74	/blog/keyword-research-guide	\N	NL
01a213ebf300-d1267b7758bd4351b296	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T18:16:00.000Z	2026-11-25	01a213ebf300-01e8b277e32843daa7da	/pricing	\N	US
01a213ed17f8-3101196d2cf4421b848b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T18:17:15.000Z	2026-11-25	01a213ebf300-01e8b277e32843daa7da	/pricing	\N	US
01a213ee2198-bae5023ff7bf495db085	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T18:18:23.000Z	2026-11-25	01a213ebf300-01e8b277e32843daa7da	/	\N	US
01a213eeb220-2305f1800a4347bb87ff	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T18:19:00.000Z	2026-11-25	01a213eeb220-695b6307a2d24efa83ac	/contact	\N	US
01a213ef3308-cbdcb171bc2d438c9871	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T18:19:33.000Z	2026-11-25	01a213eeb220-695b6307a2d24efa83ac	/blog/link-building-outreach	\N	US
01a213ef9c80-4244b780eb6048bcbb71	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T18:20:00.000Z	2026-11-25	01a213ef9c80-e650c120ca4c40db84c4	/docs/api	duckduckgo.com	GB
01a213f0c948-27fbb3128c2e47069824	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T18:21:17.000Z	2026-11-25	01a213eeb220-695b6307a2d24efa83ac	/pricing	\N	US
01a2145c8f20-d214fd3cdeed4dceb8f8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T20:19:00.000Z	2026-11-25	01a2145c8f20-9d722d3597a547919fbe	/blog/keyword-research-guide	chatgpt.com	DE
01a214a6b780-bd4cbbe69b914c3e96c7	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T21:40:00.000Z	2026-11-25	01a214a6b780-9fa3a0e01faa4c93a381	/	\N	CA
01a214a8bb20-e136f845345b49329d93	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T21:42:12.000Z	2026-11-25	01a214a6b780-9fa3a0e01faa4c93a381	/blog/link-building-outreach	\N	CA
01a214aa5d18-40254c21d0e544c7a948	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T21:43:59.000Z	2026-11-25	01a214a6b780-9fa3a0e01faa4c93a381	/docs/getting-started	\N	CA
01a2171baf20-8be742aa18f746f39ba0	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T09:07:00.000Z	2026-11-26	01a2171baf20-56b33eec53a24cfaaae6	/	duckduckgo.com	US
01a2171d7c10-b42af99cb32a4426a411	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T09:08:58.000Z	2026-11-26	01a2171baf20-56b33eec53a24cfaaae6	/pricing	\N	US
01a2171f4ce8-afa1002cef1849d7b99f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T09:10:57.000Z	2026-11-26	01a2171baf20-56b33eec53a24cfaaae6	/	\N	US
01a217208950-dbadc548cfe74cae8b5d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T09:12:18.000Z	2026-11-26	01a2171baf20-56b33eec53a24cfaaae6	/blog/keyword-research-guide	\N	US
01a2172140e8-66fd22c3c64340e0b9d3	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T09:13:05.000Z	2026-11-26	01a2171baf20-56b33eec53a24cfaaae6	/blog/technical-seo-checklist	\N	US
01a21721a290-fe6797d8e5504a8081bf	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T09:13:30.000Z	2026-11-26	01a2171baf20-56b33eec53a24cfaaae6	/about	\N	US
01a2172c29e0-61117feed9ce46429294	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T09:25:00.000Z	2026-11-26	01a2171baf20-56b33eec53a24cfaaae6	/contact	www.perplexity.ai	ES
01a2172ddf60-f3f237f37d374f83bba0	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T09:26:52.000Z	2026-11-26	01a2171baf20-56b33eec53a24cfaaae6	/	\N	ES
01a2172e3938-7f70aa68f4314bbb9b26	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T09:27:15.000Z	2026-11-26	01a2171baf20-56b33eec53a24cfaaae6	/blog/link-building-outreach	\N	ES
01a2172f5660-ef8e38caba5a47359bb1	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T09:28:28.000Z	2026-11-26	01a2171baf20-56b33eec53a24cfaaae6	/pricing	\N	ES
01a217317d28-8a40c43b99834f4c84fb	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T09:30:49.000Z	2026-11-26	01a2171baf20-56b33eec53a24cfaaae6	/	\N	ES
01a217337128-aba8b00ca11f4cee8d7d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T09:32:57.000Z	2026-11-26	01a2171baf20-56b33eec53a24cfaaae6	/about	\N	ES
01a217823920-6db269c37c6d4be8882b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T10:59:00.000Z	2026-11-26	01a217823920-b52fd757eef145289fb1	/	duckduckgo.com	US
01a217991c80-d23db7f49dd142099040	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T11:24:00.000Z	2026-11-26	01a217823920-b52fd757eef145289fb1	/blog/technical-seo-checklist	www.google.com	CA
01a2179aa320-60dd4644af994e04bf54	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T11:25:40.000Z	2026-11-26	01a217823920-b52fd757eef145289fb1	/	\N	CA
01a2179c73f8-83dff07efd734f2cb746	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T11:27:39.000Z	2026-11-26	01a217823920-b52fd757eef145289fb1	/pricing	\N	CA
01a2179d9cd8-49951cefcf724f55bab0	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T11:28:55.000Z	2026-11-26	01a217823920-b52fd757eef145289fb1	/	\N	CA
01a2179e1dc0-6d9575d09b2a42e08fe4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T11:29:28.000Z	2026-11-26	01a217823920-b52fd757eef145289fb1	/pricing	\N	CA
01a2179ea678-deaff1586a0c4623ba69	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T11:30:03.000Z	2026-11-26	01a217823920-b52fd757eef145289fb1	/about	\N	CA
01a217a99740-51d84578b96545b3990c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T11:42:00.000Z	2026-11-26	01a217a99740-1b89b412cace418e8499	/blog/keyword-research-guide	www.bing.com	US
01a217ab21c8-76b6870bc5fb40eeadf2	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T11:43:41.000Z	2026-11-26	01a217a99740-1b89b412cace418e8499	/	\N	US
01a217abba20-edb2e45f9f214807b596	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T11:44:20.000Z	2026-11-26	01a217a99740-1b89b412cace418e8499	/contact	\N	US
01a217ad8af8-23e8aecf56f3481b8d73	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T11:46:19.000Z	2026-11-26	01a217a99740-1b89b412cace418e8499	/	\N	US
01a217af6788-54dd8dc5fd7d488ba031	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T11:48:21.000Z	2026-11-26	01a217a99740-1b89b412cace418e8499	/blog/technical-seo-checklist	\N	US
01a217b2bf00-85e115df0869469f8111	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T11:52:00.000Z	2026-11-26	01a217b2bf00-f888fe6bec45431ebfe6	/blog/technical-seo-checklist	\N	US
01a217b57e20-3b2ff9ac02f542c2ba52	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T11:55:00.000Z	2026-11-26	01a217a99740-1b89b412cace418e8499	/blog/link-building-outreach	\N	GB
01a217b7b870-22e77ee0af6245298f62	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T11:57:26.000Z	2026-11-26	01a217a99740-1b89b412cace418e8499	/	\N	GB
01a217b8b658-05cb020deb20409ab2f5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T11:58:31.000Z	2026-11-26	01a217a99740-1b89b412cace418e8499	/blog/keyword-research-guide	\N	GB
01a217ba3528-8598e125a74e4ef880bf	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T12:00:09.000Z	2026-11-26	01a217a99740-1b89b412cace418e8499	/pricing	\N	GB
01a217bbb3f8-161d6ef7845c4f3eb857	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T12:01:47.000Z	2026-11-26	01a217a99740-1b89b412cace418e8499	/blog/keyword-research-guide	\N	GB
01a217ffa680-5ed67738c4a344cca83b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T13:16:00.000Z	2026-11-26	01a217ffa680-7742517a9ff445dcb4cb	/about	\N	IN
01a218001f98-567b3a8364e944469ebd	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T13:16:31.000Z	2026-11-26	01a217ffa680-7742517a9ff445dcb4cb	/	\N	IN
01a218014c60-3b8a1833ce3c4fbd92ed	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T13:17:48.000Z	2026-11-26	01a217ffa680-7742517a9ff445dcb4cb	/	\N	IN
01a218185ea0-b7a123c06f0f473bb9a0	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T13:43:00.000Z	2026-11-26	01a218185ea0-c3ec5169fd584990a19d	/	\N	US
01a2181a98f0-bd087cfd0adc434c9844	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T13:45:26.000Z	2026-11-26	01a218185ea0-c3ec5169fd584990a19d	/features	\N	US
01a2181bf498-1d5cf4bbd9a74093a768	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T13:46:55.000Z	2026-11-26	01a218185ea0-c3ec5169fd584990a19d	/docs/getting-started	\N	US
01a2181c98a8-3114965e391146119275	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T13:47:37.000Z	2026-11-26	01a218185ea0-c3ec5169fd584990a19d	/	\N	US
01a218302c60-3b8c43b513fa44f7a541	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T14:09:00.000Z	2026-11-26	01a218302c60-4994e9bfca5e478089bb	/features	www.google.com	CA
01a218307e68-771eb126d34745f0a737	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T14:09:21.000Z	2026-11-26	01a218302c60-4994e9bfca5e478089bb	/	\N	CA
01a21831bad0-6914465ebb764e809105	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T14:10:42.000Z	2026-11-26	01a218302c60-4994e9bfca5e478089bb	/blog/keyword-research-guide	\N	CA
01a218328dc0-e4373bcda2984e26937c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T14:11:36.000Z	2026-11-26	01a218302c60-4994e9bfca5e478089bb	/docs/getting-started	\N	CA
01a21832eb80-fbad70f068aa4d6b9284	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T14:12:00.000Z	2026-11-26	01a21832eb80-63f1a561ee6141e8aaf6	/pricing	\N	IN
01a21833e198-67352e30d8fa4256b3f6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T14:13:03.000Z	2026-11-26	01a21832eb80-63f1a561ee6141e8aaf6	/pricing	\N	IN
01a218436640-3b9b37e2e64946498ff0	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T14:30:00.000Z	2026-11-26	01a218436640-3105b8d39b4545bc85ed	/pricing	duckduckgo.com	US
01a218451fa8-09a95cb3df4840169529	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T14:31:53.000Z	2026-11-26	01a218436640-3105b8d39b4545bc85ed	/blog/keyword-research-guide	\N	US
01a21845bfd0-b0b4af6a85c647ee8ed1	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T14:32:34.000Z	2026-11-26	01a218436640-3105b8d39b4545bc85ed	/pricing	\N	US
01a218474670-f7603695ab8f43c39664	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T14:34:14.000Z	2026-11-26	01a218436640-3105b8d39b4545bc85ed	/docs/getting-started	\N	US
01a2187fd300-e439e5c83b234ccbb040	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T15:36:00.000Z	2026-11-26	01a2187fd300-738d092b5e6c4c17bab6	/docs/api	www.google.com	BR
01a21880a5f0-1b1f46226b204dbda259	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T15:36:54.000Z	2026-11-26	01a2187fd300-738d092b5e6c4c17bab6	/pricing	\N	BR
01a218818c68-04f708b83d1b47fd9169	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T15:37:53.000Z	2026-11-26	01a2187fd300-738d092b5e6c4c17bab6	/docs/api	\N	BR
01a218829608-d697dc916bbe45b398a4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T15:39:01.000Z	2026-11-26	01a2187fd300-738d092b5e6c4c17bab6	/blog/link-building-outreach	\N	BR
01a21895cc00-88188e9fa36944fb80a2	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T16:00:00.000Z	2026-11-26	01a21895cc00-79575eaf82b44a99bf53	/	www.google.com	IN
01a218964518-94d963f132fe43f093e2	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T16:00:31.000Z	2026-11-26	01a21895cc00-79575eaf82b44a99bf53	/	\N	IN
01a218970868-f0b1bc4a8f014940b677	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T16:01:21.000Z	2026-11-26	01a21895cc00-79575eaf82b44a99bf53	/	\N	IN
01a2189840e8-cc043ea76f5d4cb5a795	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T16:02:41.000Z	2026-11-26	01a21895cc00-79575eaf82b44a99bf53	/pricing	\N	IN
01a218f243e0-0d9231b828c74f46b242	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T17:41:00.000Z	2026-11-26	01a218f243e0-e82c2a7f2d9f4ccca0cf	/pricing	www.google.com	GB
01a218f2ad58-3f3e69da2500446ea34d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T17:41:27.000Z	2026-11-26	01a218f243e0-e82c2a7f2d9f4ccca0cf	/blog/keyword-research-guide	\N	GB
01a218f40130-5c71faa814f84aeb8ed9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T17:42:54.000Z	2026-11-26	01a218f243e0-e82c2a7f2d9f4ccca0cf	/blog/link-building-outreach	\N	GB
01a21915f880-14388526d6f34369a114	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T18:20:00.000Z	2026-11-26	01a21915f880-59f14bb9fe79418fb11a	/	www.google.com	US
01a21916eab0-bd0810cb273549e2917a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T18:21:02.000Z	2026-11-26	01a21915f880-59f14bb9fe79418fb11a	/docs/api	\N	US
01a219177750-1a0fb3f7bf5040918cfb	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T18:21:38.000Z	2026-11-26	01a21915f880-59f14bb9fe79418fb11a	/	\N	US
01a2191934a0-173af53c9f564b7b843e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T18:23:32.000Z	2026-11-26	01a21915f880-59f14bb9fe79418fb11a	/	\N	US
01a2191a6168-8f1eb5ab0d9046ae84c7	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T18:24:49.000Z	2026-11-26	01a21915f880-59f14bb9fe79418fb11a	/pricing	\N	US
01a2191aee08-124d4e44b7b44c7b8cca	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T18:25:25.000Z	2026-11-26	01a21915f880-59f14bb9fe79418fb11a	/docs/api	\N	US
01a219685e40-5913b8fc7e0e41958202	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T19:50:00.000Z	2026-11-26	01a219685e40-80e1ff7833634395b032	/	www.google.com	FR
01a21969b9e8-46f7ca5b4503404f81c1	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T19:51:29.000Z	2026-11-26	01a219685e40-80e1ff7833634395b032	/	\N	FR
01a2196bec68-c97bfca764c749e68f0d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T19:53:53.000Z	2026-11-26	01a219685e40-80e1ff7833634395b032	/blog/link-building-outreach	\N	FR
01a2196cd6c8-a8bd17db9c2f4c7ab250	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T19:54:53.000Z	2026-11-26	01a219685e40-80e1ff7833634395b032	/pricing	\N	FR
01a2196ea3b8-93b728d5e0ab4db0b6bf	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T19:56:51.000Z	2026-11-26	01a219685e40-80e1ff7833634395b032	/	\N	FR
01a2196ff790-4c11daf2daf949fabdf2	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T19:58:18.000Z	2026-11-26	01a219685e40-80e1ff7833634395b032	/blog/link-building-outreach	\N	FR
01a2199c8da0-dd278aabee29479fb4e2	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T20:47:00.000Z	2026-11-26	01a2199c8da0-fb40d6352e6d477c8121	/pricing	\N	DE
01a2199e75e8-3ac5eee7b1ec4206aec5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T20:49:05.000Z	2026-11-26	01a2199c8da0-fb40d6352e6d477c8121	/	\N	DE
01a219a042d8-c89912bfce204282991a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T20:51:03.000Z	2026-11-26	01a2199c8da0-fb40d6352e6d477c8121	/	\N	DE
01a219a0b808-e383ca42a8904e96af49	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T20:51:33.000Z	2026-11-26	01a2199c8da0-fb40d6352e6d477c8121	/pricing	\N	DE
01a219a1fc40-b1bde682d42f4f35836b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T20:52:56.000Z	2026-11-26	01a2199c8da0-fb40d6352e6d477c8121	/blog/technical-seo-checklist	\N	DE
01a21bf43940-11b9d62dcbbb4ac18412	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T07:42:00.000Z	2026-11-27	01a21bf43940-dac23a8a4abc490facb5	/docs/getting-started	\N	US
01a21c3539e0-fd49a3b624894f29a1f2	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T08:53:00.000Z	2026-11-27	01a21c3539e0-ff07e0afa399473d85d8	/	www.google.com	US
01a21c6300a0-3c56d1870841446f99be	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T09:43:00.000Z	2026-11-27	01a21c6300a0-4db382d3f5fb4ab99766	/blog/link-building-outreach	\N	IN
01a21cb56660-84abbe98c4b3474a9873	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11:13:00.000Z	2026-11-27	01a21cb56660-7cb0e31fd6054f27afde	/	www.google.com	US
01a21cb67fa0-e1e3e736cbc7424caf8e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11:14:12.000Z	2026-11-27	01a21cb56660-7cb0e31fd6054f27afde	/blog/technical-seo-checklist	\N	US
01a21cb8b9f0-0630ec2836ca42f1aace	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11:16:38.000Z	2026-11-27	01a21cb56660-7cb0e31fd6054f27afde	/	\N	US
01a21cb96da0-e4ae8ac3bc9d4cb39031	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11:17:24.000Z	2026-11-27	01a21cb56660-7cb0e31fd6054f27afde	/contact	\N	US
01a21cbcb960-1fee9e86bb2f4da9ba68	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11:21:00.000Z	2026-11-27	01a21cbcb960-3ed4431d6db34c3bb99d	/	\N	ZZ
01a21cd1c800-224e358aaec0452384b8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11:44:00.000Z	2026-11-27	01a21cd1c800-01871c8be7064dcf8998	/	www.linkedin.com	GB
01a21cda0560-a17091bae6e34744a615	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11:53:00.000Z	2026-11-27	01a21cda0560-fbd1e06b0daf4f34a39c	/blog/link-building-outreach	\N	CA
01a21cee29a0-2571d0e265874cf28f41	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T12:15:00.000Z	2026-11-27	01a21cee29a0-387e9ba7fe034a97b6ba	/	www.google.com	ZZ
01a21d07cc20-0c6e0902ddda4225b1c0	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T12:43:00.000Z	2026-11-27	01a21d07cc20-e971cbd4e26a4d1aaf9d	/	\N	FR
01a21d097200-86f7b273005b40a29b17	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T12:44:48.000Z	2026-11-27	01a21d07cc20-e971cbd4e26a4d1aaf9d	/blog/technical-seo-checklist	\N	FR
01a21d0b0070-99273a53e741433e94d8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T12:46:30.000Z	2026-11-27	01a21d07cc20-e971cbd4e26a4d1aaf9d	/blog/technical-seo-checklist	\N	FR
01a21d0c38f0-3da0f1bc75a24405a69c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T12:47:50.000Z	2026-11-27	01a21d07cc20-e971cbd4e26a4d1aaf9d	/blog/technical-seo-checklist	\N	FR
01a21d0cd530-4edd78c306214315aa6c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T12:48:30.000Z	2026-11-27	01a21d07cc20-e971cbd4e26a4d1aaf9d	/blog/keyword-research-guide	\N	FR
01a21d260280-040a2d4386af452b9008	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13:16:00.000Z	2026-11-27	01a21d260280-4deca4bb3b294171b178	/blog/link-building-outreach	www.google.com	US
01a21d31e960-3b6be095d5dc4f9fbe32	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13:29:00.000Z	2026-11-27	01a21d31e960-bfe3603b01d444c2a776	/docs/getting-started	\N	NL
01a21d337fa0-f1cd926eca9844fe8546	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13:30:44.000Z	2026-11-27	01a21d31e960-bfe3603b01d444c2a776	/pricing	\N	NL
01a21d348558-8ad08327f5de4ac99b0c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13:31:51.000Z	2026-11-27	01a21d31e960-bfe3603b01d444c2a776	/blog/keyword-research-guide	\N	NL
01a21d369898-50dccfca0cb64d4fa34f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13:34:07.000Z	2026-11-27	01a21d31e960-bfe3603b01d444c2a776	/features	\N	NL
01a21d376b88-7578e99f51234c57a275	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13:35:01.000Z	2026-11-27	01a21d31e960-bfe3603b01d444c2a776	/	\N	NL
01a21d46f800-c24972f1eb314d6eb07f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13:52:00.000Z	2026-11-27	01a21d46f800-364d83251e714a458545	/	\N	ZZ
01a21d47a7c8-deb714e3a2c344518220	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13:52:45.000Z	2026-11-27	01a21d46f800-364d83251e714a458545	/	\N	ZZ
01a21d4828b0-5da3d146b652455d9ce5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13:53:18.000Z	2026-11-27	01a21d46f800-364d83251e714a458545	/pricing	\N	ZZ
01a21d48a5b0-62f966bb01f748cead74	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13:53:50.000Z	2026-11-27	01a21d46f800-364d83251e714a458545	/blog/keyword-research-guide	\N	ZZ
01a21d49d278-63ad367269d24f90b58f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13:55:07.000Z	2026-11-27	01a21d46f800-364d83251e714a458545	/features	\N	ZZ
01a21d4a5748-65fb6fd4a91e482a9d8c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13:55:41.000Z	2026-11-27	01a21d46f800-364d83251e714a458545	/pricing	\N	ZZ
01a21d501fc0-a62aa9f030ee4867b097	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T14:02:00.000Z	2026-11-27	01a21d501fc0-3c463a12815e4cab9102	/	\N	US
01a21db12b80-c801178e66734ea7a16d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T15:48:00.000Z	2026-11-27	01a21db12b80-fbe820d969fd4de5a9eb	/blog/link-building-outreach	www.perplexity.ai	ES
01a21db25460-67c69beffb1f4c02895b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T15:49:16.000Z	2026-11-27	01a21db12b80-fbe820d969fd4de5a9eb	/	\N	ES
01a21dc8f940-510a5088fbb9499fa709	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16:14:00.000Z	2026-11-27	01a21dc8f940-0c7ecc3b08594ca0abc9	/	www.google.com	US
01a21dc9e3a0-b19fdad9c6b3496e8490	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16:15:00.000Z	2026-11-27	01a21dc9e3a0-1d91e7bec45f4ba28e15	/docs/getting-started	\N	DE
01a21dcad5d0-629dfc9ce9354d7eb7a4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16:16:02.000Z	2026-11-27	01a21dc9e3a0-1d91e7bec45f4ba28e15	/blog/keyword-research-guide	\N	DE
01a21dcb4330-cf4928b6ee354c3c984c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16:16:30.000Z	2026-11-27	01a21dc9e3a0-1d91e7bec45f4ba28e15	/	\N	DE
01a21dcd5288-b406da78a3004acdb577	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16:18:45.000Z	2026-11-27	01a21dc9e3a0-1d91e7bec45f4ba28e15	/contact	\N	DE
01a21dce8b08-1dcd9c54af4f4aa8832f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16:20:05.000Z	2026-11-27	01a21dc9e3a0-1d91e7bec45f4ba28e15	/pricing	\N	DE
01a21dcf61e0-bcda187efff4446fa5b9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16:21:00.000Z	2026-11-27	01a21dcf61e0-3ad624cc4b5043c1b8bc	/pricing	www.google.com	IN
01a21dfc3e40-2ee3ce3937cc47d58d1c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T17:10:00.000Z	2026-11-27	01a21dfc3e40-6fd4f2757f05483f8f8f	/	\N	FR
01a21e3ffe00-fc28d924746e4523a601	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T18:24:00.000Z	2026-11-27	01a21e3ffe00-0943ea007c8d47009b94	/blog/technical-seo-checklist	\N	US
01a21e40dca8-2b31f56cc3624dff99ad	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T18:24:57.000Z	2026-11-27	01a21e3ffe00-0943ea007c8d47009b94	/blog/keyword-research-guide	\N	US
01a21e41fdb8-4ef5063b4e2e41b4a9ee	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T18:26:11.000Z	2026-11-27	01a21e3ffe00-0943ea007c8d47009b94	/features	\N	US
01a21e4349c0-5ceef4303b6b409288bb	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T18:27:36.000Z	2026-11-27	01a21e3ffe00-0943ea007c8d47009b94	/blog/keyword-research-guide	\N	US
01a21ea68800-9d17ff8985024cc98bc0	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T20:16:00.000Z	2026-11-27	01a21ea68800-eb4e63a618ad43178e53	/docs/api	t.co	US
01a21f213640-616191a18eae4951864b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T22:30:00.000Z	2026-11-27	01a21f213640-8741c449d59548c48172	/pricing	www.bing.com	FR
01a21f22c0c8-74314226c1a048cca784	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T22:31:41.000Z	2026-11-27	01a21f213640-8741c449d59548c48172	/features	\N	FR
01a21f237860-6ac6a9fcf3744628a15b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T22:32:28.000Z	2026-11-27	01a21f213640-8741c449d59548c48172	/	\N	FR
01a21f2414a0-b0a6ed8575294dba9c3a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T22:33:08.000Z	2026-11-27	01a21f213640-8741c449d59548c48172	/features	\N	FR
01a220d7bfe0-fd4e89aa90cd4978aa87	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T06:29:00.000Z	2026-11-28	01a220d7bfe0-37b5f30bb92f4dbc8f88	/pricing	chatgpt.com	DE
01a22154f27d-a1879ad8b3bf4e508e7d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T08:45:44.957Z	2026-11-28	01a22154f27d-ab52b3ee8da946dd9adb	/features	www.google.com	ES
01a221677cc0-f82e9f396bc34ed0a834	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T09:06:00.000Z	2026-11-28	01a221677cc0-8da83b060125421c8dd5	/	\N	ZZ
01a22167f1f0-7de094b598f74490af77	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T09:06:30.000Z	2026-11-28	01a221677cc0-8da83b060125421c8dd5	/about	\N	ZZ
01a221689218-614a4198bfff4f779453	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T09:07:11.000Z	2026-11-28	01a221677cc0-8da83b060125421c8dd5	/	\N	ZZ
01a2216941e0-cef32d190aa74108845f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T09:07:56.000Z	2026-11-28	01a221677cc0-8da83b060125421c8dd5	/blog/keyword-research-guide	\N	ZZ
01a22199d760-ff2ae10cc61745af8a6c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10:01:00.000Z	2026-11-28	01a22199d760-05917201868b425190a8	/contact	\N	JP
01a2219bac20-0d3565a4178d4aa4bad5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10:03:00.000Z	2026-11-28	01a2219bac20-d575ad852b4f48df99a7	/blog/keyword-research-guide	www.google.com	ZZ
01a2219c5800-901b9cdb02f14c738ba9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10:03:44.000Z	2026-11-28	01a2219bac20-d575ad852b4f48df99a7	/	\N	ZZ
01a2219e8a80-4968da908f8f406589b1	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10:06:08.000Z	2026-11-28	01a2219bac20-d575ad852b4f48df99a7	/	\N	ZZ
01a2219fd2a0-98a9215ff6e4435ca87f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10:07:32.000Z	2026-11-28	01a2219bac20-d575ad852b4f48df99a7	/blog/keyword-research-guide	\N	ZZ
01a221c13580-cf24745764214467b4e3	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10:44:00.000Z	2026-11-28	01a221c13580-844a8a518a2346e7afb2	/	\N	JP
01a221c19728-cffe7a20ae9f44cd8359	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10:44:25.000Z	2026-11-28	01a221c13580-844a8a518a2346e7afb2	/	\N	JP
01a221c271e8-96a3e0bddcdf42b6b606	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10:45:21.000Z	2026-11-28	01a221c13580-844a8a518a2346e7afb2	/	\N	JP
01a221c40440-3229b67720824214a4d9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10:47:04.000Z	2026-11-28	01a221c13580-844a8a518a2346e7afb2	/blog/technical-seo-checklist	\N	JP
01a221f564a6-584cffbcc41e494cbc27	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T11:40:59.942Z	2026-11-28	01a221f564a6-2ae3edb0cedd4c4392c4	/	\N	GB
01a221f6b87e-c5d1cc84c6214892aa34	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T11:42:26.942Z	2026-11-28	01a221f564a6-2ae3edb0cedd4c4392c4	/blog/technical-seo-checklist	\N	GB
01a222575b00-3c181b59234c43c89595	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T13:28:00.000Z	2026-11-28	01a222575b00-9e13c6d846a24e13a990	/blog/keyword-research-guide	\N	CA
01a222592020-ac67f5135fc148f39f67	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T13:29:56.000Z	2026-11-28	01a222575b00-9e13c6d846a24e13a990	/contact	\N	CA
01a2225a8398-05a2e91f34dd417a9d3d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T13:31:27.000Z	2026-11-28	01a222575b00-9e13c6d846a24e13a990	/features	\N	CA
01a222d20940-490103adaa634f9da581	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T15:42:00.000Z	2026-11-28	01a222d20940-cdeb4c58743d4bc4b5d7	/pricing	www.google.com	US
01a222d39f80-c6abc5701f77413a88b2	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T15:43:44.000Z	2026-11-28	01a222d20940-cdeb4c58743d4bc4b5d7	/docs/api	\N	US
01a222d42450-25ddccf9395145ed99d5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T15:44:18.000Z	2026-11-28	01a222d20940-cdeb4c58743d4bc4b5d7	/pricing	\N	US
01a222d5f528-3b607e124d544c3f9da4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T15:46:17.000Z	2026-11-28	01a222d20940-cdeb4c58743d4bc4b5d7	/pricing	\N	US
01a222fb3c20-0a4ae7aa15674653bf2c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T16:27:00.000Z	2026-11-28	01a222fb3c20-ef26a191bfce4516a610	/blog/keyword-research-guide	www.google.com	US
01a222fcca90-a15a50629b2a4e4ca6fb	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T16:28:42.000Z	2026-11-28	01a222fb3c20-ef26a191bfce4516a610	/	\N	US
01a222fdcc60-afcb303beaa9420bb7df	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T16:29:48.000Z	2026-11-28	01a222fb3c20-ef26a191bfce4516a610	/	\N	US
01a222feab08-71471b2e79d24da89f55	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T16:30:45.000Z	2026-11-28	01a222fb3c20-ef26a191bfce4516a610	/	\N	US
01a2230d8ba0-18a0ef5160bf42e596ef	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T16:47:00.000Z	2026-11-28	01a222fb3c20-ef26a191bfce4516a610	/	chatgpt.com	NL
01a2230e9158-57cf17eec2f346a18623	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T16:48:07.000Z	2026-11-28	01a222fb3c20-ef26a191bfce4516a610	/blog/link-building-outreach	\N	NL
01a22310b050-4d4c1690774541119575	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T16:50:26.000Z	2026-11-28	01a222fb3c20-ef26a191bfce4516a610	/about	\N	NL
01a223129c80-4b9ad2ffc9254ba7ae78	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T16:52:32.000Z	2026-11-28	01a222fb3c20-ef26a191bfce4516a610	/about	\N	NL
01a22321afe0-ac600d36f094492798bc	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T17:09:00.000Z	2026-11-28	01a22321afe0-7ed4c53b625f4e71b019	/	www.google.com	DE
01a2232209b8-e6ec90e267a14e5e80ef	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T17:09:23.000Z	2026-11-28	01a22321afe0-7ed4c53b625f4e71b019	/	\N	DE
01a223228aa0-ea5cbe443f5c4b8ab1c5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T17:09:56.000Z	2026-11-28	01a22321afe0-7ed4c53b625f4e71b019	/docs/api	\N	DE
01a223248a58-371a2120276945949fd4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T17:12:07.000Z	2026-11-28	01a22321afe0-7ed4c53b625f4e71b019	/contact	\N	DE
01a223263fd8-68bdf5e38ad84597aa2d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T17:13:59.000Z	2026-11-28	01a22321afe0-7ed4c53b625f4e71b019	/pricing	\N	DE
01a223278410-9724d9e8a19d4f329352	3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T17:15:22.000Z	2026-11-28	01a22321afe0-7ed4c53b625f4e71b019	/about	\N	DE
\.


--
-- Data for Name: analytics_filter_days; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.analytics_filter_days (website_id, day, filter, value, panel, name, visitors, visits, views, bounces, duration_ms) FROM stdin;
\.


--
-- Data for Name: analytics_filter_roll_requests; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.analytics_filter_roll_requests (website_id, job_id, requested_ms) FROM stdin;
\.


--
-- Data for Name: analytics_filter_rolled; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.analytics_filter_rolled (website_id, day) FROM stdin;
\.


--
-- Data for Name: analytics_hourly; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.analytics_hourly (website_id, hour, visitors, visits, pageviews, bounces, duration_ms) FROM stdin;
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T04	1	1	5	0	377000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T07	1	1	6	0	367000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T09	1	1	2	0	95000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T10	1	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T11	1	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T12	2	2	6	0	208000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T13	0	1	3	0	161000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T14	0	3	6	2	147000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T16	1	2	2	2	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T19	1	1	4	0	180000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-19T20	0	2	11	0	660000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T05	1	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T09	1	1	2	0	75000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T11	2	2	7	1	563000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T12	1	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T13	1	2	3	1	600000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T15	0	1	2	0	47000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T17	1	2	3	1	50000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T19	1	1	2	0	123000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-20T23	0	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T07	1	1	6	0	1055000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T09	2	2	2	2	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T10	1	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T12	1	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T15	0	1	6	0	340000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-21T17	1	1	5	0	324000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T10	3	3	6	1	296000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T13	2	2	3	1	85000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T15	0	2	2	2	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T16	0	1	2	0	76000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T18	1	1	3	0	206000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-22T19	0	1	4	0	279000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T04	1	1	2	0	122000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T07	2	2	9	0	553000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T10	2	2	6	1	354000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T11	1	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T12	1	2	5	1	253000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T13	2	3	6	1	194000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T15	0	2	2	2	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T16	0	1	2	0	59000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T17	1	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T18	0	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-23T19	0	2	7	1	424000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T05	1	1	6	0	465000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T07	2	2	8	0	522000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T08	1	1	5	0	464000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T11	1	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T13	2	2	11	0	769000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T14	0	1	4	0	253000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T15	0	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T16	0	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T17	1	2	5	1	268000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T18	1	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T19	1	1	5	0	341000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-24T21	0	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T04	1	1	3	0	184000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T06	1	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T07	1	1	6	0	467000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T09	2	2	2	2	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T11	0	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T12	1	1	5	0	337000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T13	2	3	7	2	317000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T14	2	2	6	1	302000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T15	0	2	7	1	320000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T16	1	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T18	1	3	7	1	280000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T20	0	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-25T21	0	1	3	0	239000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T09	1	1	12	0	1557000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T10	1	1	7	0	1863000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T11	2	2	11	1	1187000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T13	2	2	7	0	385000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T14	1	3	10	0	473000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T15	0	1	4	0	181000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T16	1	1	4	0	161000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T17	0	1	3	0	114000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T18	0	1	6	0	325000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T19	0	1	6	0	498000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T20	1	1	5	0	356000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T07	1	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T08	1	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T09	0	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11	4	4	7	3	264000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T12	1	2	6	1	330000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13	0	3	12	1	582000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T14	0	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T15	1	1	2	0	76000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16	3	3	7	2	305000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T17	0	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T18	0	1	4	0	216000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T20	0	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T22	0	1	4	0	188000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T06	1	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T08	1	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T09	1	1	4	0	116000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10	2	3	9	1	456000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T11	0	1	2	0	87000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T13	0	1	3	0	207000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T15	1	1	4	0	257000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T16	1	1	8	0	1532000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T17	1	1	6	0	382000
\.


--
-- Data for Name: analytics_hourly_panels; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.analytics_hourly_panels (website_id, hour, panel, name, views, visits, bounces, duration_ms) FROM stdin;
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T15	country	BR	4	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T15	entry	/docs/api	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T15	page	/blog/link-building-outreach	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T15	page	/docs/api	2	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T15	page	/pricing	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T15	source	www.google.com	4	1	0	181000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T16	country	IN	4	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T16	entry	/	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T16	page	/	3	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T16	page	/pricing	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T16	source	www.google.com	4	1	0	161000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T17	country	GB	3	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T17	entry	/pricing	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T17	page	/blog/keyword-research-guide	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T17	page	/blog/link-building-outreach	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T17	page	/pricing	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T17	source	www.google.com	3	1	0	114000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T18	country	US	6	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T18	entry	/	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T18	page	/	3	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T18	page	/docs/api	2	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T18	page	/pricing	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T18	source	www.google.com	6	1	0	325000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T19	country	FR	6	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T19	entry	/	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T19	page	/	3	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T19	page	/blog/link-building-outreach	2	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T19	page	/pricing	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T19	source	www.google.com	6	1	0	498000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T20	country	DE	5	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T20	entry	/pricing	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T20	page	/	2	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T20	page	/blog/technical-seo-checklist	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T20	page	/pricing	2	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-26T20	source		5	1	0	356000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T07	country	US	1	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T07	entry	/docs/getting-started	0	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T07	page	/docs/getting-started	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T07	source		1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T08	country	US	1	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T08	entry	/	0	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T08	page	/	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T08	source	www.google.com	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T09	country	IN	1	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T17	entry	/	0	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T09	entry	/blog/link-building-outreach	0	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T09	page	/blog/link-building-outreach	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T09	source		1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11	country	CA	1	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11	country	GB	1	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11	country	US	4	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11	country	ZZ	1	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11	entry	/	0	3	2	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11	entry	/blog/link-building-outreach	0	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11	page	/	4	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11	page	/blog/link-building-outreach	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11	page	/blog/technical-seo-checklist	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11	page	/contact	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11	source		2	2	2	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11	source	www.google.com	4	1	0	264000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T11	source	www.linkedin.com	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T12	country	FR	5	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T12	country	ZZ	1	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T12	entry	/	0	2	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T12	page	/	2	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T12	page	/blog/keyword-research-guide	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T12	page	/blog/technical-seo-checklist	3	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T12	source		5	1	0	330000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T12	source	www.google.com	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13	country	NL	5	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13	country	US	1	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13	country	ZZ	6	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13	entry	/	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13	entry	/blog/link-building-outreach	0	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13	entry	/docs/getting-started	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13	page	/	3	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13	page	/blog/keyword-research-guide	2	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13	page	/blog/link-building-outreach	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13	page	/docs/getting-started	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13	page	/features	2	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13	page	/pricing	3	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13	source		11	2	0	582000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T13	source	www.google.com	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T14	country	US	1	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T14	entry	/	0	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T14	page	/	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T14	source		1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T15	country	ES	2	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T15	entry	/blog/link-building-outreach	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T15	page	/	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T15	page	/blog/link-building-outreach	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T15	source	www.perplexity.ai	2	1	0	76000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16	country	DE	5	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16	country	IN	1	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16	country	US	1	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16	entry	/	0	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16	entry	/docs/getting-started	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16	entry	/pricing	0	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16	page	/	2	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16	page	/blog/keyword-research-guide	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16	page	/contact	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16	page	/docs/getting-started	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16	page	/pricing	2	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16	source		5	1	0	305000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T16	source	www.google.com	2	2	2	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T17	country	FR	1	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T17	page	/	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T17	source		1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T18	country	US	4	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T18	entry	/blog/technical-seo-checklist	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T18	page	/blog/keyword-research-guide	2	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T18	page	/blog/technical-seo-checklist	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T18	page	/features	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T18	source		4	1	0	216000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T20	country	US	1	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T20	entry	/docs/api	0	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T20	page	/docs/api	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T20	source	t.co	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T22	country	FR	4	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T22	entry	/pricing	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T22	page	/	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T22	page	/features	2	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T22	page	/pricing	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-27T22	source	www.bing.com	4	1	0	188000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T06	country	DE	1	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T06	entry	/pricing	0	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T06	page	/pricing	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T06	source	chatgpt.com	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T08	country	ES	1	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T08	entry	/features	0	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T08	page	/features	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T08	source	www.google.com	1	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T09	country	ZZ	4	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T09	entry	/	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T09	page	/	2	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T09	page	/about	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T09	page	/blog/keyword-research-guide	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T09	source		4	1	0	116000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10	country	JP	5	2	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10	country	ZZ	4	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10	entry	/	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10	entry	/blog/keyword-research-guide	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10	entry	/contact	0	1	1	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10	page	/	5	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10	page	/blog/keyword-research-guide	2	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10	page	/blog/technical-seo-checklist	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10	page	/contact	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10	source		5	2	1	184000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T10	source	www.google.com	4	1	0	272000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T11	country	GB	2	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T11	entry	/	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T11	page	/	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T11	page	/blog/technical-seo-checklist	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T11	source		2	1	0	87000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T13	country	CA	3	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T13	entry	/blog/keyword-research-guide	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T13	page	/blog/keyword-research-guide	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T13	page	/contact	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T13	page	/features	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T13	source		3	1	0	207000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T15	country	US	4	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T15	entry	/pricing	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T15	page	/docs/api	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T15	page	/pricing	3	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T15	source	www.google.com	4	1	0	257000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T16	country	NL	4	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T16	country	US	4	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T16	entry	/blog/keyword-research-guide	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T16	page	/	4	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T16	page	/about	2	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T16	page	/blog/keyword-research-guide	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T16	page	/blog/link-building-outreach	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T16	source	www.google.com	8	1	0	1532000
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T17	country	DE	6	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T17	entry	/	0	1	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T17	page	/	2	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T17	page	/about	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T17	page	/contact	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T17	page	/docs/api	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T17	page	/pricing	1	0	0	0
3d6e18f6-d502-4229-88c1-3b82c531f3b4	2026-11-28T17	source	www.google.com	6	1	0	382000
\.


--
-- Data for Name: analytics_salts; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.analytics_salts (day, salt, created_at) FROM stdin;
\.


--
-- Data for Name: analytics_share_links; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.analytics_share_links (id, website_id, token_hash, name, password, created_at, last_used_at) FROM stdin;
\.


--
-- Data for Name: analytics_sites; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.analytics_sites (website_id, site_id, created_at) FROM stdin;
\.


--
-- Data for Name: analytics_visits; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.analytics_visits (id, website_id, visitor, day, started_ms, last_ms, pageviews, country, entry_path, source) FROM stdin;
01a1f3520080-87442d3fa5474ba7aa11	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-19-3	2026-11-19	1795083600000	1795083600000	1	US	/pricing	chatgpt.com
01a1f3a63b00-1114c4a24c5a43ec9cc7	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-19-2	2026-11-19	1795089120000	1795089120000	1	JP	/blog/keyword-research-guide	
01a1f3b7a020-439297674a07416ca0e2	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-19-9	2026-11-19	1795090260000	1795090387000	3	ZZ	/	www.google.com
01a1f332dfc0-f3a9067ab2fb4951b240	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-19-11	2026-11-19	1795081560000	1795081655000	2	US	/blog/keyword-research-guide	
01a1f42492c0-2a0575cc27bd404fbcdc	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-19-2	2026-11-19	1795097400000	1795097400000	1	US	/blog/technical-seo-checklist	www.bing.com
01a1f49c81e0-50da8c1fe182482e8c75	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-19-8	2026-11-19	1795105260000	1795105260000	1	IN	/	www.google.com
01a1f3f98b20-aa3772a598f943869b89	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-19-3	2026-11-19	1795094580000	1795094741000	3	JP	/	duckduckgo.com
01a1f5347c20-8416f39420774a7bad9f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-19-5	2026-11-19	1795115220000	1795115400000	4	ZZ	/blog/keyword-research-guide	t.co
01a1f5766720-3a12950af66a4807b86f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-19-8	2026-11-19	1795119540000	1795119904000	6	US	/blog/technical-seo-checklist	www.google.com
01a1f3d895a0-b805730e819d41abb3ae	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-19-7	2026-11-19	1795092420000	1795092501000	3	FR	/	
01a1f587cc40-00539aa7588f43f7be4e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-19-3	2026-11-19	1795120680000	1795120976000	5	GB	/pricing	
01a1f4266780-13a91c788b094168b4ca	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-19-9	2026-11-19	1795097520000	1795097667000	4	ES	/	
01a1f435f7e0-e56a100385bc431b9668	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-19-11	2026-11-19	1795098540000	1795098540000	1	FR	/	chatgpt.com
01a1f4b53a00-4c6032a5072b49a487ab	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-19-2	2026-11-19	1795106880000	1795106880000	1	ES	/blog/keyword-research-guide	www.google.com
01a1f2bbdb00-ecd0a5f712a047388194	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-19-4	2026-11-19	1795073760000	1795074127000	6	DE	/pricing	www.google.com
01a1f223e0c0-3ee154f906fb42369ef1	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-19-1	2026-11-19	1795063800000	1795064177000	5	US	/about	chatgpt.com
01a1f8c62e60-9a81103edd884966b277	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-20-0	2026-11-20	1795175100000	1795175100000	1	US	/docs/api	www.google.com
01a1f763df40-7cd76936a4a4480cb48a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-20-4	2026-11-20	1795151880000	1795151880000	1	DE	/pricing	
01a1f92390a0-9675ddef022d4b559d7f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-20-0	2026-11-20	1795181220000	1795181820000	2	IN	/	
01a1f8cac240-311bc0fcb311441e8904	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-20-3	2026-11-20	1795175400000	1795175963000	6	DE	/	www.perplexity.ai
01a1fa63ffe0-e00af9e7626c4990bdcb	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-20-6	2026-11-20	1795202220000	1795202343000	2	CA	/features	www.bing.com
01a1f9389f40-b193ee91825a4ca785cc	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-20-10	2026-11-20	1795182600000	1795182600000	1	ES	/blog/keyword-research-guide	duckduckgo.com
01a1fb662da0-c2ba2431fb8e4b89900b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-20-3	2026-11-20	1795219140000	1795219140000	1	ZZ	/pricing	
01a1fa011f60-28fcf09cd576438f9367	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-20-8	2026-11-20	1795195740000	1795195790000	2	US	/pricing	chatgpt.com
01a1f9f7f7a0-6f0d43cc416847479a0b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-20-0	2026-11-20	1795195140000	1795195140000	1	ES	/pricing	www.google.com
01a1f8ed8c80-2848c3ff937e467fb7a9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-20-9	2026-11-20	1795177680000	1795177680000	1	FR	/	news.ycombinator.com
01a1f84b8020-ff4e3c93f99d4e989460	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-20-1	2026-11-20	1795167060000	1795167135000	2	DE	/	www.linkedin.com
01a1f98a1aa0-d656b20dcd45485ea247	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-20-4	2026-11-20	1795187940000	1795187987000	2	ZZ	/docs/getting-started	
01a1fd5db7e0-22e27d5f93ab4a248773	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-21-5	2026-11-21	1795252140000	1795252140000	1	BR	/	www.google.com
01a1fe304a20-f43aa9162eb24495aa5f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-21-4	2026-11-21	1795265940000	1795265940000	1	US	/	duckduckgo.com
01a1ff202860-e08b10ff6c6d487b95ca	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-21-2	2026-11-21	1795281660000	1795281984000	5	CA	/about	duckduckgo.com
01a1fdaa9f60-3fefb2978aa848209e24	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-21-3	2026-11-21	1795257180000	1795257180000	1	IN	/pricing	
01a1fd7f97c0-372f79181ac44186b69a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-21-1	2026-11-21	1795254360000	1795254360000	1	GB	/pricing	www.google.com
01a1feabe2c0-7aa0aa4ff44e4064a122	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-21-5	2026-11-21	1795274040000	1795274380000	6	US	/features	
01a1fcf81840-c331b2fdc6ad46918d30	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-21-0	2026-11-21	1795245480000	1795246535000	6	FR	/	chatgpt.com
01a202b3af60-e6f6b5770b42479bbf2a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-22-6	2026-11-22	1795341660000	1795341740000	2	FR	/blog/keyword-research-guide	
01a202bcd720-b25f8d9b8caf46cc8e6c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-22-7	2026-11-22	1795342260000	1795342260000	1	FR	/contact	www.google.com
01a20376b140-e77010f5184f4c2387dd	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-22-0	2026-11-22	1795354440000	1795354525000	2	FR	/	
01a203da7c20-a45bf37e0cf343cb88f8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-22-7	2026-11-22	1795360980000	1795360980000	1	ES	/	www.google.com
01a20490acc0-1ce0e3dfbf7d40bba705	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-22-3	2026-11-22	1795372920000	1795373126000	3	GB	/docs/api	www.bing.com
01a2041e3be0-3874daa425364126abcc	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-22-0	2026-11-22	1795365420000	1795365496000	2	GB	/pricing	
01a2036d8980-ab8bead454714d53a577	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-22-8	2026-11-22	1795353840000	1795353840000	1	NL	/blog/keyword-research-guide	www.bing.com
01a202c6e940-3bbf39da10b34f7b9c80	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-22-2	2026-11-22	1795342920000	1795343136000	3	CA	/	www.google.com
01a204cd1980-a148b184adf84397842a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-22-7	2026-11-22	1795376880000	1795377159000	4	ZZ	/blog/technical-seo-checklist	www.google.com
01a203cf7fa0-f007fe4ab22746029de8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-22-6	2026-11-22	1795360260000	1795360260000	1	FR	/	
01a2075460a0-ce33846fce2846e58402	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-23-12	2026-11-23	1795419300000	1795419454000	3	US	/	
01a2087205a0-436050debc194c0ea370	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-23-12	2026-11-23	1795438020000	1795438273000	4	BR	/blog/technical-seo-checklist	www.google.com
01a20806e7c0-1b9f32421f454c099a5b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-23-1	2026-11-23	1795431000000	1795431354000	5	IN	/	chatgpt.com
01a20896a4a0-22f8ea9ed23940d492b9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-23-5	2026-11-23	1795440420000	1795440591000	3	GB	/pricing	www.google.com
01a2076306a0-0b24e7d8f758437580ab	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-23-14	2026-11-23	1795420260000	1795420659000	6	US	/blog/keyword-research-guide	
01a2095b7b40-f4b054c3ead946e3b8b5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-23-11	2026-11-23	1795453320000	1795453320000	1	US	/blog/link-building-outreach	
01a208007f20-43486d18692a4fd0b116	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-23-2	2026-11-23	1795430580000	1795430580000	1	FR	/	
01a209091580-5f4320ef19894e9ab35b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-23-1	2026-11-23	1795447920000	1795447920000	1	ZZ	/	www.google.com
01a209be5bc0-bed26c94766a4ffbbd9e	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-23-11	2026-11-23	1795459800000	1795459800000	1	FR	/blog/technical-seo-checklist	www.google.com
01a20917bb80-4e5cb8c19e4a43338281	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-23-5	2026-11-23	1795448880000	1795448880000	1	US	/features	
01a20880aba0-77866e97f3f148c5aa93	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-23-6	2026-11-23	1795438980000	1795438980000	1	FR	/	www.google.com
01a2085cf700-9c41d3904be748c2b6a6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-23-3	2026-11-23	1795436640000	1795436640000	1	NL	/contact	news.ycombinator.com
01a2083c0180-13c992eb01154461ac67	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-23-7	2026-11-23	1795434480000	1795434480000	1	US	/features	
01a209f1a0c0-c382fe6274f5438ab42b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-23-1	2026-11-23	1795463160000	1795463584000	6	US	/	
01a209d36a60-1ec9e3fc6cac4dbeba60	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-23-2	2026-11-23	1795461180000	1795461180000	1	US	/pricing	www.google.com
01a208aac8e0-8f3b4f7652af40369ea5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-23-12	2026-11-23	1795441740000	1795441763000	2	DE	/blog/technical-seo-checklist	www.google.com
01a209542840-e81a896196e94bea9691	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-23-14	2026-11-23	1795452840000	1795452899000	2	NL	/contact	
01a20698b1c0-73b4f8fcee0e42f6a7d6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-23-0	2026-11-23	1795407000000	1795407122000	2	US	/pricing	
01a20db3d8e0-0ae3ba06da804d5b9a44	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-24-11	2026-11-24	1795526220000	1795526641000	6	DE	/blog/keyword-research-guide	
01a20e081360-1afdfa06a459417595e7	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-24-11	2026-11-24	1795531740000	1795531993000	4	ZZ	/	duckduckgo.com
01a20e2cb260-c3a60b0ff74544948a75	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-24-11	2026-11-24	1795534140000	1795534140000	1	US	/blog/link-building-outreach	
01a20c86a380-d6997fe348ae48fb9b8c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-24-9	2026-11-24	1795506480000	1795506683000	3	US	/blog/link-building-outreach	
01a20eaf9e00-508f62b64b954056a59d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-24-9	2026-11-24	1795542720000	1795542720000	1	DE	/features	
01a20f0c15e0-a310af728c40485f8a71	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-24-0	2026-11-24	1795548780000	1795549121000	5	US	/	www.google.com
01a20e8f92e0-28932aad3f634df1b7b1	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-24-12	2026-11-24	1795540620000	1795540888000	4	US	/	
01a20dd6a320-ad3ac83619114a22b26c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-24-3	2026-11-24	1795528500000	1795528848000	5	IN	/	news.ycombinator.com
01a20e76dac0-358dceacb84c4d4186bf	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-24-11	2026-11-24	1795539000000	1795539000000	1	FR	/	
01a20d576100-f94d6fbfb7fc4e6898a9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-24-6	2026-11-24	1795520160000	1795520160000	1	FR	/	www.google.com
01a20ec59700-3c12553eee664fcaa5be	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-24-10	2026-11-24	1795544160000	1795544160000	1	GB	/docs/getting-started	www.google.com
01a20f823040-28d09ac28d3d488e8f22	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-24-9	2026-11-24	1795556520000	1795556520000	1	CA	/	news.ycombinator.com
01a20ca79900-bbe6caac2da7428090cb	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-24-1	2026-11-24	1795508640000	1795509104000	5	CA	/blog/keyword-research-guide	news.ycombinator.com
01a20c611a20-a3eec4927dfa41ca99b1	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-24-7	2026-11-24	1795504020000	1795504339000	5	JP	/blog/keyword-research-guide	
01a20c117380-0cdbf87c0df540e0887c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-24-8	2026-11-24	1795498800000	1795499265000	6	US	/contact	duckduckgo.com
01a2121473e0-d8326d7639224e1bb267	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-0	2026-11-25	1795599660000	1795599660000	1	US	/docs/api	
01a212615b60-95036aff5dce4e9cb2e5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-0	2026-11-25	1795604700000	1795604700000	1	US	/features	
01a21308e600-aed678b047a04de89fdb	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-7	2026-11-25	1795615680000	1795615680000	1	DE	/blog/technical-seo-checklist	www.perplexity.ai
01a2116b1480-3c911e2fa0c64ff5ae39	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-1	2026-11-25	1795588560000	1795588560000	1	IN	/blog/link-building-outreach	www.google.com
01a212f4c1c0-8eec9da0f9f34c9aa643	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-9	2026-11-25	1795614360000	1795614360000	1	GB	/blog/technical-seo-checklist	www.google.com
01a210f32560-4534cc21812748d7ab55	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-5	2026-11-25	1795580700000	1795580884000	3	IN	/docs/getting-started	www.google.com
01a2132547a0-4173a282539c4a639efb	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-2	2026-11-25	1795617540000	1795617842000	5	DE	/	www.bing.com
01a212ef4380-2a2eb06be1f04378a2cf	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-0	2026-11-25	1795614000000	1795614317000	5	ZZ	/	www.linkedin.com
01a212f780e0-98a522d6d3964a1eacb5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-4	2026-11-25	1795614540000	1795614540000	1	ES	/	www.google.com
01a213eeb220-695b6307a2d24efa83ac	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-9	2026-11-25	1795630740000	1795630877000	3	US	/contact	
01a213ebf300-01e8b277e32843daa7da	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-12	2026-11-25	1795630560000	1795630703000	3	US	/pricing	
01a212958ac0-47cedb25e70a46d8a0d3	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-15	2026-11-25	1795608120000	1795608457000	5	IN	/	
01a2134ca5c0-213a73a5b3e74489b07a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-7	2026-11-25	1795620120000	1795620120000	1	ES	/pricing	www.google.com
01a214a6b780-9fa3a0e01faa4c93a381	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-0	2026-11-25	1795642800000	1795643039000	3	CA	/	
01a211fad160-0c7a7f89797447d1aac6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-8	2026-11-25	1795597980000	1795597980000	1	GB	/	www.google.com
01a2145c8f20-9d722d3597a547919fbe	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-2	2026-11-25	1795637940000	1795637940000	1	DE	/blog/keyword-research-guide	chatgpt.com
01a211b27dc0-a0a52aa899dd4ee08630	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-6	2026-11-25	1795593240000	1795593707000	6	NL	/blog/link-building-outreach	www.bing.com
01a2137feac0-c748f0d279f140918c74	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-3	2026-11-25	1795623480000	1795623480000	1	NL	/blog/keyword-research-guide	
01a21361b460-95f479550d0b4ac28091	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-1	2026-11-25	1795621500000	1795621820000	6	DE	/blog/technical-seo-checklist	www.google.com
01a213ef9c80-e650c120ca4c40db84c4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-25-5	2026-11-25	1795630800000	1795630800000	1	GB	/docs/api	duckduckgo.com
01a217ffa680-7742517a9ff445dcb4cb	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-26-13	2026-11-26	1795698960000	1795699068000	3	IN	/about	
01a217a99740-1b89b412cace418e8499	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-26-5	2026-11-26	1795693320000	1795694507000	10	US	/blog/keyword-research-guide	www.bing.com
01a21832eb80-63f1a561ee6141e8aaf6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-26-3	2026-11-26	1795702320000	1795702383000	2	IN	/pricing	
01a218302c60-4994e9bfca5e478089bb	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-26-13	2026-11-26	1795702140000	1795702296000	4	CA	/features	www.google.com
01a218f243e0-e82c2a7f2d9f4ccca0cf	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-26-13	2026-11-26	1795714860000	1795714974000	3	GB	/pricing	www.google.com
01a218185ea0-c3ec5169fd584990a19d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-26-12	2026-11-26	1795700580000	1795700857000	4	US	/	
01a2199c8da0-fb40d6352e6d477c8121	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-26-2	2026-11-26	1795726020000	1795726376000	5	DE	/pricing	
01a219685e40-80e1ff7833634395b032	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-26-12	2026-11-26	1795722600000	1795723098000	6	FR	/	www.google.com
01a21915f880-59f14bb9fe79418fb11a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-26-13	2026-11-26	1795717200000	1795717525000	6	US	/	www.google.com
01a217b2bf00-f888fe6bec45431ebfe6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-26-8	2026-11-26	1795693920000	1795693920000	1	US	/blog/technical-seo-checklist	
01a2187fd300-738d092b5e6c4c17bab6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-26-3	2026-11-26	1795707360000	1795707541000	4	BR	/docs/api	www.google.com
01a218436640-3105b8d39b4545bc85ed	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-26-5	2026-11-26	1795703400000	1795703654000	4	US	/pricing	duckduckgo.com
01a21895cc00-79575eaf82b44a99bf53	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-26-4	2026-11-26	1795708800000	1795708961000	4	IN	/	www.google.com
01a217823920-b52fd757eef145289fb1	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-26-9	2026-11-26	1795690740000	1795692603000	7	US	/	duckduckgo.com
01a2171baf20-56b33eec53a24cfaaae6	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-26-14	2026-11-26	1795684020000	1795685577000	12	US	/	duckduckgo.com
01a21bf43940-dac23a8a4abc490facb5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-10	2026-11-27	1795765320000	1795765320000	1	US	/docs/getting-started	
01a21c6300a0-4db382d3f5fb4ab99766	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-10	2026-11-27	1795772580000	1795772580000	1	IN	/blog/link-building-outreach	
01a21cbcb960-3ed4431d6db34c3bb99d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-13	2026-11-27	1795778460000	1795778460000	1	ZZ	/	
01a21d07cc20-e971cbd4e26a4d1aaf9d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-5	2026-11-27	1795783380000	1795783710000	5	FR	/	
01a21cda0560-fbd1e06b0daf4f34a39c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-7	2026-11-27	1795780380000	1795780380000	1	CA	/blog/link-building-outreach	
01a21d260280-4deca4bb3b294171b178	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-13	2026-11-27	1795785360000	1795785360000	1	US	/blog/link-building-outreach	www.google.com
01a21cb56660-7cb0e31fd6054f27afde	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-15	2026-11-27	1795777980000	1795778244000	4	US	/	www.google.com
01a21d31e960-bfe3603b01d444c2a776	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-5	2026-11-27	1795786140000	1795786501000	5	NL	/docs/getting-started	
01a21cd1c800-01871c8be7064dcf8998	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-14	2026-11-27	1795779840000	1795779840000	1	GB	/	www.linkedin.com
01a21dfc3e40-6fd4f2757f05483f8f8f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-15	2026-11-27	1795799400000	1795799400000	1	FR	/	
01a21dcf61e0-3ad624cc4b5043c1b8bc	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-1	2026-11-27	1795796460000	1795796460000	1	IN	/pricing	www.google.com
01a21dc9e3a0-1d91e7bec45f4ba28e15	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-4	2026-11-27	1795796100000	1795796405000	5	DE	/docs/getting-started	
01a21db12b80-fbe820d969fd4de5a9eb	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-6	2026-11-27	1795794480000	1795794556000	2	ES	/blog/link-building-outreach	www.perplexity.ai
01a21e3ffe00-0943ea007c8d47009b94	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-5	2026-11-27	1795803840000	1795804056000	4	US	/blog/technical-seo-checklist	
01a21d46f800-364d83251e714a458545	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-7	2026-11-27	1795787520000	1795787741000	6	ZZ	/	
01a21ea68800-eb4e63a618ad43178e53	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-14	2026-11-27	1795810560000	1795810560000	1	US	/docs/api	t.co
01a21d501fc0-3c463a12815e4cab9102	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-13	2026-11-27	1795788120000	1795788120000	1	US	/	
01a21dc8f940-0c7ecc3b08594ca0abc9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-16	2026-11-27	1795796040000	1795796040000	1	US	/	www.google.com
01a21f213640-8741c449d59548c48172	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-15	2026-11-27	1795818600000	1795818788000	4	FR	/pricing	www.bing.com
01a21c3539e0-ff07e0afa399473d85d8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-12	2026-11-27	1795769580000	1795769580000	1	US	/	www.google.com
01a21cee29a0-387e9ba7fe034a97b6ba	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-27-10	2026-11-27	1795781700000	1795781700000	1	ZZ	/	www.google.com
01a22154f27d-ab52b3ee8da946dd9adb	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-28-8	2026-11-28	1795855544957	1795855544957	1	ES	/features	www.google.com
01a2219bac20-d575ad852b4f48df99a7	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-28-8	2026-11-28	1795860180000	1795860452000	4	ZZ	/blog/keyword-research-guide	www.google.com
01a22199d760-05917201868b425190a8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-28-3	2026-11-28	1795860060000	1795860060000	1	JP	/contact	
01a22321afe0-7ed4c53b625f4e71b019	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-28-7	2026-11-28	1795885740000	1795886122000	6	DE	/	www.google.com
01a222fb3c20-ef26a191bfce4516a610	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-28-4	2026-11-28	1795883220000	1795884752000	8	US	/blog/keyword-research-guide	www.google.com
01a222d20940-cdeb4c58743d4bc4b5d7	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-28-6	2026-11-28	1795880520000	1795880777000	4	US	/pricing	www.google.com
01a222575b00-9e13c6d846a24e13a990	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-28-3	2026-11-28	1795872480000	1795872687000	3	CA	/blog/keyword-research-guide	
01a221c13580-844a8a518a2346e7afb2	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-28-1	2026-11-28	1795862640000	1795862824000	4	JP	/	
01a221677cc0-8da83b060125421c8dd5	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-28-5	2026-11-28	1795856760000	1795856876000	4	ZZ	/	
01a221f564a6-2ae3edb0cedd4c4392c4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-28-8	2026-11-28	1795866059942	1795866146942	2	GB	/	
01a220d7bfe0-37b5f30bb92f4dbc8f88	3d6e18f6-d502-4229-88c1-3b82c531f3b4	sample-2026-11-28-0	2026-11-28	1795847340000	1795847340000	1	DE	/pricing	chatgpt.com
\.


--
-- Data for Name: api_keys; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.api_keys (id, key_hash, prefix, name, user_id, organization_id, website_id, active, created_at, last_used_at) FROM stdin;
a2a3607e-e54d-4dd1-9243-90fc59004a1e	86f3c5b9ea4d6c32deefe38924fa64dc35ca5e42940e8478407a41ae9927e44e	seo_0jFdKeXl	API key	feb197f3-1a4f-4907-98a5-867c1f4c13a0	4d0ee2c7-0593-45f3-bcd9-704b4251a1c0	3d6e18f6-d502-4229-88c1-3b82c531f3b4	1	2026-11-28T17:31:27.832Z	2026-11-28T17:31:29.029Z
\.


--
-- Data for Name: article_counts; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.article_counts (website_id, status, count) FROM stdin;
\.


--
-- Data for Name: articles; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.articles (id, website_id, organization_id, title, slug, status, pipeline_status, article_type, meta_description, featured_image, outline, outline_source, instructions, content_markdown, content_html, keyword_id, keyword_term, keyword_volume, keyword_difficulty, scheduled_publish_at, published_at, calendar_at, cms_type, cms_url, cms_post_id, generation_job_id, generation_source, generation_model, total_tokens, publish_job_id, error, origin, created_at, updated_at) FROM stdin;
\.


--
-- Data for Name: auth_epoch; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.auth_epoch (id, epoch) FROM stdin;
1	0
\.


--
-- Data for Name: backlink_campaigns; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.backlink_campaigns (id, website_id, organization_id, keyword, niche, status, language, target_domain, is_public, public_share_token, progress, general_strategies, research_job_id, created_at, updated_at) FROM stdin;
de7635ff-6754-4300-bd1e-c337def94e9b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	4d0ee2c7-0593-45f3-bcd9-704b4251a1c0	self-hosted seo tools	search marketing software	active	en	fixture.example	0	\N	{"stage":"completed","percent":100,"opportunities_found":12,"queries_done":10,"queries_total":10,"sites_done":12,"sites_total":12,"search_source":"sample","estimate":true,"note":"Sample data (seoctl backlinks demo-campaign): nothing was searched.","error":null,"ai":null,"started_at":"2026-11-28T17:31:29.614Z","finished_at":"2026-11-28T17:31:29.614Z"}	[{"title": "Offer a guest post", "description": "Blogs that take guest posts on search marketing: pitch a practical guide.", "source": "sample"}]	\N	2026-11-07T17:31:29.614Z	2026-11-07T17:31:29.614Z
\.


--
-- Data for Name: backlink_do_not_contact; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.backlink_do_not_contact (organization_id, email, reason, created_at) FROM stdin;
\.


--
-- Data for Name: backlink_opportunities; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.backlink_opportunities (id, campaign_id, website_id, url, site, title, strategy, type, relevance_score, domain_authority, domain_rating, monthly_traffic, link_type, niche_relevance, reasoning, tags, status, contact_info, contact_email, contact_name, outreach_status, notes, draft_subject, draft_body_text, draft_body_html, draft_created_at, outreach_error, emailed_at, created_at, updated_at) FROM stdin;
a8674048-8414-4e30-b0ff-75f713c2d19d	de7635ff-6754-4300-bd1e-c337def94e9b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	https://growthnotes.example/write-for-us	growthnotes.example	Growthnotes: blog	guest_post	blog	61	78	\N	\N	nofollow	medium	Accepts guest posts on search marketing; its recent articles cover keyword research and content planning.	["sample"]	new	{"emails": ["editor@growthnotes.example"], "contact_pages": ["https://growthnotes.example/contact"]}	editor@growthnotes.example	\N	\N	\N	\N	\N	\N	\N	\N	\N	2026-11-07T17:31:29.614Z	2026-11-07T17:31:29.614Z
bf68b5b2-55d8-4fde-88f6-a46bc560641f	de7635ff-6754-4300-bd1e-c337def94e9b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	https://searchcraft.example/resources/seo-tools	searchcraft.example	Searchcraft: resource	resource_page	resource	43	32	\N	\N	dofollow	low	Keeps a list of SEO tools that links out with dofollow links; a self-hosted tool is missing from it.	["sample"]	new	{"emails": ["editor@searchcraft.example"], "contact_pages": ["https://searchcraft.example/contact"]}	editor@searchcraft.example	\N	\N	\N	\N	\N	\N	\N	\N	\N	2026-11-07T17:31:29.614Z	2026-11-07T17:31:29.614Z
b4f60b1c-3471-42fd-816e-7d618b7d862c	de7635ff-6754-4300-bd1e-c337def94e9b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	https://rankwise.example/blog/best-rank-trackers	rankwise.example	Rankwise: blog	broken_link	blog	40	38	\N	\N	dofollow	low	Links to a rank tracker whose site is gone (404); ours answers the same need.	["sample"]	new	{"emails": ["editor@rankwise.example"], "contact_pages": ["https://rankwise.example/contact"]}	editor@rankwise.example	\N	\N	\N	\N	\N	\N	\N	\N	\N	2026-11-07T17:31:29.614Z	2026-11-07T17:31:29.614Z
d107b791-e648-42fe-b619-b19faf23ff23	de7635ff-6754-4300-bd1e-c337def94e9b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	https://contentdesk.example/news/open-source-seo	contentdesk.example	Contentdesk: news	unlinked_mention	news	77	38	\N	\N	dofollow	high	Mentions self-hosted SEO software without linking to any.	["sample"]	won	{"emails": ["editor@contentdesk.example"], "contact_pages": ["https://contentdesk.example/contact"]}	editor@contentdesk.example	\N	\N	\N	\N	\N	\N	\N	\N	\N	2026-11-07T17:31:29.614Z	2026-11-07T17:31:29.614Z
fe8e3ea4-9a06-4e7f-828e-8d31115c44c6	de7635ff-6754-4300-bd1e-c337def94e9b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	https://seoweekly.example/weekly-roundup	seoweekly.example	Seoweekly: blog	roundup	blog	61	32	\N	\N	dofollow	medium	Publishes a weekly roundup of marketing tools and takes suggestions by e-mail.	["sample"]	new	{"emails": ["editor@seoweekly.example"], "contact_pages": ["https://seoweekly.example/contact"]}	editor@seoweekly.example	\N	\N	\N	\N	\N	\N	\N	\N	\N	2026-11-07T17:31:29.614Z	2026-11-07T17:31:29.614Z
f903fffc-b296-4252-a941-6cc4f3ebeeb6	de7635ff-6754-4300-bd1e-c337def94e9b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	https://marketingmill.example/write-for-us	marketingmill.example	Marketingmill: blog	guest_post	blog	63	70	\N	\N	dofollow	medium	Accepts guest posts on search marketing; its recent articles cover keyword research and content planning.	["sample"]	outreach_sent	{"emails": ["editor@marketingmill.example"], "contact_pages": ["https://marketingmill.example/contact"]}	editor@marketingmill.example	\N	\N	\N	\N	\N	\N	\N	\N	\N	2026-11-07T17:31:29.614Z	2026-11-07T17:31:29.614Z
306d388d-c51d-4a9d-8116-5f0e823f18c7	de7635ff-6754-4300-bd1e-c337def94e9b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	https://linkgarden.example/resources/seo-tools	linkgarden.example	Linkgarden: resource	resource_page	resource	77	73	\N	\N	dofollow	high	Keeps a list of SEO tools that links out with dofollow links; a self-hosted tool is missing from it.	["sample"]	outreach_sent	{"emails": ["editor@linkgarden.example"], "contact_pages": ["https://linkgarden.example/contact"]}	editor@linkgarden.example	\N	\N	\N	\N	\N	\N	\N	\N	\N	2026-11-07T17:31:29.614Z	2026-11-07T17:31:29.614Z
1a3d3554-dbf1-4080-afcd-b656493f3c60	de7635ff-6754-4300-bd1e-c337def94e9b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	https://serpstudio.example/blog/best-rank-trackers	serpstudio.example	Serpstudio: blog	broken_link	blog	62	21	\N	\N	dofollow	medium	Links to a rank tracker whose site is gone (404); ours answers the same need.	["sample"]	replied	{"emails": ["editor@serpstudio.example"], "contact_pages": ["https://serpstudio.example/contact"]}	editor@serpstudio.example	\N	\N	\N	\N	\N	\N	\N	\N	\N	2026-11-07T17:31:29.614Z	2026-11-07T17:31:29.614Z
e179e261-5423-4a67-a4e7-5e8823ba0f47	de7635ff-6754-4300-bd1e-c337def94e9b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	https://webmasterhub.example/news/open-source-seo	webmasterhub.example	Webmasterhub: news	unlinked_mention	news	86	59	\N	\N	nofollow	high	Mentions self-hosted SEO software without linking to any.	["sample"]	new	{"emails": ["editor@webmasterhub.example"], "contact_pages": ["https://webmasterhub.example/contact"]}	editor@webmasterhub.example	\N	\N	\N	\N	\N	\N	\N	\N	\N	2026-11-07T17:31:29.614Z	2026-11-07T17:31:29.614Z
6427301b-9e8b-475d-a43e-8a30ac0dacf9	de7635ff-6754-4300-bd1e-c337def94e9b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	https://indiehackers-seo.example/weekly-roundup	indiehackers-seo.example	Indiehackers seo: blog	roundup	blog	40	58	\N	\N	nofollow	low	Publishes a weekly roundup of marketing tools and takes suggestions by e-mail.	["sample"]	won	{"emails": ["editor@indiehackers-seo.example"], "contact_pages": ["https://indiehackers-seo.example/contact"]}	editor@indiehackers-seo.example	\N	\N	\N	\N	\N	\N	\N	\N	\N	2026-11-07T17:31:29.614Z	2026-11-07T17:31:29.614Z
eea9619c-ba66-46a1-b1a2-568f909a44f1	de7635ff-6754-4300-bd1e-c337def94e9b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	https://techwriter.example/write-for-us	techwriter.example	Techwriter: blog	guest_post	blog	92	67	\N	\N	nofollow	high	Accepts guest posts on search marketing; its recent articles cover keyword research and content planning.	["sample"]	new	{"emails": ["editor@techwriter.example"], "contact_pages": ["https://techwriter.example/contact"]}	editor@techwriter.example	\N	\N	\N	\N	\N	\N	\N	\N	\N	2026-11-07T17:31:29.614Z	2026-11-07T17:31:29.614Z
8ea934d7-3e20-4904-90a6-b3e6e78c41c8	de7635ff-6754-4300-bd1e-c337def94e9b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	https://digitalbrew.example/resources/seo-tools	digitalbrew.example	Digitalbrew: resource	resource_page	resource	52	23	\N	\N	nofollow	medium	Keeps a list of SEO tools that links out with dofollow links; a self-hosted tool is missing from it.	["sample"]	outreach_sent	{"emails": ["editor@digitalbrew.example"], "contact_pages": ["https://digitalbrew.example/contact"]}	editor@digitalbrew.example	\N	\N	\N	\N	\N	\N	\N	\N	\N	2026-11-07T17:31:29.614Z	2026-11-07T17:31:29.614Z
\.


--
-- Data for Name: backlink_opportunity_counts; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.backlink_opportunity_counts (campaign_id, status, strategy, count) FROM stdin;
de7635ff-6754-4300-bd1e-c337def94e9b	new	resource_page	1
de7635ff-6754-4300-bd1e-c337def94e9b	new	broken_link	1
de7635ff-6754-4300-bd1e-c337def94e9b	won	unlinked_mention	1
de7635ff-6754-4300-bd1e-c337def94e9b	new	roundup	1
de7635ff-6754-4300-bd1e-c337def94e9b	outreach_sent	guest_post	1
de7635ff-6754-4300-bd1e-c337def94e9b	replied	broken_link	1
de7635ff-6754-4300-bd1e-c337def94e9b	new	unlinked_mention	1
de7635ff-6754-4300-bd1e-c337def94e9b	won	roundup	1
de7635ff-6754-4300-bd1e-c337def94e9b	new	guest_post	2
de7635ff-6754-4300-bd1e-c337def94e9b	outreach_sent	resource_page	2
\.


--
-- Data for Name: backlink_outreach_emails; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.backlink_outreach_emails (id, opportunity_id, organization_id, from_address, to_email, subject, message, message_id, status, error, created_at, sent_at) FROM stdin;
\.


--
-- Data for Name: backlink_smtp_settings; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.backlink_smtp_settings (organization_id, host, port, security, username, password_sealed, from_address, from_name, updated_at) FROM stdin;
4d0ee2c7-0593-45f3-bcd9-704b4251a1c0	smtp.fixture.example	587	starttls	outreach	sealed:v1:d4dc9e1e:VWQzpPl2S85aJl8DfLDVKCBw/eExHV9kfm2vizPD6isNYk+Y6zKoBeP46NDi43PV6A==	outreach@fixture.example	\N	2026-11-28T17:31:30.420Z
\.


--
-- Data for Name: connections; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.connections (website_id, type, settings, created_at, updated_at) FROM stdin;
3d6e18f6-d502-4229-88c1-3b82c531f3b4	webhook	sealed:v1:d4dc9e1e:HzX5HKBNqMcK2gislobqIcgDmULL1Z0GW4A3Cwo+Jz0vyTH1Q5vM7wYMaylrZ5x+eU8zdg4OlshKUYrbZldsleqakI0thE8nrQ5eTCvGvuAVzpfjRHcrffI/VXsP58LcK3PZZO1ejXkn57Z7MCGvNMJs	2026-11-28T17:31:29.035Z	2026-11-28T17:31:29.035Z
\.


--
-- Data for Name: content_automation; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.content_automation (website_id, organization_id, settings, planner_job_id, last_run_at, last_run, updated_at) FROM stdin;
\.


--
-- Data for Name: credit_buckets; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.credit_buckets (organization_id, resource, quota, used, period_start, period_end) FROM stdin;
4d0ee2c7-0593-45f3-bcd9-704b4251a1c0	backlink_research	100	0	2026-11-01T00:00:00.000Z	2026-12-01T00:00:00.000Z
4d0ee2c7-0593-45f3-bcd9-704b4251a1c0	ai_credits	100000	0	2026-11-01T00:00:00.000Z	2026-12-01T00:00:00.000Z
4d0ee2c7-0593-45f3-bcd9-704b4251a1c0	crawl_credits	1000	0	2026-11-01T00:00:00.000Z	2026-12-01T00:00:00.000Z
4d0ee2c7-0593-45f3-bcd9-704b4251a1c0	keyword_research	100	0	2026-11-01T00:00:00.000Z	2026-12-01T00:00:00.000Z
\.


--
-- Data for Name: credit_reservations; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.credit_reservations (organization_id, reference, resource, reserved, drawn, settled_at, created_at) FROM stdin;
\.


--
-- Data for Name: jobs; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.jobs (id, kind, organization_id, website_id, payload, status, result, error, attempts, max_attempts, run_at, lease_owner, lease_until, created_at, updated_at) FROM stdin;
\.


--
-- Data for Name: keyword_counts; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.keyword_counts (website_id, status, group_key, count) FROM stdin;
3d6e18f6-d502-4229-88c1-3b82c531f3b4	planned	4e92c1dc-0254-4f1c-807d-7ef103eb801f	7
3d6e18f6-d502-4229-88c1-3b82c531f3b4	active	4e92c1dc-0254-4f1c-807d-7ef103eb801f	29
3d6e18f6-d502-4229-88c1-3b82c531f3b4	ignored	4e92c1dc-0254-4f1c-807d-7ef103eb801f	4
3d6e18f6-d502-4229-88c1-3b82c531f3b4	active		1
\.


--
-- Data for Name: keyword_groups; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.keyword_groups (id, website_id, name, name_key, created_at) FROM stdin;
4e92c1dc-0254-4f1c-807d-7ef103eb801f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	Keyword research	keyword research	2026-11-28T17:31:29.268Z
\.


--
-- Data for Name: keyword_list_versions; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.keyword_list_versions (website_id, version) FROM stdin;
3d6e18f6-d502-4229-88c1-3b82c531f3b4	4
\.


--
-- Data for Name: keywords; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.keywords (id, website_id, term, term_key, volume, difficulty, cpc, intent, opportunity, status, is_starred, funnel_stage, language, group_id, created_at, article_id, article_title, article_status) FROM stdin;
cfb15c0b-6fab-4337-bb1b-14f5e0a18c6f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword research	keyword research	12240	62	3.25	commercial	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-09-01T22:12:27.804Z	\N	\N	\N
f09395d6-08c1-4403-adaf-d228b4bf0bff	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword research tool	keyword research tool	8140	63	0.48	commercial	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-09-08T12:15:23.414Z	\N	\N	\N
25287d05-6c77-48e1-98e4-bb2e64593343	3d6e18f6-d502-4229-88c1-3b82c531f3b4	what is keyword research	what is keyword research	990	51	0.41	informational	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-09-12T21:37:20.487Z	\N	\N	\N
5614d447-80c1-4880-a145-c2209a26bbad	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword research for beginners	keyword research for beginners	510	43	0.48	informational	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-09-15T02:18:19.024Z	\N	\N	\N
c09cb21e-9095-4d16-8766-69292b6ab752	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword research tutorial	keyword research tutorial	1100	46	0.31	informational	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-09-17T06:59:17.560Z	\N	\N	\N
8e7f5067-025a-4e57-ae3a-52e12af940f4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword research pricing	keyword research pricing	1430	49	3.07	transactional	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-09-19T11:40:16.097Z	\N	\N	\N
f816a6de-802d-4349-a8d0-8889599935f2	3d6e18f6-d502-4229-88c1-3b82c531f3b4	open source keyword research	open source keyword research	400	51	1.91	commercial	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-09-21T16:21:14.633Z	\N	\N	\N
8059359a-2409-406e-b4ab-419031d7078b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	self hosted keyword research	self hosted keyword research	280	47	0.72	commercial	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-09-23T21:02:13.170Z	\N	\N	\N
385352d9-3e7c-4922-8e94-52df3a008e6a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword research checklist	keyword research checklist	570	39	1.09	informational	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-09-28T06:24:10.243Z	\N	\N	\N
1f31baa9-ffab-4cc1-92c7-dec5bc342643	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword research api	keyword research api	630	58	3.77	transactional	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-09-30T11:05:08.780Z	\N	\N	\N
d9dd9dde-7749-4708-bb83-c44afa969c4a	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword research 2026	keyword research 2026	2530	50	1.3	informational	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-10-04T20:27:05.853Z	\N	\N	\N
19c422ad-3078-48d6-87a2-d0854ce73d9d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword research for agencies	keyword research for agencies	400	38	0.77	commercial	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-10-09T05:49:02.926Z	\N	\N	\N
4473bc2d-4175-43ce-8203-73188b404dd9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword research for ecommerce	keyword research for ecommerce	450	43	3.11	commercial	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-10-11T10:30:01.463Z	\N	\N	\N
df58f922-95bb-4fed-b79e-47716504ad59	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword research guide	keyword research guide	1710	47	1.02	informational	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-10-13T15:10:59.999Z	\N	\N	\N
655cbd38-9675-43d0-a652-f72c8aab8a47	3d6e18f6-d502-4229-88c1-3b82c531f3b4	free keyword tool	free keyword tool	2670	58	0.34	transactional	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-10-20T05:13:55.609Z	\N	\N	\N
39ddf43a-8ab3-444d-97c2-a44300a7b5e4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword tool tool	keyword tool tool	5420	64	0.25	commercial	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-10-22T09:54:54.146Z	\N	\N	\N
f34fb964-69f9-41c2-b3f9-0d6bc5b19731	3d6e18f6-d502-4229-88c1-3b82c531f3b4	how to do keyword tool	how to do keyword tool	1460	45	0.8	informational	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-10-24T14:35:52.682Z	\N	\N	\N
5f2a3a4c-709a-4384-8af7-8a55bcd75e44	3d6e18f6-d502-4229-88c1-3b82c531f3b4	what is keyword tool	what is keyword tool	650	44	0.63	informational	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-10-26T19:16:51.219Z	\N	\N	\N
710f9774-7e02-4df7-aaae-b4372f809633	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword tool for beginners	keyword tool for beginners	290	46	0.35	informational	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-10-28T23:57:49.755Z	\N	\N	\N
f421b507-40f1-4e0c-b796-28cbd533a5c8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	open source keyword tool	open source keyword tool	380	36	0.4	commercial	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-11-04T14:00:45.365Z	\N	\N	\N
43eaeba4-9391-46e6-885c-5b87f580ce7d	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword tool software	keyword tool software	1740	52	1.59	commercial	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-11-08T23:22:42.438Z	\N	\N	\N
2190d815-8bfa-439c-a5fa-8f9e2a21f032	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword tool checklist	keyword tool checklist	700	39	0.52	informational	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-11-11T04:03:40.975Z	\N	\N	\N
8a3912ce-63b6-42ec-8148-9b7c1f095fc0	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword tool api	keyword tool api	490	42	0.29	transactional	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-11-13T08:44:39.511Z	\N	\N	\N
3502adf5-97e2-4ac2-8bf3-187204d13e03	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword tool 2026	keyword tool 2026	1140	46	0.24	informational	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-11-17T18:06:36.585Z	\N	\N	\N
23a0dc17-b6c1-43e1-b084-0245448f5562	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword tool alternative	keyword tool alternative	360	42	2.36	commercial	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-11-19T22:47:35.121Z	\N	\N	\N
0f3c717a-cf25-4919-88bc-7724ad969500	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword tool guide	keyword tool guide	1310	60	0.29	informational	\N	active	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-11-26T12:50:30.731Z	\N	\N	\N
463029a3-1cd1-49a9-92d3-a84e6cd3337b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword research software	keyword research software	1440	48	0.5	commercial	\N	planned	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-09-26T01:43:11.707Z	\N	\N	\N
def77487-b610-4faf-8045-cd1e3869667c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword research examples	keyword research examples	690	50	0.33	informational	\N	planned	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-10-02T15:46:07.316Z	\N	\N	\N
7e6eded7-8b61-49a0-963d-dc46b9f468c8	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword research alternative	keyword research alternative	290	36	0.58	commercial	\N	planned	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-10-07T01:08:04.389Z	\N	\N	\N
5728d608-52b0-462a-9f5b-8edec91bd60f	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword tool	keyword tool	6390	69	1.01	commercial	\N	planned	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-10-15T19:51:58.536Z	\N	\N	\N
379a4516-1cb6-4e37-b0cf-d9bd88ad42a9	3d6e18f6-d502-4229-88c1-3b82c531f3b4	best keyword tool	best keyword tool	7440	57	0.87	commercial	\N	planned	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-10-18T00:32:57.072Z	\N	\N	\N
54210aab-c9a0-43c7-9b97-4124ef30171c	3d6e18f6-d502-4229-88c1-3b82c531f3b4	self hosted keyword tool	self hosted keyword tool	440	42	0.53	commercial	\N	planned	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-11-06T18:41:43.902Z	\N	\N	\N
cb563d74-8a32-4331-afa5-992ddc0f2c34	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword tool for ecommerce	keyword tool for ecommerce	770	54	1.15	commercial	\N	planned	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-11-24T08:09:32.194Z	\N	\N	\N
0f5c2479-2761-4c4f-a357-27c292cfc0bf	3d6e18f6-d502-4229-88c1-3b82c531f3b4	free keyword research	free keyword research	3080	62	2.07	transactional	\N	ignored	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-09-06T07:34:24.877Z	\N	\N	\N
c5f0c492-7d57-43c8-8909-78b815c34cf7	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword tool tutorial	keyword tool tutorial	640	58	0.46	informational	\N	ignored	0	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-10-31T04:38:48.292Z	\N	\N	\N
8a4cfacc-61ef-47cc-865e-416e3cf9d122	3d6e18f6-d502-4229-88c1-3b82c531f3b4	best keyword research	best keyword research	2850	62	0.81	commercial	\N	active	1	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-09-04T02:53:26.341Z	\N	\N	\N
71968664-7edd-40d6-be97-92394dbf482b	3d6e18f6-d502-4229-88c1-3b82c531f3b4	how to do keyword research	how to do keyword research	1640	48	0.81	informational	\N	ignored	1	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-09-10T16:56:21.950Z	\N	\N	\N
0feab32c-c7b6-4cfa-ac56-b5b3c74d67b4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword tool pricing	keyword tool pricing	1080	52	0.97	transactional	\N	active	1	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-11-02T09:19:46.828Z	\N	\N	\N
4bc81bce-f770-4d89-9bd9-53129a33ab83	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword tool examples	keyword tool examples	390	45	1.02	informational	\N	ignored	1	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-11-15T13:25:38.048Z	\N	\N	\N
e76142c6-faa5-4347-9af8-b112958d9367	3d6e18f6-d502-4229-88c1-3b82c531f3b4	keyword tool for agencies	keyword tool for agencies	270	36	0.38	commercial	\N	active	1	\N	en	4e92c1dc-0254-4f1c-807d-7ef103eb801f	2026-11-22T03:28:33.658Z	\N	\N	\N
dfd0d641-0c7f-45f5-ac13-5d2eddb93db4	3d6e18f6-d502-4229-88c1-3b82c531f3b4	upgrade fixture keyword	upgrade fixture keyword	1200	\N	\N	\N	\N	active	0	\N	en	\N	2026-11-28T17:31:29.383Z	\N	\N	\N
\.


--
-- Data for Name: maintenance_runs; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.maintenance_runs (name, next_run_at, owner, updated_at) FROM stdin;
retention	2026-11-28T17:36:28.918Z	vm:7422:a39076cd	2026-11-28T17:31:28.918Z
\.


--
-- Data for Name: memberships; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.memberships (organization_id, user_id, role, created_at) FROM stdin;
4d0ee2c7-0593-45f3-bcd9-704b4251a1c0	feb197f3-1a4f-4907-98a5-867c1f4c13a0	member	2026-11-28T17:31:26.517Z
\.


--
-- Data for Name: organizations; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.organizations (id, name, plan_id, metered_billing, created_at, require_two_factor) FROM stdin;
4d0ee2c7-0593-45f3-bcd9-704b4251a1c0	Fixture Organization	00000000-0000-4000-8000-000000000002	0	2026-11-28T17:31:25.887Z	0
\.


--
-- Data for Name: plans; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.plans (id, name, api_access, created_at) FROM stdin;
00000000-0000-4000-8000-000000000001	free	0	2026-01-01T00:00:00.000Z
00000000-0000-4000-8000-000000000002	pro	1	2026-01-01T00:00:00.000Z
\.


--
-- Data for Name: schema_migrations; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.schema_migrations (component, version, name, applied_at) FROM stdin;
core	1	tenancy	2026-11-28T17:31:25.843Z
core	2	metering	2026-11-28T17:31:25.851Z
core	3	connections	2026-11-28T17:31:25.858Z
core	4	jobs	2026-11-28T17:31:25.861Z
core	5	auth epoch	2026-11-28T17:31:25.865Z
core	6	job retention	2026-11-28T17:31:25.868Z
core	7	credit reservations	2026-11-28T17:31:25.872Z
core	8	console sign-in	2026-11-28T17:31:25.885Z
core	9	api key last use	2026-11-28T17:31:25.887Z
webhooks	1	webhook endpoints, events, deliveries and attempts	2026-11-28T17:31:28.739Z
webhooks	2	retention	2026-11-28T17:31:28.741Z
keywords	1	keyword groups and keywords	2026-11-28T17:31:28.810Z
keywords	2	linked articles	2026-11-28T17:31:28.812Z
keywords	3	keyword counts	2026-11-28T17:31:28.816Z
keywords	4	list indexes per filter	2026-11-28T17:31:28.819Z
keywords	5	list versions	2026-11-28T17:31:28.821Z
analytics	1	sites, salts, events, visits and daily rollups	2026-11-28T17:31:28.831Z
analytics	2	AI bot hits and their daily rollup	2026-11-28T17:31:28.839Z
analytics	3	search-console rows and property links	2026-11-28T17:31:28.845Z
analytics	4	day indexes for pruning raw events, visits and bot hits	2026-11-28T17:31:28.847Z
analytics	5	rollups by hour, page, entry page and source, backfilled from the raw rows	2026-11-28T17:31:28.862Z
analytics	6	share links of a website's dashboard	2026-11-28T17:31:28.866Z
analytics	7	the 24-hour range's panels by hour	2026-11-28T17:31:28.868Z
analytics	8	the filtered reads' rollups by closed day	2026-11-28T17:31:28.874Z
analytics	9	the raw pageviews by page	2026-11-28T17:31:28.875Z
backlinks	1	campaigns, opportunities, outreach e-mail, SMTP settings, do-not-contact	2026-11-28T17:31:28.888Z
content	1	articles and content automation	2026-11-28T17:31:28.896Z
ai_visibility	1	visibility campaigns, runs, answers and daily figures	2026-11-28T17:31:28.907Z
\.


--
-- Data for Name: search_console_links; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.search_console_links (website_id, property, scheduled_job_id, last_synced_at, last_error, created_at) FROM stdin;
\.


--
-- Data for Name: search_console_rows; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.search_console_rows (website_id, day, page, clicks, impressions, position_x_impressions, source) FROM stdin;
\.


--
-- Data for Name: sessions; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.sessions (id, token_hash, user_id, organization_id, user_agent, ip, created_at, last_used_at, idle_until, expires_at) FROM stdin;
\.


--
-- Data for Name: usage_ledger; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.usage_ledger (id, organization_id, resource, amount, overage, route, request_id, api_key_id, created_at) FROM stdin;
\.


--
-- Data for Name: user_links; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.user_links (token_hash, user_id, purpose, expires_at, used_at, created_at) FROM stdin;
\.


--
-- Data for Name: user_passwords; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.user_passwords (user_id, password_hash, updated_at) FROM stdin;
\.


--
-- Data for Name: user_recovery_codes; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.user_recovery_codes (user_id, code_hash, used_at, created_at) FROM stdin;
\.


--
-- Data for Name: user_totp; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.user_totp (user_id, secret, enabled_at, last_step, created_at) FROM stdin;
\.


--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.users (id, email, name, created_at) FROM stdin;
feb197f3-1a4f-4907-98a5-867c1f4c13a0	owner@fixture.example		2026-11-28T17:31:26.515Z
\.


--
-- Data for Name: visibility_answers; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.visibility_answers (id, run_id, campaign_id, endpoint, model, collection, language, sample, status, error, content, answered_model, citations, cited_domains, detections, other_brands, tokens, created_at) FROM stdin;
\.


--
-- Data for Name: visibility_campaigns; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.visibility_campaigns (id, website_id, organization_id, kind, prompt, brands, competitors, frequency, status, languages, models, samples, next_run_at, last_run_at, created_at, updated_at) FROM stdin;
\.


--
-- Data for Name: visibility_daily; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.visibility_daily (campaign_id, day, brand, role, endpoint, model, answers, with_citations, mentioned, mention_count, position_sum, position_squares, cited, positive, neutral, negative, flip_pairs, pairs, sample_groups) FROM stdin;
\.


--
-- Data for Name: visibility_daily_names; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.visibility_daily_names (campaign_id, day, kind, name, answers, rank_sum) FROM stdin;
\.


--
-- Data for Name: visibility_runs; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.visibility_runs (id, campaign_id, website_id, organization_id, trigger, status, job_id, prompt, tracked, languages, models, samples, day, checks_planned, checks_answered, checks_failed, tokens, judge, error, created_at, started_at, finished_at) FROM stdin;
\.


--
-- Data for Name: webhook_attempts; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.webhook_attempts (delivery_id, attempt, attempted_at, http_status, error, duration_ms, response) FROM stdin;
\.


--
-- Data for Name: webhook_deliveries; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.webhook_deliveries (id, endpoint_id, event_id, organization_id, status, attempts, retry_base, next_attempt_at, job_id, last_error, created_at, updated_at) FROM stdin;
\.


--
-- Data for Name: webhook_endpoints; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.webhook_endpoints (id, organization_id, url, description, event_types, secret, previous_secret, previous_secret_until, active, disabled_reason, failing_since, created_at, updated_at) FROM stdin;
\.


--
-- Data for Name: webhook_events; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.webhook_events (id, organization_id, event_key, type, website_id, payload, created_at) FROM stdin;
\.


--
-- Data for Name: websites; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.websites (id, organization_id, domain, name, language, created_at) FROM stdin;
3d6e18f6-d502-4229-88c1-3b82c531f3b4	4d0ee2c7-0593-45f3-bcd9-704b4251a1c0	fixture.example	fixture.example	en	2026-11-28T17:31:27.187Z
\.


--
-- Name: analytics_bot_daily analytics_bot_daily_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_bot_daily
    ADD CONSTRAINT analytics_bot_daily_pkey PRIMARY KEY (website_id, day, bot, path);


--
-- Name: analytics_bot_hits analytics_bot_hits_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_bot_hits
    ADD CONSTRAINT analytics_bot_hits_pkey PRIMARY KEY (id);


--
-- Name: analytics_bot_hits analytics_bot_hits_website_id_hit_key_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_bot_hits
    ADD CONSTRAINT analytics_bot_hits_website_id_hit_key_key UNIQUE (website_id, hit_key);


--
-- Name: analytics_daily_countries analytics_daily_countries_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_daily_countries
    ADD CONSTRAINT analytics_daily_countries_pkey PRIMARY KEY (website_id, day, country);


--
-- Name: analytics_daily_pages analytics_daily_pages_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_daily_pages
    ADD CONSTRAINT analytics_daily_pages_pkey PRIMARY KEY (website_id, day, path);


--
-- Name: analytics_daily analytics_daily_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_daily
    ADD CONSTRAINT analytics_daily_pkey PRIMARY KEY (website_id, day);


--
-- Name: analytics_daily_sources analytics_daily_sources_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_daily_sources
    ADD CONSTRAINT analytics_daily_sources_pkey PRIMARY KEY (website_id, day, source);


--
-- Name: analytics_events analytics_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_events
    ADD CONSTRAINT analytics_events_pkey PRIMARY KEY (id);


--
-- Name: analytics_filter_days analytics_filter_days_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_filter_days
    ADD CONSTRAINT analytics_filter_days_pkey PRIMARY KEY (website_id, filter, value, day, panel, name);


--
-- Name: analytics_filter_roll_requests analytics_filter_roll_requests_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_filter_roll_requests
    ADD CONSTRAINT analytics_filter_roll_requests_pkey PRIMARY KEY (website_id);


--
-- Name: analytics_filter_rolled analytics_filter_rolled_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_filter_rolled
    ADD CONSTRAINT analytics_filter_rolled_pkey PRIMARY KEY (website_id, day);


--
-- Name: analytics_hourly_panels analytics_hourly_panels_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_hourly_panels
    ADD CONSTRAINT analytics_hourly_panels_pkey PRIMARY KEY (website_id, hour, panel, name);


--
-- Name: analytics_hourly analytics_hourly_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_hourly
    ADD CONSTRAINT analytics_hourly_pkey PRIMARY KEY (website_id, hour);


--
-- Name: analytics_salts analytics_salts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_salts
    ADD CONSTRAINT analytics_salts_pkey PRIMARY KEY (day);


--
-- Name: analytics_share_links analytics_share_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_share_links
    ADD CONSTRAINT analytics_share_links_pkey PRIMARY KEY (id);


--
-- Name: analytics_share_links analytics_share_links_token_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_share_links
    ADD CONSTRAINT analytics_share_links_token_hash_key UNIQUE (token_hash);


--
-- Name: analytics_sites analytics_sites_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_sites
    ADD CONSTRAINT analytics_sites_pkey PRIMARY KEY (website_id);


--
-- Name: analytics_sites analytics_sites_site_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_sites
    ADD CONSTRAINT analytics_sites_site_id_key UNIQUE (site_id);


--
-- Name: analytics_visits analytics_visits_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_visits
    ADD CONSTRAINT analytics_visits_pkey PRIMARY KEY (id);


--
-- Name: api_keys api_keys_key_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_keys
    ADD CONSTRAINT api_keys_key_hash_key UNIQUE (key_hash);


--
-- Name: api_keys api_keys_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_keys
    ADD CONSTRAINT api_keys_pkey PRIMARY KEY (id);


--
-- Name: article_counts article_counts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.article_counts
    ADD CONSTRAINT article_counts_pkey PRIMARY KEY (website_id, status);


--
-- Name: articles articles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.articles
    ADD CONSTRAINT articles_pkey PRIMARY KEY (id);


--
-- Name: auth_epoch auth_epoch_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auth_epoch
    ADD CONSTRAINT auth_epoch_pkey PRIMARY KEY (id);


--
-- Name: backlink_campaigns backlink_campaigns_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.backlink_campaigns
    ADD CONSTRAINT backlink_campaigns_pkey PRIMARY KEY (id);


--
-- Name: backlink_campaigns backlink_campaigns_public_share_token_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.backlink_campaigns
    ADD CONSTRAINT backlink_campaigns_public_share_token_key UNIQUE (public_share_token);


--
-- Name: backlink_do_not_contact backlink_do_not_contact_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.backlink_do_not_contact
    ADD CONSTRAINT backlink_do_not_contact_pkey PRIMARY KEY (organization_id, email);


--
-- Name: backlink_opportunities backlink_opportunities_campaign_id_site_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.backlink_opportunities
    ADD CONSTRAINT backlink_opportunities_campaign_id_site_key UNIQUE (campaign_id, site);


--
-- Name: backlink_opportunities backlink_opportunities_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.backlink_opportunities
    ADD CONSTRAINT backlink_opportunities_pkey PRIMARY KEY (id);


--
-- Name: backlink_opportunity_counts backlink_opportunity_counts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.backlink_opportunity_counts
    ADD CONSTRAINT backlink_opportunity_counts_pkey PRIMARY KEY (campaign_id, status, strategy);


--
-- Name: backlink_outreach_emails backlink_outreach_emails_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.backlink_outreach_emails
    ADD CONSTRAINT backlink_outreach_emails_pkey PRIMARY KEY (id);


--
-- Name: backlink_smtp_settings backlink_smtp_settings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.backlink_smtp_settings
    ADD CONSTRAINT backlink_smtp_settings_pkey PRIMARY KEY (organization_id);


--
-- Name: connections connections_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.connections
    ADD CONSTRAINT connections_pkey PRIMARY KEY (website_id, type);


--
-- Name: content_automation content_automation_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_automation
    ADD CONSTRAINT content_automation_pkey PRIMARY KEY (website_id);


--
-- Name: credit_buckets credit_buckets_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_buckets
    ADD CONSTRAINT credit_buckets_pkey PRIMARY KEY (organization_id, resource);


--
-- Name: credit_reservations credit_reservations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_reservations
    ADD CONSTRAINT credit_reservations_pkey PRIMARY KEY (organization_id, reference);


--
-- Name: jobs jobs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.jobs
    ADD CONSTRAINT jobs_pkey PRIMARY KEY (id);


--
-- Name: keyword_counts keyword_counts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.keyword_counts
    ADD CONSTRAINT keyword_counts_pkey PRIMARY KEY (website_id, status, group_key);


--
-- Name: keyword_groups keyword_groups_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.keyword_groups
    ADD CONSTRAINT keyword_groups_pkey PRIMARY KEY (id);


--
-- Name: keyword_groups keyword_groups_website_id_name_key_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.keyword_groups
    ADD CONSTRAINT keyword_groups_website_id_name_key_key UNIQUE (website_id, name_key);


--
-- Name: keyword_list_versions keyword_list_versions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.keyword_list_versions
    ADD CONSTRAINT keyword_list_versions_pkey PRIMARY KEY (website_id);


--
-- Name: keywords keywords_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.keywords
    ADD CONSTRAINT keywords_pkey PRIMARY KEY (id);


--
-- Name: keywords keywords_website_id_term_key_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.keywords
    ADD CONSTRAINT keywords_website_id_term_key_key UNIQUE (website_id, term_key);


--
-- Name: maintenance_runs maintenance_runs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.maintenance_runs
    ADD CONSTRAINT maintenance_runs_pkey PRIMARY KEY (name);


--
-- Name: memberships memberships_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_pkey PRIMARY KEY (organization_id, user_id);


--
-- Name: organizations organizations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organizations
    ADD CONSTRAINT organizations_pkey PRIMARY KEY (id);


--
-- Name: plans plans_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.plans
    ADD CONSTRAINT plans_name_key UNIQUE (name);


--
-- Name: plans plans_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.plans
    ADD CONSTRAINT plans_pkey PRIMARY KEY (id);


--
-- Name: schema_migrations schema_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (component, version);


--
-- Name: search_console_links search_console_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.search_console_links
    ADD CONSTRAINT search_console_links_pkey PRIMARY KEY (website_id);


--
-- Name: search_console_rows search_console_rows_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.search_console_rows
    ADD CONSTRAINT search_console_rows_pkey PRIMARY KEY (website_id, day, page);


--
-- Name: sessions sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);


--
-- Name: sessions sessions_token_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_token_hash_key UNIQUE (token_hash);


--
-- Name: usage_ledger usage_ledger_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.usage_ledger
    ADD CONSTRAINT usage_ledger_pkey PRIMARY KEY (id);


--
-- Name: user_links user_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_links
    ADD CONSTRAINT user_links_pkey PRIMARY KEY (token_hash);


--
-- Name: user_passwords user_passwords_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_passwords
    ADD CONSTRAINT user_passwords_pkey PRIMARY KEY (user_id);


--
-- Name: user_recovery_codes user_recovery_codes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_recovery_codes
    ADD CONSTRAINT user_recovery_codes_pkey PRIMARY KEY (user_id, code_hash);


--
-- Name: user_totp user_totp_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_totp
    ADD CONSTRAINT user_totp_pkey PRIMARY KEY (user_id);


--
-- Name: users users_email_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_email_key UNIQUE (email);


--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);


--
-- Name: visibility_answers visibility_answers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.visibility_answers
    ADD CONSTRAINT visibility_answers_pkey PRIMARY KEY (id);


--
-- Name: visibility_answers visibility_answers_run_id_endpoint_model_language_sample_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.visibility_answers
    ADD CONSTRAINT visibility_answers_run_id_endpoint_model_language_sample_key UNIQUE (run_id, endpoint, model, language, sample);


--
-- Name: visibility_campaigns visibility_campaigns_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.visibility_campaigns
    ADD CONSTRAINT visibility_campaigns_pkey PRIMARY KEY (id);


--
-- Name: visibility_daily_names visibility_daily_names_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.visibility_daily_names
    ADD CONSTRAINT visibility_daily_names_pkey PRIMARY KEY (campaign_id, day, kind, name);


--
-- Name: visibility_daily visibility_daily_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.visibility_daily
    ADD CONSTRAINT visibility_daily_pkey PRIMARY KEY (campaign_id, day, brand, endpoint, model);


--
-- Name: visibility_runs visibility_runs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.visibility_runs
    ADD CONSTRAINT visibility_runs_pkey PRIMARY KEY (id);


--
-- Name: webhook_attempts webhook_attempts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_attempts
    ADD CONSTRAINT webhook_attempts_pkey PRIMARY KEY (delivery_id, attempt);


--
-- Name: webhook_deliveries webhook_deliveries_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_deliveries
    ADD CONSTRAINT webhook_deliveries_pkey PRIMARY KEY (id);


--
-- Name: webhook_endpoints webhook_endpoints_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_endpoints
    ADD CONSTRAINT webhook_endpoints_pkey PRIMARY KEY (id);


--
-- Name: webhook_events webhook_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_events
    ADD CONSTRAINT webhook_events_pkey PRIMARY KEY (id);


--
-- Name: websites websites_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.websites
    ADD CONSTRAINT websites_pkey PRIMARY KEY (id);


--
-- Name: analytics_bot_hits_day; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX analytics_bot_hits_day ON public.analytics_bot_hits USING btree (day);


--
-- Name: analytics_events_day; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX analytics_events_day ON public.analytics_events USING btree (day);


--
-- Name: analytics_events_path; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX analytics_events_path ON public.analytics_events USING btree (website_id, path, day);


--
-- Name: analytics_events_website_day; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX analytics_events_website_day ON public.analytics_events USING btree (website_id, day);


--
-- Name: analytics_filter_days_day; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX analytics_filter_days_day ON public.analytics_filter_days USING btree (website_id, day);


--
-- Name: analytics_share_links_website; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX analytics_share_links_website ON public.analytics_share_links USING btree (website_id);


--
-- Name: analytics_visits_day; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX analytics_visits_day ON public.analytics_visits USING btree (day);


--
-- Name: analytics_visits_recent; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX analytics_visits_recent ON public.analytics_visits USING btree (website_id, last_ms);


--
-- Name: analytics_visits_visitor; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX analytics_visits_visitor ON public.analytics_visits USING btree (website_id, visitor, last_ms);


--
-- Name: articles_website_calendar; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX articles_website_calendar ON public.articles USING btree (website_id, calendar_at);


--
-- Name: articles_website_created; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX articles_website_created ON public.articles USING btree (website_id, created_at, id);


--
-- Name: articles_website_keyword; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX articles_website_keyword ON public.articles USING btree (website_id, keyword_id);


--
-- Name: articles_website_status; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX articles_website_status ON public.articles USING btree (website_id, status, created_at, id);


--
-- Name: backlink_campaigns_website; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX backlink_campaigns_website ON public.backlink_campaigns USING btree (website_id, created_at, id);


--
-- Name: backlink_opportunities_newest; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX backlink_opportunities_newest ON public.backlink_opportunities USING btree (campaign_id, created_at, id);


--
-- Name: backlink_opportunities_relevance; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX backlink_opportunities_relevance ON public.backlink_opportunities USING btree (campaign_id, relevance_score, id);


--
-- Name: backlink_opportunities_status; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX backlink_opportunities_status ON public.backlink_opportunities USING btree (campaign_id, status, relevance_score, id);


--
-- Name: backlink_opportunities_strategy; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX backlink_opportunities_strategy ON public.backlink_opportunities USING btree (campaign_id, strategy, relevance_score, id);


--
-- Name: backlink_opportunities_website; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX backlink_opportunities_website ON public.backlink_opportunities USING btree (website_id, id);


--
-- Name: backlink_outreach_emails_opportunity; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX backlink_outreach_emails_opportunity ON public.backlink_outreach_emails USING btree (opportunity_id, created_at);


--
-- Name: credit_reservations_open; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX credit_reservations_open ON public.credit_reservations USING btree (settled_at, created_at);


--
-- Name: jobs_ended; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX jobs_ended ON public.jobs USING btree (status, updated_at);


--
-- Name: jobs_lease_owner; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX jobs_lease_owner ON public.jobs USING btree (lease_owner);


--
-- Name: jobs_runnable; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX jobs_runnable ON public.jobs USING btree (kind, status, run_at);


--
-- Name: keywords_article; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX keywords_article ON public.keywords USING btree (website_id, article_id);


--
-- Name: keywords_group; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX keywords_group ON public.keywords USING btree (group_id);


--
-- Name: keywords_website_group_newest; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX keywords_website_group_newest ON public.keywords USING btree (website_id, group_id, created_at, id);


--
-- Name: keywords_website_newest; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX keywords_website_newest ON public.keywords USING btree (website_id, created_at, id);


--
-- Name: keywords_website_status_newest; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX keywords_website_status_newest ON public.keywords USING btree (website_id, status, created_at, id);


--
-- Name: memberships_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX memberships_user ON public.memberships USING btree (user_id);


--
-- Name: sessions_idle; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sessions_idle ON public.sessions USING btree (idle_until);


--
-- Name: sessions_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sessions_user ON public.sessions USING btree (user_id);


--
-- Name: usage_ledger_organization; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX usage_ledger_organization ON public.usage_ledger USING btree (organization_id, created_at);


--
-- Name: user_links_ended; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_links_ended ON public.user_links USING btree (expires_at);


--
-- Name: user_links_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_links_user ON public.user_links USING btree (user_id);


--
-- Name: visibility_campaigns_website; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX visibility_campaigns_website ON public.visibility_campaigns USING btree (website_id, kind, created_at, id);


--
-- Name: visibility_runs_campaign; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX visibility_runs_campaign ON public.visibility_runs USING btree (campaign_id, created_at, id);


--
-- Name: webhook_deliveries_ended; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX webhook_deliveries_ended ON public.webhook_deliveries USING btree (status, updated_at);


--
-- Name: webhook_deliveries_endpoint; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX webhook_deliveries_endpoint ON public.webhook_deliveries USING btree (endpoint_id, created_at);


--
-- Name: webhook_deliveries_event; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX webhook_deliveries_event ON public.webhook_deliveries USING btree (event_id);


--
-- Name: webhook_endpoints_organization; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX webhook_endpoints_organization ON public.webhook_endpoints USING btree (organization_id);


--
-- Name: webhook_events_created; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX webhook_events_created ON public.webhook_events USING btree (created_at);


--
-- Name: webhook_events_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX webhook_events_key ON public.webhook_events USING btree (organization_id, event_key);


--
-- Name: websites_organization; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX websites_organization ON public.websites USING btree (organization_id);


--
-- Name: analytics_bot_daily analytics_bot_daily_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_bot_daily
    ADD CONSTRAINT analytics_bot_daily_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: analytics_bot_hits analytics_bot_hits_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_bot_hits
    ADD CONSTRAINT analytics_bot_hits_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: analytics_daily_countries analytics_daily_countries_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_daily_countries
    ADD CONSTRAINT analytics_daily_countries_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: analytics_daily_pages analytics_daily_pages_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_daily_pages
    ADD CONSTRAINT analytics_daily_pages_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: analytics_daily_sources analytics_daily_sources_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_daily_sources
    ADD CONSTRAINT analytics_daily_sources_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: analytics_daily analytics_daily_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_daily
    ADD CONSTRAINT analytics_daily_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: analytics_events analytics_events_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_events
    ADD CONSTRAINT analytics_events_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: analytics_filter_days analytics_filter_days_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_filter_days
    ADD CONSTRAINT analytics_filter_days_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: analytics_filter_roll_requests analytics_filter_roll_requests_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_filter_roll_requests
    ADD CONSTRAINT analytics_filter_roll_requests_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: analytics_filter_rolled analytics_filter_rolled_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_filter_rolled
    ADD CONSTRAINT analytics_filter_rolled_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: analytics_hourly_panels analytics_hourly_panels_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_hourly_panels
    ADD CONSTRAINT analytics_hourly_panels_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: analytics_hourly analytics_hourly_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_hourly
    ADD CONSTRAINT analytics_hourly_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: analytics_share_links analytics_share_links_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_share_links
    ADD CONSTRAINT analytics_share_links_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: analytics_sites analytics_sites_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_sites
    ADD CONSTRAINT analytics_sites_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: analytics_visits analytics_visits_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_visits
    ADD CONSTRAINT analytics_visits_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: api_keys api_keys_organization_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_keys
    ADD CONSTRAINT api_keys_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES public.organizations(id) ON DELETE CASCADE;


--
-- Name: api_keys api_keys_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_keys
    ADD CONSTRAINT api_keys_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: api_keys api_keys_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_keys
    ADD CONSTRAINT api_keys_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE SET NULL;


--
-- Name: article_counts article_counts_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.article_counts
    ADD CONSTRAINT article_counts_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: articles articles_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.articles
    ADD CONSTRAINT articles_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: backlink_campaigns backlink_campaigns_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.backlink_campaigns
    ADD CONSTRAINT backlink_campaigns_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: backlink_do_not_contact backlink_do_not_contact_organization_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.backlink_do_not_contact
    ADD CONSTRAINT backlink_do_not_contact_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES public.organizations(id) ON DELETE CASCADE;


--
-- Name: backlink_opportunities backlink_opportunities_campaign_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.backlink_opportunities
    ADD CONSTRAINT backlink_opportunities_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.backlink_campaigns(id) ON DELETE CASCADE;


--
-- Name: backlink_opportunity_counts backlink_opportunity_counts_campaign_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.backlink_opportunity_counts
    ADD CONSTRAINT backlink_opportunity_counts_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.backlink_campaigns(id) ON DELETE CASCADE;


--
-- Name: backlink_outreach_emails backlink_outreach_emails_opportunity_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.backlink_outreach_emails
    ADD CONSTRAINT backlink_outreach_emails_opportunity_id_fkey FOREIGN KEY (opportunity_id) REFERENCES public.backlink_opportunities(id) ON DELETE CASCADE;


--
-- Name: backlink_smtp_settings backlink_smtp_settings_organization_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.backlink_smtp_settings
    ADD CONSTRAINT backlink_smtp_settings_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES public.organizations(id) ON DELETE CASCADE;


--
-- Name: connections connections_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.connections
    ADD CONSTRAINT connections_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: content_automation content_automation_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_automation
    ADD CONSTRAINT content_automation_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: credit_buckets credit_buckets_organization_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_buckets
    ADD CONSTRAINT credit_buckets_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES public.organizations(id) ON DELETE CASCADE;


--
-- Name: credit_reservations credit_reservations_organization_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_reservations
    ADD CONSTRAINT credit_reservations_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES public.organizations(id) ON DELETE CASCADE;


--
-- Name: keyword_counts keyword_counts_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.keyword_counts
    ADD CONSTRAINT keyword_counts_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: keyword_groups keyword_groups_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.keyword_groups
    ADD CONSTRAINT keyword_groups_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: keyword_list_versions keyword_list_versions_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.keyword_list_versions
    ADD CONSTRAINT keyword_list_versions_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: keywords keywords_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.keywords
    ADD CONSTRAINT keywords_group_id_fkey FOREIGN KEY (group_id) REFERENCES public.keyword_groups(id) ON DELETE SET NULL;


--
-- Name: keywords keywords_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.keywords
    ADD CONSTRAINT keywords_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: memberships memberships_organization_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES public.organizations(id) ON DELETE CASCADE;


--
-- Name: memberships memberships_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: organizations organizations_plan_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organizations
    ADD CONSTRAINT organizations_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES public.plans(id);


--
-- Name: search_console_links search_console_links_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.search_console_links
    ADD CONSTRAINT search_console_links_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: search_console_rows search_console_rows_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.search_console_rows
    ADD CONSTRAINT search_console_rows_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: sessions sessions_organization_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES public.organizations(id) ON DELETE CASCADE;


--
-- Name: sessions sessions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: user_links user_links_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_links
    ADD CONSTRAINT user_links_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: user_passwords user_passwords_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_passwords
    ADD CONSTRAINT user_passwords_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: user_recovery_codes user_recovery_codes_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_recovery_codes
    ADD CONSTRAINT user_recovery_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: user_totp user_totp_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_totp
    ADD CONSTRAINT user_totp_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: visibility_answers visibility_answers_run_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.visibility_answers
    ADD CONSTRAINT visibility_answers_run_id_fkey FOREIGN KEY (run_id) REFERENCES public.visibility_runs(id) ON DELETE CASCADE;


--
-- Name: visibility_campaigns visibility_campaigns_website_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.visibility_campaigns
    ADD CONSTRAINT visibility_campaigns_website_id_fkey FOREIGN KEY (website_id) REFERENCES public.websites(id) ON DELETE CASCADE;


--
-- Name: visibility_daily visibility_daily_campaign_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.visibility_daily
    ADD CONSTRAINT visibility_daily_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.visibility_campaigns(id) ON DELETE CASCADE;


--
-- Name: visibility_daily_names visibility_daily_names_campaign_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.visibility_daily_names
    ADD CONSTRAINT visibility_daily_names_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.visibility_campaigns(id) ON DELETE CASCADE;


--
-- Name: visibility_runs visibility_runs_campaign_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.visibility_runs
    ADD CONSTRAINT visibility_runs_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.visibility_campaigns(id) ON DELETE CASCADE;


--
-- Name: webhook_attempts webhook_attempts_delivery_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_attempts
    ADD CONSTRAINT webhook_attempts_delivery_id_fkey FOREIGN KEY (delivery_id) REFERENCES public.webhook_deliveries(id) ON DELETE CASCADE;


--
-- Name: webhook_deliveries webhook_deliveries_endpoint_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_deliveries
    ADD CONSTRAINT webhook_deliveries_endpoint_id_fkey FOREIGN KEY (endpoint_id) REFERENCES public.webhook_endpoints(id) ON DELETE CASCADE;


--
-- Name: webhook_deliveries webhook_deliveries_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_deliveries
    ADD CONSTRAINT webhook_deliveries_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.webhook_events(id) ON DELETE CASCADE;


--
-- Name: websites websites_organization_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.websites
    ADD CONSTRAINT websites_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES public.organizations(id) ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--

\unrestrict 9nC7qvqqg0ID8jnisfBlZImjzzc5QrGzLsN0JR1dNawxaaN3x8a4dY4VlZxR7ue

