#include "CIslandRegistry.h"

#if defined(__APPLE__)
// Mach-O has no __start/__stop symbols: ask dyld for each loaded image's section. Written from
// <mach-o/getsect.h> and <mach-o/dyld.h>; no Mac runs this project's CI (docs/DECISIONS.md).
#include <mach-o/dyld.h>
#include <mach-o/getsect.h>

void termisland_visit_record_sections(void (*visit)(const void *, size_t, void *), void *context) {
    uint32_t count = _dyld_image_count();
    for (uint32_t index = 0; index < count; index++) {
        const struct mach_header_64 *header = (const struct mach_header_64 *)_dyld_get_image_header(index);
        if (header == NULL) continue;
        unsigned long size = 0;
        const uint8_t *start = getsectiondata(header, "__DATA_CONST", "__tisl_records", &size);
        if (start != NULL && size > 0) visit(start, (size_t)size, context);
    }
}
#else
// On ELF the linker defines __start_NAME and __stop_NAME around every section whose name is a
// C identifier. Weak, because a program with no record has no such section and no symbols.
// SwiftPM links every module of a package into one executable, so one range holds them all.
extern const char __start_termisland_records[] __attribute__((weak, visibility("hidden")));
extern const char __stop_termisland_records[] __attribute__((weak, visibility("hidden")));

void termisland_visit_record_sections(void (*visit)(const void *, size_t, void *), void *context) {
    const char *start = __start_termisland_records, *stop = __stop_termisland_records;
    if (start != NULL && stop != NULL && stop > start) visit(start, (size_t)(stop - start), context);
}
#endif
