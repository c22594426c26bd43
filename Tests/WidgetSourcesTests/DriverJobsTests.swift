import Testing
@testable import WidgetSources

/// What swiftc prints for `-driver-print-jobs` read into the commands the direct compile runs:
/// the frontend's words kept in their order with the inputs and one batch's outputs taken out,
/// and the link's with its output moved.
@Suite struct DriverJobsTests {
    static let inputs = ["/c/Sources/W/A.swift", "/c/Sources/W/My File.swift", "/c/Libraries/W/__TermIslandLibrary.swift"]

    /// Two batches and the link, as swift-driver prints them (quoted where the shell needs it).
    static let printed = """
        /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file /c/Sources/W/A.swift '/c/Sources/W/My File.swift' /c/Libraries/W/__TermIslandLibrary.swift -supplementary-output-file-map /tmp/TemporaryDirectory.x/supplementaryOutputs-1 -target x86_64-unknown-linux-gnu -load-plugin-executable '/b/WidgetPreviewsMacros-tool#WidgetPreviewsMacros' -module-name W -o /c/o/A.o
        /opt/swift/usr/bin/swift-frontend -frontend -c /c/Sources/W/A.swift -primary-file '/c/Sources/W/My File.swift' -primary-file /c/Libraries/W/__TermIslandLibrary.swift -emit-reference-dependencies-path /c/o/B.swiftdeps -target x86_64-unknown-linux-gnu -load-plugin-executable '/b/WidgetPreviewsMacros-tool#WidgetPreviewsMacros' -module-name W -o /c/o/B.o -o /c/o/L.o
        /opt/swift/usr/bin/swift-autolink-extract /c/o/A.o /c/o/B.o /c/o/L.o -o /c/o/W.autolink
        /opt/swift/usr/bin/clang -shared -fuse-ld=lld /c/o/A.o /c/o/B.o /c/o/L.o @/c/o/W.autolink -L /opt/swift/usr/lib/swift/linux -lswiftCore -o /c/o/libW.so
        """

    @Test func theFrontendsWordsAreKeptAndOneBatchsTakenOut() throws {
        let jobs = try #require(DriverJobs(printed: Self.printed, inputs: Self.inputs))
        #expect(jobs.frontend == DriverJobs.FrontendCommand(
            executable: "/opt/swift/usr/bin/swift-frontend", leading: ["-frontend", "-c"],
            trailing: ["-target", "x86_64-unknown-linux-gnu", "-load-plugin-executable", "/b/WidgetPreviewsMacros-tool#WidgetPreviewsMacros", "-module-name", "W"]))
        #expect(jobs.link(writing: "/c/new.so") == ["/opt/swift/usr/bin/clang", "-shared", "-fuse-ld=lld", "/c/o/A.o", "/c/o/B.o", "/c/o/L.o",
                                                    "@/c/o/W.autolink", "-L", "/opt/swift/usr/lib/swift/linux", "-lswiftCore", "-o", "/c/new.so"])
    }

    @Test func theCommandMarksThePrimariesAndNamesTheirOutputsInTheirOrder() throws {
        let jobs = try #require(DriverJobs(printed: Self.printed, inputs: Self.inputs))
        let command = jobs.frontend.command(inputs: Self.inputs, primaries: [Self.inputs[2], Self.inputs[0]]) { ("\($0).o", "\($0).deps") }
        #expect(command == ["/opt/swift/usr/bin/swift-frontend", "-frontend", "-c",
                            "-primary-file", "/c/Sources/W/A.swift", "/c/Sources/W/My File.swift", "-primary-file", "/c/Libraries/W/__TermIslandLibrary.swift",
                            "-target", "x86_64-unknown-linux-gnu", "-load-plugin-executable", "/b/WidgetPreviewsMacros-tool#WidgetPreviewsMacros", "-module-name", "W",
                            "-o", "/c/Sources/W/A.swift.o", "-emit-reference-dependencies-path", "/c/Sources/W/A.swift.deps",
                            "-o", "/c/Libraries/W/__TermIslandLibrary.swift.o", "-emit-reference-dependencies-path", "/c/Libraries/W/__TermIslandLibrary.swift.deps"])
    }

    /// Anything this does not know how to read leaves the build to the driver.
    @Test(arguments: [
        ("a response file", Self.printed.replacingOccurrences(of: "-module-name W -o /c/o/A.o", with: "@/tmp/arguments.resp -o /c/o/A.o")),
        ("no link", Self.printed.split(separator: "\n").dropLast().joined(separator: "\n")),
        ("no compile", Self.printed.split(separator: "\n").suffix(2).joined(separator: "\n")),
        ("an open quote", Self.printed.replacingOccurrences(of: "'/c/Sources/W/My File.swift' /c/Lib", with: "'/c/Sources/W/My File.swift /c/Lib")),
        ("inputs apart", Self.printed.replacingOccurrences(of: "-module-name W -o /c/o/A.o", with: "-module-name W /c/Sources/W/A.swift -o /c/o/A.o")),
        ("a primary that is not an input", Self.printed.replacingOccurrences(of: "-primary-file /c/Sources/W/A.swift", with: "-primary-file /elsewhere.swift")),
    ])
    func whatThisCannotReadIsNil(_ what: String, _ printed: String) {
        #expect(DriverJobs(printed: printed, inputs: Self.inputs) == nil, "\(what)")
    }

    /// clang's account of a link (`-###`): its own lines, then the linker's command quoted.
    @Test func theLinkersOwnCommandIsReadFromClangsAccount() {
        let printed = """
            clang version 21.0.0
            Target: x86_64-unknown-linux-gnu
            Thread model: posix
            InstalledDir: /opt/swift/usr/bin
             "/opt/swift/usr/bin/ld.lld" "--hash-style=gnu" "-shared" "-o" "/c/o/libW.so" "/c/o/A.o" "/c/o/My \\"quoted\\" File.o" "@/c/o/W.autolink" "-lc"
            """
        #expect(DriverJobs.linkerCommand(clangPrinted: printed) == ["/opt/swift/usr/bin/ld.lld", "--hash-style=gnu", "-shared", "-o", "/c/o/libW.so",
                                                                     "/c/o/A.o", "/c/o/My \"quoted\" File.o", "@/c/o/W.autolink", "-lc"])
        #expect(DriverJobs.linkerCommand(clangPrinted: "clang version 21.0.0\nTarget: x86_64-unknown-linux-gnu\n") == nil)
        #expect(DriverJobs.linkerCommand(clangPrinted: printed.replacingOccurrences(of: "\"-o\" \"/c/o/libW.so\" ", with: "")) == nil)
        #expect(DriverJobs.linkerCommand(clangPrinted: printed.replacingOccurrences(of: "\"-lc\"", with: "\"@/tmp/linker.resp\"")) == nil)
    }

    @Test(arguments: [
        ("plain words", ["plain", "words"]),
        ("  'single quoted' \"double \\\"q\\\" \\\\ \\n\"  ", ["single quoted", "double \"q\" \\ \\n"]),
        ("back\\ slash 'it'\\''s' a''b", ["back slash", "it's", "ab"]),
        ("''", [""]),
        ("", []),
    ])
    func shellWordsSplitAsTheShellDoes(_ line: String, _ words: [String]) {
        #expect(ShellWords.split(Substring(line)) == words)
    }

    @Test(arguments: ["'open", "\"open", "trailing\\"])
    func anUnfinishedQuoteIsNil(_ line: String) {
        #expect(ShellWords.split(Substring(line)) == nil)
    }
}
