/// One element VoiceOver stops on, and what it says there: the label, the value, then the
/// traits it speaks, joined as VoiceOver joins them.
///
///     VoiceOverElement(label: "Call driver", traits: .isButton).spoken   // "Call driver, Button"
public struct VoiceOverElement: Equatable, Sendable, CustomStringConvertible {
    public var label: String
    public var value: String?
    public var traits: AccessibilityTraits
    /// What is wrong with the element for someone who cannot see it, if anything.
    public var problem: VoiceOverProblem?

    public init(label: String, value: String? = nil, traits: AccessibilityTraits = [], problem: VoiceOverProblem? = nil) {
        self.label = label
        self.value = value
        self.traits = traits
        self.problem = problem
    }

    /// What VoiceOver says on it: "2 Pizzas", "Delivery, 50 percent", "Call driver, Button".
    public var spoken: String {
        ([label, value ?? ""] + traits.spokenNames).filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// `spoken` ("(silent)" when it is nothing), and the problem after a dash where there is one.
    public var description: String {
        let words = spoken.isEmpty ? "(silent)" : spoken
        return problem.map { "\(words) — \($0)" } ?? words
    }
}

extension [VoiceOverElement] {
    /// One element a line, numbered in reading order; a note when there is none.
    public var numberedText: String {
        guard !isEmpty else { return "(no element: VoiceOver reads nothing here)" }
        return enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }
}

/// What makes an element useless or misleading to VoiceOver.
public enum VoiceOverProblem: Equatable, Sendable, CustomStringConvertible {
    /// An image from the app's assets with no label and not declared decorative: VoiceOver
    /// reads its file name.
    case imageWithoutLabel(name: String)
    /// An element with nothing to read (`.accessibilityElement(children: .ignore)` and no label).
    case nothingToRead

    public var description: String {
        switch self {
        case .imageWithoutLabel(let name):
            "image without a label: VoiceOver reads its file name “\(name)”; give it .accessibilityLabel(…), or use Image(decorative:)"
        case .nothingToRead:
            "an element with nothing to read: give it .accessibilityLabel(…), or .accessibilityElement(children: .combine)"
        }
    }
}

extension AccessibilityTraits {
    /// The words VoiceOver speaks for these traits, in the order it says them (static text,
    /// summaries and frequent updates change how it reads, not what it says).
    public var spokenNames: [String] {
        var names: [String] = []
        if contains(.isSelected) { names.append("Selected") }
        if contains(.isToggle) { names.append("Switch button") } else if contains(.isButton) { names.append("Button") }
        if contains(.isLink) { names.append("Link") }
        if contains(.isHeader) { names.append("Heading") }
        if contains(.isImage) { names.append("Image") }
        return names
    }
}
