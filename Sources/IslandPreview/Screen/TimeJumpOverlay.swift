import Foundation
import TerminalCanvas

/// The time jump (`g`), drawn over the screen:
///
///     ╭─ go to ──────────────────────────────────────────────╮
///     │ 1h30m     that long after the start (08:00)          │
///     │ +10m -5m  from now                                   │
///     │ 09:30     that time on the clock                     │
///     │ ›  -5m▏                          back to 08:00:00  ⏎ │
///     │ Esc cancels                                          │
///     ╰──────────────────────────────────────────────────────╯
enum TimeJumpOverlay {
    static func draw(_ jump: TimeJump, at moment: TimeJump.Moment, into canvas: inout Canvas) {
        guard let box = OverlayBox(title: "go to", width: 56, height: 7, minimumWidth: 30, minimumHeight: 7, in: &canvas) else { return }
        let start = FrameClock.time(moment.start, timeZone: moment.timeZone)
        for (row, (example, meaning)) in [("1h30m", "that long after the start (\(start))"), ("+10m -5m", "from now"),
                                          ("09:30", "that time on the clock")].enumerated() {
            box.write(example, row: row, style: OverlayBox.keyStyle, into: &canvas)
            box.write(meaning, row: row, column: 11, style: OverlayBox.textStyle, into: &canvas)
        }
        var verdict: (String, Style)
        switch jump.reading(at: moment) {
        case .empty: verdict = ("", OverlayBox.dimStyle)
        case .invalid: verdict = ("not a time", OverlayBox.errorStyle)
        case .beforeStart: verdict = ("before the start", OverlayBox.errorStyle)
        case .valid(let time):
            let clock = FrameClock.time(moment.start.addingTimeInterval(time), timeZone: moment.timeZone, seconds: true)
            verdict = ("\(time < moment.now ? "back to" : "on to") \(clock)  ⏎", OverlayBox.textStyle)
        }
        if let refused = jump.entry.refused {
            verdict = ("“\(String(refused).sanitizedForTerminal)” is not part of a time", OverlayBox.errorStyle)
        }
        box.writeEntry(jump.entry.text, verdict: verdict.0, style: verdict.1, row: 3, into: &canvas)
    }
}
