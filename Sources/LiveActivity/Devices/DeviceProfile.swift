/// A device's geometry in points, from Apple's Human Interface Guidelines (Live Activities).
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
    /// How `island` and tests name it: "iphone-15-pro".
    public let identifier: String
    public let name: String
    public let screenWidth: Double
    /// Nil for a device without a Dynamic Island (its Live Activities show on the Lock Screen
    /// and as banners only).
    public let island: IslandGeometry?

    public var description: String { name }

    /// The Lock Screen presentation's width: the screen less 14-point margins.
    public var lockScreenWidth: Double { screenWidth - 2 * 14 }

    /// The island's sizes for one size class.
    public struct IslandGeometry: Hashable, Sendable {
        public let compactSlotWidth: Double
        public let compactWidth: Double
        public let expandedWidth: Double
        public let cameraWidth: Double
        public let height: Double
        public let minimalWidth: ClosedRange<Double>
    }

    package static let standardIsland = IslandGeometry(
        compactSlotWidth: 52.33, compactWidth: 230, expandedWidth: 371, cameraWidth: 125, height: 36.67,
        minimalWidth: 36.67...45)
    static let largeIsland = IslandGeometry(
        compactSlotWidth: 62.33, compactWidth: 250, expandedWidth: 408, cameraWidth: 125, height: 36.67,
        minimalWidth: 36.67...45)

    public static let iPhone14Pro = DeviceProfile(identifier: "iphone-14-pro", name: "iPhone 14 Pro", screenWidth: 393, island: standardIsland)
    public static let iPhone14ProMax = DeviceProfile(identifier: "iphone-14-pro-max", name: "iPhone 14 Pro Max", screenWidth: 430, island: largeIsland)
    public static let iPhone15 = DeviceProfile(identifier: "iphone-15", name: "iPhone 15", screenWidth: 393, island: standardIsland)
    public static let iPhone15Pro = DeviceProfile(identifier: "iphone-15-pro", name: "iPhone 15 Pro", screenWidth: 393, island: standardIsland)
    public static let iPhone15ProMax = DeviceProfile(identifier: "iphone-15-pro-max", name: "iPhone 15 Pro Max", screenWidth: 430, island: largeIsland)
    public static let iPhone16Pro = DeviceProfile(identifier: "iphone-16-pro", name: "iPhone 16 Pro", screenWidth: 402, island: standardIsland)
    public static let iPhone16ProMax = DeviceProfile(identifier: "iphone-16-pro-max", name: "iPhone 16 Pro Max", screenWidth: 440, island: largeIsland)
    public static let iPhone17 = DeviceProfile(identifier: "iphone-17", name: "iPhone 17", screenWidth: 402, island: standardIsland)
    public static let iPhone17Pro = DeviceProfile(identifier: "iphone-17-pro", name: "iPhone 17 Pro", screenWidth: 402, island: standardIsland)
    public static let iPhone17ProMax = DeviceProfile(identifier: "iphone-17-pro-max", name: "iPhone 17 Pro Max", screenWidth: 440, island: largeIsland)
    public static let iPhoneAir = DeviceProfile(identifier: "iphone-air", name: "iPhone Air", screenWidth: 420, island: largeIsland)
    /// A phone without an island (iPhone SE-like): Lock Screen and banners only.
    public static let iPhoneWithoutIsland = DeviceProfile(identifier: "iphone-se", name: "iPhone SE", screenWidth: 375, island: nil)
    /// iPad: no island, a 500-point Lock Screen presentation.
    public static let iPad = DeviceProfile(identifier: "ipad", name: "iPad", screenWidth: 528, island: nil)

    /// Every profile, in the order `island list` shows them.
    public static let all: [DeviceProfile] = [
        .iPhone14Pro, .iPhone14ProMax, .iPhone15, .iPhone15Pro, .iPhone15ProMax, .iPhone16Pro,
        .iPhone16ProMax, .iPhone17, .iPhone17Pro, .iPhone17ProMax, .iPhoneAir, .iPhoneWithoutIsland, .iPad,
    ]

    /// The profile named `identifier`, if any.
    public static func named(_ identifier: String) -> DeviceProfile? {
        all.first { $0.identifier == identifier.lowercased() }
    }
}
