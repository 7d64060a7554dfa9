#include "widgets/planform.h"

#include "analysis/plan/inputlength.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Ui {

namespace {
enum InputColumn { InId, InFile, InTokens, InTokenCommand, InBytes, InChars, InColumns };
enum RuleColumn { RuleInput, RuleKind, RuleText, RuleField, RuleValue, RuleColumns };

QStringList lines(const QPlainTextEdit* e)
{
    QStringList out;
    for (const QString& l : e->toPlainText().split(u'\n'))
        if (!l.trimmed().isEmpty())
            out << l.trimmed();
    return out;
}
QStringList words(const QString& s)
{
    return s.split(u' ', Qt::SkipEmptyParts);
}
QStringList commaList(const QString& s)
{
    QStringList out;
    for (const QString& x : s.split(u','))
        if (!x.trimmed().isEmpty())
            out << x.trimmed();
    return out;
}
QString cell(const QTableWidget* t, int r, int c)
{
    const auto* i = t->item(r, c);
    return i ? i->text().trimmed() : QString();
}
QString jsonText(const QJsonValue& v)
{
    const QByteArray a = QJsonDocument(QJsonArray { v }).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(a.mid(1, a.size() - 2));
}
QJsonValue jsonFromText(const QString& s)
{
    const QJsonDocument d = QJsonDocument::fromJson(QByteArray("[") + s.toUtf8() + QByteArray("]"));
    return d.isArray() && d.array().size() == 1 ? d.array().first() : QJsonValue(s); // a bare word is text
}
QTableWidget* table(const QStringList& headers, QWidget* parent)
{
    auto* t = new QTableWidget(0, int(headers.size()), parent);
    t->setHorizontalHeaderLabels(headers);
    t->horizontalHeader()->setStretchLastSection(true);
    t->verticalHeader()->hide();
    return t;
}
// Add and remove buttons under a table.
QWidget* withRowButtons(QTableWidget* t, QWidget* parent)
{
    auto* box = new QWidget(parent);
    auto* add = new QPushButton(PlanForm::tr("Add row"), box);
    auto* remove = new QPushButton(PlanForm::tr("Remove row"), box);
    QObject::connect(add, &QPushButton::clicked, t, [t] { t->insertRow(t->rowCount()); });
    QObject::connect(remove, &QPushButton::clicked, t, [t] {
        if (t->currentRow() >= 0)
            t->removeRow(t->currentRow());
    });
    auto* v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->addWidget(t);
    auto* h = new QHBoxLayout;
    h->addWidget(add);
    h->addWidget(remove);
    h->addStretch(1);
    v->addLayout(h);
    return box;
}
} // namespace

