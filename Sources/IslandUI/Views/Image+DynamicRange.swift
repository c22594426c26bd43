extension Image {
    /// How much of a display's brightness an HDR image may use, as SwiftUI's
    /// `Image.DynamicRange` (iOS 17): a terminal's placeholder has none to use.
    public struct DynamicRange: Hashable, Sendable {
        let name: String
        public static let standard = DynamicRange(name: "standard")
        public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
        public static let high = DynamicRange(name: "high")
    }

    /// The image allowed `range`: its placeholder as it is.
    public func allowedDynamicRange(_ range: DynamicRange?) -> Image { self }
}

extension View {
    /// Images inside allowed `range`: drawn as they are.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> ModifiedView { modifyingEnvironment { _ in } }
}
