#pragma once

// Inputs of an exact length for `headroom fit` (docs/plan-format.md, "fit"): the base text, cut or
// repeated, searched by its length until the plan's token counter says N tokens within 1%. The
// counter is the judge: a tokenizer's count is not a function of bytes anyone can invert, so the
// text's length is searched by counting, a few counts per input.

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <functional>

namespace Analysis {

// Counts a text's tokens (the plan's token_count_command on a file holding it); -1 with *error set
// when it cannot.
using TokenCountFn = std::function<int64_t(const QByteArray& text, QString* error)>;

// The first `bytes` bytes of the base text repeated as often as needed, cut back to the start of a
// UTF-8 character (a cut character would be a different text to every tokenizer). A UTF-8
// byte-order mark at the start of the base is not part of the text.
QByteArray repeatedPrefix(const QByteArray& base, int64_t bytes);

// The search stops after this many counts (each is a process on the host: tens of milliseconds).
constexpr int kMaxTokenCounts = 48;
// The count must be within this share of the length asked for.
constexpr double kExactLengthTolerance = 0.01;

struct ExactLengthText {
    bool ok = false;
    QByteArray text;
    int64_t tokens = -1; // the counter's count of `text`
    int counts = 0; // how many times the counter ran
    QString error; // translated; set when !ok
};

// A text of `target` tokens (within kExactLengthTolerance, rounded down: exactly for fewer than 100)
// made from `base`. Fails, naming the nearest counts found, when no prefix length gets there (a
// counter whose count jumps) or the counter fails.
ExactLengthText textOfTokens(const QByteArray& base, int64_t target, const TokenCountFn& count);

} // namespace Analysis
