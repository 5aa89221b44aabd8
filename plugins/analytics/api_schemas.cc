#include "plugins/analytics/api_schemas.h"

#include <string>

#include "plugins/analytics/collector.h"

namespace seo::plugins::analytics {

void addApiSchemas(seo::sdk::Registrar& r) {
  r.schema("WebsiteSummary", R"({
    "type": "object", "additionalProperties": false,
    "required": ["unique_visitors", "total_visits", "pageviews", "views_per_visit",
                 "avg_visit_duration", "bounce_rate"],
    "properties": {
      "unique_visitors": {"type": "integer", "minimum": 0},
      "total_visits": {"type": "integer", "minimum": 0},
      "pageviews": {"type": "integer", "minimum": 0},
      "views_per_visit": {"type": "number", "minimum": 0},
      "avg_visit_duration": {"type": "number", "minimum": 0, "description": "seconds"},
      "bounce_rate": {"type": "number", "minimum": 0, "maximum": 100,
                      "description": "percent of visits with one pageview"},
      "previous": {"$ref": "#/components/schemas/WebsiteSummary",
                   "description": "with compare=previous: the period just before"}}})");
  const std::string counts = R"(
      "visitors": {"type": "integer", "minimum": 0},
      "visits": {"type": "integer", "minimum": 0},
      "pageviews": {"type": "integer", "minimum": 0})";
  r.schema("TrafficPoint", R"({
    "type": "object", "additionalProperties": false,
    "required": ["date", "visitors", "visits", "pageviews"],
    "properties": {
      "date": {"type": "string",
               "description": "the bucket's first day, YYYY-MM-DD, or its hour, a date-time"},)" +
                               counts + R"(,
      "previous": {"type": "object", "additionalProperties": false,
                   "required": ["visitors", "visits", "pageviews"],
                   "description": "with compare=previous: the previous period's bucket here",
                   "properties": {)" +
                               counts + R"(}}}})");
  r.schema("PageRow", R"({
    "type": "object", "additionalProperties": false, "required": ["page", "pageviews"],
    "properties": {
      "page": {"type": "string", "description": "path, without query or fragment"},
      "pageviews": {"type": "integer", "minimum": 0}}})");
  r.schema("EntryPageRow", R"({
    "type": "object", "additionalProperties": false,
    "required": ["page", "entries", "bounce_rate"],
    "properties": {
      "page": {"type": "string", "description": "path, without query or fragment"},
      "entries": {"type": "integer", "minimum": 0, "description": "visits that began here"},
      "bounce_rate": {"type": "number", "minimum": 0, "maximum": 100,
                      "description": "percent of those visits with one pageview"}}})");
  r.schema("SourceRow", R"({
    "type": "object", "additionalProperties": false,
    "required": ["source", "visits", "pageviews", "bounce_rate", "avg_visit_duration"],
    "properties": {
      "source": {"type": "string",
                 "description": "the referrer host of the visits' first pageview, or \"(direct)\" when none"},
      "visits": {"type": "integer", "minimum": 0},
      "pageviews": {"type": "integer", "minimum": 0, "description": "of those visits"},
      "bounce_rate": {"type": "number", "minimum": 0, "maximum": 100},
      "avg_visit_duration": {"type": "number", "minimum": 0, "description": "seconds"}}})");
  r.schema("BreakdownRow", R"json({
    "type": "object", "additionalProperties": false,
    "required": ["value", "visits", "pageviews", "bounce_rate", "avg_visit_duration"],
    "properties": {
      "value": {"type": "string",
                "description": "the visits' channel, UTM field, browser (\"Firefox\"), browser and major version (\"Firefox 121\"), OS (\"iOS\"), OS and version (\"iOS 17.1\") or device (Mobile, Tablet, Laptop, Desktop)"},
      "visits": {"type": "integer", "minimum": 0},
      "pageviews": {"type": "integer", "minimum": 0, "description": "of those visits"},
      "bounce_rate": {"type": "number", "minimum": 0, "maximum": 100},
      "avg_visit_duration": {"type": "number", "minimum": 0, "description": "seconds"}}})json");
  r.schema("PropertyRow", R"json({
    "type": "object", "additionalProperties": false, "required": ["events", "visitors"],
    "properties": {
      "key": {"type": "string", "description": "a property's key (without `key`)"},
      "value": {"type": "string", "description": "a value of `key`"},
      "events": {"type": "integer", "minimum": 0,
                 "description": "pageviews and custom events with it"},
      "visitors": {"type": "integer", "minimum": 0,
                   "description": "their distinct visitors (each day's counted apart)"}}})json");
  r.schema("RealtimeVisitors", R"({
    "type": "object", "additionalProperties": false, "required": ["visitors", "since"],
    "properties": {
      "visitors": {"type": "integer", "minimum": 0},
      "since": {"type": "string", "format": "date-time",
                "description": "the window's start: visitors with a pageview since"}}})");
  r.schema("GeographicRow", R"({
    "type": "object", "additionalProperties": false, "required": ["country", "views", "visits"],
    "properties": {
      "country": {"type": "string", "minLength": 2, "maxLength": 2,
                  "description": "ISO 3166-1 code; ZZ when unknown"},
      "views": {"type": "integer", "minimum": 0},
      "visits": {"type": "integer", "minimum": 0}}})");
  r.schema("SearchConsolePageRow", R"({
    "type": "object", "additionalProperties": false,
    "required": ["page", "clicks", "impressions", "ctr", "position"],
    "properties": {
      "page": {"type": "string", "description": "URL"},
      "clicks": {"type": "integer", "minimum": 0},
      "impressions": {"type": "integer", "minimum": 0},
      "ctr": {"type": "number", "minimum": 0},
      "position": {"type": "number", "minimum": 0}}})");
  r.schema("TrackingCode", R"({
    "type": "object", "additionalProperties": false,
    "required": ["site_id", "script_url", "snippet"],
    "properties": {
      "site_id": {"type": "string", "description": "the website's public tracking id"},
      "script_url": {"type": "string"},
      "snippet": {"type": "string", "description": "the script element to put in every page"}}})");
  std::string recorded = kRecordedAs.schema();
  recorded.pop_back();  // its closing brace, for the description
  r.schema("RecordedEvent", R"({
    "type": "object", "additionalProperties": false, "required": ["success", "recorded"],
    "properties": {
      "success": {"type": "boolean"},
      "recorded": )" + recorded +
                                R"(,
                   "description": "what the event counted as; automated agents are ignored"},
      "bot": {"type": "string", "description": "the AI bot's name, when recorded is bot"}}})");
  r.schema("BotRow", R"({
    "type": "object", "additionalProperties": false,
    "required": ["bot", "operator", "purpose", "hits", "pages", "last_seen"],
    "properties": {
      "bot": {"type": "string"},
      "operator": {"type": ["string", "null"]},
      "purpose": {"type": ["string", "null"]},
      "hits": {"type": "integer", "minimum": 0},
      "pages": {"type": "integer", "minimum": 0},
      "last_seen": {"type": "string", "description": "when a bot last came, ISO 8601"}}})");
  r.schema("BotPageRow", R"({
    "type": "object", "additionalProperties": false,
    "required": ["page", "hits", "bots", "last_seen"],
    "properties": {
      "page": {"type": "string", "description": "path and query the bots fetched"},
      "hits": {"type": "integer", "minimum": 0},
      "bots": {"type": "integer", "minimum": 0, "description": "how many different bots"},
      "last_seen": {"type": "string", "description": "when a bot last came, ISO 8601"}}})");
  r.schema("BotDay", R"({
    "type": "object", "additionalProperties": false, "required": ["date", "hits", "bots"],
    "properties": {
      "date": {"type": "string", "format": "date"},
      "hits": {"type": "integer", "minimum": 0},
      "bots": {"type": "object", "description": "hits per bot name",
               "additionalProperties": {"type": "integer", "minimum": 0}}}})");
}

}  // namespace seo::plugins::analytics
