import CursesBackend
import Foundation
import TerminalCanvas

/// `island-bench peers RUNS_FILE UPDATES [--whole]`: TermIsland's driver in the peer
/// benchmark (Tests/Benchmarks/peers/, docs/BENCHMARKS.md), not a suite to run by hand.
///
/// It draws the screen `Tests/Benchmarks/peers/screen.py` defines, read from the runs file the
/// runner writes, into the terminal it was started in. By default as an ncurses program written
/// by hand does: one canvas kept by the backend (`CursesBackend.update`), each update painting
/// only what changed (the countdown's five cells, card 2) and a full repaint painting nothing
/// after `invalidate()`. With `--whole`, as a program that renders every frame whole does (the
/// previewer): the whole screen painted into a new canvas and presented. The steps and the fence
/// after each are those of `Tests/Benchmarks/peers/protocol.py`; its CPU time is the process's,
/// as every peer reports it. `--only tick` (or `card`, `full`) makes only that kind of update, for
/// a profile of one kind alone (`perf record`, `valgrind --tool=callgrind`).
func runPeerScreenDriver(_ arguments: [String]) {
    guard let options = PeerDriverOptions(arguments: arguments) else {
        FileHandle.standardError.write(Data("usage: island-bench peers RUNS_FILE UPDATES [--whole] [--only tick|card|full] (run by Tests/Benchmarks/peers/run.py)\n".utf8))
        exit(2)
    }
    let (whole, only, updates) = (options.whole, options.only, options.updates)
    let screen: PeerScreen
    let backend: CursesBackend
    do {
        screen = try PeerScreen(contentsOf: options.runsPath)
        backend = try CursesBackend(environment: ProcessInfo.processInfo.environment)
    } catch {
        FileHandle.standardError.write(Data("island-bench peers: \(error)\n".utf8))
        exit(1)
    }
    var variant = 0, seconds = PeerScreen.startSeconds
    // Each component's runs, cut out before the first update as the curses floor cuts its own,
    // so that an update measures the backend's work and not this driver's clipping.
    var cuts = Dictionary(uniqueKeysWithValues: ["countdown", "card2"].map { name in
        (name, [0, 1].map { screen.runs(variant: $0, within: screen.components[name]!) })
    })
    cuts["screen"] = screen.variants

    func update(_ label: String, changed component: String?, _ change: () -> Void) {
        if let only, label != only.rawValue, label != "initial" { return }
        let start = processCPUNanoseconds()
        change()
        if whole {
            _ = try? backend.present(screen.canvas(variant: variant, seconds: seconds))
        } else {
            _ = try? backend.update { canvas in
                if let component { PeerScreen.paint(cuts[component]![variant], into: &canvas, seconds: seconds) }
            }
        }
        writePeerFence(label, cpuNanoseconds: processCPUNanoseconds() - start)
    }
    update("initial", changed: "screen") {}
    for _ in 0..<updates {
        update("tick", changed: "countdown") { seconds -= 1 }
        update("card", changed: "card2") { variant ^= 1 }
        update("full", changed: nil) { backend.invalidate() }
    }
    backend.end()
}

/// What `island-bench peers` is asked: the runs file, how many updates of each kind, whether
/// each is a whole new frame, and one kind alone if `--only` names it.
struct PeerDriverOptions: Equatable {
    /// The kinds of update, as the fences name them.
    enum Update: String, CaseIterable { case tick, card, full }

    var runsPath: String
    var updates: Int
    var whole: Bool
    var only: Update?

    init(runsPath: String, updates: Int, whole: Bool, only: Update?) {
        (self.runsPath, self.updates, self.whole, self.only) = (runsPath, updates, whole, only)
    }

    /// Nil for anything else: a count that is not a number of zero or more, an `--only` without
    /// a kind it knows, a word too many or too few.
    init?(arguments: [String]) {
        var arguments = arguments
        whole = arguments.contains("--whole")
        arguments.removeAll { $0 == "--whole" }
        only = nil
        if let flag = arguments.firstIndex(of: "--only") {
            guard flag + 1 < arguments.count, let kind = Update(rawValue: arguments[flag + 1]) else { return nil }
            only = kind
            arguments.removeSubrange(flag...(flag + 1))
        }
        guard arguments.count == 2, let updates = Int(arguments[1]), updates >= 0 else { return nil }
        (runsPath, self.updates) = (arguments[0], updates)
    }
}

/// The peer benchmark's screen, as `Tests/Benchmarks/peers/screen.py` defines it (the one
/// definition every driver reads): for each variant, each row's runs of styled text, one of them
/// the countdown's mark, which is drawn as `MM:SS`; and the components' rectangles (`card2`,
/// `countdown`), which say what an update changes.
struct PeerScreen {
    static let width = 200, height = 50
    static let startSeconds = 25 * 60
    static let countdownMark = "@@@@@"

    struct Run {
        var row: Int, column: Int, text: String, style: Style
        /// Whether `text` is the countdown's mark: asked once, not of all 534 runs at every
        /// frame (non-ASCII text takes Swift's slow comparison, which showed in the profile of a
        /// whole-frame run as the driver's own cost, not the backend's).
        var isCountdownMark: Bool

        init(row: Int, column: Int, text: String, style: Style) {
            (self.row, self.column, self.text, self.style) = (row, column, text, style)
            isCountdownMark = text == PeerScreen.countdownMark
        }
    }

    /// Runs by variant (0 and 1).
    var variants: [[Run]] = [[], []]
    /// The components by name ("header", "card0" … "card3", "countdown", "log", "footer"), and
    /// "screen", the whole of it.
    var components: [String: Rect] = ["screen": Rect(x: 0, y: 0, width: PeerScreen.width, height: PeerScreen.height)]

