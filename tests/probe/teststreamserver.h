#pragma once

// A streaming engine for the serve-mode tests: a QTcpServer on 127.0.0.1 that answers each POST
// with SSE (llama.cpp or OpenAI shape) or NDJSON (Ollama) events, chunked, at programmed delays,
// and records when it actually sent each event, so the probe's measured times can be compared with
// the sender's. Faults: truncated streams, malformed events, a stalled stream, HTTP 500.

#include <QElapsedTimer>
#include <QList>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <memory>

class TestStreamServer : public QObject {
    Q_OBJECT

public:
    enum class Format { Llama, OpenAi, OpenAiChat, Ollama };
    enum class Fault { None, TruncatedChunked, NoFinalEvent, Malformed, Stall, Http500 };
    Format format = Format::Llama;
    Fault fault = Fault::None;
    int firstDelayMs = 200; // request received to first output event
    int gapMs = 50; // between output events
    int tokens = 6;
    // When true the first delay is firstDelayMs times the number of requests in progress at arrival:
    // a server that slows down under load, for the concurrency sweep.
    bool slowerUnderLoad = false;
    // A request whose bytes contain this gets the HTTP 500 answer (one bad input among good ones).
    QByteArray errorWhenRequestContains;
    // A request whose bytes contain this gets headers and one event, then silence (a hang).
    QByteArray stallWhenRequestContains;

    struct Sent {
        qint64 receivedNs = 0; // the full request was in
        // Each output event: just before it is handed to the socket, and once the socket took it.
        // A client can read the event before the server thread runs again after the write, so
        // the first is the lower bound of when the client can have it, the second the upper.
        QList<qint64> eventNs, eventWrittenNs;
    };
    QList<Sent> sent; // in the order requests arrived
    QList<QByteArray> bodies; // each request's body, in the order requests arrived
    int open = 0, requests = 0;
    int active = 0, maxActive = 0; // requests received and not yet answered in full

    bool listen() { return m_server.listen(QHostAddress::LocalHost, 0); }
    quint16 port() const { return m_server.serverPort(); }

    TestStreamServer()
    {
        m_clock.start();
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* s = m_server.nextPendingConnection())
                accept(s);
        });
    }

