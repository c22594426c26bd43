// What VoiceOver reads for a text instead of its words, on `Text` itself as SwiftUI declares it,
// so that the result stays a `Text` and can still be joined with `+` ("Text + Text(…)
// .accessibilityLabel(…)", as real widget code writes a score or a countdown).

extension Text {
    /// A text of `segments` (the pieces of another text).
    init(segments: [Segment]) { self.segments = segments }

    /// VoiceOver reads `label` for this text.
    public func accessibilityLabel(_ label: Text) -> Text { labelled(.text(label.segments)) }

    /// VoiceOver reads `label` for this text.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> Text { labelled(.text(Text(key).segments)) }

    /// VoiceOver reads `label` for this text.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { labelled(.words(String(label))) }

    private func labelled(_ label: SpokenLabel) -> Text {
        var copy = self
        copy.spokenLabel = label
        return copy
    }
}
