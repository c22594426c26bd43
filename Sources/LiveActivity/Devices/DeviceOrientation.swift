/// Which way up the phone is held: in landscape (iOS 27) the island's compact and minimal
/// presentations cannot grow in width, and their content reads
/// `isDynamicIslandLimitedInWidth` as true (docs/Places.md).
public enum DeviceOrientation: String, Hashable, Sendable, CaseIterable {
    case portrait, landscape
}
