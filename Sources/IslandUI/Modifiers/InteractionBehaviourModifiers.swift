import Foundation

// iOS 17's interaction behaviours of an app's screens: focus and hover effects, a button held
// down, selection, dialogs, inspectors, list spacing, search dictation. A Live Activity takes
// taps only through `Button(intent:)`, `Toggle(intent:)` and `Link`, and has no focus, pointer,
// dialog or list to space, so these are accepted with Apple's types and draw the view as it is.

/// Which interactions focus serves, as SwiftUI's `FocusInteractions`.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1), edit = FocusInteractions(rawValue: 2)
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// How prominent a badge is, as SwiftUI's `BadgeProminence`.
public struct BadgeProminence: Hashable, Sendable {
    let name: String
    public static let decreased = BadgeProminence(name: "decreased"), standard = BadgeProminence(name: "standard")
    public static let increased = BadgeProminence(name: "increased")
}

/// Whether a button held down repeats its action, as SwiftUI's `ButtonRepeatBehavior`.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = ButtonRepeatBehavior(name: "automatic"), enabled = ButtonRepeatBehavior(name: "enabled")
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// How a toolbar shows its title, as SwiftUI's `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Sendable {
    let name: String
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic"), large = ToolbarTitleDisplayMode(name: "large")
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge"), inline = ToolbarTitleDisplayMode(name: "inline")
}

/// The space between a list's sections, as SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Sendable {
    let points: CGFloat?
    public static let `default` = ListSectionSpacing(points: nil), compact = ListSectionSpacing(points: 8)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

/// Whether a search field takes dictation, as SwiftUI's `TextInputDictationBehavior`.
public struct TextInputDictationBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = TextInputDictationBehavior(name: "automatic")
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(name: "inline")
    }
}

/// When inline dictation starts, as SwiftUI's `TextInputDictationActivation`.
public struct TextInputDictationActivation: Hashable, Sendable {
    let name: String
    public static let onLook = TextInputDictationActivation(name: "onLook"), onSelect = TextInputDictationActivation(name: "onSelect")
}

/// Whether presenting search hides the toolbar, as SwiftUI's `SearchPresentationToolbarBehavior`.
public struct SearchPresentationToolbarBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(name: "avoidHidingContent")
}

/// Whether a view activates when something is dragged over it, as SwiftUI's `SpringLoadingBehavior`.
public struct SpringLoadingBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = SpringLoadingBehavior(name: "automatic"), enabled = SpringLoadingBehavior(name: "enabled")
    public static let disabled = SpringLoadingBehavior(name: "disabled")
}

/// How a palette picker shows its selection, as SwiftUI's `PaletteSelectionEffect`.
public struct PaletteSelectionEffect: Hashable, Sendable {
    let name: String
    public static let automatic = PaletteSelectionEffect(name: "automatic"), custom = PaletteSelectionEffect(name: "custom")
    public static let symbolVariant = PaletteSelectionEffect(name: "symbolVariant")
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect { PaletteSelectionEffect(name: "symbolVariant") }
}

extension View {
    /// Whether the view can take focus: nothing here does.
    public func focusable(_ isFocusable: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> ModifiedView { modifyingEnvironment { _ in } }
    /// The focus ring: never drawn.
    public func focusEffectDisabled(_ disabled: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }
    /// Where focus goes first: nowhere, as nothing takes focus.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// Hover effects: a terminal has no pointer.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }
    public func defaultHoverEffect(_ effect: HoverEffect?) -> ModifiedView { modifyingEnvironment { _ in } }

    /// A badge's prominence, set in the environment (`\.badgeProminence`): a Live Activity has
    /// no tab bar or list to badge, so nothing of ours draws it.
    public func badgeProminence(_ prominence: BadgeProminence) -> ModifiedView {
        modifyingEnvironment { $0.badgeProminence = prominence }
    }
    /// Whether a held button repeats, set in the environment: a button here runs its intent once
    /// per tap.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> ModifiedView {
        modifyingEnvironment { $0.buttonRepeatBehavior = behavior }
    }
    /// Whether list rows can be selected: nothing here is selected.
    public func selectionDisabled(_ isDisabled: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }
    /// The toolbar's title: a widget has no toolbar.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> ModifiedView { modifyingEnvironment { _ in } }

    /// A dialog's icon and its "do not ask again" toggle: no dialog is presented.
    public func dialogIcon(_ icon: Image?) -> ModifiedView { modifyingEnvironment { _ in } }
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> ModifiedView { modifyingEnvironment { _ in } }
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> ModifiedView {
        modifyingEnvironment { _ in }
    }
    @_disfavoredOverload
    public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> ModifiedView {
        modifyingEnvironment { _ in }
    }
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> ModifiedView { modifyingEnvironment { _ in } }

    /// What typing selects the view by in a list: nothing here takes typing.
    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> ModifiedView { modifyingEnvironment { _ in } }
    public func typeSelectEquivalent(_ text: Text?) -> ModifiedView { modifyingEnvironment { _ in } }
    @_disfavoredOverload
    public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Dictation in a search field and the toolbar while searching: no search field here.
    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> ModifiedView { modifyingEnvironment { _ in } }
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> ModifiedView {
        modifyingEnvironment { _ in }
    }
    /// Activating on a drag held over it, set in the environment: nothing is dragged here.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> ModifiedView {
        modifyingEnvironment { $0.springLoadingBehavior = behavior }
    }
    /// A palette picker's selection: drawn as the picker is.
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> ModifiedView { modifyingEnvironment { _ in } }

    /// An inspector beside the view: never presented.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> ModifiedView { modifyingEnvironment { _ in } }
    public func inspectorColumnWidth(_ width: CGFloat) -> ModifiedView { modifyingEnvironment { _ in } }
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> ModifiedView { modifyingEnvironment { _ in } }

    /// A table's column headers, and the spacing of a list's rows and sections: a list here is a
    /// stack, with no rows or sections to space.
    public func tableColumnHeaders(_ visibility: Visibility) -> ModifiedView { modifyingEnvironment { _ in } }
    public func listRowSpacing(_ spacing: CGFloat?) -> ModifiedView { modifyingEnvironment { _ in } }
    public func listSectionSpacing(_ spacing: CGFloat) -> ModifiedView { modifyingEnvironment { _ in } }
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> ModifiedView { modifyingEnvironment { _ in } }
}
