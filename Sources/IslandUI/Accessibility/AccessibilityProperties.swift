/// What the accessibility modifiers said of one view, kept as they said it: VoiceOver's reading
/// (`VoiceOverReader`) is worked out from these. (`ViewNode.accessibilityLabel` is something
/// else: the label left on the view's region once hiding and combining have run.)
package struct AccessibilityProperties {
    /// `.accessibilityLabel(_:)`: read in place of the view's text.
    package var label: String?
    /// `.accessibilityValue(_:)`: read after the label.
    package var value: String?
    package var addedTraits: AccessibilityTraits = []
    package var removedTraits: AccessibilityTraits = []
    /// `.accessibilityElement(children:)` on this view, if given.
    package var children: AccessibilityChildBehavior?
    /// `.accessibilitySortPriority(_:)`: higher is read first within its container.
    package var sortPriority: Double = 0
    /// What an image is, for what VoiceOver reads of it; nil for anything else.
    package var image: ImageAccessibility?
    /// A `Label`'s icon: VoiceOver reads a label by its title alone.
    package var isLabelIcon = false

    package init() {}
}

/// What VoiceOver has to read of an image.
package enum ImageAccessibility: Equatable {
    /// `Image(systemName:)`: the symbol's own accessibility name.
    case symbol(String)
    /// `Image("name")`: nothing but the asset's name, which iOS reads when no label is given.
    case asset(String)
    /// `Image(decorative:)`: not read.
    case decorative
}
