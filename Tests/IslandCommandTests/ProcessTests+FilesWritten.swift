import Foundation
import Testing

extension ProcessTests {
    /// A recording that cannot be written whole (here `ulimit -f`, as a full disk would) fails
    /// with the system's words and leaves the file it would have replaced as it was, with no
    /// temporary file beside it.
    @Test func aRecordingThatFailsHalfWayLeavesTheOldFile() throws {
        let executable = try #require(Self.executable, "build island first: swift build")
        let fixture = try FileFixture()
        let path = try fixture.write("the old recording\n", to: "flight.cast")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // SIGXFSZ ignored, so write(2) says EFBIG; 8 blocks is a few kilobytes, the cast is about 24.
        process.arguments = ["-c", "trap '' XFSZ; ulimit -f 8; exec \"$0\" record flight -o \"$1\"", executable.path, path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(said == "island: \(path): could not be written (file too large)\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "the old recording\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.directory.path) == ["flight.cast"])
    }
}
