// How VoiceOver speaks a text, on `Text` itself so that the result stays a `Text` (to be
// concatenated with `+`), as SwiftUI declares them: the reading order (VoiceOverReader) reads
// the words; pitch, punctuation, spelling, queueing, headings and content types are how a voice
// says them, which a terminal has no voice for.

extension Text {
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { self }
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { self }
}
