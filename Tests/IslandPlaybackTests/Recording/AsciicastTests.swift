import Foundation
import IslandInputs
import IslandPlayback
import Motion
import Testing
import TermIsland

@Suite("Recordings: asciicast files of a scenario with its transitions")
struct AsciicastTests {
    @Test func theFileIsAHeaderAndOneEventALine() {
        var cast = Asciicast(width: 80, height: 24, title: "a \"title\"")
        cast.append(.output, "\u{1B}[1;1Hhi\n", at: 0)
        cast.append(.marker, "5m: Pizza", at: 1.5)
        cast.append(.output, "late", at: 1.0)
        #expect(cast.encoded() == """
            {"version": 2, "width": 80, "height": 24, "title": "a \\"title\\"", "env": {"TERM": "xterm-256color"}}
            [0.000000, "o", "\\u001B[1;1Hhi\\n"]
            [1.500000, "m", "5m: Pizza"]
            [1.500000, "o", "late"]

            """, "times never go backwards")
    }

    /// A shipped scenario recorded at its pauses, or every second event's time when it has none.
    func recording(_ name: String = "four-apps", motion: MotionLevel = .full) throws -> (Asciicast, [PlaybackFrame], Scenario) {
        let scenario = try Scenario.load(from: PlaybackTesting.packageRoot.appendingPathComponent("docs/scenarios/\(name).json"))
        let player = ScenarioPlayer(scenario: scenario, kinds: PlaybackTesting.builtInKinds)
        let recorder = ScenarioRecorder(player: player, motion: MotionSettings(level: motion), colorDepth: .ansi256)
        let instants = scenario.pauses.isEmpty ? Array(Set(scenario.timeline.map(\.at))).sorted().map { (at: $0, hold: 1.0) } : scenario.pauses
        return (recorder.record(instants), player.frames(at: instants.map(\.at)), scenario)
    }

    @Test func transitionsPlayAtTheirRealTimesBetweenHeldFrames() throws {
        let (cast, _, scenario) = try recording()
        let markers = cast.events.filter { $0.kind == .marker }
        #expect(markers.count == scenario.pauses.count)
        #expect(markers.first?.data == "0s: Pizza: requested pizza")
        // Each held frame lasts its pause, plus the transition into the next one.
        for (marker, (next, pause)) in zip(markers, zip(markers.dropFirst(), scenario.pauses)) {
            let gap = next.time - marker.time
            #expect(gap >= pause.hold && gap <= pause.hold + AnimationTiming.maximumDuration, "\(marker.data) → \(next.data): \(gap) s")
        }
        // Between two held frames, frames at most 30 a second.
        let outputs = cast.events.filter { $0.kind == .output }.map(\.time)
        for (a, b) in zip(outputs, outputs.dropFirst()) where b > a { #expect(b - a >= 1.0 / 30 - 1e-9) }
    }

    @Test func withMotionOffEachFrameIsWrittenOnce() throws {
        let (cast, frames, _) = try recording(motion: .none)
        #expect(cast.events.filter { $0.kind == .output && !$0.data.isEmpty }.count == frames.count)
    }

    /// asciinema (PyPI) plays the file back; its output replayed in pyte (PyPI) ends on the
    /// scenario's last frame, cell for cell. The README's set-up line installs both.
    @Test(.enabled(if: PlaybackTesting.python != nil || PlaybackTesting.isCI,
                   "asciinema and pyte are not installed: the README's set-up line installs them (python3-pyte asciinema)"))
    func asciinemaPlaysItBackToTheLastFrame() throws {
        // The pushes scenario: pyte drops U+FE0F and so disagrees with every terminal about ✈️'s
        // width (the backend's tests check that case in tmux); this one has no such emoji.
        let (cast, frames, scenario) = try recording("pushes")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("four-apps-\(UUID().uuidString).cast")
        try Data(cast.encoded().utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        // `asciinema cat` 2.2 (Debian 12's) opens /dev/tty, which CI has none of: it runs in a
        // pseudo-terminal of its own, its standard output into a file.
        let script = """
            import json, os, pty, sys, tempfile, pyte
            path = sys.argv[1]
            header = json.loads(open(path).readline())
            output = tempfile.NamedTemporaryFile()
            pid, terminal = pty.fork()
            if pid == 0:
                os.dup2(os.open(output.name, os.O_WRONLY), 1)
                os.execv(sys.executable, [sys.executable, "-m", "asciinema", "cat", path])
            while True:
                try:
                    if not os.read(terminal, 4096): break
                except OSError:
                    break
            _, status = os.waitpid(pid, 0)
            assert os.waitstatus_to_exitcode(status) == 0, "asciinema cat failed"
            played = open(output.name, "rb").read()
            screen = pyte.Screen(header["width"], header["height"])
            pyte.ByteStream(screen).feed(played)
            print("\\n".join(line.rstrip() for line in screen.display))
            """
        let shown = try PlaybackTesting.runPython(script, arguments: [file.path])
        let size = PlaybackScreen.size(for: frames)
        let last = PlaybackScreen(scenario: scenario, width: size.width, height: size.height).frame(of: frames.last!).canvas
        let expected = last.plainText.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.replacingOccurrences(of: "¶", with: "")).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        #expect(!last.plainText.contains("\u{FE0F}"))
        #expect(shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).prefix(expected.count).elementsEqual(expected))
    }
}
