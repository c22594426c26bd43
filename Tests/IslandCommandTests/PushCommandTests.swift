import Foundation
@testable import IslandCommandLine
@testable import IslandCommands
import IslandPushServer
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `island push` against a previewer's endpoint: a real server on a loopback port, listed in a
/// folder of the test's own.
@Suite("island push")
struct PushCommandTests {
    static let payloads = repositoryRoot.appendingPathComponent("docs/scenarios/payloads").path

    /// Runs `island push …` with the previewers listed in `folder`.
    func push(_ arguments: [String], in folder: URL) -> CommandLineRun {
        PushCommand.$registry.withValue(PreviewerRegistry(environment: ["TERMISLAND_RUNTIME_DIR": folder.path])) {
            CommandLineRun(["push"] + arguments)
        }
    }

    /// A server listed as the previewer `name`, with pizza running and gone-one ended.
    func previewer(_ name: String = "pizza-delivery", in folder: URL) throws -> PushServer {
        let server = try PushServer(port: 0)
        let book = PushAddressBook(activities: [("pizza", "Pizza", false), ("gone-one", "Pizza", true)], apps: ["Pizza"])
        server.addresses = book
        var entry = PreviewerRegistry.Entry(name: name, pid: getpid(), port: server.port, addresses: book)
        // A gone activity is not listed, but its token is still answered (Unregistered).
        entry.activities.append(.init(id: "gone-one", app: "Pizza", token: PushAddressBook.token(forActivity: "gone-one")))
        try PreviewerRegistry(environment: ["TERMISLAND_RUNTIME_DIR": folder.path]).publish(entry)
        return server
    }

