import Foundation
@testable import IslandInputs
import Testing

/// `island … -` with standard input redirected from a directory (`< some/folder`): the shell
/// opens the directory, and only reading it fails (`EISDIR`). The error says it is a directory,
/// as for a directory named by its path, and names standard input.
///
/// The test puts a directory on descriptor 0 for the length of one read and puts the original
/// back; no other test reads standard input.
@Suite("Standard input from a directory", .serialized)
struct StandardInputDirectoryTests {
    @Test func aDirectoryOnStandardInputIsNamedAsOne() throws {
        let directory = open(FileManager.default.temporaryDirectory.path, O_RDONLY | O_CLOEXEC)
        try #require(directory >= 0)
        let saved = dup(STDIN_FILENO)
        try #require(saved >= 0)
        defer {
            dup2(saved, STDIN_FILENO)
            close(saved)
            close(directory)
        }
        try #require(dup2(directory, STDIN_FILENO) == STDIN_FILENO)
        #expect(throws: InputFileError(file: "standard input", location: nil, reason: "a directory, not a scenario file")) {
            try InputFileReading.contents(ofPath: "-", limit: .scenario)
        }
    }
}
