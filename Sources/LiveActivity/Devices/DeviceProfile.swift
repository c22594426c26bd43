import IslandUI

/// A device's geometry in points, from Apple's Human Interface Guidelines (Live Activities):
/// iPhones and iPad, and the places a phone's activities also show (Apple Watch, CarPlay, a
/// paired Mac).
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
    /// How `island` and tests name it: "iphone-15-pro".
    public let identifier: String
    public let name: String
    public let screenWidth: Double
    /// Nil for a device without a Dynamic Island (its Live Activities show on the Lock Screen
    /// and as banners only).
    public let island: IslandGeometry?
    /// Where Live Activities show on it.
    public var place: Place = .iPhone
    /// The size of a Live Activity in the Smart Stack or on the CarPlay Dashboard, in points.
    public var smallActivitySize: ViewSize?

    /// The kinds of place a Live Activity shows in.
    public enum Place: String, Hashable, Sendable {
        /// The Lock Screen, the Dynamic Island where there is one, StandBy, banners.
        case iPhone
        /// The Lock Screen and banners; no island, no StandBy.
        case iPad
        /// The Smart Stack (a paired iPhone's activities).
        case appleWatch
        /// The CarPlay Dashboard (a connected iPhone's activities); controls do nothing there.
        case carPlay
        /// The menu bar of a paired Mac: the compact, minimal and expanded presentations.
        case mac
    }

    public init(identifier: String, name: String, screenWidth: Double, island: IslandGeometry?,
                place: Place = .iPhone, smallActivitySize: ViewSize? = nil) {
        self.identifier = identifier
        self.name = name
        self.screenWidth = screenWidth
        self.island = island
        self.place = place
        self.smallActivitySize = smallActivitySize
    }

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
    /// iPhone SE: no island, so the Lock Screen and banners only.
    public static let iPhoneSE = DeviceProfile(identifier: "iphone-se", name: "iPhone SE", screenWidth: 375, island: nil)
    /// iPad: no island, a 500-point Lock Screen presentation.
    public static let iPad = DeviceProfile(identifier: "ipad", name: "iPad", screenWidth: 528, island: nil, place: .iPad)

    // Apple Watch: a Live Activity in the Smart Stack is a watch widget's size (HIG, Live
    // Activities, watchOS dimensions).
    public static let appleWatch40mm = watch("40mm", ViewSize(width: 152, height: 69.5))
    public static let appleWatch41mm = watch("41mm", ViewSize(width: 165, height: 72.5))
    public static let appleWatch44mm = watch("44mm", ViewSize(width: 173, height: 76.5))
    public static let appleWatch45mm = watch("45mm", ViewSize(width: 184, height: 80.5))
    public static let appleWatch49mm = watch("49mm", ViewSize(width: 191, height: 81.5))

    // CarPlay: the system scales a Live Activity to the car's screen; Apple's HIG lists three
    // sizes to check a design at (CarPlay dimensions).
    public static let carPlay = DeviceProfile(
        identifier: "carplay", name: "CarPlay", screenWidth: 800, island: nil, place: .carPlay,
        smallActivitySize: ViewSize(width: 240, height: 78))
    public static let carPlay240x100 = DeviceProfile(
        identifier: "carplay-240x100", name: "CarPlay 240×100", screenWidth: 800, island: nil, place: .carPlay,
        smallActivitySize: ViewSize(width: 240, height: 100))
    public static let carPlay170x78 = DeviceProfile(
        identifier: "carplay-170x78", name: "CarPlay 170×78", screenWidth: 800, island: nil, place: .carPlay,
        smallActivitySize: ViewSize(width: 170, height: 78))

    /// A Mac paired with an iPhone: its activities in the menu bar, in the compact, minimal and
    /// expanded presentations at iOS's dimensions (Apple: "use the provided iOS dimensions").
    public static let mac = DeviceProfile(identifier: "mac", name: "Mac", screenWidth: 393, island: standardIsland, place: .mac)

    private static func watch(_ size: String, _ activity: ViewSize) -> DeviceProfile {
        DeviceProfile(identifier: "apple-watch-\(size)", name: "Apple Watch \(size)", screenWidth: activity.width, island: nil,
                      place: .appleWatch, smallActivitySize: activity)
    }

    // Earlier names, kept for code written against them.
    @available(*, deprecated, renamed: "iPhoneSE")
    public static var iPhoneWithoutIsland: DeviceProfile { iPhoneSE }
    @available(*, deprecated, renamed: "carPlay240x100")
    public static var carPlayTall: DeviceProfile { carPlay240x100 }
    @available(*, deprecated, renamed: "carPlay170x78")
    public static var carPlayNarrow: DeviceProfile { carPlay170x78 }

    /// Every profile, in the order `island list` shows them, each also a static property whose
    /// name says it: `iphone-se` is `.iPhoneSE`, `carplay-170x78` `.carPlay170x78`.
    public static let all: [DeviceProfile] = [
        .iPhone14Pro, .iPhone14ProMax, .iPhone15, .iPhone15Pro, .iPhone15ProMax, .iPhone16Pro,
        .iPhone16ProMax, .iPhone17, .iPhone17Pro, .iPhone17ProMax, .iPhoneAir, .iPhoneSE, .iPad,
        .appleWatch40mm, .appleWatch41mm, .appleWatch44mm, .appleWatch45mm, .appleWatch49mm,
        .carPlay, .carPlay240x100, .carPlay170x78, .mac,
    ]

    /// The profile named `identifier`, if any.
    public static func named(_ identifier: String) -> DeviceProfile? {
        all.first { $0.identifier == identifier.lowercased() }
    }
}
