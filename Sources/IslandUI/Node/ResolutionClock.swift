#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What in a resolved tree depends on the environment's date, recorded while it is resolved,
/// so a later frame of the same content can bring those nodes to a new date instead of
/// resolving the whole tree again (`ViewRenderer.resolve(_:reusingFor:)`).
///
/// WidgetKit does the same with a Live Activity: it renders the views once for each content
/// update and archives them, and only timers, dates in a `Text` date style and timer progress
/// views run on by themselves. So a tree is brought to a new date only when those are all that
/// read it: a view that reads the date itself (`TimelineView`, `@Environment(\.date)`), a
/// custom progress style given a timer's fraction, or a label, a combined element or a
/// control's name made from a timer's text make the tree one to resolve again.
///
/// A clock belongs to one renderer, which resolves and brings on one tree at a time (renderers
/// are not thread-safe); it is `Sendable` only to ride in a task-local while a tree resolves.
package final class ResolutionClock: @unchecked Sendable {
    /// A node whose content is a function of the date.
    private struct TimedNode {
        let node: ViewNode
        let content: (Date) -> ViewNode.Kind
    }

    /// The clock of the tree being resolved on this task, if it is recorded.
    @TaskLocal package static var current: ResolutionClock?

    private var timed: [TimedNode] = []
    private var timedIDs: Set<ObjectIdentifier> = []
    /// The nodes whose content is a function of the date: all that bringing the tree on changes.
    package var timedNodes: Set<ObjectIdentifier> { timedIDs }
    /// Whether only the timed nodes read the date, so bringing them on is the whole change.
    package private(set) var isReusable = true

    package init() {}

    /// `node`'s content is `content(date)`, at the date it was resolved at.
    func note(_ node: ViewNode, content: @escaping (Date) -> ViewNode.Kind) {
        timed.append(TimedNode(node: node, content: content))
        timedIDs.insert(ObjectIdentifier(node))
    }

    /// Something read the date, or a timed node's text, beyond the timed nodes themselves.
    func noteDateRead() { isReusable = false }

    /// A timed node's text was read into something else (a label, a name).
    func noteTextRead(of node: ViewNode) {
        if timedIDs.contains(ObjectIdentifier(node)) { isReusable = false }
    }

    /// Brings every timed node to `date`; false when one of them now sizes otherwise than it did
    /// (a relative date grown a digit), so the tree's layouts no longer hold.
    package func bring(to date: Date) -> Bool {
        var sizesAlike = true
        for entry in timed {
            let next = entry.content(date)
            if case .text(let old) = entry.node.kind, case .text(let new) = next, !old.sizesAlike(new) { sizesAlike = false }
            entry.node.kind = next
        }
        return sizesAlike
    }
}
