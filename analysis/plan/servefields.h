#pragma once

// How a serve-mode plan's parameters reach the engine (issue 21, item 4): each API's request field
// for the fixed parameters, and where an extra parameter goes, so that what the plan lists as fixed
// is what the engine received. One table, used by the plan check (a key the API has no place for is
// refused there, naming the key and the API) and by the expansion into `headroom-probe serve`
// (remote/planexpand.cpp). docs/plan-format.md, "What a serve request carries", is the contract.

#include "analysis/plan/plan.h"

#include <QJsonValue>
#include <QList>
#include <QString>

namespace Analysis {

// One field of every request body.
struct ServeRequestField {
    QString param; // the plan's name: "temperature", "extra.seed"
    QString name; // the field in the request body: "repeat_penalty", "seed"
    bool inOptions = false; // Ollama: inside the request's "options" object
    QJsonValue value; // with the JSON type it is sent as
    // The JSON text sent: a number as written where that is valid JSON ("1.0" stays 1.0, "42" 42),
    // true/false, or for a string its text unquoted (the probe quotes it: --param-str).
    QString text;
};

// The request fields the plan's parameters become for its endpoint's API, fixed parameters first
// (a parameter set to null is not sent), then params.extra in name order. max_new_tokens is not
// among them: the probe writes it itself (n_predict, max_tokens, options.num_predict).
QList<ServeRequestField> serveRequestFields(const Plan& plan);

// The fixed parameters a serve plan sets (not null) that no request carries: they describe how the
// engine was started (threads, batch size, context length; the affinities), and hold only if it
// was started so. "params.threads", ... in the plan's order.
QStringList serveParamsNotSent(const Plan& plan);

struct ServeExtraCheck {
    bool refused = false; // the API has no place for it: the plan is refused
    QString field; // where it goes: "seed", "options.seed"
    // Refused: why (translated); sent but not a name the engine documents (llama.cpp's server
    // ignores keys it does not know): a warning's text; else empty.
    QString why;
};

// Where an extra parameter named key goes in a request of api, or why it cannot.
ServeExtraCheck checkServeExtra(ServeApi api, const QString& key);

// params.extra.key with its JSON type: a quoted YAML value is a string whatever it looks like
// ("42" stays text), a plain one a number when it reads as a finite decimal number, a boolean for
// true/false, else a string. Undefined when the plan has no such extra.
QJsonValue extraJsonValue(const Plan& plan, const QString& key);

} // namespace Analysis
