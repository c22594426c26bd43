import ActivityKit
import Foundation

/// The order's Live Activity data: the app starts the activity, the widget extension draws it.
/// The file lives in the app's folder and is a member of both targets.
struct OrderAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var courier: String
        var minutesLeft: Int
    }

    var dish: String
}
