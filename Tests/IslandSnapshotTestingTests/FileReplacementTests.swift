import Foundation
@testable import IslandSnapshotTesting
import Testing

@Suite("Files are replaced whole through a temporary file; streams and devices are written directly")
struct FileReplacementTests {
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

extension FileReplacementTests {
    /// A snapshot folder that cannot be made because a file stands in its path names that file
    /// (Foundation on Linux says only "NSCocoaErrorDomain error 512").
    @Test func aFolderThatCannotBeMadeNamesTheFileInTheWay() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-folder-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let location = SnapshotLocation(filePath: "/tmp/Tests/ATests.swift", function: "draws()", name: "one",
                                        directory: file.appendingPathComponent("__Snapshots__"))
        #expect {
            try SnapshotFile.write("text", to: location)
        } throws: { error in
            let message = (error as? SnapshotFailure)?.message ?? ""
            return message == "cannot create the snapshot directory \(file.path)/__Snapshots__: \(file.path) is a file, not a directory"
        }
    }
}

extension FileReplacementTests {
    /// A stream is opened and written directly: a pipe's write end, named as /dev/fd/N, gets
    /// the bytes; a descriptor name that cannot be open (past any limit on descriptors) says the
    /// system's reason. (Not /dev/null: under a mutant that takes a device for a file, this test
    /// replaced the machine's /dev/null with a regular file. Not a small number such as 987
    /// either: in a test process that number can be another test's file, or `swift test`'s
    /// event stream, which the bytes written there broke, ending the whole run without a word.)
    @Test func aStreamIsWrittenDirectly() throws {
        let pipe = Pipe()
        try FileReplacement.write("frames\n", to: "/dev/fd/\(pipe.fileHandleForWriting.fileDescriptor)")
        try pipe.fileHandleForWriting.close()
        #expect(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "frames\n")
        #expect(throws: FileReplacement.Failure(reason: "no such file or directory")) {
            try FileReplacement.write("frames\n", to: "/dev/fd/2147483000")
        }
    }
}
