import Foundation
import IslandPreview
import TerminalBackends
import TerminalCanvas
import Testing

@Suite("The previewer's loop on a memory screen")
struct PreviewLoopTests {
    @Test func aTouchAndHoldMorphsTheIslandAndEndsOnTheExpandedScreen() throws {
        let session = try PreviewTesting.session()
        let (loop, backend) = PreviewTesting.loop(session)
        try loop.step(at: 0, event: nil)
        try loop.step(at: 0.1, event: .key(.character("e"), []))
        try PreviewTesting.run(loop, from: 0.11, to: 2)
        // Whatever the frames on the way, the screen ends exactly as a fresh render of now.
        let fresh = PreviewScreen().render(session, size: backend.size, status: loop.status)
        #expect(backend.screen.plainText.split(separator: "\n").dropLast() == fresh.canvas.plainText.split(separator: "\n").dropLast())
        #expect(backend.screen.plainText.contains("2 Pizzas"))
    }
}

@Suite("The previewer's loop: waiting, input, resizing")
struct PreviewLoopBehaviourTests {
    @Test func pausedAndStillItWaitsForInputAlone() throws {
        let session = try PreviewTesting.session()
        session.perform(.togglePause)
        let (loop, backend) = PreviewTesting.loop(session)
        #expect(try loop.step(at: 0, event: nil) == .infinity, "no deadline: an idle previewer uses no CPU")
        let presented = backend.frames.count
        #expect(try loop.step(at: 5, event: nil) == .infinity)
        #expect(backend.frames.count == presented, "nothing drawn when nothing changes")
    }

    @Test func runningItWakesForTheNextSecondOrTheNextAnimationFrameNeverMore() throws {
        // At 1×: once a second for the timer's digits.
        let slow = try PreviewTesting.session(speed: 1)
        let (slowLoop, _) = PreviewTesting.loop(slow)
        #expect(try slowLoop.step(at: 0, event: nil) == 1)
        #expect(try slowLoop.step(at: 1, event: nil) == 2)
        // At 600×: never more than 60 frames a second (animations), ticks at most 30 a second.
        let fast = try PreviewTesting.session(speed: 600)
        let (loop, _) = PreviewTesting.loop(fast)
        #expect(try PreviewTesting.run(loop, from: 0, to: 2) <= 2 * 60 + 2)
    }

    @Test func qQuitsAndCtrlCToo() throws {
        let (loop, _) = PreviewTesting.loop(try PreviewTesting.session())
        #expect(try loop.step(at: 0, event: .key(.character("q"), [])) == nil)
        let (other, _) = PreviewTesting.loop(try PreviewTesting.session())
        #expect(try other.step(at: 0, event: .key(.character("c"), .control)) == nil)
    }

    @Test func whileTheEndChooserIsOpenKeysTypeIntoItAndQDoesNotQuit() throws {
        let session = try PreviewTesting.session()
        let (loop, backend) = PreviewTesting.loop(session)
        try loop.step(at: 0, event: .key(.character("X"), .shift))
        #expect(session.endChooser != nil)
        for (index, character) in "q1h".enumerated() {
            #expect(try loop.step(at: 0.1 * Double(index + 1), event: .key(.character(character), [])) != nil, "\(character)")
        }
        #expect(session.endChooser?.typed == "1h")
        try loop.step(at: 0.5, event: .key(.backspace, []))
        try loop.step(at: 0.6, event: .key(.character("m"), []))
        #expect(backend.screen.plainText.contains("leaves at 08:01  ⏎"))
        try loop.step(at: 0.7, event: .key(.enter, []))
        #expect(session.endChooser == nil)
        #expect(session.system.state(of: "pizza") == .ended)
        #expect(!backend.screen.plainText.contains("╭─ end pizza"), "the box goes at once")
        try loop.step(at: 0.8, event: .key(.character("X"), .shift))
        try loop.step(at: 0.9, event: .key(.escape, []))
        #expect(session.endChooser == nil)
        #expect(try loop.step(at: 1.0, event: .key(.character("q"), [])) == nil, "closed, q quits again")
    }

