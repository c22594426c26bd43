// The activity's data, shared with the app target in a real project (here, in the folder:
// `island preview` builds the folder it is given).
#if canImport(ActivityKit)
import ActivityKit
import Foundation

struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        enum Stage: String, Codable, CaseIterable {
            case preparing, onTheWay, delivered
        }

        var stage: Stage
        var courier: String
        var arrival: ClosedRange<Date>
    }

    var restaurant: String
    var items: Int
}

extension DeliveryAttributes {
    static var preview: DeliveryAttributes {
        DeliveryAttributes(restaurant: "Luigi's", items: 3)
    }
}

extension DeliveryAttributes.ContentState {
    static var preparing: Self {
        .init(stage: .preparing, courier: "Ana", arrival: Date()...Date().addingTimeInterval(25 * 60))
    }

    static var onTheWay: Self {
        .init(stage: .onTheWay, courier: "Ana", arrival: Date()...Date().addingTimeInterval(9 * 60))
    }
}
#endif
