import Foundation

/// What VoiceOver reads of a resolved view tree: its elements in reading order, composed as
/// iOS composes them.
///
/// - Text is read as its text; a `Label` by its title (the icon is not read); an
///   `Image(systemName:)` by the symbol's name (variants such as `.fill` dropped, dots as
///   spaces: "car.fill" reads "car"); an image from the app's assets by its file name, flagged,
///   unless it has a label or is `Image(decorative:)`.
/// - A button is its label's text with the Button trait; a toggle adds its value, "on" or "off";
///   a progress view is its percentage.
/// - `.accessibilityLabel` and `.accessibilityValue` replace what a view would say;
///   `.accessibilityHidden(true)` and `.hidden()` remove it and its children.
/// - `.accessibilityElement(children: .combine)` joins its children into one element (their
///   labels and values with commas, their traits together), `.ignore` keeps only what is given
///   to it, `.contain` keeps the children apart; a label or value given to a stack without
///   `.accessibilityElement` makes it one element as `.combine` does.
/// - The order is the tree's (leading to trailing in an HStack, top to bottom in a VStack),
///   then `.accessibilitySortPriority`, higher first, within each container.
package enum VoiceOverReader {
    /// The elements of `node`, in the order VoiceOver reads them.
    package static func elements(of node: ViewNode) -> [VoiceOverElement] {
        sorted(read(node)).map(\.element)
    }

    /// An element and the sort priority it is read by within its container.
    private struct Entry {
        var element: VoiceOverElement
        var priority: Double
    }

    private static func read(_ node: ViewNode) -> [Entry] {
        if node.isAccessibilityHidden || node.accessibility.isLabelIcon { return [] }
        if case .hidden = node.kind { return [] }
        let properties = node.accessibility
        switch properties.children {
        case .combine?:
            return [Entry(element: combined(node), priority: properties.sortPriority)]
        case .ignore?:
            let element = VoiceOverElement(label: properties.label ?? "", value: properties.value,
                                           traits: properties.addedTraits.subtracting(properties.removedTraits))
            return [Entry(element: given(element), priority: properties.sortPriority)]
        case .contain?:
            return inheriting(properties.sortPriority, sorted(node.children.flatMap(read)))
        case nil:
            break
        }
        if var element = leaf(node) {
            element = applying(properties, to: element)
            return [Entry(element: element, priority: properties.sortPriority)]
        }
        if properties.label != nil || properties.value != nil || node.linkURL != nil {
            return [Entry(element: combined(node), priority: properties.sortPriority)]
        }
        return inheriting(properties.sortPriority, node.children.flatMap(read))
    }

    /// A view's children as one element: labels and values joined, traits together; what the
    /// view itself was given replaces them.
    private static func combined(_ node: ViewNode) -> VoiceOverElement {
        let parts = node.children.flatMap(read).map(\.element)
        var element = VoiceOverElement(
            label: parts.map(\.label).filter { !$0.isEmpty }.joined(separator: ", "),
            value: Optional(parts.compactMap(\.value).filter { !$0.isEmpty }.joined(separator: ", ")).flatMap { $0.isEmpty ? nil : $0 },
            traits: parts.reduce(into: AccessibilityTraits()) { $0.formUnion($1.traits) }.subtracting(.isStaticText),
            problem: parts.lazy.compactMap(\.problem).first)
        if node.linkURL != nil { element.traits.insert(.isLink) }
        return applying(node.accessibility, to: element)
    }

    /// What a view that is itself an element says: text, an image, a control, a progress view.
    private static func leaf(_ node: ViewNode) -> VoiceOverElement? {
        if let image = node.accessibility.image {
            switch image {
            case .decorative: return nil
            case .symbol(let name): return VoiceOverElement(label: spokenName(ofSymbol: name), traits: .isImage)
            case .asset(let name): return VoiceOverElement(label: name, traits: .isImage, problem: .imageWithoutLabel(name: name))
            }
        }
        switch node.kind {
        case .text(let text):
            let words = text.plainText.trimmingWhitespaces
            return words.isEmpty ? nil : VoiceOverElement(label: words, traits: .isStaticText)
        case .control(let spec):
            var element = combined(node)
            element.traits.subtract(.isImage)
            if element.label.isEmpty { element.label = spec.actionIdentifier }
            // The label's own image problem is moot once the control has a name.
            if node.accessibility.label != nil { element.problem = nil }
            switch spec.kind {
            case .button: element.traits.insert(.isButton)
            case .toggle(let isOn):
                element.traits.insert(.isToggle)
                element.value = [element.value, isOn ? "on" : "off"].compactMap { $0 }.joined(separator: ", ")
            }
            return element
        case .progress(let spec):
            let value = spec.fraction.map { "\(Int(($0 * 100).rounded())) percent" } ?? "in progress"
            return VoiceOverElement(label: "", value: value, traits: .updatesFrequently)
        default:
            return nil
        }
    }

    /// `element` with what the modifiers gave its view in place of what it would say.
    private static func applying(_ properties: AccessibilityProperties, to element: VoiceOverElement) -> VoiceOverElement {
        var element = element
        if let label = properties.label {
            element.label = label
            element.problem = nil
        }
        if let value = properties.value { element.value = value }
        element.traits.formUnion(properties.addedTraits)
        element.traits.subtract(properties.removedTraits)
        return element
    }

    /// An element made of what it was given alone: flagged when that is nothing.
    private static func given(_ element: VoiceOverElement) -> VoiceOverElement {
        var element = element
        if element.label.isEmpty && (element.value ?? "").isEmpty { element.problem = .nothingToRead }
        return element
    }

    /// Entries under a view with a sort priority take it, unless they have their own.
    private static func inheriting(_ priority: Double, _ entries: [Entry]) -> [Entry] {
        guard priority != 0 else { return entries }
        return entries.map { entry in
            var entry = entry
            if entry.priority == 0 { entry.priority = priority }
            return entry
        }
    }

    /// Higher priority first; the tree's order among equals.
    private static func sorted(_ entries: [Entry]) -> [Entry] {
        entries.enumerated().sorted { ($0.element.priority, -$0.offset) > ($1.element.priority, -$1.offset) }.map(\.element)
    }

    /// What VoiceOver calls an SF Symbol, near enough: its name without the variants that only
    /// change how it is drawn, dots read as spaces ("car.fill" → "car", "figure.walk" →
    /// "figure walk").
    package static func spokenName(ofSymbol name: String) -> String {
        let variants: Set<Substring> = ["fill", "circle", "square", "inverse", "rtl"]
        var parts = name.split(separator: ".")
        while parts.count > 1, let last = parts.last, variants.contains(last) { parts.removeLast() }
        return parts.joined(separator: " ")
    }
}
