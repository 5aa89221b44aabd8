// File: sdk.h
// Convenience header: the whole SDK except entry.h (which only a plugin's plugin.cc includes).
#pragma once

#include "seo/sdk/ascii.h"
#include "seo/sdk/command.h"
#include "seo/sdk/connector.h"
#include "seo/sdk/host.h"
#include "seo/sdk/http_client.h"
#include "seo/sdk/job.h"
#include "seo/sdk/json_text.h"
#include "seo/sdk/llm.h"
#include "seo/sdk/pagination.h"
#include "seo/sdk/plugin.h"
#include "seo/sdk/request_context.h"
#include "seo/sdk/request_values.h"
#include "seo/sdk/response.h"
#include "seo/sdk/status.h"
#include "seo/sdk/status_macros.h"
#include "seo/sdk/term_metrics.h"
#include "seo/sdk/thread_group.h"
#include "seo/sdk/utf8.h"
#include "seo/sdk/uuid.h"
#include "seo/sdk/version.h"
