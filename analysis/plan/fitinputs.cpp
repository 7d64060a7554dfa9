#include "analysis/plan/fitinputs.h"

#include "analysis/core/tr.h"

#include <QList>
#include <QMap>

#include <cmath>

namespace Analysis {
namespace {

bool isContinuation(char c)
{
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

// The base text as characters: where each starts, so a length is counted in whole characters and
// a cut never splits one.
struct Characters {
    QByteArray text; // without a byte-order mark
    QList<qsizetype> starts; // byte offset of each character

    explicit Characters(const QByteArray& base)
        : text(base.startsWith("\xEF\xBB\xBF") ? base.mid(3) : base)
    {
        for (qsizetype i = 0; i < text.size(); ++i)
            if (!isContinuation(text.at(i)))
                starts.append(i);
    }
    // The first `chars` characters of the text repeated as often as needed.
    QByteArray prefix(int64_t chars) const
    {
        if (starts.isEmpty() || chars <= 0)
            return {};
        const int64_t whole = chars / starts.size();
        const qsizetype rest = qsizetype(chars % starts.size());
        QByteArray out;
        out.reserve(qsizetype(whole * text.size()) + starts.value(rest, text.size()));
        for (int64_t i = 0; i < whole; ++i)
            out += text;
        out += text.left(rest < starts.size() ? starts.at(rest) : text.size());
        return out;
    }
};

} // namespace

QByteArray repeatedPrefix(const QByteArray& base, int64_t bytes)
{
    const QByteArray text = base.startsWith("\xEF\xBB\xBF") ? base.mid(3) : base;
    if (text.isEmpty() || bytes <= 0)
        return {};
    QByteArray out;
    out.reserve(qsizetype(bytes));
    while (out.size() < bytes)
        out += text.left(qsizetype(qMin<int64_t>(text.size(), bytes - out.size())));
    // Back to the start of a character: the byte that would come next must not continue one.
    qsizetype end = out.size();
    while (end > 0 && isContinuation(text.at(end % text.size())))
        --end;
    out.truncate(end);
    return out;
}

ExactLengthText textOfTokens(const QByteArray& base, int64_t target, const TokenCountFn& count)
{
    ExactLengthText result;
    const Characters chars(base);
    const int64_t tolerance = int64_t(std::floor(double(target) * kExactLengthTolerance));
    QMap<int64_t, int64_t> counted; // characters -> tokens
    QString why;
    const auto countAt = [&](int64_t n) -> int64_t {
        if (counted.contains(n))
            return counted.value(n);
        ++result.counts;
        const int64_t tokens = count(chars.prefix(n), &why);
        if (tokens >= 0)
            counted.insert(n, tokens);
        return tokens;
    };
    const auto fail = [&](const QString& message) {
        result.error = message;
        return result;
    };
    if (target < 1)
        return fail(Tr::tr("A length of %1 tokens cannot be made.").arg(target));
    if (chars.starts.isEmpty())
        return fail(Tr::tr("The base text is empty."));
    // The base text's own ratio gives the first guess; after it, each count moves the guess by its
    // own ratio, kept inside the bracket of lengths found too short and too long, and halves the
    // bracket when the ratio would step outside it.
    const int64_t sample = qMin<int64_t>(chars.starts.size(), 1 << 20);
    const int64_t first = countAt(sample);
    if (first < 0)
        return fail(why);
    if (first == 0)
        return fail(Tr::tr("The token counter counts no tokens in the base text."));
    int64_t below = 0, above = -1; // characters: the longest counted short, the shortest counted long
    int64_t guess = qMax<int64_t>(1, std::llround(double(target) * double(sample) / double(first)));
    for (int step = 0; step < kMaxTokenCounts; ++step) {
        if (guess <= below || (above >= 0 && guess >= above))
            guess = above < 0 ? below * 2 : below + (above - below) / 2;
        if (guess > (INT64_C(1) << 30))
            return fail(Tr::tr("%1 tokens would need more than 1 GiB of text.").arg(target));
        const int64_t tokens = countAt(guess);
        if (tokens < 0)
            return fail(why);
        if (std::llabs(tokens - target) <= tolerance) {
            result.ok = true;
            result.text = chars.prefix(guess);
            result.tokens = tokens;
            return result;
        }
        if (tokens < target)
            below = guess;
        else
            above = guess;
        if (above >= 0 && above - below <= 1)
            break; // no length in between is left: the counter jumps over the target here
        guess = std::llround(double(guess) * double(target) / double(qMax<int64_t>(1, tokens)));
    }
    // The nearest counts found, below and above, said as they are.
    int64_t nearBelow = -1, nearAbove = -1;
    for (auto it = counted.cbegin(); it != counted.cend(); ++it) {
        if (it.value() < target)
            nearBelow = qMax(nearBelow, it.value());
        else if (nearAbove < 0 || it.value() < nearAbove)
            nearAbove = it.value();
    }
    return fail(Tr::tr("No cut of the base text counts %1 tokens within 1% (nearest: %2 and %3 tokens, after %4 "
                       "counts).")
                    .arg(target)
                    .arg(nearBelow < 0 ? QStringLiteral("-") : QString::number(nearBelow))
                    .arg(nearAbove < 0 ? QStringLiteral("-") : QString::number(nearAbove))
                    .arg(result.counts));
}

} // namespace Analysis
