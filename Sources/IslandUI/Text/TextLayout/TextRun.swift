/// A piece of text in one style, as a concatenation of SwiftUI `Text`s produces it.
///
/// `Attributes` is whatever the view layer styles text with; layout never looks inside it, it
/// only compares neighbours so that runs which look the same come out merged.
package struct TextRun<Attributes: Equatable>: Equatable {
    /// The text. It may be untrusted: `TextLayout` sanitizes it before measuring.
    package var text: String
    /// How the text looks.
    package var attributes: Attributes

    /// A run of `text` drawn with `attributes`.
    package init(text: String, attributes: Attributes) {
        self.text = text
        self.attributes = attributes
    }
}

extension TextRun: Sendable where Attributes: Sendable {}
extension TextRun: Hashable where Attributes: Hashable {}
