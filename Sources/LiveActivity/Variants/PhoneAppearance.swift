import IslandUI

/// How the phone looks: light or dark, or iOS 26's Liquid Glass on the Lock Screen.
public enum PhoneAppearance: String, Hashable, Sendable, CaseIterable {
    case light, dark, glass

    /// The colour scheme views read: glass content is drawn light on the material, as the
    /// dark scheme draws it (its vibrant colours are near white).
    public var colorScheme: ColorScheme { self == .light ? .light : .dark }

    /// The Lock Screen card's material.
    public var lockScreenMaterial: LockScreenMaterial { self == .glass ? .glass : .opaque }
}
