/// How the expanded presentation's columns are shared: the leading, center and trailing
/// regions' widths from what each wants, as a pure function of numbers (Textual's
/// `layout_resolve` is the model: widths in, widths out, tested by a table).
///
///     │ leading      [  camera  ]       trailing │   inner = leading + center + trailing
///     │ leading…     center center      trailing…│   the camera sits over the center
///     │ bottom bottom bottom bottom bottom bottom│   (bottom, and leading moved below, take all)
///
/// Leading and trailing get equal widths, as wide as the wider wants, at most half of what the
/// camera leaves (`sideMaximum`). A side with a higher priority takes what it wants first, the
/// camera's width permitting, and the other gets the rest. Leading content wider than its half
/// that asks for `.belowIfTooWide` moves below the camera: its side keeps the trailing side's
/// width (so the center stays centred under the camera) unless the center wants that room.
struct ExpandedColumns: Equatable {
    var leading: Int
    var center: Int
    var trailing: Int
    /// Whether the leading content is drawn below the camera, across the island's width.
    var leadingBelow: Bool

    /// The most columns a side has when both share what the camera leaves equally.
    static func sideMaximum(inner: Int, camera: Int) -> Int { max(0, (inner - camera) / 2) }

    /// The columns for content `inner` columns wide around a camera `camera` columns wide.
    /// `leadingWantsBelow` and `centerIdeal` are asked only when they matter (each costs a
    /// resolution or a layout of the content).
    static func resolve(
        inner: Int, camera: Int, leadingIdeal: Int, trailingIdeal: Int,
        leadingPriority: Double = 0, trailingPriority: Double = 0,
        leadingWantsBelow: @autoclosure () -> Bool = false, centerIdeal: @autoclosure () -> Int = 0
    ) -> ExpandedColumns {
        let sideMaximum = sideMaximum(inner: inner, camera: camera)
        let leadingBelow = leadingIdeal > sideMaximum && leadingWantsBelow()
        // Equal sides, as wide as the wider needs (the trailing alone when leading moves below).
        var leading = min(leadingBelow ? trailingIdeal : max(leadingIdeal, trailingIdeal), sideMaximum)
        var trailing = leading
        // A side with a higher priority takes its width first, the camera's space permitting.
        if trailingPriority > leadingPriority {
            trailing = max(0, min(trailingIdeal, inner - camera - min(leadingIdeal, sideMaximum)))
            leading = max(0, min(leadingIdeal, inner - camera - trailing))
        } else if leadingPriority > trailingPriority {
            leading = max(0, min(leadingIdeal, inner - camera - min(trailingIdeal, sideMaximum)))
            trailing = max(0, min(trailingIdeal, inner - camera - leading))
        }
        // Leading content moved below the camera leaves its side empty. It keeps its width, so
        // the center stays centred under the camera, unless the center needs that room.
        if leadingBelow {
            leading = centerIdeal() <= inner - 2 * trailing ? trailing : 0
        }
        return ExpandedColumns(leading: leading, center: max(0, inner - leading - trailing), trailing: trailing,
                               leadingBelow: leadingBelow)
    }
}
