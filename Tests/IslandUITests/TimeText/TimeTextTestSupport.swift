import Foundation
import IslandUI

/// The calendar the time tests read in: Gregorian, seven hours behind UTC all year, so the
/// machine's own zone can never leak in unnoticed.
let calendar = DateText.gregorianCalendar(in: TimeZone(secondsFromGMT: -7 * 3600)!)

/// An instant on 2026-06-03 (moved by `day`, `month` and `year`) in `calendar`, from a clock
/// time such as "9:41", "9:00:01" or "9:11:59.5".
func at(_ clock: String, day: Int = 0, month: Int = 0, year: Int = 0) -> Date {
    let fields = clock.split(separator: ":").map { Double($0)! }
    let seconds = fields.count > 2 ? fields[2] : 0
    let parts = DateComponents(year: 2026 + year, month: 6 + month, day: 3 + day,
                               hour: Int(fields[0]), minute: Int(fields[1]), second: Int(seconds))
    return calendar.date(from: parts)!.addingTimeInterval(seconds - seconds.rounded(.down))
}
