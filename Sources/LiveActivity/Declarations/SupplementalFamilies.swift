import IslandUI

// `supplementalActivityFamilies(_:)` on any widget configuration, as WidgetKit declares it, so
// that an extension of `WidgetConfiguration` (a helper that adds `.small` when available) can
// call it on `self`. On an `ActivityConfiguration` it records the families; on another
// configuration, which has no Live Activity to draw small, it changes nothing.

/// A configuration that can take supplemental activity families.
protocol SupplementalFamiliesConfigurable {
    func withSupplementalFamilies(_ families: [ActivityFamily]) -> Self
}

extension ActivityConfiguration: SupplementalFamiliesConfigurable {
    func withSupplementalFamilies(_ families: [ActivityFamily]) -> ActivityConfiguration {
        supplementalActivityFamilies(families)
    }
}

extension WidgetConfiguration {
    /// The families beyond `.medium` a Live Activity's Lock Screen content is drawn for.
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> Self {
        (self as? SupplementalFamiliesConfigurable)?.withSupplementalFamilies(families) as? Self ?? self
    }
}
