import TerminalBackends
@testable import TerminalCanvas
import Testing

/// The in-memory backend shows what it is given, reports only what changed, and hands out
/// queued input, so everything above a terminal is tested without one.
@Suite struct MemoryBackendTests {
    func frame(_ text: String, width: Int = 10) -> Canvas {
        var canvas = Canvas(width: width, height: 2)
        canvas.write(text, at: .zero)
        return canvas
    }

    @Test func aFrameChangesOnlyWhatDiffers() {
        let backend = MemoryBackend(size: Size(width: 10, height: 2))
        backend.present(frame("12:00"))
        backend.present(frame("11:59"))
        #expect(backend.screen.plainText.hasPrefix("11:59"))
        #expect(backend.frames.count == 2)
        #expect(backend.frames[1].changedCellCount == 3)  // "2" → "1", then "00" → "59"
        #expect(!backend.frames[1].isFullRepaint)
    }

    @Test func aCanvasIsFittedToTheScreen() {
        let backend = MemoryBackend(size: Size(width: 4, height: 1))
        backend.present(frame("实时活动"))
        #expect(backend.screen.size == Size(width: 4, height: 1))
        #expect(backend.screen.plainText == "实时")
    }

    @Test func aResizeQueuesAnEventAndRepaintsEverything() {
        let backend = MemoryBackend(size: Size(width: 10, height: 2))
        backend.present(frame("a"))
        backend.resize(to: Size(width: 6, height: 1))
        #expect(backend.nextEvent(before: nil) == .resize(Size(width: 6, height: 1)))
        backend.present(frame("a"))
        #expect(backend.frames.last?.changedCellCount == 6)
    }

    @Test func eventsComeInOrderThenTheDeadlinePasses() {
        let backend = MemoryBackend(size: Size(width: 1, height: 1))
        backend.queue(.key(.character("q"), []))
        backend.queue(.mouse(MouseEvent(.press, .left, at: Point(x: 3, y: 1))))
        let deadline = ContinuousClock.now
        #expect(backend.nextEvent(before: deadline) == .key(.character("q"), []))
        #expect(backend.nextEvent(before: deadline)?.description == "mouse press left 3,1")
        #expect(backend.nextEvent(before: deadline) == nil)
        #expect(backend.deadlines == [deadline, deadline, deadline])
    }

    @Test(arguments: [
        (InputEvent.key(.character("q"), []), "key q"),
        (.key(.left, [.control, .shift]), "key ctrl+shift+left"),
        (.key(.function(5), .alt), "key alt+f5"),
        (.mouse(MouseEvent(.scrollDown, at: Point(x: 0, y: 9), modifiers: .shift)), "mouse scrollDown 0,9 shift"),
        (.resize(Size(width: 60, height: 20)), "resize 60x20"),
    ])
    func eventsReadInAFewWords(_ event: InputEvent, _ words: String) {
        #expect(event.description == words)
    }

    @Test func cellsGiveTheirScalarsWithoutAString() {
        let family = Cell("👨‍👩‍👧"), plane = Cell("✈️"), letter = Cell("Ж")
        #expect(family.withScalars { Array($0) } == "👨‍👩‍👧".unicodeScalars.map(\.value))
        #expect(plane.withScalars { Array($0) } == [0x2708, 0xFE0F])
        #expect(letter.withScalars { Array($0) } == [0x416])
        #expect(Cell("a").asciiValue == 0x61 && letter.asciiValue == nil)
        #expect(Cell("🇦").mayJoin(after: Cell("🇺")))
        #expect(!Cell("a").mayJoin(after: Cell("b")))
    }
}

/// `update(_:)` paints into the screen's canvas and reports what changed, as `present` does.
@Suite struct MemoryBackendUpdateTests {
    @Test func anUpdateChangesWhatItPaintedAndSaysSo() {
        let backend = MemoryBackend(size: Size(width: 11, height: 2))
        backend.present({ var canvas = Canvas(width: 11, height: 2); canvas.write("Pizza 12:00", at: .zero); return canvas }())
        let shown = backend.update { $0.write("11:59", at: Point(x: 6, y: 0)) }
        #expect(backend.screen.plainText.hasPrefix("Pizza 11:59"))
        #expect(shown == PresentedFrame(changedCellCount: 3))   // "2" → "1", "00" → "59"
        #expect(backend.frames.last?.changedCellCount == 3)
        #expect(backend.update { _ in } == .unchanged)
    }

    /// A backend for thousands of frames keeps the last few: each frame's changes hold its screen.
    @Test(arguments: [0, 1, 2])
    func itKeepsTheLastFramesAskedFor(kept: Int) {
        let backend = MemoryBackend(size: Size(width: 4, height: 1), keptFrames: kept)
        for text in ["a", "ab", "abc"] {
            var canvas = Canvas(width: 4, height: 1)
            canvas.write(text, at: .zero)
            backend.present(canvas)
        }
        #expect(backend.framesPresented == 3)
        #expect(backend.frames.map(\.changedCellCount) == Array([1, 1, 1].suffix(kept)))
        #expect(backend.screen.plainText.hasPrefix("abc"))
        #expect(MemoryBackend(size: Size(width: 1, height: 1), keptFrames: -1).keptFrames == 0)
    }
}

