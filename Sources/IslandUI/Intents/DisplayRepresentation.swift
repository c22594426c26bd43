import Foundation

// How App Intents shows a value: an enum's cases in a widget's configuration screen and in
// Shortcuts, an entity's title, a type's name. A Live Activity's code meets them in the intents
// its buttons run and in `AppEnum` parameters; here they are values a view can draw
// (`Text(mode.localizedStringResource)`), as the system would label them.

/// How a value is shown: a title, a subtitle and an image, as App Intents' `DisplayRepresentation`.
///
///     static var caseDisplayRepresentations: [Speed: DisplayRepresentation] = [
///         .slow: "Slow",
///         .fast: DisplayRepresentation(title: "Fast", image: .init(systemName: "hare")),
///     ]
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Equatable, Sendable {
    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    public var image: Image?

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(stringLiteral: value))
    }

    /// The picture beside a representation: an SF Symbol, an asset, image data or a URL.
    public struct Image: Equatable, Sendable {
        /// The SF Symbol's name, when it is one.
        public let systemName: String?
        let named: String?
        let data: Data?
        let url: URL?

        public init(systemName name: String, isTemplate: Bool? = nil) {
            (systemName, named, data, url) = (name, nil, nil, nil)
        }
        public init(named name: String, isTemplate: Bool? = nil) {
            (systemName, named, data, url) = (nil, name, nil, nil)
        }
        public init(data: Data, isTemplate: Bool? = nil) {
            (systemName, named, self.data, url) = (nil, nil, data, nil)
        }
        public init(url: URL, isTemplate: Bool? = nil) {
            (systemName, named, data, self.url) = (nil, nil, nil, url)
        }
        public init(url: URL, width: Double, height: Double, isTemplate: Bool? = nil) {
            self.init(url: url, isTemplate: isTemplate)
        }
    }
}

/// How a type is named, as App Intents' `TypeDisplayRepresentation` ("Timer", "%@ timers").
public struct TypeDisplayRepresentation: ExpressibleByStringLiteral, Sendable {
    public var name: LocalizedStringResource
    public var numericFormat: LocalizedStringResource?

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(stringLiteral: value))
    }
}
