import Foundation
@testable import IslandSnapshotTesting
import Testing

// Cases the full mutation run (docs/Reliability.md) found no test for in this target.

@Suite("Pinned by the mutation run: files written")
struct FileMutationPinTests {
    /// A name for an open descriptor is written directly, as is a device; a regular file's
    /// path, existing or not, is replaced through a temporary file beside it.
    @Test func onlyDescriptorNamesAndDevicesAreStreams() throws {
        for path in ["/dev/stdin", "/dev/stdout", "/dev/stderr", "/dev/fd/1", "/proc/self/fd/2", "/dev/null"] {
            #expect(FileIdentity.isStream(path), "\(path)")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString).svg")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        for path in [file.path, file.path + ".missing", "/dev/fdx", "/dev/stdoutx", "out.svg"] {
            #expect(!FileIdentity.isStream(path), "\(path)")
        }
    }
}
