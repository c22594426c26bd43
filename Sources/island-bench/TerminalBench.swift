import CTerminalPlatform
import CursesBackend
import Foundation
import Motion
import TerminalCanvas
import TerminalEncoders

/// `island-bench terminal`: the ncurses backend painting a 200×50 screen into a pseudo-terminal,
/// beside the project's own ANSI encoder on the same changes.
///
/// A reader thread drains the pty, and each update's bytes are those before the fence written
/// after it (`PseudoTerminal`), so they are exact on a loaded machine too. First issue 24's
/// updates on the peer benchmark's screen (`PeerUpdateBench`): a countdown tick, one card's
/// content changed, a full repaint. Then, on a screen of styled text with an island on top: a
/// countdown tick (five cells of one row change) against the changed-cell bound; a
/// presentation change (a compact island becomes an expanded one); a full repaint of every cell
/// on a cleared screen (as after a resize); an idle wait; the transitions frame by frame, from
/// frames drawn beforehand, then drawn as they are shown (into a new canvas or the backend's). Times
/// are CPU time of the presenting thread per update (what an update costs the machine) and wall
/// time; one JSON line per case with medians. `--repetitions N` (default 1000; full repaints a
/// tenth); `--peer` runs the peer screen's updates only.
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
    let meter = UpdateMeter(pty: pty)

    runPeerUpdateBenchmarks(backend: backend, meter: meter, repetitions: repetitions)
    if arguments.contains("--peer") { return }

    let base = TerminalBenchScene.screen(seconds: 25 * 60)
    meter.sample { _ = try? backend.present(base) }

    func measure(_ name: String, frames: [Canvas], repetitions: Int, full: Bool, extra: KeyValuePairs<String, BenchValue> = [:]) {
        var samples: [UpdateSample] = [], encoderBytes: [Double] = [], encoderTime: [Double] = []
        var previous = frames[0]
        meter.sample { _ = try? backend.present(previous) }
        let encoder = ANSIEncoder(depth: .ansi256)
        for index in 0..<repetitions {
            let next = frames[(index + 1) % frames.count]
            let changes = full ? diff(Canvas(size: .zero), next) : diff(previous, next)
            let encodeStart = monotonicNanoseconds()
            let encoded = encoder.bytes(for: changes).count
            encoderTime.append(Double(monotonicNanoseconds() - encodeStart))
            encoderBytes.append(Double(encoded))
            if full { backend.invalidate() }
            samples.append(meter.sample { _ = try? backend.present(next) })
            previous = next
        }
        var record = UpdateSample.record(name, samples)
        record.append("ansi_bytes", .integer(Int(median(encoderBytes))))
        record.append("ansi_us", .number(median(encoderTime) / 1_000))
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
    meter.sample { _ = try? backend.present(ticks[0]) }
    let idle = meter.sample {
        _ = try? backend.nextEvent(before: .now + .seconds(1))
        _ = try? backend.present(ticks[0])  // unchanged: nothing to send
    }
    print(BenchRecord([
        "suite": .string("terminal"), "case": .string("idle"), "wait_ms": .integer(1000),
        "cpu_us": .number(idle.cpu / 1_000), "bytes": .integer(Int(idle.bytes)),
    ]).jsonLine)

    // Transitions, frame by frame at 60 a second (bytes_total: the whole transition), against
    // the full repaint above.
    for (name, frames) in MotionBenchTransitions.all() {
        measure("transition: \(name)", frames: frames, repetitions: frames.count - 1, full: false,
                extra: ["frames": .integer(frames.count)])
    }

    // Transitions drawn frame by frame as the previewer draws them: a new canvas each frame
    // (`canvas(at:)`, presented) against the backend's canvas reused (`draw(at:into:)` in an
    // update). CPU per frame, drawing included; ten passes of each transition.
    for (name, transition) in MotionBenchTransitions.transitions() {
        let times = Array(stride(from: 0.0, through: transition.duration, by: 1.0 / 60))
        var fresh: [UpdateSample] = [], reused: [UpdateSample] = []
        for _ in 0..<10 {
            meter.sample { _ = try? backend.present(transition.previous.canvas) }
            for time in times.dropFirst() { fresh.append(meter.sample { _ = try? backend.present(transition.canvas(at: time)) }) }
            meter.sample { _ = try? backend.present(transition.previous.canvas) }
            for time in times.dropFirst() { reused.append(meter.sample { _ = try? backend.update { transition.draw(at: time, into: &$0) } }) }
        }
        var record = UpdateSample.record("transition drawn: \(name)", reused)
        record.append("fresh_cpu_us", .number(median(fresh.map(\.cpu)) / 1_000))
        record.append("fresh_bytes", .integer(Int(median(fresh.map(\.bytes)))))
        record.append("frames", .integer(times.count))
        print(record.jsonLine)
    }
}

/// What one update cost: CPU time of the updating thread and wall time (nanoseconds), and the
/// bytes it wrote to the terminal.
struct UpdateSample {
    var cpu: Double
    var wall: Double
    var bytes: Double

    /// A JSON record of the medians of `samples` (and their total bytes).
    static func record(_ name: String, _ samples: [UpdateSample]) -> BenchRecord {
        BenchRecord([
            "suite": .string("terminal"), "case": .string(name), "size": .string("200x50"),
            "bytes": .integer(Int(median(samples.map(\.bytes)))), "cpu_us": .number(median(samples.map(\.cpu)) / 1_000),
            "wall_us": .number(median(samples.map(\.wall)) / 1_000),
            "bytes_total": .integer(Int(samples.map(\.bytes).reduce(0, +))),
        ])
    }
}

/// Times an update and counts its bytes up to the fence written after it.
struct UpdateMeter {
    let pty: PseudoTerminal

    @discardableResult
    func sample(_ update: () -> Void) -> UpdateSample {
        let cpuStart = threadCPUNanoseconds(), wallStart = monotonicNanoseconds()
        update()
        let cpu = Double(threadCPUNanoseconds() - cpuStart), wall = Double(monotonicNanoseconds() - wallStart)
        guard let bytes = pty.bytesUpToFence() else {
            FileHandle.standardError.write(Data("island-bench terminal: a fence did not come back within 30 s\n".utf8))
            exit(1)
        }
        return UpdateSample(cpu: cpu, wall: wall, bytes: Double(bytes))
    }
}

/// CPU time of the calling thread, in nanoseconds.
func threadCPUNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
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
