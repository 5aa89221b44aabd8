// A shared library that needs a symbol nothing provides: the dynamic loader refuses it (RTLD_NOW),
// and the host must pass on the loader's own reason, naming the symbol.
extern "C" int seo_test_symbol_nobody_defines();

extern "C" __attribute__((visibility("default"))) int unresolved_call() {
  return seo_test_symbol_nobody_defines();
}
