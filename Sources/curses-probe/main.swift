// curses-probe: a small program the terminal tests run in a pseudo-terminal or tmux. It shows
// ProbeScreen through CursesBackend and reports input; not installed, not for users.
//
//     curses-probe [--once] [--log FILE] [--tick] [--widths] [--updates]
//
//     --once    present the screen, then end (for replaying the bytes in an emulator)
//     --log     append each input event to FILE, one a line
//     --tick    redraw a clock every 100 ms (otherwise idle until input)
//     --widths  measure the emoji widths first (CursesBackend.measureGraphemeWidths) and log
//               them: "widths ✈️ 1  1️⃣ 1  🇺🇦 2  👨‍👩‍👧 2 drawn 1 1 2 2 problem - in 12 ms"
//               (the screen keeps Unicode's widths, which the tests compare it with)
//     --updates then paint ProbeScreen.updates through update(_:), one invalidated (cleared),
//               and log what each presented: "update 0 cells 5 full false", and on Linux the
//               write(2) calls it took on this thread: "writes 0 1" (from /proc/thread-self/io)
//
// Keys: q quits (status 0); e throws an error (status 1); c crashes (a Swift trap).
import CursesBackend
import Foundation
import TerminalCanvas

struct ProbeError: Error, CustomStringConvertible {
    var description: String { "asked for an error with the e key" }
}

func runProbe(_ arguments: [String]) throws {
    let once = arguments.contains("--once")
    let tick = arguments.contains("--tick")
    var log: FileHandle?
    if let index = arguments.firstIndex(of: "--log"), index + 1 < arguments.count {
        _ = FileManager.default.createFile(atPath: arguments[index + 1], contents: nil)
        log = FileHandle(forWritingAtPath: arguments[index + 1])
        log?.write(Data("pid \(getpid())\n".utf8))
    }
    let backend = try CursesBackend(environment: ProcessInfo.processInfo.environment)
    defer { backend.end() }
    if arguments.contains("--widths") {
        let started = ContinuousClock.now
        let measurement = backend.measureGraphemeWidths()
        let elapsed = (ContinuousClock.now - started).components
        let drawn = GraphemeWidths.Kind.allCases.map { measurement.drawn[$0].map(String.init) ?? "-" }.joined(separator: " ")
        log?.write(Data(("widths \(measurement.widths) drawn \(drawn) problem \(measurement.problem.map { "\($0)" } ?? "-") "
                         + "in \(elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000) ms\n").utf8))
    }
    var status = "ready"
    var ticks = 0
    try backend.present(ProbeScreen.canvas(size: backend.size, status: status))
    if arguments.contains("--updates") {
        for (index, update) in ProbeScreen.updates.enumerated() {
            if index == 1 { backend.invalidate() }
            let writesBefore = writeCallsOfThisThread()
            let presented = try backend.update(update)
            let writesAfter = writeCallsOfThisThread()
            log?.write(Data("update \(index) cells \(presented.changedCellCount) full \(presented.isFullRepaint)\n".utf8))
            if let writesBefore, let writesAfter { log?.write(Data("writes \(index) \(writesAfter - writesBefore)\n".utf8)) }
        }
    }
    if once { return }
    let clock = ContinuousClock()
    var deadline = tick ? clock.now + .milliseconds(100) : nil
    while true {
        guard let event = try backend.nextEvent(before: deadline) else {
            ticks += 1
            deadline = deadline.map { $0 + .milliseconds(100) }
            try backend.present(ProbeScreen.canvas(size: backend.size, status: "\(status) tick \(ticks)"))
            continue
        }
        log?.write(Data("\(event)\n".utf8))
        switch event {
        case .key(.character("q"), []): return
        case .key(.character("e"), []): throw ProbeError()
        case .key(.character("c"), []): fatalError("curses-probe: crashing as asked with the c key")
        default: break
        }
        status = "event \(event)"
        try backend.present(ProbeScreen.canvas(size: backend.size, status: status))
    }
}

/// The write(2) calls this thread has made, as the kernel counts them (`syscw` in
/// /proc/thread-self/io); nil where there is no such file (not Linux, or no I/O accounting).
func writeCallsOfThisThread() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/thread-self/io", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix("syscw:") {
        return Int(line.dropFirst("syscw:".count).trimmingCharacters(in: .whitespaces))
    }
    return nil
}

do {
    try runProbe(Array(CommandLine.arguments.dropFirst()))
    print("curses-probe: done")
} catch {
    FileHandle.standardError.write(Data("curses-probe: \(error)\n".utf8))
    exit(1)
}
