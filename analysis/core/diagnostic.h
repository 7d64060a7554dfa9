#pragma once

#include <QList>
#include <QString>

namespace Analysis {

// A message about an input from outside, pointing at the place: file, line (1-based, 0 when
// the whole file is meant) and, where it helps, the field.
struct Diagnostic {
    enum class Severity { Warning, Error };
    Severity severity = Severity::Error;
    QString file;
    int line = 0;
    QString field;
    QString message; // translated, complete sentence

    // "file:line: message" (the form compilers use, so editors can jump to it).
    QString toString() const;
};

using Diagnostics = QList<Diagnostic>;

bool hasErrors(const Diagnostics& d);

// An error about a file as a whole (line 0).
Diagnostic fileError(const QString& file, const QString& message);

// For text that is a whole number (optional sign, digits) too large for 64 bits: a message that
// says "too large", for the log and plan parsers alike, so none calls it "not a whole number".
// Empty for any other text.
QString wholeNumberTooLarge(const QString& text);

} // namespace Analysis
