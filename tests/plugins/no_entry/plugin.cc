// A shared library with no SDK entry point: the loader must refuse it.
extern "C" __attribute__((visibility("default"))) int not_a_plugin() { return 42; }
