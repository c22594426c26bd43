import CTerminalPlatform
import CursesBackend
import Foundation
import Synchronization
import TerminalCanvas

/// `island-bench terminal`: the ncurses backend painting a 200×50 screen into a pseudo-terminal,
/// beside the project's own ANSI encoder on the same changes.
///
/// A reader thread drains the pty and counts what the backend wrote, so each frame's bytes are
/// exact. Cases: a countdown tick (five cells of one row change) against the changed-cell
/// bound; a presentation change (a compact island becomes an expanded one); a full repaint of
/// every cell on a cleared screen (as after a resize); and an idle wait. Times are CPU time of
/// the presenting thread per frame (what a frame costs the machine) and wall time; one JSON
/// line per case with medians. `--repetitions N` (default 1000; full repaints a tenth).
func runTerminalBenchmarks(_ arguments: [String]) {
    var repetitions = 1_000
    if let flag = arguments.firstIndex(of: "--repetitions"), flag + 1 < arguments.count,
       let value = Int(arguments[flag + 1]), value > 0 {
        repetitions = value
    }
    let pty: PseudoTerminal
    let backend: CursesBackend
    do {
        pty = try PseudoTerminal(width: TerminalBenchScene.width, height: TerminalBenchScene.height)
        backend = try CursesBackend(path: pty.devicePath, environment: ["TERM": "xterm-256color"])
    } catch {
        FileHandle.standardError.write(Data("island-bench terminal: \(error)\n".utf8))
        exit(1)
    }
    defer { backend.end() }
    let base = TerminalBenchScene.screen(seconds: 25 * 60)
    try? backend.present(base)
    pty.settle()

    func measure(_ name: String, frames: [Canvas], repetitions: Int, full: Bool, extra: KeyValuePairs<String, BenchValue> = [:]) {
        var bytes: [Double] = [], cpu: [Double] = [], wall: [Double] = [], encoderBytes: [Double] = [], encoderTime: [Double] = []
        var previous = frames[0]
        try? backend.present(previous)
        pty.settle()
        let encoder = ANSIEncoder(depth: .ansi256)
        for index in 0..<repetitions {
            let next = frames[(index + 1) % frames.count]
            let changes = full ? diff(Canvas(size: .zero), next) : diff(previous, next)
            let encodeStart = monotonicNanoseconds()
            let encoded = encoder.bytes(for: changes).count
            encoderTime.append(Double(monotonicNanoseconds() - encodeStart))
            encoderBytes.append(Double(encoded))
            if full { backend.invalidate() }
            let before = pty.bytesRead
            let cpuStart = threadCPUNanoseconds(), wallStart = monotonicNanoseconds()
            try? backend.present(next)
            cpu.append(Double(threadCPUNanoseconds() - cpuStart))
            wall.append(Double(monotonicNanoseconds() - wallStart))
            pty.settle()
            bytes.append(Double(pty.bytesRead - before))
            previous = next
        }
        var record = BenchRecord([
            "suite": .string("terminal"), "case": .string(name), "size": .string("200x50"),
            "bytes": .integer(Int(median(bytes))), "cpu_us": .number(median(cpu) / 1_000),
            "wall_us": .number(median(wall) / 1_000), "ansi_bytes": .integer(Int(median(encoderBytes))),
            "ansi_us": .number(median(encoderTime) / 1_000), "bytes_total": .integer(Int(bytes.reduce(0, +))),
        ])
        for (key, value) in extra { record.append(key, value) }
        record.append("repetitions", .integer(repetitions))
        print(record.jsonLine)
    }

    // A countdown tick: a minute of seconds, each a frame.
    let ticks = (0..<60).map { TerminalBenchScene.screen(seconds: 25 * 60 - $0) }
    let bound = TerminalBenchScene.changedCellBound(from: ticks[0], to: ticks[1])
    measure("tick", frames: ticks, repetitions: repetitions, full: false, extra: ["bound_bytes": .integer(bound)])
    // A presentation change: the compact island and the expanded one, back and forth.
    let presentations = [TerminalBenchScene.screen(seconds: 1500), TerminalBenchScene.screen(seconds: 1500, expanded: true)]
    measure("presentation", frames: presentations, repetitions: repetitions, full: false,
            extra: ["cells": .integer(diff(presentations[0], presentations[1]).changedCellCount)])
    // A full repaint on a cleared screen, as after a resize.
    measure("full", frames: [base, CanvasBenchScene.canvas(variant: 1)], repetitions: max(repetitions / 10, 1), full: true)

    // Idle: waiting a second for input that does not come costs no CPU and writes nothing.
    let before = pty.bytesRead
    let cpuStart = threadCPUNanoseconds()
    _ = try? backend.nextEvent(before: .now + .seconds(1))
    try? backend.present(ticks[0])  // unchanged: nothing to send
    pty.settle()
    print(BenchRecord([
        "suite": .string("terminal"), "case": .string("idle"), "wait_ms": .integer(1000),
        "cpu_us": .number(Double(threadCPUNanoseconds() - cpuStart) / 1_000), "bytes": .integer(pty.bytesRead - before),
    ]).jsonLine)

    // Transitions, frame by frame at 60 a second (bytes_total: the whole transition), against
    // the full repaint above.
    for (name, frames) in MotionBenchTransitions.all() {
        measure("transition: \(name)", frames: frames, repetitions: frames.count - 1, full: false,
                extra: ["frames": .integer(frames.count)])
    }

}