    @Test func aClickOnACardsCrossClearsItAndOnTheCardOpensTheApp() throws {
        let session = try PreviewTesting.session()
        let (loop, backend) = PreviewTesting.loop(session)
        try loop.step(at: 0, event: nil)
        // The locked phone is the second: its card's ✕ is the only one on the screen.
        let cross = try #require(PreviewTesting.point(of: "✕", in: backend.screen))
        let card = try #require(PreviewTesting.point(of: "Bill James is on their way", in: backend.screen))
        try loop.step(at: 1, event: .mouse(MouseEvent(.press, .left, at: card)))
        try loop.step(at: 1.1, event: .mouse(MouseEvent(.release, .left, at: card)))
        #expect(session.system.foregroundApp == "Pizza")
        #expect(session.system.state(of: "pizza") == .active)
        try loop.step(at: 2, event: .mouse(MouseEvent(.press, .left, at: cross)))
        try loop.step(at: 2.1, event: .mouse(MouseEvent(.release, .left, at: cross)))
        #expect(session.system.state(of: "pizza") == .dismissed)
        #expect(backend.screen.plainText.contains("pizza cleared from the Lock Screen"))
    }

    @Test func aClickOnTheIslandOpensTheAppAndAHoldExpandsIt() throws {
        let session = try PreviewTesting.session()
        let (loop, backend) = PreviewTesting.loop(session)
        try loop.step(at: 0, event: nil)
        // The compact island sits at the top of the unlocked phone.
        let island = try #require(PreviewTesting.point(of: "👜", in: backend.screen))
        try loop.step(at: 1, event: .mouse(MouseEvent(.press, .left, at: island)))
        try loop.step(at: 1.1, event: .mouse(MouseEvent(.release, .left, at: island)))
        #expect(session.system.foregroundApp == "Pizza")
        #expect(backend.screen.plainText.contains("Pizza opens"))
        try loop.step(at: 2, event: .mouse(MouseEvent(.press, .left, at: Point(x: 100, y: 30))))
        try loop.step(at: 2.1, event: .mouse(MouseEvent(.release, .left, at: Point(x: 100, y: 30))))
        #expect(session.system.foregroundApp == nil, "a click outside goes home")
        try PreviewTesting.run(loop, from: 2.2, to: 3)
        let again = try #require(PreviewTesting.point(of: "👜", in: backend.screen))
        try loop.step(at: 3, event: .mouse(MouseEvent(.press, .left, at: again)))
        let wake = try #require(try loop.step(at: 3.01, event: nil))
        #expect(wake <= 3.5, "it wakes when the press becomes a hold")
        try loop.step(at: 3.6, event: nil)
        #expect(session.snapshot().arrangement.reason.description.contains("expanded"))
    }

    @Test func aThousandResizesAreSurvivedAndTheLastOneWins() throws {
        let session = try PreviewTesting.session()
        let (loop, backend) = PreviewTesting.loop(session)
        for index in 0..<1000 {
            let size = Size(width: 1 + index * 7 % 230, height: 1 + index * 3 % 70)
            backend.resize(to: size)
            try loop.step(at: Double(index) / 1000, event: .resize(size))
        }
        backend.resize(to: Size(width: 120, height: 40))
        try loop.step(at: 1.5, event: .resize(Size(width: 120, height: 40)))
        #expect(backend.screen.width == 120 && backend.screen.plainText.contains("TermIsland"))
        backend.resize(to: Size(width: 1, height: 1))
        try loop.step(at: 2, event: .resize(Size(width: 1, height: 1)))
        #expect(backend.screen.plainText.count == 1)
    }
}

@Suite("The status line's frame time")
struct FrameTimeTextTests {
    /// Written by hand, as "%.2f" writes it, at the roundings' edges and far off.
    @Test func hundredthsAreWhatPrintfWrites() {
        let values: [Double] = [0, 0.004, 0.0051, 0.009, 0.01, 0.094, 0.0951, 0.099, 0.1, 0.41, 0.994, 0.996, 1, 9.999, 10.5, 123.456, 99_999.994]
        for value in values {
            #expect(PreviewLoop.hundredths(value) == String(format: "%.2f", value), "\(value)")
        }
        #expect(PreviewLoop.hundredths(0.2) == "0.20")
        #expect(PreviewLoop.hundredths(1.05) == String(format: "%.2f", 1.05))
        #expect(PreviewLoop.hundredths(-1) == "0.00")
        #expect(PreviewLoop.hundredths(.nan) == "0.00")
        #expect(PreviewLoop.hundredths(.infinity) == "0.00")
    }
}
