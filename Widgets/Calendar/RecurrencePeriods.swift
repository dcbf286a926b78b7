/// The periods a recurrence rule steps through (every INTERVAL seconds, minutes, hours, days,
/// weeks, months or years from DTSTART, on the wall clock) and the date-times each one gives
/// after the BY parts and BYSETPOS (RFC 5545 §3.3.10).
///
/// A rule without any of BYDAY, BYMONTHDAY, BYYEARDAY and BYWEEKNO takes its day from DTSTART
/// (a yearly rule its month and day, a monthly one its day of the month, a weekly one its
/// weekday), and each of BYHOUR, BYMINUTE and BYSECOND missing from a rule longer than that
/// unit takes DTSTART's, as RFC 5545 says and other readers do.
struct RecurrencePeriods {
    let rule: RecurrenceRule
    let start: LocalDateTime
    private let days: RecurrenceDayFilter
    private let hours: [Int]?
    private let minutes: [Int]?
    private let seconds: [Int]?

    init(rule: RecurrenceRule, start: LocalDateTime) {
        self.rule = rule
        self.start = start
        days = RecurrenceDayFilter(rule: rule, start: start.day)
        let frequency = rule.frequency
        func part(_ values: [Int], _ fromStart: Int, expandsBelow unit: RecurrenceRule.Frequency) -> [Int]? {
            if !values.isEmpty { return Array(Set(values)).sorted() }
            return Self.order(frequency) > Self.order(unit) ? [fromStart] : nil
        }
        hours = part(rule.byHour, start.hour, expandsBelow: .hourly)
        minutes = part(rule.byMinute, start.minute, expandsBelow: .minutely)
        seconds = part(rule.bySecond.map { min($0, 59) }, start.second, expandsBelow: .secondly)
    }

    /// True when every period holds exactly one occurrence, at DTSTART's place in it, so the
    /// n-th occurrence is in period n - 1 and COUNT can be reckoned without stepping.
    var hasOneOccurrencePerPeriod: Bool {
        // BYDAY naming only DTSTART's weekday in a weekly rule changes nothing.
        let byDayChangesNothing =
            rule.frequency == .weekly && rule.byDay == [RecurrenceRule.WeekdayNumber(weekday: start.day.weekday, ordinal: nil)]
        guard rule.bySecond.isEmpty, rule.byMinute.isEmpty, rule.byHour.isEmpty, rule.byDay.isEmpty || byDayChangesNothing,
            rule.byMonthDay.isEmpty,
            rule.byYearDay.isEmpty, rule.byWeekNo.isEmpty, rule.byMonth.isEmpty, rule.bySetPosition.isEmpty
        else { return false }
        switch rule.frequency {
        case .monthly: return start.day.day <= 28
        case .yearly: return !(start.day.month == 2 && start.day.day == 29)
        default: return true
        }
    }

    /// The first moment of period `index` (0 is the one holding DTSTART).
    func firstMoment(of index: Int) -> LocalDateTime {
        let step = index * rule.interval
        let midnight = LocalDateTime(day: start.day, hour: 0, minute: 0, second: 0)
        switch rule.frequency {
        case .secondly: return LocalDateTime(wallSeconds: start.wallSeconds + step)
        case .minutely: return LocalDateTime(wallSeconds: start.wallSeconds - start.second + step * 60)
        case .hourly: return LocalDateTime(wallSeconds: start.wallSeconds - start.minute * 60 - start.second + step * 3_600)
        case .daily: return midnight.on(start.day.adding(days: step))
        case .weekly: return midnight.on(days.weekStart(of: start.day).adding(days: 7 * step))
        case .monthly:
            let (year, month) = monthAfter(step)
            return midnight.on(CalendarDay(year: year, month: month, day: 1) ?? start.day)
        case .yearly: return midnight.on(CalendarDay(year: start.day.year + step, month: 1, day: 1) ?? start.day)
        }
    }

    /// The index of the period holding `moment` (negative before DTSTART's).
    func index(containing moment: LocalDateTime) -> Int {
        let elapsed: Int
        switch rule.frequency {
        case .secondly: elapsed = moment.wallSeconds - start.wallSeconds
        case .minutely: elapsed = floorDivide(moment.wallSeconds, 60) - floorDivide(start.wallSeconds, 60)
        case .hourly: elapsed = floorDivide(moment.wallSeconds, 3_600) - floorDivide(start.wallSeconds, 3_600)
        case .daily: elapsed = start.day.days(to: moment.day)
        case .weekly: elapsed = days.weekStart(of: start.day).days(to: days.weekStart(of: moment.day)) / 7
        case .monthly: elapsed = (moment.day.year * 12 + moment.day.month) - (start.day.year * 12 + start.day.month)
        case .yearly: elapsed = moment.day.year - start.day.year
        }
        return floorDivide(elapsed, rule.interval)
    }

    /// True when no occurrence can fall on `day` (its period, if within a day, can be skipped).
    func excludes(_ day: CalendarDay) -> Bool { !days.matches(day) }

    /// The date-times of period `index` the rule picks, in order (DTSTART's own period may
    /// give some before DTSTART; the caller skips them).
    func occurrences(of index: Int) -> [LocalDateTime] {
        let first = firstMoment(of: index)
        var moments: [LocalDateTime] = []
        if rule.frequency.isWithinDay {
            guard days.matches(first.day) else { return [] }
            if let hours, !hours.contains(first.hour) { return [] }
            if rule.frequency != .hourly, let minutes, !minutes.contains(first.minute) { return [] }
            if rule.frequency == .secondly, let seconds, !seconds.contains(first.second) { return [] }
            switch rule.frequency {
            case .hourly:
                for minute in minutes ?? [first.minute] {
                    for second in seconds ?? [first.second] {
                        moments.append(LocalDateTime(day: first.day, hour: first.hour, minute: minute, second: second))
                    }
                }
            case .minutely:
                for second in seconds ?? [first.second] {
                    moments.append(LocalDateTime(day: first.day, hour: first.hour, minute: first.minute, second: second))
                }
            default:
                moments.append(first)
            }
        } else {
            for day in days.days(in: first.day) {
                for hour in hours ?? [0] {
                    for minute in minutes ?? [0] {
                        for second in seconds ?? [0] { moments.append(LocalDateTime(day: day, hour: hour, minute: minute, second: second)) }
                    }
                }
            }
        }
        return applySetPositions(moments)
    }

    private func applySetPositions(_ moments: [LocalDateTime]) -> [LocalDateTime] {
        guard !rule.bySetPosition.isEmpty else { return moments }
        let picked = rule.bySetPosition.compactMap { position -> LocalDateTime? in
            let index = position > 0 ? position - 1 : moments.count + position
            return moments.indices.contains(index) ? moments[index] : nil
        }
        return Array(Set(picked)).sorted()
    }

    private func monthAfter(_ months: Int) -> (year: Int, month: Int) {
        let index = start.day.year * 12 + (start.day.month - 1) + months
        let year = floorDivide(index, 12)
        return (year, index - year * 12 + 1)
    }

    private func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    private static func order(_ frequency: RecurrenceRule.Frequency) -> Int {
        RecurrenceRule.Frequency.allCases.firstIndex(of: frequency) ?? 0
    }
}
