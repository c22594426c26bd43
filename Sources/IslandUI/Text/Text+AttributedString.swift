import Foundation

// `Text(AttributedString)`: each run of the string a piece of text with its own style, as
// SwiftUI draws it. The attributes SwiftUI reads are declared in its scope below, so
// `string.foregroundColor = .red` and `string[range].font = .headline.bold()` compile. (Linux's
// Foundation has no markdown parser, so there is no `AttributedString(markdown:)` to give runs
// bold or italic.)

extension Text {
    /// An attributed string, each run in its own style: colour, background, font (bold and
    /// italic with it), underline and strikethrough.
    /// Disfavoured, so a string literal stays a `LocalizedStringKey`.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        segments = attributedContent.runs.map { run in
            var overrides = TextOverrides()
            let attributes = run.attributes
            overrides.color = attributes[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
            overrides.background = attributes[AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self]
            overrides.font = attributes[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            if attributes[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] != nil { overrides.isUnderlined = true }
            if attributes[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] != nil { overrides.isStruckThrough = true }
            return Segment(content: .verbatim(String(attributedContent[run.range].characters)), overrides: overrides)
        }
        if segments.isEmpty { segments = [Segment(content: .verbatim(""))] }
    }

    /// How a line under or through text is drawn, as SwiftUI's `Text.LineStyle`: a terminal
    /// draws one kind of line.
    public struct LineStyle: Hashable, Sendable {
        public let pattern: Pattern
        public let color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        public static let single = LineStyle()

        public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
    }
}

extension AttributeScopes {
    /// SwiftUI's attributes, as `AttributeScopes.SwiftUIAttributes`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes `Text` reads from an attributed string.
    public struct SwiftUIAttributes: AttributeScope {
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let font: FontAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// Letter spacing: a terminal's cells are fixed, so it is kept and not drawn.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }
}

extension AttributeDynamicLookup {
    /// `string.foregroundColor`, `run.font`: SwiftUI's attributes by name.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
