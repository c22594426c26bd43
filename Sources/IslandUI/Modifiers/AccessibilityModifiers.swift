// Accessibility, as far as a frame carries it: the label a screen reader would say, on the
// region of the view it belongs to (`Region.accessibilityLabel`).

/// How an accessibility element treats its children, as SwiftUI's.
public enum AccessibilityChildBehavior: Hashable, Sendable {
    /// The children's labels, joined, become the element's label.
    case combine
    /// The children are hidden behind the element's own label.
    case ignore
    /// The children stay elements of their own.
    case contain
}

/// Traits, as SwiftUI's `AccessibilityTraits` (kept; a terminal has no screen reader).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1), isHeader = AccessibilityTraits(rawValue: 2)
    public static let isStaticText = AccessibilityTraits(rawValue: 4), isImage = AccessibilityTraits(rawValue: 8)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 16), isSelected = AccessibilityTraits(rawValue: 32)
    public static let isToggle = AccessibilityTraits(rawValue: 64), isLink = AccessibilityTraits(rawValue: 128)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 256)
}

extension View {
    /// Hidden from accessibility: the view and its children give no label to the frame.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedView {
        changingNode { node in
            guard hidden else { return }
            func hide(_ node: ViewNode) {
                node.isAccessibilityHidden = true
                node.accessibilityLabel = nil
                for child in node.children { hide(child) }
            }
            hide(node)
        }
    }

    /// One accessibility element for the view: `.combine` joins its children's labels (or their
    /// text) into its own; `.ignore` keeps only a label given to it.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedView {
        ModifiedView(content: AnyView(self), wrap: { node, context in
            let wrapper = ViewNode(.padding(EdgeInsets()), children: [node], identity: context.identity)
            wrapper.accessibility.children = children
            if children == .combine {
                let labels = AccessibilityLabels.collect(node)
                if !labels.isEmpty { wrapper.accessibilityLabel = labels.joined(separator: ", ") }
                AccessibilityLabels.clear(node)
            } else if children == .ignore {
                AccessibilityLabels.clear(node)
            }
            return wrapper
        })
    }

    /// Said after the label; kept with it on the region (`label, value`).
    public func accessibilityValue(_ value: String) -> ModifiedView {
        changingNode { node in
            node.accessibilityLabel = [node.accessibilityLabel ?? node.plainText, value].filter { !$0.isEmpty }.joined(separator: ", ")
            node.accessibility.value = value
        }
    }

    /// Said after the label: a text's words (`Text(timerInterval:)` says the time left now).
    public func accessibilityValue(_ value: Text) -> ModifiedView {
        ModifiedView(content: AnyView(self), wrap: { node, context in
            let words = ResolvedText(value, environment: context.environment, cache: context.textLayouts).plainText
            node.accessibilityLabel = [node.accessibilityLabel ?? node.plainText, words].filter { !$0.isEmpty }.joined(separator: ", ")
            node.accessibility.value = words
            return node
        })
    }

    /// Said in place of what the view says: a text's words.
    public func accessibilityLabel(_ label: Text) -> ModifiedView {
        ModifiedView(content: AnyView(self), wrap: { node, context in
            let words = ResolvedText(label, environment: context.environment, cache: context.textLayouts).plainText
            node.accessibilityLabel = words
            node.accessibility.label = words
            return node
        })
    }

    public func accessibilityHint(_ hint: String) -> ModifiedView { changingNode { _ in } }
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedView { changingNode { _ in } }
    /// Traits VoiceOver says after the label (`.isButton`: "Button") or reads by (`.isHeader`).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedView {
        changingNode { $0.accessibility.addedTraits.formUnion(traits) }
    }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedView {
        changingNode { $0.accessibility.removedTraits.formUnion(traits) }
    }
    /// Read before its siblings in the same container when higher (default 0).
    public func accessibilitySortPriority(_ priority: Double) -> ModifiedView {
        changingNode { $0.accessibility.sortPriority = priority }
    }
}

enum AccessibilityLabels {
    /// The labels of a tree, in order: a view's own label, else its text.
    static func collect(_ node: ViewNode) -> [String] {
        if node.isAccessibilityHidden { return [] }
        if let label = node.accessibilityLabel { return [label] }
        if case .text(let text) = node.kind, !text.plainText.isEmpty {
            ResolutionClock.current?.noteTextRead(of: node)
            return [text.plainText]
        }
        return node.children.flatMap(collect)
    }

    static func clear(_ node: ViewNode) {
        node.accessibilityLabel = nil
        for child in node.children { clear(child) }
    }
}
