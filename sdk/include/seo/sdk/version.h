// File: version.h
// The SDK's ABI version and build signature. The loader reads these numbers from every plugin and
// refuses one whose major differs from the host's or whose minor is newer.
//
// The growth rule (ABI 2): each side knows the size only of what it allocates itself.
//   1. Interfaces grow only at their end. A class with virtual functions that crosses the boundary
//      (Host, Registrar, RouteSpec, HttpClient, Llm, TermMetrics, Connector, Serp, SerpQueue,
//      Mailer, Billing, and since 2.20 Credits, Jobs, Models, Services, Connectors, Secrets,
//      Statements, Events) gains virtuals after its last one; none is removed, reordered or
//      re-typed within a major version. A plugin built against 2.N calls only what 2.N declared;
//      the host calls a plugin-implemented virtual added in 2.M only on plugins whose minor is at
//      least M.
//   2. Options a plugin sets go through setters, never through a struct the host reads: a route's
//      options are RouteSpec's virtual setters, so a new option is a new setter.
//   3. Contexts the host allocates and lends by reference (RequestContext, JobContext,
//      CommandContext) grow only at their end; what they hold by value in the middle (Caller)
//      is frozen. A plugin built against older headers reads a prefix of a larger object.
//   4. Every other struct that crosses, in either direction, by value or by reference (Status,
//      Result<T>, Response, Migration, JobRegistration, Asset, CommandRegistration, JobRequest,
//      JobInfo, WebsiteInfo, CallerProfile, CreditBucket, OutboundRequest, OutboundResponse,
//      ChatMessage, ChatRequest, ChatUsage, ChatAnswer, TermQuery, TermFigures, TermFiguresAnswer,
//      Article, Published, since 2.4 SerpQuery, SerpItem, SerpAnswer, since 2.5 MailServer,
//      MailDelivery, since 2.7 LlmEndpoint, ModelAnswer, since 2.8 Event, EventType, since
//      2.15 ConsolePage, since 2.18 SerpTask, SerpCitation, SerpPage, and since 2.20
//      ModelChoice) is frozen for the major version: its size and layout never change.
//      New data means a new struct and a new virtual (rule 1) beside the old ones.
//   5. Types outside the SDK (std::string, std::function, rapidjson::Value, soci::session) cross
//      as they are; the build signature below pins their layout.
// Minor: anything rules 1-3 allow. Major: anything else, and a new inline namespace.
// The headers are sorted by what the rules cover:
//   seo/sdk/*.h           the ABI contract: what crosses between host and plugin, under the rules.
//   seo/sdk/util/*.h      header-only helpers (text, dates, JSON, SQL, pages, job chains): they
//                         compile into the plugin, cross nothing of their own and call only what
//                         Host declares, so they are outside the rules and adding or changing
//                         one needs no new minor; listed below with the build they came with.
//   seo/sdk/internal/*.h  the host's side (the records a registrar keeps of a route: Route,
//                         RouteOptions, RouteDoc in internal/route.h; the exception barrier):
//                         plugins never build or read them, so they change freely.
// tests/abi/ holds a frozen copy of the 2.0 headers and a plugin built against them that the
// current host must load and serve, with a check that every frozen struct keeps its layout.
//
// History:
//   1.x  (retired) routes, migrations, connectors, jobs, providers, deferred answers, assets,
//        commands, body limits and outbound routes; structs grew by value, which was unsafe.
//   2.0  the growth rule above; RouteSpec setters replace RouteOptions; WebsiteInfo::language,
//        Host::callerProfile (the caller's profile and credits, so no plugin reads core tables);
//        Connector's validate/checkConnection/publish run behind the exception barrier.
//   2.1  secrets at rest: Host::sealSecret, ::openSecret and ::findConnection.
//   2.2  Host::watchJob: wait for a job with a deferred answer, holding no thread.
//   2.3  the API describes itself: RouteSpec::summary, ::parameter, ::body, ::answers, ::fails
//        and Registrar::schema feed GET /api/v1/openapi.json (api_doc.h builds the shapes).
//   2.4  Host::serp: organic search results (serp.h), DataForSEO or an offline stand-in.
//   2.5  Host::mailer: outbound mail through an SMTP server the plugin names (mail.h).
//   2.6  services between modules: Registrar::service and Host::callService (service.h);
//        Connector::update publishes an article over the post it became before (the host
//        answers it with publish for connectors built against older minors);
//        RouteSpec::deprecated (Deprecation, Sunset and Link headers); Host::checkCredits;
//        header-only dates.h and prompt_data.h.
//   2.7  several named LLM endpoints: Host::llmEndpoints and Host::askModel (a chosen endpoint
//        and model, answering with its provenance and citations: LlmEndpoint, ModelAnswer).
//   2.8  events for outbound webhooks: Registrar::event (EventType), Registrar::jobEvents
//        (emitted by the host when a job ends) and Host::emitEvent (Event); header-only
//        standard_webhooks.h.
//   2.9  lists walked by page or by cursor: pagination.h's ListWindow, readListWindow,
//        trimToPage, listAnswer and windowClause (DescendingOrder), api_doc.h's listed and
//        listOf (header-only); the host's PageMeta takes an optional next_cursor.
//   2.10 statements kept prepared per pooled connection: Host::leaseStatement and
//        ::releaseStatement, used through header-only prepared_statement.h; windowClause binds
//        a later page's OFFSET (windowValues) instead of writing it into the text; it reads
//        the first page and a cursor's page straight down the order (header-only: a plugin
//        keeps the text it was built with), so a filter names the order's alias.
//   2.11 deep pages from marks: header-only page_marks.h (PageMarks, MarkedList, PageStart,
//        markedClause, markedValues); pagination.h's internal orderedClause and orderKeys, which
//        windowClause now reads through (its text unchanged).
//   2.12 long jobs in slices: header-only job_continuation.h (enqueueSuccessor,
//        continuedResult); the host emits no job event for a job whose result names its
//        successor (continued_by_job), only for the last one's end. Credits reserved for work
//        priced by tokens: Host::reserveCredits, ::settleReservation, ::completeChatWithin,
//        ::askModelWithin and llm.h's estimatedTokens (completeChat and askModel reserve their
//        estimate before asking). Services in the caller's transaction:
//        Registrar::transactionalService (TransactionalServiceHandler) and
//        Host::callServiceIn.
//   2.13 the outbound address policy at save time: Host::checkOutboundHost; header-only
//        outbound_host.h (urlHost, checkHostSpelling), which siteUrlSetting now applies.
//        Header-only, no minor of their own: util/json_optional.h (json::orNull),
//        util/json_member.h (json::member, stringMember, int64Member), util/soci_optional.h
//        (std::optional bound as SQL NULL), util/sql_dialect.h (forUpdate, byteOrder) and
//        recurring_job.h (RecurringRun: a schedule of jobs with one stale check that a run
//        failing for good does not end); later util/percent_encoding.h (percentDecode,
//        percentEncode: the server's own).
//   2.14 RouteSpec::bodyExample and ::answerExample: a route's example request body and
//        answers, shown in GET /api/v1/openapi.json. The headers sorted as above (the helpers
//        moved to util/, Route, RouteOptions and RouteDoc to internal/route.h); nothing that
//        crosses changed, and the frozen 2.0 plugin still loads and serves.
//   2.15 the web console: Registrar::consolePage (ConsolePage, console_page.h) lists a page of
//        the plugin in the console while it is loaded; RequestContext::response_headers, headers
//        of the answer beside the host's (which keeps the ones that make its policy).
//   2.16 RouteSpec::irreversible: the route acts outside the server in a way no call undoes;
//        its MCP tool says so (destructiveHint, openWorldHint) and the API description marks
//        the operation x-irreversible.
//   2.17 billing on a provider's word: Host::billing() (Billing, billing.h) sets an
//        organization's plan with its quotas and reset date, starts a credit period and lists
//        the overage to invoice, inside the caller's transaction.
//   2.18 the SERP provider's queue: Host::serpQueue() (SerpQueue, serp_queue.h: SerpTask,
//        SerpPage, SerpCitation), tasks posted in batches and read when finished, with each
//        page's SERP features and the sources its AI Overview cites. Header-only
//        util/job_caller.h (jobCaller: the caller a job spends credits as).
//   2.19 Host::databaseFailure: a database error a plugin's statement throws is classified by
//        the host (internal::databaseBarrier, which withSession, withTransaction and
//        transactional services now run under), so a full disk or a lost connection on
//        PostgreSQL is the host's 503 and shows on /healthz, as it always was on SQLite.
//   2.20 the host's subsystems: Host::credits(), ::jobs(), ::models(), ::services(),
//        ::connectors(), ::secrets(), ::statements() and ::events() hand out small interfaces
//        (Credits in credits.h, Jobs in job.h, Models in llm.h with ModelChoice, Services in
//        service.h, Connectors in connector.h, Secrets in secrets.h, Statements in
//        statements.h, Events in event.h), each with its own fake in sdk/testing; one way to ask
//        a model (Models::ask, the reservation a field of ModelChoice). The flat methods they
//        replace stay, in their slots, as the SDK's inline forwards to them, marked deprecated:
//        every 2.x plugin keeps working; they go in 3.0. RouteSpec::polledBy: a route that
//        answers 202 names the GET route that reads its work's progress (it was guessed).
//   2.21 RouteSpec::alsoAtRoot: a public route also served at a fixed path on the server's
//        root, outside /api/v1 (Plausible's `POST /api/event`), refused by the loader when the
//        host or another route serves it. Host::findWebsiteByDomain: the website such a
//        wire format names by its domain.
#pragma once

