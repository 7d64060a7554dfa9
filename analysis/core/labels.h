#pragma once

// A run's labels (issue 24, item 3): what a person says about the build it measured, such as
// engine=b4748, weights=q4_k_m, commit=abc123. They come from `headroom run --label`,
// `headroom import --label` and a plan's `labels:` map, travel with the run into the project and the
// team store, and `headroom history --by KEY` groups runs by one of them.
//
// A key is a plain name (a letter, then letters, digits, '_', '.' or '-', at most 64); a value is one
// line of at most 256 characters with no control characters, not empty. Anything else is refused
// with a message that names where it came from.

#include <QMap>
#include <QString>

namespace Analysis {

constexpr int kMaxLabelKeyChars = 64;
constexpr int kMaxLabelValueChars = 256;
constexpr int kMaxLabels = 64;

// Empty when the key is acceptable; otherwise why not (translated).
QString labelKeyError(const QString& key);
// Empty when the value is acceptable; otherwise why not (translated).
QString labelValueError(const QString& value);

// "key=value" as given on a command line. On success fills key and value (both as written, the
// value may contain '='); otherwise returns why not (translated), naming the argument.
QString parseLabelArgument(const QString& argument, QString* key, QString* value);

// Every --label argument into one map; a key given twice is refused. Empty error on success.
QString parseLabelArguments(const QStringList& arguments, QMap<QString, QString>* labels);

// "commit=abc123, engine=b4748" (keys in order), for lists and messages.
QString labelsText(const QMap<QString, QString>& labels);

} // namespace Analysis
