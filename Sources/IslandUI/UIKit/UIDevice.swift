import Foundation

/// The phone, as UIKit's `UIDevice`, for widget and app code that reads it (`UIDevice.current
/// .identifierForVendor` to register a push token, `.name` in a log): the iPhone the previewer
/// draws, with fixed answers so that snapshots do not depend on the machine.
public final class UIDevice: @unchecked Sendable {
    /// The device the code runs on.
    public static let current = UIDevice()

    /// Which kind of device: a phone.
    public enum UserInterfaceIdiom: Int, Sendable {
        case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
    }

    public var name: String { "iPhone" }
    public var model: String { "iPhone" }
    public var localizedModel: String { "iPhone" }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "17.0" }
    public var userInterfaceIdiom: UserInterfaceIdiom { .phone }
    /// The same for every run (a made-up vendor identifier), as a device's is for an app.
    public var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000017") }
    public var isMultitaskingSupported: Bool { true }
    public var isBatteryMonitoringEnabled = false
    public var batteryLevel: Float { isBatteryMonitoringEnabled ? 0.8 : -1 }

    init() {}
}
