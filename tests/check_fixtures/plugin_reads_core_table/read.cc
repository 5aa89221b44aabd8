// A plugin source that reads a core table: scripts/check-plugin-tables must refuse it.
const char* kLanguage = "SELECT language FROM "
                        "websites WHERE id = :w";
