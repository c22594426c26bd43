import Foundation
import Testing
@testable import IslandCommandLine
@testable import IslandCommands

/// Every exit status of every command, with its message: 0 done, 1 a failure while running, 2 a
/// usage or input error. `%` in an argument or a message stands for the fixtures' directory.
@Suite("Exit statuses and their messages")
struct ExitStatusTests {
    /// The files the cases name, written once.
    static let files: FileFixture = {
        let fixture = FileFixture.process
        try! fixture.write(#"{"name": "x","#, to: "bad-theme.json")
        try! fixture.write(#"{"timeline": [{"at": 0, "request": {"id": "a", "app": "A", "example": "flight"}}, {"at": 0, "pause": "1s"}]}"#, to: "pause.json")
        try! fixture.write(#"{"timeline": []}"#, to: "empty.json")
        try! fixture.write(#"{"timeline": [{"at": 0, "lock": true}]}"#, to: "no-pause.json")
        try! fixture.write(#"{"timeline": [{"at": 0, "pause": "1s"}, {"at": 1, "pause": "1s"}, {"at": 2, "pause": "1s"}]}"#, to: "three-pauses.json")
        try! fixture.write(#"{"timeline": [{"at": 0, "touchAndHold": "ghost"}, {"at": 1, "dismiss": "ghost"}]}"#, to: "two-problems.json")
        try! fixture.write(#"{"order": 1}"#, to: "other.json")
        try! fixture.write(#"{"lockScreen": {"text": "hi"}}"#, to: "views.json")
        try! fixture.write(#"{"lockScreen": {"image": "bag", "frame": {"width": 900, "height": 900}}}"#, to: "big-image.json")
        try! fixture.write(#"{"aps": {"timestamp": 1800000000, "event": "update", "content-state": {"driverName": "Bill", "deliveryTimer": [1800000000, 1800001500]}}}"#, to: "update.json")
        return fixture
    }()

    static func expand(_ text: String) -> String { text.replacingOccurrences(of: "%", with: files.directory.path + "/") }

    func check(_ arguments: String, _ status: Int32, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let run = CommandLineRun(arguments.split(separator: " ").map { Self.expand(String($0)) })
        #expect(run.status == status, "\(arguments)\n\(run)", sourceLocation: sourceLocation)
        if status == 0 && message.isEmpty {
            #expect(run.errors.isEmpty, "\(arguments)\n\(run)", sourceLocation: sourceLocation)
        } else {
            #expect(run.errorLines.first == Self.expand(message), "\(arguments)\n\(run)", sourceLocation: sourceLocation)
        }
        if status != 0 { #expect(run.output.isEmpty || status == 1, "\(arguments): output on a usage error", sourceLocation: sourceLocation) }
    }

    @Test func theToolItself() {
        let bare = CommandLineRun([])
        #expect(bare.status == 2 && bare.output.isEmpty && bare.errors.hasPrefix("usage: island <command>"))
        for help in ["help", "--help", "-h"] {
            let run = CommandLineRun(help)
            #expect(run.status == 0 && run.output.hasPrefix("usage: island <command>") && run.errors.isEmpty)
        }
        let version = CommandLineRun("--version")
        #expect(version.status == 0 && version.output == "island \(Island.version)\n")
        check("--version x", 2, #"island: --version takes nothing else, got "x""#)
        check("frobnicate", 2, #"island: unknown command "frobnicate""#)
        check("snapsht", 2, #"island: unknown command "snapsht"; did you mean "snapshot"?"#)
    }

    /// An option suggestion compares names without their dashes: `--at` is not `--output`.
    @Test func unknownOptionsAndTheirSuggestions() {
        check("snapshot flight --presentaton compact", 2, #"island: unknown option --presentaton; did you mean "--presentation"?"#)
        check("snapshot flight --them dark", 2, #"island: unknown option --them; did you mean "--theme"?"#)
        check("play %pause.json --colour never", 2, #"island: unknown option --colour; did you mean "--color"?"#)
        check("record flight -o %x.cast --at 1m", 2, "island: unknown option --at")
    }

    @Test func lint() {
        check("lint %views.json", 0, "")
        // Findings are the output, not errors: an error among them is exit status 1.
        let failing = CommandLineRun(["lint", Self.expand("%big-image.json"), "--device", "iphone-se"])
        #expect(failing.status == 1 && failing.errors.isEmpty && failing.output.hasSuffix("2 errors, 0 warnings\n"), "\(failing)")
        check("lint", 2, "island: lint needs an example, a .json file of described views or a widget folder (island list shows the examples)")
        check("lint %missing.json", 2, "island: %missing.json: no such file")
        check("lint %pause.json", 2, "island: %pause.json: this is a scenario, not described views: use island play %pause.json (or island demo)")
        check("lint flight --format ansi", 2, #"island: --format: lint writes text or sarif, got "ansi""#)
        check("lint flight --device ipod", 2, #"island: unknown device "ipod"; did you mean "ipad"? (island list shows them all)"#)
    }

    @Test func list() {
        check("list", 0, "")
        check("list x", 2, #"island: list takes no arguments, got "x""#)
        #expect(CommandLineRun("list", "--help").status == 0)
    }

    @Test func snapshot() {
        check("snapshot pizza-delivery --presentation compact", 0, "")
        check("snapshot", 2, "island: snapshot needs an example (island list shows them all)")
        check("snapshot a b", 2, #"island: unexpected argument "b": snapshot shows one example at a time"#)
        check("snapshot piza", 2, #"island: unknown example "piza"; did you mean "pizza-delivery"? (island list shows them all; a .json file of described views works too)"#)
        check("snapshot pizza-delivery --at soon", 2, #"island: --at: expected a duration up to a year, such as "90s" or "1h30m", got "soon""#)
        check("snapshot pizza-delivery --at", 2, "island: --at needs a value")
        check("snapshot pizza-delivery --at 1m --at 2m", 2, "island: --at is given twice; give it once")
        check("snapshot pizza-delivery --presentation compactt", 2, #"island: unknown presentation "compactt"; did you mean "compact"?"#)
        check("snapshot pizza-delivery --device iphone", 2, #"island: unknown device "iphone"; did you mean "iphone-14-pro"? (island list shows them all)"#)
        check("snapshot pizza-delivery --color sometimes", 2, #"island: --color: expected auto, always or never, got "sometimes""#)
        check("snapshot pizza-delivery --color=sometimes", 2, #"island: --color: expected auto, always or never, got "sometimes""#)
        check("snapshot pizza-delivery --styled=yes", 2, #"island: --styled takes no value, got "yes""#)
        check("snapshot pizza-delivery --frobnicate", 2, "island: unknown option --frobnicate")
        check("snapshot pizza-delivery --every 1m", 2, "island: unknown option --every")
        check("snapshot pizza-delivery --scheme dusk", 2, #"island: --scheme: expected light or dark, got "dusk""#)
        check("snapshot pizza-delivery --dynamic-type huge", 2,
              #"island: --dynamic-type: unknown size "huge" (sizes: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5)"#)
        check("snapshot %pause.json", 2, "island: %pause.json: this is a scenario, not described views: use island play %pause.json (or island demo)")
        check("snapshot %update.json", 2, "island: %update.json: this is a push payload, not described views: island validate %update.json checks it")
        check("snapshot %missing.json", 2, "island: %missing.json: no such file")
        // What ActivityKit would refuse is a failure while running: drawn, then said.
        check("snapshot %big-image.json --presentation lock-screen", 1,
              "island: big-image: an image in the lock-screen presentation is framed 900 × 900 pt; ActivityKit allows at most 365 × 160 pt on iPhone 15 Pro")
    }

    @Test func theme() {
        check("snapshot pizza-delivery --presentation compact --theme light", 0, "")
        check("snapshot pizza-delivery --theme drak", 2, #"island: unknown theme "drak"; did you mean "dark"? (built-in themes: dark, light, high-contrast, monochrome)"#)
        check("snapshot pizza-delivery --theme %missing.json", 2, "island: %missing.json: no such file")
        check("snapshot pizza-delivery --theme %bad-theme.json", 2, "island: %bad-theme.json: not valid JSON (unexpected end of file during JSON parse)")
        check("snapshot pizza-delivery --theme %", 2, "island: \(Self.files.directory.path): a directory, not a theme file")
        check("gallery --theme drak", 2, #"island: unknown theme "drak"; did you mean "dark"? (built-in themes: dark, light, high-contrast, monochrome)"#)
        check("demo --theme drak", 2, #"island: unknown theme "drak"; did you mean "dark"? (built-in themes: dark, light, high-contrast, monochrome)"#)
        check("play %pause.json --theme drak", 2, #"island: unknown theme "drak"; did you mean "dark"? (built-in themes: dark, light, high-contrast, monochrome)"#)
        check("validate %pause.json --theme dark", 2, "island: unknown option --theme")
    }

    @Test func state() {
        check(#"snapshot pizza-delivery --presentation compact --state {"driverName":"Ana","deliveryTimer":[1800000000,1800001500]}"#, 0, "")
        check(#"snapshot pizza-delivery --state {"driverName":3}"#, 2, "island: --state: the content state for PizzaDeliveryAttributes: $.driverName: expected a string, got the number 3")
        check("snapshot pizza-delivery --state {oops", 2, "island: --state: line 1, column 2: not valid JSON (invalid value)")
        check("snapshot pizza-delivery --state [1]", 2, "island: --state: $: expected a content state, a JSON object, got a list")
        check("snapshot pizza-delivery --state @%missing.json", 2, "island: %missing.json: no such file")
        check("snapshot pizza-delivery --state @%", 2, "island: \(Self.files.directory.path)/: a directory, not a content state file")
    }

    @Test func gallery() {
        check("gallery --presentation compact", 0, "")
        check("gallery x", 2, #"island: unexpected argument "x": gallery shows every example; island snapshot shows one"#)
        check("gallery --state {}", 2, "island: --state: a content state is for one example: island snapshot <example> --state …")
    }

    @Test func demo() {
        check("demo", 0, "")
        check("demo %pause.json", 0, "")
        check("demo --presentation compact", 2, "island: --presentation: a demo shows the island and the Lock Screen as the system arranges them; island snapshot <example> --presentation NAME shows one")
        check("demo --at 5m", 2, "island: --at: a demo's frames are its scenario's pauses; island play <scenario.json> --at TIME shows any instant")
        check("demo --every 1m", 2, "island: --every: a demo's frames are its scenario's pauses; island play <scenario.json> --every STEP shows instants at a step")
        check("demo --styled", 2, "island: --styled: a demo is a terminal show; island snapshot <example> --styled prints the legend of styles")
        check("demo --state {}", 2, "island: --state: a demo's states come from its scenario; island snapshot <example> --state JSON draws one")
        check("demo a b", 2, #"island: unexpected argument "b": demo plays one scenario"#)
        check("demo %missing.json", 2, "island: %missing.json: no such file")
        check("demo %no-pause.json", 2, "island: %no-pause.json: no pauses: a demo shows a scenario's pause events (docs/Scenarios.md); island play shows any instant")
        check("demo %three-pauses.json --max-frames 2", 2, "island: %three-pauses.json: 3 pauses, a frame each; a demo draws at most 2 (--max-frames raises the cap)")
        check("demo %three-pauses.json --max-frames 3", 0, "")
        check("demo --max-frames 0", 2, #"island: --max-frames: expected a whole number from 1 to 1,000,000, got "0""#)
        check("demo --device ipad --device ipad", 2, "island: --device is given twice; give it once")
    }

    @Test func play() {
        check("play %pause.json", 0, "")
        check("play %pause.json --at 0s --at 1m", 0, "")
        check("play", 2, "island: play needs a scenario file (see docs/Scenarios.md)")
        check("play a b", 2, #"island: unexpected argument "b""#)
        check("play %update.json", 2, "island: %update.json: this is a push payload: island validate %update.json checks it; a scenario's push event plays it (docs/PushPayloads.md)")
        check("play %views.json", 2, "island: %views.json: these are described views, not a scenario: island snapshot %views.json draws them")
        check("play %two-problems.json", 2, #"island: %two-problems.json: $.timeline[0]: no activity "ghost" was requested before"#)
        #expect(CommandLineRun("play", Self.expand("%two-problems.json")).errorLines.count == 2)
        check("play %empty.json", 0, "island: %empty.json: the timeline is empty: nothing to play")
        check("play %pause.json --every 0s", 2, #"island: --every: expected a duration above zero, such as "30s" or "5m", got "0s""#)
        check("play %three-pauses.json --every 1s --max-frames 2", 2,
              "island: --every 1s gives 3 frames over 2s; at most 2 (a larger step, --at for the instants that matter, or --max-frames raises the cap)")
        check("play %three-pauses.json --max-frames 2", 2,
              "island: %three-pauses.json: 3 frames to draw (one at each event's time); at most 2 (--every or --at for fewer, or --max-frames raises the cap)")
        check("play %three-pauses.json --max-frames 3", 0, "")
        check("play %pause.json --styled", 2, "island: unknown option --styled")
    }

    @Test func validate() {
        check("validate %pause.json", 0, "")
        check("validate %update.json --example pizza-delivery", 0, "")
        check("validate", 2, "island: validate needs a scenario file (see docs/Scenarios.md)")
        check("validate %other.json", 2, #"island: %other.json: expected a scenario (an object with "timeline") or a push payload (an object with "aps")"#)
        check("validate %views.json", 2, "island: %views.json: these are described views: island snapshot %views.json draws them, and reports their problems")
        check("validate %pause.json --example pizza-delivery", 2, "island: --example is for push payloads: island validate payload.json --example pizza-delivery")
        check("validate %update.json --example flight", 2,
              #"island: %update.json: $.aps["content-state"]: the content state for FlightAttributes: $: missing required key "status""#)
        check("validate %update.json --example flght", 2,
              #"island: --example: unknown example "flght"; did you mean "flight"? (island list shows them; a .json file of described views works too)"#)
        check("validate %pause.json --at 1m", 2, "island: unknown option --at")
    }

    @Test func record() {
        check("record flight -o %flight.cast", 0, "")
        check("record flight", 2, "island: record needs -o FILE.cast: where to write the recording (-o - for standard output)")
        check("record", 2, "island: record needs a scenario file or an example (island list shows them), and -o FILE.cast")
        check("record %missing.json -o %x.cast", 2, "island: %missing.json: no such file")
        check("record %three-pauses.json -o %x.cast --max-frames 2", 2,
              "island: %three-pauses.json: 3 frames to record; at most 2 (--max-frames raises the cap)")
        check("record flight -o /nonexistent/x.cast", 1, "island: /nonexistent/x.cast: could not be written (no such file or directory)")
        if FileManager.default.fileExists(atPath: "/dev/full") {  // Linux's; macOS has none
            check("record flight -o /dev/full", 1, "island: /dev/full: could not be written (no space left on device)")
        }
        check("record %pause.json -o %x.cast extra", 2, #"island: unexpected argument "extra": record takes one scenario"#)
        check("record %empty.json -o %x.cast", 2, "island: %empty.json: the timeline is empty: nothing to record")
        check("record flght -o %x.cast", 2,
              #"island: unknown example "flght"; did you mean "flight"? (island list shows them all; a .json file of described views works too)"#)
        check("record flight -o %x.cast --theme nope", 2, #"island: unknown theme "nope" (built-in themes: dark, light, high-contrast, monochrome)"#)
        check("record flight -o %x.cast --motion fast", 2, #"island: --motion: expected full, reduced or none, got "fast""#)
        check("record flight -o %x.cast --max-frames 0", 2, #"island: --max-frames: expected a whole number from 1 to 1,000,000, got "0""#)
        check("record flight -o %x.cast -o %y.cast", 2, "island: --output is given twice; give it once")
    }

    @Test func preview() {
        // Without a terminal, preview prints what it would show.
        check("preview flight", 0, "")
        check("preview", 2, "island: preview needs an example, a views .json file or a scenario .json file (island list shows the examples)")
        check("preview a b", 2, #"island: unexpected argument "b": preview shows one thing"#)
        check("preview %missing.json", 2, "island: %missing.json: no such file")
        check("preview %update.json", 2, "island: %update.json: this is a push payload, not described views: island validate %update.json checks it")
        check("preview %pause.json", 0, "")
        check("preview %views.json --at 5m", 0, "")
        check("preview flght", 2,
              #"island: unknown example "flght"; did you mean "flight"? (island list shows them all; a .json file of described views works too)"#)
        check("preview flight --device iPhone9", 2, #"island: unknown device "iPhone9"; did you mean "iphone-14-pro"? (island list shows them all)"#)
        check("preview flight --theme nope", 2, #"island: unknown theme "nope" (built-in themes: dark, light, high-contrast, monochrome)"#)
        check("preview flight --theme %bad-theme.json", 2, "island: %bad-theme.json: not valid JSON (unexpected end of file during JSON parse)")
        check("preview flight --at soon", 2, #"island: --at: expected a duration up to a year, such as "90s" or "1h30m", got "soon""#)
        check("preview flight --at 1m --at 2m", 2, "island: --at is given twice; give it once")
        check("preview flight --motion fast", 2, #"island: --motion: expected full, reduced or none, got "fast""#)
        check("preview flight --every 1m", 2, "island: unknown option --every")
        check("preview flight --device apple-watch-45mm", 2,
              "island: --device apple-watch-45mm: preview draws iPhones and iPad; island snapshot EXAMPLE --device apple-watch-45mm shows this one")
        check("preview flight --device ipad", 0, "")
        check("preview flight --scheme light --dynamic-type accessibility2", 0, "")
        check("preview flight --scheme dusk", 2, #"island: --scheme: expected light or dark, got "dusk""#)
    }

    @Test func aFailedWriteIsAFailureAndAClosedPipeIsQuiet() {
        for command in [["list"], ["gallery", "--presentation", "compact"], ["snapshot", "flight"], ["demo"],
                        ["play", Self.expand("%pause.json")], ["validate", Self.expand("%pause.json")], ["--version"], ["help"]] {
            let full = CommandLineRun(command, failing: ENOSPC)
            #expect(full.status == 1, "\(command)")
            #expect(full.errors == "island: could not write the output: no space left on device\n", "\(command)")
            let closed = CommandLineRun(command, failing: EPIPE)
            #expect(closed.status == 128 + SIGPIPE, "\(command)")
            #expect(closed.errors.isEmpty, "\(command)")
        }
    }
}
