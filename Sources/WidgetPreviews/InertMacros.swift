import IslandUI

/// SwiftUI's `@Animatable` (iOS 26), with Apple's roles: on a shape or a view, the conformance to
/// `Animatable` when the type lacks it, and `animatableData`. Expanded by TermIsland's own plugin
/// into the conformance alone: a terminal draws no frames between two values, so `animatableData`
/// is the protocol's empty default and every property is drawn at its value (docs/IslandUI.md).
@attached(extension, conformances: Animatable) @attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "WidgetPreviewsMacros", type: "AnimatableMacro")

/// SwiftUI's `@AnimatableIgnored` (iOS 26): a property `@Animatable` leaves out. Nothing is
/// animated here, so it expands to nothing.
@attached(peer)
public macro AnimatableIgnored() = #externalMacro(module: "WidgetPreviewsMacros", type: "InertMacro")

/// App Intents' `@ComputedProperty` (iOS 26): an entity's property computed from its model, shown
/// to Shortcuts and Siri. The property stays as written (its getter runs when a view reads it);
/// the Shortcuts metadata Apple's expansion adds has no reader here.
@attached(peer, names: prefixed(`$`), prefixed(`_`)) @attached(accessor, names: named(get), named(set))
public macro ComputedProperty() = #externalMacro(module: "WidgetPreviewsMacros", type: "InertMacro")

/// App Intents' `@DeferredProperty` (iOS 26): an entity's property with an asynchronous getter,
/// fetched only when asked for. As `@ComputedProperty`, it stays as written.
@attached(peer, names: prefixed(`$`), prefixed(`_`)) @attached(accessor, names: named(get), named(set))
public macro DeferredProperty() = #externalMacro(module: "WidgetPreviewsMacros", type: "InertMacro")

/// `@DeferredProperty` with the title Shortcuts shows.
@attached(peer, names: prefixed(`$`), prefixed(`_`)) @attached(accessor, names: named(get), named(set))
public macro DeferredProperty(title: LocalizedStringResource) = #externalMacro(module: "WidgetPreviewsMacros", type: "InertMacro")

/// App Intents' `@UnionValue` (iOS 18): an enum whose cases carry the different types one
/// parameter may take. Apple's expansion conforms it to Shortcuts' value protocols (underscored
/// and iOS 27's); here it expands to nothing, so the enum is the plain enum it is written as.
@attached(extension, names: arbitrary)
public macro UnionValue() = #externalMacro(module: "WidgetPreviewsMacros", type: "InertMacro")
