import Foundation
import LiveActivity

// ActivityKit's first API (iOS 16.1), which passes a bare content state rather than an
// `ActivityContent`; deprecated since iOS 16.2 and still in many widgets' apps. Each form does
// what its `ActivityContent` counterpart does, with no stale date and no relevance score.

extension Activity {
    /// Starts an activity with a content state (iOS 16.1).
    @available(*, deprecated, renamed: "request(attributes:content:pushType:)")
    public static func request(attributes: Attributes, contentState: Attributes.ContentState,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    /// The activity's current content state (iOS 16.1).
    @available(*, deprecated, renamed: "content")
    public var contentState: Attributes.ContentState { content.state }

    /// Updates the content state (iOS 16.1).
    @available(*, deprecated, renamed: "update(_:)")
    public func update(using contentState: Attributes.ContentState) async {
        await update(ActivityContent(state: contentState, staleDate: nil))
    }

    /// Updates the content state with an alert (iOS 16.1).
    @available(*, deprecated, renamed: "update(_:alertConfiguration:)")
    public func update(using contentState: Attributes.ContentState, alertConfiguration: AlertConfiguration?) async {
        await update(ActivityContent(state: contentState, staleDate: nil), alertConfiguration: alertConfiguration)
    }

    /// Ends it, with an optional final content state (iOS 16.1).
    @available(*, deprecated, renamed: "end(_:dismissalPolicy:)")
    public func end(using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }
}
