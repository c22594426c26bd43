import Foundation

/// The app's alone: the extension does not compile it (it would not build there).
struct OrderHistory {
    var orders: [AppOnlyType]
}
