#include "api_schemas.h"

namespace hello {

void addApiSchemas(seo::sdk::Registrar& r) {
  r.schema("Greeting", R"({"type": "object", "additionalProperties": false,
                           "required": ["id", "message", "created_at"],
                           "properties": {"id": {"type": "string", "format": "uuid"},
                                          "message": {"type": "string"},
                                          "created_at": {"type": "string",
                                                         "format": "date-time"}}})");
}

}  // namespace hello
