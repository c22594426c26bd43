import Foundation
import IslandExamples
import IslandInputs
import IslandPlayback
@testable import IslandPreview
import Motion
import TerminalBackends
import TerminalCanvas

/// Sessions and loops for the previewer's tests, on a `MemoryBackend` and a clock of their own.
enum PreviewTesting {
    static let kinds: ActivityKinds = {
        var kinds = ActivityKinds()
        for example in Example.all { kinds.register(example.kind, as: example.name) }
        return kinds
    }()

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A session of one example's activity, or of a shipped scenario.
    static func session(example: String? = nil, scenario file: String? = nil, speed: Double = 1) throws -> PreviewSession {
        let scenario: Scenario
        if let file {
            scenario = try Scenario.load(from: packageRoot.appendingPathComponent("docs/scenarios/\(file).json"))
        } else {
            scenario = try IslandPreview.scenario(for: example ?? "pizza-delivery", app: "Pizza")
        }
        return PreviewSession(scenario: scenario, kinds: kinds, speed: speed)
    }

    /// A loop on a memory screen of `size`.
    static func loop(_ session: PreviewSession, size: Size = Size(width: 150, height: 40)) -> (PreviewLoop, MemoryBackend) {
        let backend = MemoryBackend(size: size)
        return (PreviewLoop(session: session, backend: backend), backend)
    }

    /// The cell where `text` starts on `canvas`, if it is there.
    static func point(of text: String, in canvas: Canvas) -> Point? {
        for y in 0..<canvas.height {
            var line = ""
            var columns: [Int] = []
            for x in 0..<canvas.width where !canvas[x, y].isContinuation {
                columns.append(x)
                line += canvas[x, y].grapheme
            }
            if let range = line.range(of: text) {
                return Point(x: columns[line.distance(from: line.startIndex, to: range.lowerBound)], y: y)
            }
        }
        return nil
    }

    /// Steps the loop from `start` to `end` seconds, waking at every deadline it asks for (at
    /// most `limit` times), as the real run loop would with no input.
    @discardableResult
    static func run(_ loop: PreviewLoop, from start: Double, to end: Double, limit: Int = 2000) throws -> Int {
        var time = start
        var wakes = 0
        while time < end, wakes < limit {
            guard let next = try loop.step(at: time, event: nil) else { break }
            wakes += 1
            time = next.isFinite ? max(next, time + 1e-6) : end
        }
        return wakes
    }
}

extension PreviewSession {
    /// Performs `action` as the loop does on a terminal of `size`: `P`, `L` and the scroll keys
    /// answer from the screen's layout at that size.
    @discardableResult
    func perform(_ action: PreviewAction, at size: Size) -> Bool {
        perform(action) { PreviewScreen().layout(of: self, size: size) }
    }
}
