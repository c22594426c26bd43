// The records the compiler placed in this program's `termisland_records` section (ELF) or
// `__DATA_CONST,__tisl_records` section (Mach-O): one per `#Preview` and one for a widget
// folder's host. Swift cannot name a section's bounds, so this C file does (IslandRegistry/WidgetRegistry.swift).
#ifndef CISLANDREGISTRY_H
#define CISLANDREGISTRY_H
#include <stddef.h>

/// Calls `visit` once for each image's run of records: its first byte and its size in bytes.
void termisland_visit_record_sections(void (*visit)(const void *start, size_t size, void *context), void *context);

/// Calls `visit` with the run of records of the shared library loaded from `path` (a widget
/// folder's library that `island` built and loaded, docs/WidgetFolders.md), and no other.
/// Returns 0 when it was found loaded (visited, or holding no record), -1 when no library of
/// that path is loaded, -2 when its file could not be read for its sections.
int termisland_visit_library_record_section(const char *path, void (*visit)(const void *start, size_t size, void *context), void *context);

#endif
