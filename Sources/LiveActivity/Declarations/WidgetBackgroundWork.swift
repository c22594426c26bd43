import Foundation
import IslandUI

// WidgetKit's background work on a configuration: the system wakes the extension when a
// background task or URL session it started finishes. A previewer is never woken in the
// background, so these are accepted and their closures never run; `island lint` says so
// (docs/Lint.md, inert-modifier). Each returns the configuration itself, as the gallery
// modifiers of Widget.swift do, so an `ActivityConfiguration` stays one.

extension WidgetConfiguration {
    /// Work for a background task: accepted, never run here.
    public func backgroundTask<D: Sendable, R: Sendable>(_ task: BackgroundTask<D, R>,
                                                         action: @escaping @Sendable (D) async -> R) -> Self { self }

    /// The events of a background URL session the widget started: accepted, never delivered
    /// here.
    public func onBackgroundURLSessionEvents(matching matchingBlock: ((_ identifier: String) -> Bool)? = nil,
                                             _ urlSessionEvent: @escaping (_ identifier: String, _ completion: @escaping () -> Void) -> Void) -> Self {
        self
    }
}