    func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("termisland-push-\(UUID().uuidString)")
    }

    @Test func withNoPreviewerItSaysHowToStartOne() {
        let empty = folder()
        let run = push(["\(Self.payloads)/update-pizza.json"], in: empty)
        #expect(run.status == 2)
        #expect(run.errorLines == ["island: no previewer is taking pushes: start one (island preview pizza-delivery, island demo) and push again"])
        let list = push(["--list"], in: empty)
        #expect(list.status == 0)
        #expect(list.output == "no previewer is taking pushes (island preview or island demo starts one)\n")
    }

    @Test func anUpdateGoesToTheOnlyRunningActivityOfTheOnlyPreviewer() throws {
        let listed = folder()
        defer { try? FileManager.default.removeItem(at: listed) }
        let server = try previewer(in: listed)
        defer { server.stop() }
        let run = push(["\(Self.payloads)/update-pizza.json", "--id", "pizza"], in: listed)
        #expect(run.status == 0, "\(run)")
        #expect(run.output.hasPrefix("update pushed to pizza in pizza-delivery (apns-id "))
        let delivered = server.takeDeliveries()
        #expect(delivered.map(\.address) == [.activity(id: "pizza", app: "Pizza")])
    }

    @Test func aStartGoesToTheAppsPushToStartToken() throws {
        let listed = folder()
        defer { try? FileManager.default.removeItem(at: listed) }
        let server = try previewer(in: listed)
        defer { server.stop() }
        let run = push(["\(Self.payloads)/start-pizza.json"], in: listed)
        #expect(run.status == 0, "\(run)")
        #expect(run.output.hasPrefix("start pushed to app Pizza in pizza-delivery (apns-id "))
        #expect(server.takeDeliveries().map(\.address) == [.pushToStart(app: "Pizza")])
    }

    @Test func everyWrongTargetIsAUsageErrorThatSaysWhatThereIs() throws {
        let listed = folder()
        defer { try? FileManager.default.removeItem(at: listed) }
        let server = try previewer(in: listed)
        defer { server.stop() }
        let update = "\(Self.payloads)/update-pizza.json"
        let cases: [([String], String)] = [
            ([update], "island: --id names the activity to update: pizza, gone-one"),
            ([update, "--id", "piza"], #"island: --id: pizza-delivery has no activity "piza"; did you mean "pizza"?"#),
            ([update, "--app", "Pizza"], "island: --app: an update goes to an activity; --id names it"),
            (["\(Self.payloads)/start-pizza.json", "--id", "pizza"], "island: --id: a start makes a new activity; --app names the app to start it for"),
            ([update, "--to", "flight"], #"island: no previewer called "flight" is taking pushes (running: pizza-delivery)"#),
            ([], "island: push needs a payload file, or - for standard input (island push --list shows the previewers)"),
            ([update, update], #"island: unexpected argument "\#(update)": push sends one payload"#),
        ]
        for (arguments, message) in cases {
            let run = push(arguments, in: listed)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.errorLines == [message], "\(arguments)")
        }
        #expect(server.takeDeliveries().isEmpty)
    }

    @Test func aRefusalIsAPNsReasonAndExitsOne() throws {
        let listed = folder()
        defer { try? FileManager.default.removeItem(at: listed) }
        let server = try previewer(in: listed)
        defer { server.stop() }
        let run = push(["\(Self.payloads)/update-pizza.json", "--id", "gone-one"], in: listed)
        #expect(run.status == 1)
        #expect(run.errorLines == ["island: pizza-delivery refused the push as APNs would: 410 Unregistered: gone-one has ended and left the Lock Screen"])
    }

    @Test func aPayloadThatIsNotOneIsRefusedBeforeAnythingIsSent() throws {
        let listed = folder()
        defer { try? FileManager.default.removeItem(at: listed) }
        let server = try previewer(in: listed)
        defer { server.stop() }
        let broken = listed.appendingPathComponent("broken.json")
        try Data(#"{"aps": {"event": "update"}}"#.utf8).write(to: broken)
        let run = push([broken.path, "--id", "pizza"], in: listed)
        #expect(run.status == 2)
        #expect(run.errorLines.first?.hasSuffix(#"$.aps: missing required key "timestamp""#) == true, "\(run)")
        #expect(server.takeDeliveries().isEmpty)
    }

    /// `island push -` as a process, so the payload really comes down a pipe: its standard input
    /// is `input`, and it finds the previewers listed in `folder`.
    func pushFromStandardInput(_ arguments: [String], input: Data, in folder: URL) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        let executable = ProcessTests.executable
        try #require(executable != nil, "build island first: swift build")
        process.executableURL = executable
        process.arguments = ["push", "-"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TERMISLAND_RUNTIME_DIR": folder.path]) { $1 }
        let (inputPipe, outputPipe, errorPipe) = (Pipe(), Pipe(), Pipe())
        (process.standardInput, process.standardOutput, process.standardError) = (inputPipe, outputPipe, errorPipe)
        try process.run()
        inputPipe.fileHandleForWriting.write(input)
        try inputPipe.fileHandleForWriting.close()
        let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
        let errors = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }

    @Test func aPayloadFromStandardInputIsPushed() throws {
        let listed = folder()
        defer { try? FileManager.default.removeItem(at: listed) }
        let server = try previewer(in: listed)
        defer { server.stop() }
        let payload = try Data(contentsOf: URL(fileURLWithPath: "\(Self.payloads)/update-pizza.json"))
        let run = try pushFromStandardInput(["--id", "pizza"], input: payload, in: listed)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.isEmpty)
        let id = try #require(run.output.firstMatch(of: /^update pushed to pizza in pizza-delivery \(apns-id ([0-9A-F-]{36})\)\n$/)?.1,
                              "\(run.output)")
        // What arrived is what was piped in, under the id the command printed.
        let delivered = server.takeDeliveries()
        #expect(delivered.map(\.address) == [.activity(id: "pizza", app: "Pizza")])
        #expect(delivered.first?.apnsID == String(id))
        #expect((try? delivered.first?.payload.get())?.timestamp == Date(timeIntervalSince1970: 1_800_000_600))
    }

    @Test func whatIsWrongWithStandardInputIsSaidAndNothingIsSent() throws {
        let listed = folder()
        defer { try? FileManager.default.removeItem(at: listed) }
        let server = try previewer(in: listed)
        defer { server.stop() }
        let cases: [(String, String)] = [
            ("{oops", "island: standard input: line 1, column 2: not valid JSON (invalid value)\n"),
            (#"{"aps": {"event": "update"}}"#, #"island: standard input: $.aps: missing required key "timestamp""# + "\n"),
            ("", "island: standard input: not valid JSON (unexpected end of file during JSON parse)\n"),
        ]
        for (input, message) in cases {
            let run = try pushFromStandardInput(["--id", "pizza"], input: Data(input.utf8), in: listed)
            #expect(run.status == 2, "\(input)")
            #expect(run.errors == message, "\(input)")
            #expect(run.output.isEmpty)
        }
        #expect(server.takeDeliveries().isEmpty)
    }

    @Test func theListingShowsEachPreviewersTokens() throws {
        let listed = folder()
        defer { try? FileManager.default.removeItem(at: listed) }
        let server = try previewer(in: listed)
        defer { server.stop() }
        let run = push(["--list"], in: listed)
        #expect(run.status == 0)
        #expect(run.output == """
            pizza-delivery (process \(getpid())): http://127.0.0.1:\(server.port)/3/device/<token>
              pizza (Pizza)  \(PushAddressBook.token(forActivity: "pizza"))
              gone-one (Pizza)  \(PushAddressBook.token(forActivity: "gone-one"))
              push-to-start Pizza  \(PushAddressBook.token(forPushToStart: "Pizza"))

            """)
    }

    @Test func aPushPortIsAPortNumber() {
        for (value, ok) in [("1", true), ("65535", true), ("0", false), ("65536", false), ("http", false)] {
            let parsed = try? CommandOptions.parse(["--push-port", value], accepting: [.pushPort])
            #expect((parsed?.pushPort != nil) == ok, "\(value)")
        }
        let run = CommandLineRun(["preview", "pizza-delivery", "--push-port", "0"])
        #expect(run.status == 2)
        #expect(run.errorLines == [#"island: --push-port: expected a port from 1 to 65535, got "0""#])
    }
}
