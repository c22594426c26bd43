import Foundation

/// What an Xcode `PreviewProvider`'s `previews` asks for, heard while it is evaluated: each
/// `attributes.previewContext(state, viewKind:)` and the `previewDisplayName` that follows it.
/// A provider's `previews` is an ordinary view, built eagerly by `@ViewBuilder`, so recording the
/// calls in order is enough to know its previews without walking the view tree.
///
///     let heard = PreviewContextRecorder.record { _ = DeliveryPreviews.previews }
public enum PreviewContextRecorder {
    /// One `previewContext` call.
    public struct Heard: Sendable {
        /// For a Live Activity: the attributes' type name, the data and the presentation; nil for
        /// a home-screen widget's `previewContext(WidgetPreviewContext(family:))`.
        public var activity: (attributesType: String, data: ActivityData, viewKind: ActivityPreviewViewKind)?
        /// The `previewDisplayName` given after it.
        public var name: String?
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var heard: [Heard]?

    /// Runs `body` (which evaluates a provider's `previews`) and returns what it asked for.
    public static func record(_ body: () -> Void) -> [Heard] {
        lock.withLock { heard = [] }
        body()
        return lock.withLock {
            defer { heard = nil }
            return heard ?? []
        }
    }

    static func hear(_ entry: Heard) {
        lock.withLock { if heard != nil { heard!.append(entry) } }
    }

    /// Names the last preview heard.
    static func hearName(_ name: String?) {
        lock.withLock {
            guard heard != nil, !heard!.isEmpty else { return }
            heard![heard!.count - 1].name = name
        }
    }
}