private:
    struct Conn {
        QPointer<QTcpSocket> socket;
        QByteArray in;
        int sentIndex = -1;
        int next = 0;
        bool started = false;
        bool stall = false;
    };

    void accept(QTcpSocket* s)
    {
        auto c = std::make_shared<Conn>();
        c->socket = s;
        ++open;
        connect(s, &QTcpSocket::disconnected, this, [this, s] {
            --open;
            s->deleteLater();
        });
        connect(s, &QTcpSocket::readyRead, this, [this, c] {
            c->in += c->socket->readAll();
            const qsizetype end = c->in.indexOf("\r\n\r\n");
            if (c->started || end < 0)
                return;
            const QByteArray head = c->in.left(end).toLower();
            const qsizetype cl = head.indexOf("content-length:");
            const int length = cl < 0 ? 0 : head.mid(cl + 15, head.indexOf('\r', cl) - cl - 15).trimmed().toInt();
            if (c->in.size() < end + 4 + length)
                return;
            c->started = true;
            start(c);
        });
    }

    void write(const std::shared_ptr<Conn>& c, const QByteArray& data)
    {
        if (c->socket)
            c->socket->write(QByteArray::number(data.size(), 16) + "\r\n" + data + "\r\n");
    }

    QByteArray event(const QByteArray& json) const
    {
        return format == Format::Ollama ? QByteArray(json + "\n") : QByteArray("data: " + json + "\n\n");
    }

    QByteArray tokenEvent(int i) const
    {
        const QByteArray t = "\"tok" + QByteArray::number(i) + "\"";
        switch (format) {
        case Format::Llama:
            return event("{\"content\":" + t + ",\"stop\":false}");
        case Format::OpenAi:
            return event("{\"choices\":[{\"index\":0,\"text\":" + t + ",\"finish_reason\":null}]}");
        case Format::OpenAiChat:
            return event("{\"choices\":[{\"index\":0,\"delta\":{\"content\":" + t + "},\"finish_reason\":null}]}");
        case Format::Ollama:
            return event("{\"model\":\"m\",\"response\":" + t + ",\"done\":false}");
        }
        return {};
    }

    QByteArray finalEvents() const
    {
        const QByteArray n = QByteArray::number(tokens);
        switch (format) {
        case Format::Llama:
            return event(
                "{\"content\":\"\",\"stop\":true,\"timings\":{\"prompt_n\":7,\"prompt_ms\":12.5,\"predicted_n\":" + n
                + ",\"predicted_ms\":250.0}}");
        case Format::OpenAi:
        case Format::OpenAiChat:
            return event("{\"choices\":[],\"usage\":{\"prompt_tokens\":7,\"completion_tokens\":" + n + "}}")
                + "data: [DONE]\n\n";
        case Format::Ollama:
            return event(
                "{\"model\":\"m\",\"response\":\"\",\"done\":true,\"prompt_eval_count\":7,\"prompt_eval_duration\":"
                "12500000,\"eval_count\":"
                + n + ",\"eval_duration\":250000000,\"load_duration\":1000000,\"total_duration\":300000000}");
        }
        return {};
    }

    void start(const std::shared_ptr<Conn>& c)
    {
        ++requests;
        ++active;
        maxActive = std::max(maxActive, active);
        c->sentIndex = int(sent.size());
        c->stall = !stallWhenRequestContains.isEmpty() && c->in.contains(stallWhenRequestContains);
        sent.append(Sent { m_clock.nsecsElapsed(), {}, {} });
        bodies.append(c->in.mid(c->in.indexOf("\r\n\r\n") + 4));
        if (fault == Fault::Http500
            || (!errorWhenRequestContains.isEmpty() && c->in.contains(errorWhenRequestContains))) {
            c->socket->write("HTTP/1.1 500 Internal Server Error\r\nContent-Type: application/json\r\nContent-Length: "
                             "29\r\nConnection: close\r\n\r\n{\"error\":\"model not loaded\"}\n");
            --active;
            c->socket->disconnectFromHost();
            return;
        }
        c->socket->write(QByteArray("HTTP/1.1 200 OK\r\nContent-Type: ")
            + (format == Format::Ollama ? "application/x-ndjson" : "text/event-stream")
            + "\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n");
        const int first = slowerUnderLoad ? firstDelayMs * active : firstDelayMs;
        QTimer::singleShot(first, Qt::PreciseTimer, this, [this, c] { step(c); });
    }

    void step(const std::shared_ptr<Conn>& c)
    {
        if (!c->socket) {
            --active;
            return;
        }
        const int i = c->next++;
        const bool cut = (fault == Fault::TruncatedChunked || fault == Fault::NoFinalEvent) && i == 2;
        if ((fault == Fault::Stall || c->stall) && i == 1) {
            --active;
            return; // headers and one event, then silence with the connection open
        }
        if (fault == Fault::Malformed && i == 1) {
            write(c,
                format == Format::Ollama ? QByteArray("{\"response\": oops\n")
                                         : QByteArray("data: {\"content\": oops\n\n"));
            c->socket->flush();
            --active;
            QTimer::singleShot(gapMs, this, [c] {
                if (c->socket)
                    c->socket->disconnectFromHost();
            });
            return;
        }
        if (cut) {
            --active;
            if (fault == Fault::NoFinalEvent)
                c->socket->write("0\r\n\r\n"); // a proper end of the body, but no final event
            c->socket->disconnectFromHost();
            return;
        }
        if (i < tokens) {
            sent[c->sentIndex].eventNs.append(m_clock.nsecsElapsed());
            write(c, tokenEvent(i));
            c->socket->flush();
            sent[c->sentIndex].eventWrittenNs.append(m_clock.nsecsElapsed());
            QTimer::singleShot(gapMs, Qt::PreciseTimer, this, [this, c] { step(c); });
            return;
        }
        --active;
        write(c, finalEvents());
        c->socket->write("0\r\n\r\n");
        c->socket->disconnectFromHost();
    }

    QTcpServer m_server;
    QElapsedTimer m_clock;
};
