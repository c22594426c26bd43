import Foundation
import IslandUI

/// One value of one axis of a snapshot's variants: `dark`, `accessibility3`, `rtl`, `ar`…
public enum VariantValue: Hashable, Sendable {
    case appearance(PhoneAppearance)
    case size(DynamicTypeSize)
    case direction(LayoutDirection)
    /// A locale identifier Foundation knows (`ar`, `de_DE`, `ja`).
    case locale(String)
    case device(DeviceProfile)
    case orientation(DeviceOrientation)
    /// The Always-On display (`always-on`) or the lit screen (`awake`).
    case alwaysOn(Bool)
    /// Content past its stale date (`stale`) or not (`fresh`).
    case stale(Bool)

    /// The axis it is a value of.
    public var axis: VariantAxis {
        switch self {
        case .appearance: .appearance
        case .size: .size
        case .direction: .direction
        case .locale: .locale
        case .device: .device
        case .orientation: .orientation
        case .alwaysOn: .display
        case .stale: .freshness
        }
    }

    /// The word it is written as, in `--variants` and in a snapshot's name and file name: only
    /// letters, digits, `-` and `_`, so it is safe in any file system.
    public var word: String {
        switch self {
        case .appearance(let appearance): appearance.rawValue
        case .size(let size): size.rawValue
        case .direction(let direction): direction == .rightToLeft ? "rtl" : "ltr"
        case .locale(let identifier): identifier
        case .device(let device): device.identifier
        case .orientation(let orientation): orientation.rawValue
        case .alwaysOn(let isOn): isOn ? "always-on" : "awake"
        case .stale(let isStale): isStale ? "stale" : "fresh"
        }
    }
}
