import Foundation
import IslandUI

/// An axis a snapshot can vary along: each `--variants` word is a value of one of them, or an
/// axis's name for all its values (docs/SnapshotTesting.md, "Variants").
public enum VariantAxis: String, Hashable, Sendable, CaseIterable {
    case appearance, size, direction, locale, device, orientation, display, freshness

    /// Every value of the axis, in the order `--variants help` lists them; the locale axis
    /// has no closed list (any identifier Foundation knows).
    public var values: [VariantValue] {
        switch self {
        case .appearance: PhoneAppearance.allCases.map(VariantValue.appearance)
        case .size: DynamicTypeSize.allCases.map(VariantValue.size)
        case .direction: [.direction(.leftToRight), .direction(.rightToLeft)]
        case .locale: []
        case .device: DeviceProfile.all.map(VariantValue.device)
        case .orientation: DeviceOrientation.allCases.map(VariantValue.orientation)
        case .display: [.alwaysOn(false), .alwaysOn(true)]
        case .freshness: [.stale(false), .stale(true)]
        }
    }

    /// What the axis changes, for `--variants help`.
    public var summary: String {
        switch self {
        case .appearance: "the phone's appearance; glass is iOS 26's Liquid Glass Lock Screen"
        case .size: "Dynamic Type: a larger size gives each cell more points, so fewer characters fit"
        case .direction: "layout direction: rtl mirrors stacks, alignment, padding and the island's sides"
        case .locale: "any locale identifier (ar, de_DE, ja): formatters and Text dates follow; ar, he, fa, ur are rtl"
        case .device: "a device from `island list`"
        case .orientation: "landscape: the island's compact and minimal are limited in width (iOS 27)"
        case .display: "always-on: the Always-On display (isLuminanceReduced, colours dimmed)"
        case .freshness: "stale: the content is past its stale date (context.isStale)"
        }
    }

    /// The axes `--variants all` multiplies: every closed axis but the device (the command's
    /// `--device` stands) and the locale (which has no closed list).
    public static let matrixAxes: [VariantAxis] = [.appearance, .size, .direction, .orientation, .display, .freshness]
}
