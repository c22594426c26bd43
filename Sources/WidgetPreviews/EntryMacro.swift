/// SwiftUI's `@Entry`: an environment value declared in one line, as widget code writes it.
///
///     extension EnvironmentValues {
///         @Entry var accent: Color = .blue
///     }
///
/// Expanded by TermIsland's own plugin into a private `EnvironmentKey` beside the property and
/// accessors through it. On `EnvironmentValues` only (not `FocusedValues` or `Transaction`).
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "WidgetPreviewsMacros", type: "EntryMacro")
