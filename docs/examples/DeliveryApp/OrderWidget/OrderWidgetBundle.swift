import SwiftUI
import WidgetKit

@main
struct OrderWidgetBundle: WidgetBundle {
    var body: some Widget {
        OrderLiveActivity()
    }
}