/// CPU time of the calling thread, in nanoseconds.
func threadCPUNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// A pseudo-terminal whose output a thread drains and counts.
final class PseudoTerminal: @unchecked Sendable {
    let devicePath: String
    private let master: Int32
    private let count = Atomic<Int>(0)

    init(width: Int, height: Int) throws {
        var controller: Int32 = -1
        var path = [CChar](repeating: 0, count: 128)
        guard termisland_open_pseudo_terminal(&controller, &path, Int32(path.count), Int32(height), Int32(width)) == 0 else {
            throw BenchError("no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        master = controller
        devicePath = String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let thread = Thread { [master, self] in
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let result = read(master, &buffer, buffer.count)
                if result < 0 && errno == EINTR { continue }
                if result <= 0 { return }
                self.count.add(result, ordering: .relaxed)
            }
        }
        thread.start()
    }

    /// Bytes the program has written so far.
    var bytesRead: Int { count.load(ordering: .relaxed) }

    /// Waits until everything written has been read (the count stops moving and nothing is
    /// pending in the pty).
    func settle() {
        var last = -1
        while true {
            let pending = termisland_pending_bytes(master)
            let now = bytesRead
            if pending <= 0 && now == last { return }
            last = now
            usleep(200)
        }
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The screens of the terminal benchmark: the canvas benchmark's styled 200×50 text with a
/// Live Activity's island on top, a countdown in it.
enum TerminalBenchScene {
    static let width = CanvasBenchScene.width
    static let height = CanvasBenchScene.height
    static let countdownStyle = Style(foreground: .rgb(255, 136, 0), attributes: .bold)
    static let countdownOrigin = Point(x: 96, y: 2)

    static func screen(seconds: Int, expanded: Bool = false) -> Canvas {
        var canvas = CanvasBenchScene.canvas(variant: 0)
        let island = expanded ? Rect(x: 60, y: 1, width: 80, height: 9) : Rect(x: 80, y: 1, width: 40, height: 3)
        canvas.fill(island, style: Style(background: .black))
        canvas.drawBox(island, style: Style(foreground: .brightBlack, background: .black))
        canvas.write("🍕 2", at: Point(x: island.minX + 2, y: 2), style: Style(foreground: .white, background: .black))
        if expanded {
            canvas.write("Bill James is on their way!", at: Point(x: 70, y: 4), style: Style(foreground: .white, background: .black))
            canvas.drawHorizontalBar(at: Point(x: 64, y: 6), width: 72, fraction: 0.4, style: Style(foreground: .green, background: .black))
            canvas.write("Call driver", at: Point(x: 64, y: 8), style: Style(foreground: .cyan, background: .black, attributes: .underline))
        }
        let text = String(format: "%02d:%02d", seconds / 60, seconds % 60)
        canvas.write(text, at: Point(x: expanded ? 130 : countdownOrigin.x + 16, y: countdownOrigin.y),
                     style: Style(foreground: .rgb(255, 136, 0), background: .black, attributes: .bold))
        return canvas
    }

    /// The fewest bytes that change `previous` into `next` on a terminal: each run's graphemes,
    /// the shortest cursor move to it (CUP, or CUF along the same row, or reprinting the cells
    /// between when that is shorter), the SGR to set its style from plain, and one reset at the
    /// end if a style was set.
    static func changedCellBound(from previous: Canvas, to next: Canvas) -> Int {
        var total = 0
        var cursor: Point?
        var styled = false
        var current = Style.plain
        for run in diff(previous, next) {
            let cup = "\u{1B}[\(run.row + 1);\(run.column + 1)H".utf8.count
            var move = cup
            if let cursor, cursor.y == run.row, cursor.x <= run.column {
                let gap = run.column - cursor.x
                move = min(move, gap == 0 ? 0 : "\u{1B}[\(gap)C".utf8.count, gap)
            }
            total += move
            for cell in run.cells where !cell.isContinuation {
                var bytes: [UInt8] = []
                cell.appendUTF8(to: &bytes)
                total += bytes.count
            }
            if let first = run.cells.first, first.style != current {
                // The SGR alone, as the ANSI encoder writes it from plain: no space, no reset.
                var one = Canvas(width: 1, height: 1)
                one[0, 0] = Cell(" ", style: first.style)
                total += ANSIEncoder(depth: .ansi256).bytes(for: one).count - 1 - 4
                current = first.style
                styled = true
            }
            cursor = Point(x: run.column + run.cells.count, y: run.row)
        }
        return total + (styled ? 3 : 0)  // ESC [ m
    }
}