PlanForm::PlanForm(QWidget* parent)
    : QWidget(parent)
{
    auto* tabs = new QTabWidget(this);
    tabs->addTab(makeGeneral(), tr("Workload"));
    tabs->addTab(makeParams(), tr("Parameters"));
    tabs->addTab(makeInputs(), tr("Inputs"));
    tabs->addTab(makeLimits(), tr("Repetitions and limits"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs);
    // A new plan starts from the user's defaults (Settings).
    Analysis::Plan fresh;
    fresh.repetitions = 10;
    fresh.warmup = 1;
    fresh.sampleIntervalMs = QSettings().value(QStringLiteral("defaults/sampleIntervalMs"), 100).toInt();
    fresh.limits.reservePercent = QSettings().value(QStringLiteral("defaults/reservePercent"), 15.0).toDouble();
    fresh.timeoutS = 120;
    setPlan(fresh);
}

QWidget* PlanForm::makeGeneral()
{
    auto* w = new QWidget(this);
    m_version = new QLabel(w);
    m_name = new QLineEdit(w);
    m_mode = new QComboBox(w);
    m_mode->addItem(tr("A fresh process per repetition"), int(Analysis::PlanMode::Process));
    m_mode->addItem(tr("One process per repetition that repeats the input itself (loop)"), int(Analysis::PlanMode::Loop));
    m_mode->addItem(tr("Requests to a running server"), int(Analysis::PlanMode::Serve));
    m_workload = new QLineEdit(w);
    m_workload->setPlaceholderText(tr("calibrate, or empty to run the command"));
    m_command = new QPlainTextEdit(w);
    m_command->setPlaceholderText(tr("One argument per line; {input} and {parameter} placeholders"));
    m_url = new QLineEdit(w);
    m_url->setPlaceholderText(QStringLiteral("http://127.0.0.1:8080"));
    m_api = new QComboBox(w);
    for (auto a : { Analysis::ServeApi::Llama, Analysis::ServeApi::OpenAiCompletions, Analysis::ServeApi::OpenAiChat,
             Analysis::ServeApi::Ollama })
        m_api->addItem(Analysis::serveApiName(a), int(a));
    m_pid = new QLineEdit(w);
    m_metrics = new QLineEdit(w);
    m_metrics->setPlaceholderText(tr("serve mode: /metrics, to read how many requests the engine processed at once"));
    m_loadKind = new QComboBox(w);
    m_loadKind->addItem(tr("No marker (load time unknown)"), int(Analysis::LoadComplete::Kind::None));
    m_loadKind->addItem(tr("A line matching a regex"), int(Analysis::LoadComplete::Kind::Regex));
    m_loadKind->addItem(tr("The first output"), int(Analysis::LoadComplete::Kind::FirstOutput));
    m_loadKind->addItem(tr("A fixed time after start"), int(Analysis::LoadComplete::Kind::AfterMs));
    m_loadRegex = new QLineEdit(w);
    m_loadAfter = new QSpinBox(w);
    m_loadAfter->setRange(0, 3600000);
    m_loadAfter->setSuffix(tr(" ms"));
    m_tokenRegex = new QLineEdit(w);
    m_critical = new QLineEdit(w);
    m_critical->setPlaceholderText(tr("names or PIDs, separated by commas"));
    m_concurrency = new QLineEdit(w);
    m_concurrency->setPlaceholderText(tr("serve mode: 1, 2, 4"));
    m_interleave = new QCheckBox(tr("Alternate the inputs (A, B, A, B...) to spread thermal drift"), w);
    m_robustness = new QCheckBox(tr("Add the robustness set: truncated UTF-8, unusual characters, control "
                                    "characters, an input longer than the context"),
        w);
    auto* form = new QFormLayout(w);
    form->addRow(tr("Format version:"), m_version);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Mode:"), m_mode);
    form->addRow(tr("&Workload:"), m_workload);
    form->addRow(tr("&Command:"), m_command);
    form->addRow(tr("Server &URL:"), m_url);
    form->addRow(tr("Server &API:"), m_api);
    form->addRow(tr("Server &PID:"), m_pid);
    form->addRow(tr("Server &metrics:"), m_metrics);
    form->addRow(tr("&Load complete:"), m_loadKind);
    form->addRow(tr("Load regex:"), m_loadRegex);
    form->addRow(tr("Load after:"), m_loadAfter);
    form->addRow(tr("Output &token regex:"), m_tokenRegex);
    form->addRow(tr("Critical &processes:"), m_critical);
    form->addRow(tr("C&oncurrency:"), m_concurrency);
    form->addRow(tr("Input order:"), m_interleave);
    form->addRow(tr("Robustness:"), m_robustness);
    for (auto* c : { m_interleave, m_robustness })
        connect(c, &QCheckBox::clicked, this, &PlanForm::edited); // user clicks only, not setPlan()
    for (auto* e :
        { m_name, m_workload, m_url, m_pid, m_metrics, m_loadRegex, m_tokenRegex, m_critical, m_concurrency })
        connect(e, &QLineEdit::textEdited, this, &PlanForm::edited);
    return w;
}

QWidget* PlanForm::makeParams()
{
    auto* w = new QWidget(this);
    m_params = table({ tr("Parameter"), tr("Value"), tr("Not applicable") }, w);
    const QStringList known = Analysis::Plan::knownParams() + Analysis::Plan::optionalParams();
    m_params->setRowCount(int(known.size()));
    for (int i = 0; i < known.size(); ++i) {
        auto* name = new QTableWidgetItem(known.at(i));
        name->setFlags(name->flags() & ~Qt::ItemIsEditable);
        m_params->setItem(i, 0, name);
        m_params->setItem(i, 1, new QTableWidgetItem);
        auto* na = new QTableWidgetItem;
        na->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        na->setCheckState(Qt::Unchecked);
        m_params->setItem(i, 2, na);
    }
    m_extra = new QPlainTextEdit(w);
    m_extra->setPlaceholderText(tr("Your own placeholders, one key=value per line"));
    m_extra->setMaximumHeight(100);
    auto* v = new QVBoxLayout(w);
    v->addWidget(m_params, 1);
    v->addWidget(new QLabel(tr("Extra parameters:"), w));
    v->addWidget(m_extra);
    return w;
}

QWidget* PlanForm::makeInputs()
{
    auto* w = new QWidget(this);
    m_inputs
        = table({ tr("Id"), tr("File"), tr("Tokens (stated)"), tr("Token command"), tr("Bytes"), tr("Characters") }, w);
    m_inputs->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_corpusText = new QLabel(w);
    m_corpusText->setWordWrap(true);
    m_corpusText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tokenCommand = new QLineEdit(w);
    m_tokenCommand->setPlaceholderText(tr("For inputs without their own: e.g. python3 count.py {input}"));
    m_acceptance = table({ tr("Input"), tr("Check"), tr("Regex or text"), tr("JSON field"), tr("JSON value") }, w);
    auto* measure = new QPushButton(tr("&Measure lengths"), w);
    connect(measure, &QPushButton::clicked, this, &PlanForm::measureInputs);
    auto* v = new QVBoxLayout(w);
    v->addWidget(m_corpusText);
    v->addWidget(withRowButtons(m_inputs, w), 2);
    v->addWidget(measure, 0, Qt::AlignLeft);
    auto* f = new QFormLayout;
    f->addRow(tr("Token count command:"), m_tokenCommand);
    v->addLayout(f);
    v->addWidget(new QLabel(tr("Acceptance (check = regex, exact or json):"), w));
    v->addWidget(withRowButtons(m_acceptance, w), 1);
    return w;
}

QWidget* PlanForm::makeLimits()
{
    auto* w = new QWidget(this);
    m_repetitions = new QSpinBox(w);
    m_repetitions->setRange(1, 100000);
    m_warmup = new QSpinBox(w);
    m_warmup->setRange(0, 1000);
    m_iterations = new QSpinBox(w);
    m_iterations->setRange(0, 100000);
    m_iterations->setSpecialValueText(tr("none (loop mode only)"));
    m_iterations->setToolTip(tr("Loop mode: how many times each process runs the input ({iterations} in the "
                                "command); the first pass is the in-process warm-up."));
    m_interval = new QSpinBox(w);
    m_interval->setRange(1, 60000);
    m_interval->setSuffix(tr(" ms"));
    m_timeout = new QDoubleSpinBox(w);
    m_timeout->setRange(0, 86400);
    m_timeout->setSuffix(tr(" s"));
    m_memoryMode = new QComboBox(w);
    m_memoryMode->addItem(tr("Automatic: min(cgroup limit, MemTotal) less the reserve"), true);
    m_memoryMode->addItem(tr("Fixed"), false);
    m_memoryBytes = new QLineEdit(w);
    m_memoryBytes->setPlaceholderText(QStringLiteral("3.5GiB"));
    m_reserve = new QLineEdit(w);
    m_reserve->setPlaceholderText(tr("15% or 512MiB"));
    m_latency = new QDoubleSpinBox(w);
    m_latency->setRange(0, 86400);
    m_latency->setDecimals(3);
    m_latency->setSuffix(tr(" s"));
    m_ttft = new QDoubleSpinBox(w);
    m_ttft->setRange(0, 86400);
    m_ttft->setDecimals(3);
    m_ttft->setSuffix(tr(" s"));
    m_ttft->setSpecialValueText(tr("none (serve mode only)"));
    m_cgroupMemory = new QLineEdit(w);
    m_cgroupMemory->setPlaceholderText(tr("none; e.g. 4GiB to measure as on a 4 GiB board"));
    m_cgroupMemory->setToolTip(tr("Process mode: the probe runs the workload in a memory cgroup of this size, "
                                  "which it makes for the run and removes after it (needs root or a delegated "
                                  "cgroup). An automatic ceiling then uses its limit."));
    auto* form = new QFormLayout(w);
    form->addRow(tr("&Repetitions per input:"), m_repetitions);
    form->addRow(tr("&Warm-up runs:"), m_warmup);
    form->addRow(tr("&Iterations per process:"), m_iterations);
    form->addRow(tr("&Sampling interval:"), m_interval);
    form->addRow(tr("&Timeout per repetition:"), m_timeout);
    form->addRow(tr("&Memory ceiling:"), m_memoryMode);
    form->addRow(tr("Fixed ceiling:"), m_memoryBytes);
    form->addRow(tr("R&eserve:"), m_reserve);
    form->addRow(tr("&Latency budget:"), m_latency);
    form->addRow(tr("First-token budget:"), m_ttft);
    form->addRow(tr("Memory c&group:"), m_cgroupMemory);
    return w;
}

void PlanForm::setPlan(const Analysis::Plan& p)
{
    m_sourcePath = p.sourcePath;
    m_baseDir = p.baseDir;
    m_version->setText(QString::number(p.version));
    m_name->setText(p.name);
    m_mode->setCurrentIndex(m_mode->findData(int(p.mode)));
    m_workload->setText(p.workload);
    m_command->setPlainText(p.command.join(u'\n'));
    m_url->setText(p.endpoint ? p.endpoint->url : QString());
    m_api->setCurrentIndex(p.endpoint ? m_api->findData(int(p.endpoint->api)) : 0);
    m_pid->setText(p.endpoint && p.endpoint->pid ? QString::number(*p.endpoint->pid) : QString());
    m_metrics->setText(p.endpoint ? p.endpoint->metricsPath : QString());
    m_corpus = p.corpus;
    m_decision = p.decision;
    QString corpus;
    if (p.corpus) {
        corpus = tr("Corpus: the documents of %1 join these inputs when the plan runs, each with its expected fields "
                    "as acceptance rules.")
                     .arg(p.corpus->documents);
        if (!p.corpus->only.isEmpty())
            corpus += u' ' + tr("Only %n of them run (a retry).", nullptr, int(p.corpus->only.size()));
        if (p.decision)
            corpus += u' '
                + tr("Decision: follows \"%1\" because of its failures (%2); changed: %3.")
                      .arg(p.decision->follows, p.decision->because, p.decision->change);
        corpus += u' ' + tr("Edit the plan file to change the corpus.");
    }
    m_corpusText->setText(corpus);
    m_corpusText->setVisible(!corpus.isEmpty());
    for (int i = 0; i < m_params->rowCount(); ++i) {
        const QString key = m_params->item(i, 0)->text();
        const auto it = p.params.constFind(key);
        const bool na = it != p.params.cend() && !it->has_value();
        m_params->item(i, 1)->setText(it != p.params.cend() && it->has_value() ? **it : QString());
        m_params->item(i, 2)->setCheckState(na ? Qt::Checked : Qt::Unchecked);
    }
    QStringList extra;
    for (auto it = p.extraParams.cbegin(); it != p.extraParams.cend(); ++it)
        extra << it.key() + u'=' + it.value();
    m_extra->setPlainText(extra.join(u'\n'));
    m_inputs->setRowCount(int(p.inputs.size()));
    for (int i = 0; i < p.inputs.size(); ++i) {
        const auto& in = p.inputs.at(i);
        m_inputs->setItem(i, InId, new QTableWidgetItem(in.id));
        m_inputs->setItem(i, InFile, new QTableWidgetItem(in.file));
        m_inputs->setItem(i, InTokens, new QTableWidgetItem(in.tokens ? QString::number(*in.tokens) : QString()));
        m_inputs->setItem(i, InTokenCommand, new QTableWidgetItem(in.tokenCountCommand.join(u' ')));
    }
    m_tokenCommand->setText(p.tokenCountCommand.join(u' '));
    m_repetitions->setValue(p.repetitions);
    m_warmup->setValue(p.warmup);
    m_iterations->setValue(p.iterations);
    m_interval->setValue(p.sampleIntervalMs);
    m_timeout->setValue(p.timeoutS);
    m_memoryMode->setCurrentIndex(p.limits.memoryAuto ? 0 : 1);
    m_memoryBytes->setText(p.limits.memoryAuto ? QString() : Analysis::formatByteSize(p.limits.memoryBytes));
    m_reserve->setText(p.limits.reserveIsPercent ? QStringLiteral("%1%").arg(p.limits.reservePercent)
                                                 : Analysis::formatByteSize(p.limits.reserveBytes));
    m_latency->setValue(p.limits.latencyS);
    m_ttft->setValue(p.limits.ttftS);
    m_cgroupMemory->setText(p.limits.cgroupMemoryBytes > 0 ? Analysis::formatByteSize(p.limits.cgroupMemoryBytes)
                                                           : QString());
    m_loadKind->setCurrentIndex(m_loadKind->findData(int(p.loadComplete.kind)));
    m_loadRegex->setText(p.loadComplete.regex);
    m_loadAfter->setValue(int(p.loadComplete.afterMs));
    m_tokenRegex->setText(p.outputTokenRegex);
    m_acceptance->setRowCount(int(p.acceptance.size()));
    for (int i = 0; i < p.acceptance.size(); ++i) {
        const auto& a = p.acceptance.at(i);
        static const char* const kinds[] = { "regex", "exact", "json" };
        m_acceptance->setItem(i, RuleInput, new QTableWidgetItem(a.input));
        m_acceptance->setItem(i, RuleKind, new QTableWidgetItem(QString::fromLatin1(kinds[int(a.kind)])));
        m_acceptance->setItem(i, RuleText, new QTableWidgetItem(a.text));
        m_acceptance->setItem(i, RuleField, new QTableWidgetItem(a.jsonField));
        m_acceptance->setItem(i, RuleValue,
            new QTableWidgetItem(
                a.kind == Analysis::AcceptanceRule::Kind::JsonField ? jsonText(a.jsonValue) : QString()));
    }
    m_critical->setText(p.criticalProcesses.join(QStringLiteral(", ")));
    QStringList conc;
    for (int c : p.concurrency)
        conc << QString::number(c);
    m_concurrency->setText(conc.join(QStringLiteral(", ")));
    m_interleave->setChecked(p.interleave);
    m_robustness->setChecked(p.robustness);
    measureInputs();
}

Analysis::Plan PlanForm::plan() const
{
    Analysis::Plan p;
    p.sourcePath = m_sourcePath;
    p.baseDir = m_baseDir;
    p.version = m_version->text().toInt();
    p.name = m_name->text().trimmed();
    p.mode = Analysis::PlanMode(m_mode->currentData().toInt());
    p.workload = m_workload->text().trimmed();
    p.command = lines(m_command);
    if (!m_url->text().trimmed().isEmpty()) {
        Analysis::PlanEndpoint e;
        e.url = m_url->text().trimmed();
        e.api = Analysis::ServeApi(m_api->currentData().toInt());
        bool ok = false;
        const qint64 pid = m_pid->text().toLongLong(&ok);
        if (ok)
            e.pid = pid;
        e.metricsPath = m_metrics->text().trimmed();
        p.endpoint = e;
    }
    p.corpus = m_corpus;
    p.decision = m_decision;
    for (int i = 0; i < m_params->rowCount(); ++i) {
        const QString key = m_params->item(i, 0)->text();
        const QString value = cell(m_params, i, 1);
        if (m_params->item(i, 2)->checkState() == Qt::Checked)
            p.params.insert(key, std::nullopt);
        else if (!value.isEmpty())
            p.params.insert(key, value);
    }
    for (const QString& l : lines(m_extra)) {
        const int eq = l.indexOf(u'=');
        if (eq > 0)
            p.extraParams.insert(l.left(eq).trimmed(), l.mid(eq + 1).trimmed());
    }
    for (int i = 0; i < m_inputs->rowCount(); ++i) {
        Analysis::PlanInput in;
        in.id = cell(m_inputs, i, InId);
        in.file = cell(m_inputs, i, InFile);
        bool ok = false;
        const qint64 t = cell(m_inputs, i, InTokens).toLongLong(&ok);
        if (ok)
            in.tokens = t;
        in.tokenCountCommand = words(cell(m_inputs, i, InTokenCommand));
        if (!in.id.isEmpty() || !in.file.isEmpty())
            p.inputs << in;
    }
    p.tokenCountCommand = words(m_tokenCommand->text());
    p.repetitions = m_repetitions->value();
    p.warmup = m_warmup->value();
    p.iterations = p.mode == Analysis::PlanMode::Loop ? m_iterations->value() : 0;
    p.sampleIntervalMs = m_interval->value();
    p.timeoutS = m_timeout->value();
    p.limits.memoryAuto = m_memoryMode->currentData().toBool();
    if (!p.limits.memoryAuto)
        Analysis::parseByteSize(m_memoryBytes->text().trimmed(), &p.limits.memoryBytes);
    const QString reserve = m_reserve->text().trimmed();
    p.limits.reserveIsPercent = reserve.endsWith(u'%');
    if (p.limits.reserveIsPercent)
        p.limits.reservePercent = reserve.chopped(1).trimmed().toDouble();
    else
        Analysis::parseByteSize(reserve, &p.limits.reserveBytes);
    p.limits.latencyS = m_latency->value();
    p.limits.ttftS = m_ttft->value();
    // Text that is no size goes to the parser as one below the minimum, so that it is named there.
    const QString cgroup = m_cgroupMemory->text().trimmed();
    if (!cgroup.isEmpty() && !Analysis::parseByteSize(cgroup, &p.limits.cgroupMemoryBytes))
        p.limits.cgroupMemoryBytes = 1;
    p.loadComplete.kind = Analysis::LoadComplete::Kind(m_loadKind->currentData().toInt());
    p.loadComplete.regex = m_loadRegex->text();
    p.loadComplete.afterMs = m_loadAfter->value();
    p.outputTokenRegex = m_tokenRegex->text();
    for (int i = 0; i < m_acceptance->rowCount(); ++i) {
        Analysis::AcceptanceRule a;
        a.input = cell(m_acceptance, i, RuleInput);
        const QString kind = cell(m_acceptance, i, RuleKind);
        a.kind = kind == QLatin1String("exact") ? Analysis::AcceptanceRule::Kind::Exact
            : kind == QLatin1String("json")     ? Analysis::AcceptanceRule::Kind::JsonField
                                                : Analysis::AcceptanceRule::Kind::Regex;
        a.text = m_acceptance->item(i, RuleText) ? m_acceptance->item(i, RuleText)->text() : QString();
        a.jsonField = cell(m_acceptance, i, RuleField);
        if (a.kind == Analysis::AcceptanceRule::Kind::JsonField)
            a.jsonValue = jsonFromText(cell(m_acceptance, i, RuleValue));
        if (!a.input.isEmpty())
            p.acceptance << a;
    }
    p.criticalProcesses = commaList(m_critical->text());
    for (const QString& c : commaList(m_concurrency->text()))
        p.concurrency << c.toInt();
    p.interleave = m_interleave->isChecked();
    p.robustness = m_robustness->isChecked();
    return p;
}

void PlanForm::measureInputs()
{
    const Analysis::Plan p = plan();
    const QLocale l;
    for (int i = 0; i < m_inputs->rowCount(); ++i) {
        Analysis::PlanInput in;
        in.file = cell(m_inputs, i, InFile);
        QString bytes, chars, tip;
        if (!in.file.isEmpty()) {
            // Small files, read once: inputs are prompts, not data sets.
            const Analysis::InputLength len = Analysis::measureInputFile(p.inputPath(in));
            if (len.error.isEmpty()) {
                bytes = l.toString(qlonglong(len.bytes));
                chars = l.toString(qlonglong(len.chars));
                if (len.invalidBytes > 0)
                    tip = tr("%n byte(s) are not valid UTF-8 and are not counted as characters.", nullptr,
                        int(len.invalidBytes));
                if (len.bom)
                    tip += (tip.isEmpty() ? QString() : QStringLiteral("\n"))
                        + tr("The file starts with a UTF-8 byte-order mark; it is not counted.");
            } else {
                tip = len.error;
                bytes = chars = tr("?");
            }
        }
        for (int c : { InBytes, InChars }) {
            auto* item = new QTableWidgetItem(c == InBytes ? bytes : chars);
            item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            item->setToolTip(tip);
            m_inputs->setItem(i, c, item);
        }
    }
}

} // namespace Ui
