import Foundation
import Testing
import TerminalCanvas

/// The widths of the graphemes terminals disagree about: Unicode's by default, each kind as
/// `GraphemeWidths.current` says inside `withCurrent`, and nothing else ever changed by them.
@Suite struct GraphemeWidthsTests {
    /// Graphemes of each kind, and their width by Unicode.
    static let examples: [GraphemeWidths.Kind: [Character]] = [
        .emojiPresentation: ["✈️", "⚠️", "❤️", "⏸️", "☝️", "☺️", "\u{2708}\u{FE0F}"],
        .keycap: ["1️⃣", "#️⃣", "*️⃣", "0\u{FE0F}\u{20E3}"],
        .flag: ["🇺🇦", "🇯🇵", "🇩🇪"],
        .zwjSequence: ["👨‍👩‍👧", "❤️‍🔥", "🏳️‍🌈", "🧑🏽‍💻", "😶‍🌫️", "🐕‍🦺", "⛓‍💥"],
    ]

    /// Graphemes no kind covers: the same width whatever the widths say.
    static let unaffected: [(String, Int)] = [
        ("a", 1), ("实", 2), ("🍕", 2), ("🛫", 2), ("⚡", 2), ("⚡️", 2),  // wide already, VS16 or not
        ("✈", 1), ("❤", 1),                  // text-default emoji without U+FE0F
        ("★️", 1),                            // U+FE0F on a base with no emoji form
        ("1⃣", 1),                            // a keycap mark without U+FE0F
        ("👍🏽", 2), ("☝🏽", 2),                // skin tones (terminals draw these apart: not measured)
        ("🇺", 2),                             // a regional indicator alone
        ("e\u{301}", 1), ("क्षि", 3),         // text clusters add up their scalars
        ("\u{200D}", 0),
    ]

    static let everyKindNarrow = GraphemeWidths(emojiPresentation: 1, keycap: 1, flag: 1, zwjSequence: 1)

