#if !defined(__APPLE__)
#define _GNU_SOURCE  // dl_iterate_phdr
#endif
#include "CIslandRegistry.h"

#if defined(__APPLE__)
// dyld keeps each loaded image's name and header; the section is found by name, as for the
// program's own images. Written from <mach-o/dyld.h> and <mach-o/getsect.h>; untested (no Mac
// runs this project's CI, docs/macOS.md).
#include <mach-o/dyld.h>
#include <mach-o/getsect.h>
#include <string.h>

int termisland_visit_library_record_section(const char *path, void (*visit)(const void *, size_t, void *), void *context) {
    uint32_t count = _dyld_image_count();
    for (uint32_t index = 0; index < count; index++) {
        const char *name = _dyld_get_image_name(index);
        if (name == NULL || strcmp(name, path) != 0) continue;
        const struct mach_header_64 *header = (const struct mach_header_64 *)_dyld_get_image_header(index);
        unsigned long size = 0;
        const uint8_t *start = getsectiondata(header, "__DATA_CONST", "__tisl_records", &size);
        if (start != NULL && size > 0) visit(start, (size_t)size, context);
        return 0;
    }
    return -1;
}
#else
// A shared library's __start_/__stop_ symbols are its own and not exported (gold hides them),
// and section headers are not loaded into memory: so the library is found among the loaded
// objects by its path (its load address), and the section's place is read from the section
// headers of its file.
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct Search {
    const char *path;
    ElfW(Addr) base;
    int found;
};

static int find_library(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct Search *search = data;
    if (info->dlpi_name != NULL && strcmp(info->dlpi_name, search->path) == 0) {
        search->base = info->dlpi_addr;
        search->found = 1;
        return 1;
    }
    return 0;
}

/// Reads exactly `size` bytes at `offset`; 0 on success.
static int read_at(int fd, void *buffer, size_t size, off_t offset) {
    size_t done = 0;
    while (done < size) {
        ssize_t got = pread(fd, (char *)buffer + done, size - done, offset + (off_t)done);
        if (got <= 0) return -1;
        done += (size_t)got;
    }
    return 0;
}

int termisland_visit_library_record_section(const char *path, void (*visit)(const void *, size_t, void *), void *context) {
    struct Search search = {path, 0, 0};
    dl_iterate_phdr(find_library, &search);
    if (!search.found) return -1;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -2;
    int result = -2;
    ElfW(Ehdr) header;
    ElfW(Shdr) *sections = NULL;
    char *names = NULL;
    if (read_at(fd, &header, sizeof header, 0) != 0 || memcmp(header.e_ident, ELFMAG, SELFMAG) != 0) goto done;
    if (header.e_shentsize != sizeof(ElfW(Shdr)) || header.e_shnum == 0 || header.e_shstrndx >= header.e_shnum) goto done;
    sections = calloc(header.e_shnum, sizeof(ElfW(Shdr)));
    if (sections == NULL || read_at(fd, sections, header.e_shnum * sizeof(ElfW(Shdr)), (off_t)header.e_shoff) != 0) goto done;
    ElfW(Shdr) *table = &sections[header.e_shstrndx];
    names = calloc(1, table->sh_size + 1);
    if (names == NULL || read_at(fd, names, table->sh_size, (off_t)table->sh_offset) != 0) goto done;
    result = 0;
    for (unsigned index = 0; index < header.e_shnum; index++) {
        if (sections[index].sh_name >= table->sh_size) continue;
        if (strcmp(names + sections[index].sh_name, "termisland_records") != 0) continue;
        if (sections[index].sh_size > 0) {
            visit((const void *)(search.base + sections[index].sh_addr), (size_t)sections[index].sh_size, context);
        }
        break;
    }
done:
    free(names);
    free(sections);
    close(fd);
    return result;
}
#endif
