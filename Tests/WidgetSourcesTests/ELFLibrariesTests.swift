import Foundation
import Testing
@testable import WidgetSources

/// The libraries an executable names (`DT_NEEDED`), read from real ELF files of this machine,
/// and the direct link without those the loading program already has.
@Suite struct ELFLibrariesTests {
    @Test func anExecutableNamesItsLibraries() throws {
        let tests = try #require(ELFLibraries.needed(byExecutableAt: "/proc/self/exe"))
        #expect(tests.contains("libswiftCore.so"))
        #expect(tests.contains("libc.so.6"))
        #expect(try #require(ELFLibraries.needed(byExecutableAt: "/bin/sh")).contains("libc.so.6"))
    }

    /// A file cut short anywhere is nil or, where the cut leaves all it reads, the same answer:
    /// never another list, never a trap.
    @Test func everyTruncationIsNilOrTheWholeAnswer() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "/bin/sh")))
        let whole = try #require(ELFLibraries.needed(in: bytes))
        for length in stride(from: 0, to: bytes.count, by: 61) {
            let answer = ELFLibraries.needed(in: Array(bytes.prefix(length)))
            #expect(answer == nil || answer == whole, "\(length) bytes")
        }
        #expect(ELFLibraries.needed(in: Array("#!/bin/sh\necho not an ELF file\n".utf8)) == nil)
        #expect(ELFLibraries.needed(in: []) == nil)
    }

    @Test func theLinkLeavesOutTheLibrariesTheProgramNames() {
        let jobs = DriverJobs(frontend: .init(executable: "/f", leading: [], trailing: []),
                              link: ["/ld.lld", "-shared", "-o", "/o.so", "/a.o", "-lswiftCore", "-lncursesw", "-lswiftSwiftOnoneSupport",
                                     "-lgcc", "--as-needed", "-lgcc_s", "--no-as-needed", "-lc", "-l", "-L/lib"])
        #expect(jobs.link(leavingOut: ["libswiftCore.so", "libncursesw.so.6", "libc.so.6", "libswiftCore.so.old"])
                == ["/ld.lld", "-shared", "-o", "/o.so", "/a.o", "-lswiftSwiftOnoneSupport", "-lgcc", "--as-needed", "-lgcc_s", "--no-as-needed", "-l", "-L/lib"])
        // A name that only begins like the library's is another library.
        #expect(jobs.link(leavingOut: ["libswiftCoreX.so", "libcc.so.6"]) == jobs.link)
    }
}
