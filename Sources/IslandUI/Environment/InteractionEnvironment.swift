import Foundation

// The environment values behind iOS 17's interaction modifiers (InteractionBehaviourModifiers
// .swift) and a document app's configuration: `badgeProminence(_:)`, `buttonRepeatBehavior(_:)`
// and `springLoadingBehavior(_:)` set them for the views inside, as on iOS, so a view of the
// app's own that reads them sees what was set; nothing of ours draws differently for them.

/// The document a view of a document app shows, as SwiftUI's `DocumentConfiguration`: a widget
/// extension has no document, so `\.documentConfiguration` is nil.
public struct DocumentConfiguration: Sendable {
    /// Whether the document can be changed.
    public let isEditable: Bool
    /// Where the document is stored.
    public let fileURL: URL?
}

private struct BadgeProminenceKey: EnvironmentKey { static let defaultValue = BadgeProminence.standard }
private struct ButtonRepeatBehaviorKey: EnvironmentKey { static let defaultValue = ButtonRepeatBehavior.automatic }
private struct SpringLoadingBehaviorKey: EnvironmentKey { static let defaultValue = SpringLoadingBehavior.automatic }
private struct DocumentConfigurationKey: EnvironmentKey { static let defaultValue: DocumentConfiguration? = nil }

extension EnvironmentValues {
    /// A badge's prominence: standard, unless `badgeProminence(_:)` set it.
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }

    /// Whether held buttons repeat: automatic, unless `buttonRepeatBehavior(_:)` set it.
    public var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }

    /// Whether views activate under a drag: automatic, unless `springLoadingBehavior(_:)` set it.
    public var springLoadingBehavior: SpringLoadingBehavior {
        get { self[SpringLoadingBehaviorKey.self] }
        set { self[SpringLoadingBehaviorKey.self] = newValue }
    }

    /// The document shown: none in a widget.
    public var documentConfiguration: DocumentConfiguration? {
        get { self[DocumentConfigurationKey.self] }
        set { self[DocumentConfigurationKey.self] = newValue }
    }
}