    /// Reads a file of `run VARIANT ROW COLUMN FG BG ATTRS TEXT` and `component NAME X Y W H`
    /// lines (screen.py's `write_runs`); other lines are skipped.
    init(contentsOf path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("component ") {
                let fields = line.split(separator: " ")
                let numbers = fields.dropFirst(2).compactMap { Int($0) }
                guard fields.count == 6, numbers.count == 4 else {
                    throw BenchError("\(path):\(number + 1): expected component NAME X Y W H, got \(line)")
                }
                components[String(fields[1])] = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
                continue
            }
            guard line.hasPrefix("run ") else { continue }
            let fields = line.split(separator: " ", maxSplits: 7, omittingEmptySubsequences: false)
            guard fields.count == 8, let variant = Int(fields[1]), (0...1).contains(variant),
                  let row = Int(fields[2]), let column = Int(fields[3]),
                  let foreground = UInt8(fields[4]), let background = UInt8(fields[5]) else {
                throw BenchError("\(path):\(number + 1): expected run VARIANT ROW COLUMN FG BG ATTRS TEXT, got \(line)")
            }
            var attributes: TextAttributes = []
            if fields[6].contains("b") { attributes.insert(.bold) }
            if fields[6].contains("i") { attributes.insert(.italic) }
            if fields[6].contains("u") { attributes.insert(.underline) }
            let style = Style(foreground: .indexed(foreground), background: .indexed(background), attributes: attributes)
            variants[variant].append(Run(row: row, column: column, text: String(fields[7]), style: style))
        }
        guard !variants[0].isEmpty, !variants[1].isEmpty else { throw BenchError("\(path): no runs for variants 0 and 1") }
        for name in ["card2", "countdown"] where components[name] == nil {
            throw BenchError("\(path): no component \(name)")
        }
    }

    /// The screen written by `python3 Tests/Benchmarks/peers/screen.py` into a scratch file, for
    /// the suites run by hand; nil, saying why on standard error, where that cannot run.
    static func generated() -> PeerScreen? {
        let path = NSTemporaryDirectory() + "termisland-peer-screen-\(getpid()).txt"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "Tests/Benchmarks/peers/screen.py", path]
        do {
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw BenchError("python3 screen.py exited \(process.terminationStatus)") }
            return try PeerScreen(contentsOf: path)
        } catch {
            FileHandle.standardError.write(Data("island-bench: the peer screen is skipped: \(error) (run from the repository's root, with python3)\n".utf8))
            return nil
        }
    }

    /// The whole screen in a state, painted from nothing.
    func canvas(variant: Int, seconds: Int) -> Canvas {
        var canvas = Canvas(width: Self.width, height: Self.height)
        paint(into: &canvas, variant: variant, seconds: seconds, within: nil)
        return canvas
    }

    /// Paints the state's runs over `canvas`, only the parts inside `rect` when given.
    func paint(into canvas: inout Canvas, variant: Int, seconds: Int, within rect: Rect?) {
        Self.paint(rect.map { runs(variant: variant, within: $0) } ?? variants[variant], into: &canvas, seconds: seconds)
    }

    /// The state's runs cut to `rect` (the runs are one column a character, as screen.py draws
    /// them).
    func runs(variant: Int, within rect: Rect) -> [Run] {
        variants[variant].compactMap { run in
            guard run.row >= rect.origin.y, run.row < rect.origin.y + rect.size.height else { return nil }
            let characters = Array(run.text)
            let start = max(run.column, rect.origin.x), end = min(run.column + characters.count, rect.origin.x + rect.size.width)
            guard start < end else { return nil }
            let text = run.isCountdownMark ? run.text : String(characters[(start - run.column)..<(end - run.column)])
            return Run(row: run.row, column: start, text: text, style: run.style)
        }
    }

    /// Paints runs, the countdown's mark drawn as `MM:SS`.
    static func paint(_ runs: [Run], into canvas: inout Canvas, seconds: Int) {
        let countdown = countdownText(seconds)
        // Each run read in place, not copied out (`for run in runs`), and its text handed on,
        // not chosen into a new value: each copy retained and released the run's string. One
        // retain and release a run is left, the caller's, as in any program passing a string.
        for index in runs.indices {
            let point = Point(x: runs[index].column, y: runs[index].row)
            if runs[index].isCountdownMark {
                canvas.write(countdown, at: point, style: runs[index].style)
            } else {
                canvas.write(runs[index].text, at: point, style: runs[index].style)
            }
        }
    }

    /// `seconds` as the countdown draws it, `MM:SS` (protocol.py's `countdown_text`), made from
    /// its digits: `String(format:)` took Foundation's formatter, 3% of a tick.
    static func countdownText(_ seconds: Int) -> String {
        guard seconds >= 0 && seconds < 100 * 60 else { return String(format: "%02d:%02d", seconds / 60, seconds % 60) }
        let minutes = seconds / 60, rest = seconds % 60
        let digits: [UInt8] = [UInt8(48 + minutes / 10), UInt8(48 + minutes % 10), 58, UInt8(48 + rest / 10), UInt8(48 + rest % 10)]
        return String(decoding: digits, as: UTF8.self)
    }
}

/// Writes the peer benchmark's fence (`ESC ] 7777 ; LABEL ; CPU_NS BEL`) to standard output,
/// the terminal the runner reads.
func writePeerFence(_ label: String, cpuNanoseconds: UInt64) {
    let bytes = Array("\u{1B}]7777;\(label);\(cpuNanoseconds)\u{07}".utf8)
    var written = 0
    while written < bytes.count {
        let result = bytes[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        if result < 0 && errno == EINTR { continue }
        if result <= 0 { return }
        written += result
    }
}

/// CPU time of the whole process, all threads, in nanoseconds.
func processCPUNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}
