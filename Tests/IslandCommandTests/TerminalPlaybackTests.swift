import Testing
import TerminalCanvas
@testable import island

/// island demo in a terminal: its frames go through a TerminalBackend, so from one frame to the
/// next only the cells that changed are painted; keys move on or quit.
@Suite struct TerminalPlaybackTests {
    func frame(_ text: String) -> Canvas {
        var canvas = Canvas(width: 20, height: 2)
        canvas.write(text, at: .zero)
        return canvas
    }

    @Test func onlyTheChangedCellsArePaintedFromFrameToFrame() throws {
        let backend = MemoryBackend(size: Size(width: 50, height: 4))
        let shown = try TerminalPlayback.presentFrames([(frame("frame one"), 0), (frame("frame two"), 0)], on: backend)
        #expect(shown == 1)
        #expect(backend.frames.count == 2)
        // "one" → "two" (3 cells) and the footer's "frame 1 of 2" → "frame 2 of 2" (1 cell).
        #expect(backend.frames[1].changedCellCount == 4)
        #expect(backend.screen.plainText.hasPrefix("frame two"))
        #expect(backend.screen.plainText.contains("frame 2 of 2 · any key: next · q: quit"))
        #expect(backend.screen[0, 3].style.isDim)
    }

    @Test func aKeyShowsTheNextFrameAndQQuits() throws {
        let backend = MemoryBackend(size: Size(width: 30, height: 4))
        backend.queue(.key(.character("x"), []))
        backend.queue(.key(.character("q"), []))
        let frames = [(frame("one"), 60.0), (frame("two"), 60.0), (frame("three"), 60.0)]
        #expect(try TerminalPlayback.presentFrames(frames, on: backend) == 1)
        #expect(backend.frames.count == 2)
    }

    @Test func aResizeRepaintsTheFrameAtTheNewSize() throws {
        let backend = MemoryBackend(size: Size(width: 30, height: 4))
        backend.resize(to: Size(width: 12, height: 3))
        try TerminalPlayback.presentFrames([(frame("frame one"), 0)], on: backend)
        #expect(backend.frames.first?.isFullRepaint == true)
        #expect(backend.screen.size == Size(width: 12, height: 3))
    }

    @Test func textFramesBecomeCellsWithTheirStyles() {
        let canvas = Canvas(ansiText: "\u{1B}[1;38;5;208mAB\u{1B}[0m 实\n\u{1B}[48;2;1;2;3mx\u{1B}[0m")
        #expect(canvas.size == Size(width: 5, height: 2))
        #expect([canvas[0, 0], canvas[1, 0], canvas[3, 0], canvas[0, 1]].map(\.grapheme) == ["A", "B", "实", "x"])
        #expect(canvas[0, 0].style == Style(foreground: .indexed(208), attributes: .bold))
        #expect(canvas[2, 0].style == .plain)
        #expect(canvas[0, 1].style == Style(background: .rgb(1, 2, 3)))
    }
}
