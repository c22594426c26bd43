import Foundation
import IslandPlayback
import TerminalCanvas

/// The end chooser (`X`), drawn over the screen:
///
///     ╭─ end ride ───────────────────────────────────────────╮
///     │ i    now: it leaves the Lock Screen at once          │
///     │ d    the default: it stays up to 4 hours           │
///     │ or type when it leaves: 45m, 1h30m, or 09:30         │
///     │ ›  45m▏                          leaves at 08:50  ⏎ │
///     │ Esc cancels                                          │
///     ╰──────────────────────────────────────────────────────╯
enum EndChooserOverlay {
    static func draw(_ chooser: EndChooser, at moment: EndChooser.Moment, into canvas: inout Canvas) {
        guard let box = OverlayBox(title: "end \(chooser.activityID.oneLineForTerminal)", width: 56, height: 7,
                                   minimumWidth: 30, minimumHeight: 7, in: &canvas) else { return }
        let hours = moment.longest.truncatingRemainder(dividingBy: 3600) == 0 && moment.longest >= 7200
            ? "\(Int(moment.longest / 3600)) hours" : PlaybackTranscript.duration(moment.longest).oneLineForTerminal
        box.write("i", row: 0, style: OverlayBox.keyStyle, into: &canvas)
        box.write("now: it leaves the Lock Screen at once", row: 0, column: 6, style: OverlayBox.textStyle, into: &canvas)
        box.write("d", row: 1, style: OverlayBox.keyStyle, into: &canvas)
        box.write("the default: it stays up to \(hours)", row: 1, column: 6, style: OverlayBox.textStyle, into: &canvas)
        box.write("or type when it leaves: 45m, 1h30m, or 09:30", row: 2, style: OverlayBox.dimStyle, into: &canvas)
        var verdict: (String, Style)
        switch chooser.reading(at: moment) {
        case .empty: verdict = ("", OverlayBox.dimStyle)
        case .invalid: verdict = ("not a time", OverlayBox.errorStyle)
        case .valid(let date, let isCapped):
            let time = FrameClock.time(date, timeZone: moment.timeZone)
            verdict = (isCapped ? "at most \(hours): \(time)  ⏎" : "leaves at \(time)  ⏎", OverlayBox.textStyle)
        }
        if let refused = chooser.entry.refused {
            verdict = ("“\(String(refused).sanitizedForTerminal)” is not part of a time", OverlayBox.errorStyle)
        }
        box.writeEntry(chooser.typed, verdict: verdict.0, style: verdict.1, row: 3, into: &canvas)
    }
}
