import CacheReuse
import Foundation

/// The colours `Legibility.legibleColor` found, kept: a Lock Screen card asks for the same two
/// (its border's and its ✕'s, on its colour) every time it is drawn again, and each answer is up
/// to eleven blends checked for contrast, a hundredth of a previewer's tick. Shared behind a
/// lock; emptied when full, as the colours asked for are few.
final class LegibleColors: @unchecked Sendable {
    static let shared = LegibleColors()

    /// The most answers kept before the memo starts again.
    static let capacity = 256

    private struct Question: Hashable {
        let color: UInt32
        let background: UInt32
        let kind: GlyphKind
    }

    private let lock = NSLock()
    private var answers: [Question: TerminalColor] = [:]

    /// The answer kept for the question, or `search`'s, kept.
    func color(_ color: TerminalColor, on background: TerminalColor, as kind: GlyphKind, search: () -> TerminalColor) -> TerminalColor {
        // With reuse off (`Reuse`) every question is searched.
        if Reuse.isOff { return search() }
        let planted = Reuse.planted == .legibleColorBackground
        let question = Question(color: color.packed, background: planted ? 0 : background.packed, kind: kind)
        lock.lock()
        let known = answers[question]
        lock.unlock()
        if let known { return known }
        let answer = search()
        lock.lock()
        if answers.count >= Self.capacity { answers.removeAll(keepingCapacity: true) }
        answers[question] = answer
        lock.unlock()
        return answer
    }
}
