import Foundation
import TermIsland

// Widget code as Xcode compiles a widget extension, in Swift 5 mode: lengths are `CGFloat`, as
// SwiftUI's modifiers take them, and meet `Double` in one expression (issue 20). Each line here
// failed to compile when the modifiers took `Double`.

/// A progress bar as real widgets write it (`progress` in points, a `CGFloat`).
struct CGFloatProgressBar: View {
    let progress: CGFloat
    var inset: CGFloat? = nil
    var spacing: CGFloat? = 2
    var width: CGFloat? = nil

    var body: some View {
        VStack(alignment: .leading, spacing: spacing) {
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 5)
                    .frame(height: 5)
                    .foregroundColor(.gray.opacity(0.3))
                RoundedRectangle(cornerRadius: 5)
                    .frame(width: max(progress * 3, 0), height: 5)
                    .foregroundColor(.green)
            }
            HStack(spacing: spacing) {
                Text("Ride")
                    .font(.system(size: progress > 10 ? 15 : 13.5))
                    .padding(.horizontal, inset)
                Spacer(minLength: spacing)
                Text("\(Int(progress))%")
                    .frame(width: width, alignment: .trailing)
                    .offset(x: min(max(progress * 3 - 15, 0), UIScreen.main.bounds.width - 50) * 0)
            }
            .padding(EdgeInsets(top: 0, leading: progress / 100, bottom: 0, trailing: 0))
            .cornerRadius(progress / 10)
            Capsule()
                .stroke(.white, style: StrokeStyle(lineWidth: progress / 50, dash: [CGFloat(2), 2]))
                .frame(height: 1)
        }
    }
}

struct RideAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var progress: CGFloat }
}

/// The island written without ActivityKit's nonexistent result builder: statements and a
/// `return`, in Swift 5 mode.
struct RideWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideAttributes.self) { context in
            CGFloatProgressBar(progress: context.state.progress, width: 40)
        } dynamicIsland: { context in
            let percent = Int(context.state.progress)
            return DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { CGFloatProgressBar(progress: context.state.progress) }
            } compactLeading: {
                Text("Ride")
            } compactTrailing: {
                Text("\(percent)%")
            } minimal: {
                Text("\(percent)")
            }
            .contentMargins(.horizontal, context.state.progress / 10, for: .expanded)
        }
    }
}
