import CursesBackend
import TerminalBackends
import TerminalCanvas

/// Issue 24's three updates on the peer benchmark's screen (`PeerScreen`, read from screen.py), in the peers' order
/// (Tests/Benchmarks/peers/protocol.py): round after round, a tick (the countdown one second less),
/// a card (card 2 switches variant), a full repaint (everything again on a cleared screen, as
/// after Ctrl-L). Two ways to make a frame:
///
/// - `peer: …`: one canvas kept from update to update, painting only what changed (the
///   countdown's five cells, card 2), as an ncurses program written by hand does;
/// - `peer fresh: …`: the whole screen painted into a new canvas each update, as a program
///   that renders every frame whole does (the previewer).
///
/// Each update is timed from painting to the last byte written, and its bytes are counted up
/// to the fence after it.
func runPeerUpdateBenchmarks(backend: CursesBackend, meter: UpdateMeter, repetitions: Int) {
    guard let screen = PeerScreen.generated() else { return }
    for fresh in [false, true] {
        var samples: [String: [UpdateSample]] = [:]
        var reported: [String: [Double]] = [:]
        var variant = 0, seconds = PeerScreen.startSeconds
        meter.sample { _ = try? backend.present(screen.canvas(variant: variant, seconds: seconds)) }
        /// Times one update made either way, keeping the cells the backend says it changed.
        func measure(_ name: String, paintChange: (inout Canvas) -> Void) {
            var shown = PresentedFrame.unchanged
            samples[name, default: []].append(meter.sample {
                if fresh {
                    shown = (try? backend.present(screen.canvas(variant: variant, seconds: seconds))) ?? .unchanged
                } else {
                    shown = (try? backend.update(paintChange)) ?? .unchanged
                }
            })
            reported[name, default: []].append(Double(shown.changedCellCount))
        }
        for _ in 0..<repetitions {
            seconds = seconds > 0 ? seconds - 1 : PeerScreen.startSeconds
            measure("tick") { [seconds] in screen.paint(into: &$0, variant: variant, seconds: seconds, within: screen.components["countdown"]) }
            variant ^= 1
            measure("card") { [variant, seconds] in screen.paint(into: &$0, variant: variant, seconds: seconds, within: screen.components["card2"]) }
            backend.invalidate()
            measure("full") { _ in }
        }
        for name in ["tick", "card", "full"] {
            var record = UpdateSample.record((fresh ? "peer fresh: " : "peer: ") + name, samples[name]!)
            // The cells the update changed, as the backend answered.
            record.append("cells", .integer(Int(median(reported[name]!))))
            record.append("repetitions", .integer(repetitions))
            print(record.jsonLine)
        }
    }
}
