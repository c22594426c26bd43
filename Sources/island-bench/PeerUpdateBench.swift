import CursesBackend
import TerminalCanvas

/// Issue 24's three updates on the peer benchmark's screen (`PeerScreen`), in the peers' order
/// (Benchmarks/peers/protocol.py): round after round, a tick (the countdown one second less),
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
    for fresh in [false, true] {
        var samples: [String: [UpdateSample]] = [:]
        var variant = 0, seconds = PeerScreen.startSeconds
        var kept = PeerScreen.canvas(variant: variant, seconds: seconds)
        meter.sample { try? backend.present(kept) }
        for _ in 0..<repetitions {
            seconds = seconds > 0 ? seconds - 1 : PeerScreen.startSeconds
            samples["tick", default: []].append(meter.sample {
                if fresh {
                    try? backend.present(PeerScreen.canvas(variant: variant, seconds: seconds))
                } else {
                    PeerScreen.writeCountdown(seconds, into: &kept)
                    try? backend.present(kept)
                }
            })
            variant ^= 1
            samples["card", default: []].append(meter.sample {
                if fresh {
                    try? backend.present(PeerScreen.canvas(variant: variant, seconds: seconds))
                } else {
                    PeerScreen.paintCard(2, variant: variant, seconds: seconds, into: &kept)
                    try? backend.present(kept)
                }
            })
            samples["full", default: []].append(meter.sample {
                backend.invalidate()
                if fresh {
                    try? backend.present(PeerScreen.canvas(variant: variant, seconds: seconds))
                } else {
                    try? backend.present(kept)
                }
            })
        }
        for name in ["tick", "card", "full"] {
            var record = UpdateSample.record((fresh ? "peer fresh: " : "peer: ") + name, samples[name]!)
            record.append("repetitions", .integer(repetitions))
            print(record.jsonLine)
        }
    }
}
