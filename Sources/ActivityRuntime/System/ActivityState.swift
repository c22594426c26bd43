import Foundation
import LiveActivity

/// Where an activity is in its life, as ActivityKit's `ActivityState`.
public enum ActivityState: String, Hashable, Sendable, CaseIterable {
    /// Scheduled for a later start date.
    case pending
    /// Running: on the island and the Lock Screen.
    case active
    /// Running, but its content is older than its stale date.
    case stale
    /// Ended: gone from the island, still on the Lock Screen until its dismissal policy says.
    case ended
    /// Gone.
    case dismissed
}

/// The dynamic data of an activity with its stale date and relevance, as ActivityKit's
/// `ActivityContent`.
public struct ActivityContent<State: Codable & Hashable>: Hashable {
    public var state: State
    public var staleDate: Date?
    /// Higher is more relevant; decides which of an app's activities the island shows.
    public var relevanceScore: Double

    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

/// An update's alert, as ActivityKit's `AlertConfiguration`: unlocked, on a device with an
/// island, the expanded presentation shows for a few seconds; without one, a banner; locked, the
/// screen lights up.
public struct AlertConfiguration: Hashable, Sendable {
    /// The sound an alert plays, as ActivityKit's `AlertConfiguration.AlertSound`.
    public struct AlertSound: Hashable, Sendable {
        /// The file's name, or nil for the system's sound.
        public let name: String?

        public static let `default` = AlertSound(name: nil)
        /// A sound file in the app's bundle.
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }

    public var title: String
    public var body: String
    public var sound: AlertSound

    public init(title: String, body: String, sound: AlertSound = .default) {
        self.title = title
        self.body = body
        self.sound = sound
    }
}

/// When an ended activity leaves the Lock Screen, as ActivityKit's `ActivityUIDismissalPolicy`.
public enum ActivityUIDismissalPolicy: Hashable, Sendable {
    /// Up to four hours after it ends.
    case `default`
    /// At once.
    case immediate
    /// At a date, at most four hours after it ends.
    case after(Date)
}

/// Whether an activity is a standard one or lives only in the expanded presentation.
public enum ActivityStyle: Hashable, Sendable {
    case standard
    /// Shown only as the expanded presentation, then gone (iOS 18's transient style).
    case transient
}

extension ActivityState: CustomStringConvertible {
    /// The state's name, as the guide prints it: `stale`.
    public var description: String { rawValue }
}
