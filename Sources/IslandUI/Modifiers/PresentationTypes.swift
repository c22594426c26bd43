import Foundation

// Presentations a widget cannot make (alerts, dialogs, sheets, popovers, menus): the values their
// modifiers take, with Apple's names and members, accepted and never shown.
// docs/IslandUI.md, "Accepted without effect".

/// SwiftUI's `PresentationDetent`, with Apple's members: accepted; a widget presents nothing.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static func custom<D>(_ type: D.Type) -> PresentationDetent where D : CustomPresentationDetent { PresentationDetent(name: "custom") }
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction") }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height") }
    public static var large: PresentationDetent { PresentationDetent(name: "large") }
    public static var medium: PresentationDetent { PresentationDetent(name: "medium") }

    /// SwiftUI's `PresentationDetent.Context`, with Apple's members: accepted; a widget presents nothing.
    public struct Context: Hashable, Sendable {
        let name: String
        init(name: String) { self.name = name }
    }
}

/// SwiftUI's `PresentationAdaptation`, with Apple's members: accepted; a widget presents nothing.
public struct PresentationAdaptation: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static var automatic: PresentationAdaptation { PresentationAdaptation(name: "automatic") }
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(name: "fullScreenCover") }
    public static var none: PresentationAdaptation { PresentationAdaptation(name: "none") }
    public static var popover: PresentationAdaptation { PresentationAdaptation(name: "popover") }
    public static var sheet: PresentationAdaptation { PresentationAdaptation(name: "sheet") }
}

/// SwiftUI's `PresentationBackgroundInteraction`, with Apple's members: accepted; a widget presents nothing.
public struct PresentationBackgroundInteraction: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction(name: "automatic") }
    public static var disabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(name: "disabled") }
    public static var enabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(name: "enabled") }
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { PresentationBackgroundInteraction(name: "enabled") }
}

/// SwiftUI's `PresentationContentInteraction`, with Apple's members: accepted; a widget presents nothing.
public struct PresentationContentInteraction: Equatable, Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static var automatic: PresentationContentInteraction { PresentationContentInteraction(name: "automatic") }
    public static var resizes: PresentationContentInteraction { PresentationContentInteraction(name: "resizes") }
    public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(name: "scrolls") }
}

/// SwiftUI's `MenuOrder`, with Apple's members: accepted; a widget presents nothing.
public struct MenuOrder: Equatable, Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static var automatic: MenuOrder { MenuOrder(name: "automatic") }
    public static var fixed: MenuOrder { MenuOrder(name: "fixed") }
    public static var priority: MenuOrder { MenuOrder(name: "priority") }
}

/// SwiftUI's `MenuActionDismissBehavior`, with Apple's members: accepted; a widget presents nothing.
public struct MenuActionDismissBehavior: Equatable, Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static var automatic: MenuActionDismissBehavior { MenuActionDismissBehavior(name: "automatic") }
    public static var disabled: MenuActionDismissBehavior { MenuActionDismissBehavior(name: "disabled") }
    public static var enabled: MenuActionDismissBehavior { MenuActionDismissBehavior(name: "enabled") }
}


/// An alert, as SwiftUI's `Alert` for `alert(isPresented:content:)`: a widget presents none.
public struct Alert {
    /// A button of an alert or an action sheet.
    public struct Button {
        let label: Text?
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: nil) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
    }

    let title: Text
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) { self.title = title }
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) { self.title = title }
}

/// An action sheet, as SwiftUI's `ActionSheet`: a widget presents none.
public struct ActionSheet {
    public typealias Button = Alert.Button
    let title: Text
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) { self.title = title }
}

/// A context menu's items, as SwiftUI's `ContextMenu`: a widget shows no menu.
public struct ContextMenu<MenuItems: View> {
    public init(@ViewBuilder menuItems: () -> MenuItems) {}
}

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A sheet height of the app's own, as SwiftUI's `CustomPresentationDetent`.
public protocol CustomPresentationDetent {
    static func height(in context: PresentationDetent.Context) -> CGFloat?
}
