import Foundation

// The styles of controls and containers a Live Activity does not show (lists, pickers, forms,
// menus, tabs, tables, text fields, navigation): each protocol and built-in style with Apple's
// names, so that `.listStyle(.plain)` and the like compile and resolve as in Xcode; the view is
// drawn in its default style. The style protocols with a `makeBody` take a style of the app's own
// too.
// docs/IslandUI.md, "Accepted without effect".

/// A part of a style's configuration (its label, its content), as a view drawn as it was given.
public struct StyleConfigurationPart<Role>: View {
    let content: AnyView
    public var body: some View { content }
}

/// The roles of a configuration's parts, which keep a label from being passed as content.
public enum StyleConfigurationLabelRole {}
public enum StyleConfigurationContentRole {}
