import CursesBackend
import Foundation
import TerminalCanvas

/// `island-bench peers RUNS_FILE UPDATES [--painted]`: TermIsland's driver in the peer
/// benchmark (Tests/Benchmarks/peers/, docs/BENCHMARKS.md), not a suite to run by hand.
///
/// It draws the screen `Tests/Benchmarks/peers/screen.py` defines, read from the runs file the runner
/// writes, into the terminal it was started in, as a TermIsland program does: each update
/// paints the whole canvas again and `CursesBackend.present` sends what changed. With
/// `--painted` every canvas is painted before the first update, so an update's time is the
/// backend's alone (diff, ncurses, `write`). The steps and the fence after each are those of
/// `Tests/Benchmarks/peers/protocol.py`; its CPU time is the process's, as every peer reports it.
func runPeerScreenDriver(_ arguments: [String]) {
    let painted = arguments.contains("--painted")
    let arguments = arguments.filter { $0 != "--painted" }
    guard arguments.count == 2, let updates = Int(arguments[1]), updates >= 0 else {
        FileHandle.standardError.write(Data("usage: island-bench peers RUNS_FILE UPDATES [--painted] (run by Tests/Benchmarks/peers/run.py)\n".utf8))
        exit(2)
    }
    let screen: PeerScreen
    let backend: CursesBackend
    do {
        screen = try PeerScreen(contentsOf: arguments[0])
        backend = try CursesBackend(environment: ProcessInfo.processInfo.environment)
    } catch {
        FileHandle.standardError.write(Data("island-bench peers: \(error)\n".utf8))
        exit(1)
    }
    var variant = 0, seconds = PeerScreen.startSeconds
    // The canvases of every state the run goes through (the countdown down to its last second,
    // in both variants), when they are painted beforehand.
    let lastSecond = PeerScreen.startSeconds - updates
    let paintedCanvases = painted
        ? (0...1).map { variant in (lastSecond...PeerScreen.startSeconds).map { screen.canvas(variant: variant, seconds: $0) } }
        : []

    func update(_ label: String, _ change: () -> Void) {
        let start = processCPUNanoseconds()
        change()
        let canvas = painted ? paintedCanvases[variant][seconds - lastSecond] : screen.canvas(variant: variant, seconds: seconds)
        try? backend.present(canvas)
        writePeerFence(label, cpuNanoseconds: processCPUNanoseconds() - start)
    }
    update("initial") {}
    for _ in 0..<updates {
        update("tick") { seconds -= 1 }
        update("card") { variant ^= 1 }
        update("full") { backend.invalidate() }
    }
    backend.end()
}

/// The peer benchmark's screen: for each variant, each row's runs of styled text, one of them
/// the countdown's mark, which is drawn as `MM:SS`.
struct PeerScreen {
    static let width = 200, height = 50
    static let startSeconds = 25 * 60
    static let countdownMark = "@@@@@"

    struct Run {
        var row: Int, column: Int, text: String, style: Style
    }

    /// Runs by variant (0 and 1).
    var variants: [[Run]] = [[], []]

    /// Reads a file of `run VARIANT ROW COLUMN FG BG ATTRS TEXT` lines (screen.py's
    /// `write_runs`); other lines are skipped.
    init(contentsOf path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.hasPrefix("run ") {
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
    }

    /// The whole screen in a state, painted from nothing.
    func canvas(variant: Int, seconds: Int) -> Canvas {
        var canvas = Canvas(width: Self.width, height: Self.height)
        let countdown = String(format: "%02d:%02d", seconds / 60, seconds % 60)
        for run in variants[variant] {
            canvas.write(run.text == Self.countdownMark ? countdown : run.text, at: Point(x: run.column, y: run.row), style: run.style)
        }
        return canvas
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