    @Test func unicodeIsTheDefaultAndEveryKindIsTwo() {
        #expect(GraphemeWidths.current == .unicode)
        #expect(GraphemeWidths.current.isUnicode)
        for kind in GraphemeWidths.Kind.allCases {
            #expect(GraphemeWidths.unicode[kind] == 2)
            #expect(Character(kind.sample).displayWidth == 2, "\(kind)")
            for example in Self.examples[kind]! { #expect(example.displayWidth == 2, "\(example) is \(kind)") }
        }
    }

    /// Each kind alone at one column: its graphemes are 1, every other kind's still 2.
    @Test(arguments: GraphemeWidths.Kind.allCases)
    func eachKindFollowsItsOwnWidth(_ narrow: GraphemeWidths.Kind) {
        var widths = GraphemeWidths.unicode
        widths[narrow] = 1
        widths.withCurrent {
            for kind in GraphemeWidths.Kind.allCases {
                for example in Self.examples[kind]! {
                    #expect(example.displayWidth == (kind == narrow ? 1 : 2), "\(example) (\(kind)) with \(narrow) narrow")
                    #expect(String(example).displayWidth == example.displayWidth)
                }
            }
        }
    }

    @Test(arguments: [GraphemeWidths.unicode, .textDefaultsNarrow, everyKindNarrow])
    func otherGraphemesKeepTheirWidth(_ widths: GraphemeWidths) {
        widths.withCurrent {
            for (text, width) in Self.unaffected {
                #expect(text.displayWidth == width, "\(text) with \(widths)")
                if text.count == 1 { #expect(text.first!.displayWidth == width, "\(text) with \(widths)") }
            }
        }
    }

    @Test func textDefaultsNarrowIsWhatTmuxAndXtermDraw() {
        let widths = GraphemeWidths.textDefaultsNarrow
        #expect((widths.emojiPresentation, widths.keycap, widths.flag, widths.zwjSequence) == (1, 1, 2, 2))
        #expect(GraphemeWidths.emojiWidth(1) == .textDefaultsNarrow)
        #expect(GraphemeWidths.emojiWidth(2) == .unicode)
        #expect(widths.description == "✈️ 1  1️⃣ 1  🇺🇦 2  👨‍👩‍👧 2")
        // Laid out with them, the description is as wide as a terminal that draws them so shows it.
        #expect(widths.withCurrent { widths.description.displayWidth } == 20)
        #expect(GraphemeWidths.unicode.description.displayWidth == 22)
    }

    @Test func aWidthOtherThanOneIsTwo() {
        let widths = GraphemeWidths(emojiPresentation: 0, keycap: 6, flag: -1, zwjSequence: 1)
        #expect((widths.emojiPresentation, widths.keycap, widths.flag, widths.zwjSequence) == (2, 2, 2, 1))
        var changed = GraphemeWidths.unicode
        changed[.flag] = 4
        #expect(changed[.flag] == 2)
    }

    @Test func aStringIsTheSumOfItsGraphemesWithTheWidthsInForce() {
        let text = "Frankfurt ✈️ 1️⃣ 🇺🇦 👨‍👩‍👧 实"
        #expect(text.displayWidth == 10 + 3 + 3 + 3 + 3 + 2)
        GraphemeWidths.textDefaultsNarrow.withCurrent {
            #expect(text.displayWidth == 10 + 2 + 2 + 3 + 3 + 2)
        }
        #expect(text.displayWidth == 24, "back to Unicode's once withCurrent returns")
    }

    @Test func theCanvasPaintsWithTheWidthsInForce() {
        let canvas = GraphemeWidths.textDefaultsNarrow.withCurrent {
            var canvas = Canvas(width: 8, height: 1)
            let end = canvas.write("a✈️b1️⃣c", at: Point(x: 0, y: 0))
            #expect(end == 5)
            return canvas
        }
        #expect(canvas[1, 0].grapheme == "✈️" && canvas[1, 0].width == 1)
        #expect(canvas[2, 0].grapheme == "b")
        #expect(canvas[3, 0].grapheme == "1️⃣" && canvas[3, 0].width == 1)
        #expect(canvas[4, 0].grapheme == "c")
        var unicode = Canvas(width: 8, height: 1)
        #expect(unicode.write("a✈️b1️⃣c", at: Point(x: 0, y: 0)) == 7)
        #expect(unicode[1, 0].width == 2 && unicode[2, 0].isContinuation)
    }

    @Test func withCurrentNestsAndRestores() {
        #expect(Character("✈️").displayWidth == 2)
        GraphemeWidths.textDefaultsNarrow.withCurrent {
            #expect(Character("✈️").displayWidth == 1)
            GraphemeWidths.unicode.withCurrent {
                #expect(Character("✈️").displayWidth == 2)
                #expect(GraphemeWidths.current == .unicode)
            }
            #expect(Character("✈️").displayWidth == 1)
            #expect(GraphemeWidths.current == .textDefaultsNarrow)
        }
        #expect(GraphemeWidths.current == .unicode)
    }

    /// Task-local: another thread, or a detached task, started meanwhile still measures with
    /// Unicode's widths, so a snapshot or a test beside a previewer is never affected.
    @Test func otherThreadsAndDetachedTasksKeepUnicodesWidths() async {
        let done = DispatchSemaphore(value: 0)
        let seen = LockedWidth()
        GraphemeWidths.textDefaultsNarrow.withCurrent {
            let thread = Thread {
                seen.set(Character("✈️").displayWidth)
                done.signal()
            }
            thread.start()
            done.wait()
            #expect(Character("✈️").displayWidth == 1)
        }
        #expect(seen.get() == 2)
        let detached = await GraphemeWidths.textDefaultsNarrow.withCurrent {
            Task.detached { Character("✈️").displayWidth }
        }.value
        #expect(detached == 2)
        let child = await GraphemeWidths.textDefaultsNarrow.withCurrent {
            Task { Character("✈️").displayWidth }
        }.value
        #expect(child == 1, "a task started inside inherits the widths")
    }

    /// A throwing body's error comes out of `withCurrent`, and the widths are restored.
    @Test func anErrorLeavesTheWidthsAsTheyWere() {
        struct Failure: Error {}
        #expect(throws: Failure.self) { try GraphemeWidths.textDefaultsNarrow.withCurrent { throw Failure() } }
        #expect(GraphemeWidths.current == .unicode)
    }
}

private final class LockedWidth: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func set(_ width: Int) { lock.withLock { value = width } }
    func get() -> Int { lock.withLock { value } }
}
