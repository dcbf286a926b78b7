/// The periods a recurrence rule steps through (every INTERVAL days, weeks, months or years
/// from DTSTART) and the days each one gives after BYMONTH, BYMONTHDAY, BYDAY and BYSETPOS.
struct RecurrencePeriods {
    let rule: RecurrenceRule
    let start: CalendarDay

    /// The first day of period `index` (0 is the one holding DTSTART).
    func firstDay(of index: Int) -> CalendarDay {
        let step = index * rule.interval
        switch rule.frequency {
        case .daily: return start.adding(days: step)
        case .weekly: return weekStart(of: start).adding(days: 7 * step)
        case .monthly:
            let (year, month) = monthAfter(step)
            return CalendarDay(year: year, month: month, day: 1) ?? start
        case .yearly: return CalendarDay(year: start.year + step, month: 1, day: 1) ?? start
        }
    }

    /// The index of the period holding `day` (negative before DTSTART's).
    func index(containing day: CalendarDay) -> Int {
        let elapsed: Int
        switch rule.frequency {
        case .daily: elapsed = start.days(to: day)
        case .weekly: elapsed = weekStart(of: start).days(to: weekStart(of: day)) / 7
        case .monthly: elapsed = (day.year * 12 + day.month) - (start.year * 12 + start.month)
        case .yearly: elapsed = day.year - start.year
        }
        return elapsed >= 0 ? elapsed / rule.interval : -((-elapsed + rule.interval - 1) / rule.interval)
    }

    /// The days of period `index` the rule picks, in order.
    func days(of index: Int) -> [CalendarDay] {
        let first = firstDay(of: index)
        var days: [CalendarDay]
        switch rule.frequency {
        case .daily:
            days = [first].filter { matchesMonth($0) && matchesMonthDay($0) && matchesWeekday($0) }
        case .weekly:
            let weekdays = rule.byDay.isEmpty ? [start.weekday] : rule.byDay.map(\.weekday)
            days = weekdays.map { first.adding(days: ($0 - rule.weekStart + 7) % 7) }.filter(matchesMonth)
        case .monthly:
            days = matchesMonth(first) ? daysInMonth(year: first.year, month: first.month) : []
        case .yearly:
            days = daysInYear(first.year)
        }
        days = Array(Set(days)).sorted()
        return applySetPositions(days)
    }

    private func daysInYear(_ year: Int) -> [CalendarDay] {
        if !rule.byMonth.isEmpty {
            return rule.byMonth.flatMap { daysInMonth(year: year, month: $0) }
        }
        if !rule.byDay.isEmpty, rule.byMonthDay.isEmpty {
            // Ordinals count within the year: BYDAY=20MO is the 20th Monday of the year.
            guard let january = CalendarDay(year: year, month: 1, day: 1), let december = CalendarDay(year: year, month: 12, day: 31) else { return [] }
            return weekdays(from: january, to: december)
        }
        if !rule.byMonthDay.isEmpty || !rule.byDay.isEmpty {
            return (1...12).flatMap { daysInMonth(year: year, month: $0) }
        }
        // DTSTART's month and day; 29 February only in leap years.
        return CalendarDay(year: year, month: start.month, day: start.day).map { [$0] } ?? []
    }

    /// The days of one month the rule picks (BYMONTHDAY, BYDAY with ordinals counted within
    /// the month, both intersected, or DTSTART's day of the month).
    private func daysInMonth(year: Int, month: Int) -> [CalendarDay] {
        let length = CalendarDay.length(ofMonth: month, in: year)
        guard let firstOfMonth = CalendarDay(year: year, month: month, day: 1) else { return [] }
        let byMonthDay = rule.byMonthDay.compactMap { number -> CalendarDay? in
            let day = number > 0 ? number : length + 1 + number
            return CalendarDay(year: year, month: month, day: day)
        }
        if rule.byDay.isEmpty {
            if !rule.byMonthDay.isEmpty { return byMonthDay }
            // A month without DTSTART's day (the 31st) is skipped.
            return CalendarDay(year: year, month: month, day: start.day).map { [$0] } ?? []
        }
        let byDay = weekdays(from: firstOfMonth, to: firstOfMonth.adding(days: length - 1))
        return rule.byMonthDay.isEmpty ? byDay : byDay.filter(byMonthDay.contains)
    }

    /// The days between `first` and `last` (inclusive) that BYDAY names, ordinals counted in
    /// that span.
    private func weekdays(from first: CalendarDay, to last: CalendarDay) -> [CalendarDay] {
        rule.byDay.flatMap { number -> [CalendarDay] in
            let offset = (number.weekday - first.weekday + 7) % 7
            let all = stride(from: offset, through: first.days(to: last), by: 7).map { first.adding(days: $0) }
            guard let ordinal = number.ordinal else { return all }
            let index = ordinal > 0 ? ordinal - 1 : all.count + ordinal
            return all.indices.contains(index) ? [all[index]] : []
        }
    }

    private func applySetPositions(_ days: [CalendarDay]) -> [CalendarDay] {
        guard !rule.bySetPosition.isEmpty else { return days }
        let picked = rule.bySetPosition.compactMap { position -> CalendarDay? in
            let index = position > 0 ? position - 1 : days.count + position
            return days.indices.contains(index) ? days[index] : nil
        }
        return Array(Set(picked)).sorted()
    }

    private func matchesMonth(_ day: CalendarDay) -> Bool { rule.byMonth.isEmpty || rule.byMonth.contains(day.month) }

    private func matchesMonthDay(_ day: CalendarDay) -> Bool {
        guard !rule.byMonthDay.isEmpty else { return true }
        let length = CalendarDay.length(ofMonth: day.month, in: day.year)
        return rule.byMonthDay.contains { $0 > 0 ? $0 == day.day : length + 1 + $0 == day.day }
    }

    private func matchesWeekday(_ day: CalendarDay) -> Bool { rule.byDay.isEmpty || rule.byDay.contains { $0.weekday == day.weekday } }

    private func weekStart(of day: CalendarDay) -> CalendarDay { day.adding(days: -((day.weekday - rule.weekStart + 7) % 7)) }

    private func monthAfter(_ months: Int) -> (year: Int, month: Int) {
        let index = start.year * 12 + (start.month - 1) + months
        let year = index >= 0 ? index / 12 : -((-index + 11) / 12)
        return (year, index - year * 12 + 1)
    }
}