#include <cstdint>

#include <rapidjson/rapidjson.h>
#include <soci/version.h>

#define SEO_SDK_ABI_MAJOR 2
#define SEO_SDK_ABI_MINOR 21

#define SEO_SDK_STRINGIFY_(x) #x
#define SEO_SDK_STRINGIFY(x) SEO_SDK_STRINGIFY_(x)

#if defined(__clang__)
#define SEO_SDK_COMPILER_FAMILY "clang"
#elif defined(__GNUC__)
#define SEO_SDK_COMPILER_FAMILY "gcc"
#else
#define SEO_SDK_COMPILER_FAMILY "other"
#endif

#if defined(_GLIBCXX_USE_CXX11_ABI)
#define SEO_SDK_CXXLIB "libstdc++-cxx11abi" SEO_SDK_STRINGIFY(_GLIBCXX_USE_CXX11_ABI)
#elif defined(_LIBCPP_VERSION)
#define SEO_SDK_CXXLIB "libc++"
#else
#define SEO_SDK_CXXLIB "unknown-cxxlib"
#endif

// Everything that must match between host and plugin for C++ objects to cross the boundary:
// compiler family, C++ library ABI, SOCI and RapidJSON versions.
#define SEO_SDK_BUILD_SIGNATURE                                                                    \
  SEO_SDK_COMPILER_FAMILY ";" SEO_SDK_CXXLIB ";soci-" SOCI_LIB_VERSION                             \
                          ";rapidjson-" RAPIDJSON_VERSION_STRING

namespace seo::sdk {
inline namespace v2 {

inline constexpr std::uint32_t kAbiMajor = SEO_SDK_ABI_MAJOR;
inline constexpr std::uint32_t kAbiMinor = SEO_SDK_ABI_MINOR;
inline constexpr const char* kBuildSignature = SEO_SDK_BUILD_SIGNATURE;

}  // namespace v2
}  // namespace seo::sdk
