#include "runoutput.h"

#include "modes.h"
#include "protocol.h"
#include "sha256.h"
#include "util.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <initializer_list>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace Probe {

namespace {
int openAppend(const std::string& path)
{
    return ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0644);
}

// Regular files only, and no link followed: the workload may leave a link, a FIFO or a folder in
// out/ where its peaks file goes (gpupeaks.h), and DONE must neither read a FIFO nor walk a link to /.
void collectFiles(const std::string& root, const std::string& rel, std::vector<std::string>& out)
{
    for (const auto& name : listDir(rel.empty() ? root : root + "/" + rel)) {
        const std::string r = rel.empty() ? name : rel + "/" + name;
        struct stat st { };
        if (::lstat((root + "/" + r).c_str(), &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode))
            collectFiles(root, r, out);
        else if (S_ISREG(st.st_mode) && r != HeadroomProtocol::kDoneFile)
            out.push_back(r);
    }
}
} // namespace

RunOutput::~RunOutput()
{
    flush();
    for (int fd : { m_events, m_memLog, m_timings })
        if (fd >= 0)
            ::close(fd);
}

bool RunOutput::open(const std::string& dir, bool withMemLog, std::string& error, const char* timingsHeader)
{
    m_dir = dir;
    if (!makeDirs(dir + "/out")) {
        error = dir + ": cannot create the run folder: " + std::strerror(errno);
        return false;
    }
    if (fileExists(path(HeadroomProtocol::kEventsFile))) {
        // Appending a second run to a folder would mix two runs' figures under one DONE.
        error = dir + ": already holds a run (events.jsonl exists); choose a new --out folder";
        return false;
    }
    m_events = openAppend(path(HeadroomProtocol::kEventsFile));
    m_timings = openAppend(path(HeadroomProtocol::kTimingsFile));
    if (withMemLog)
        m_memLog = openAppend(path(HeadroomProtocol::kMemLogFile));
    if (m_events < 0 || m_timings < 0 || (withMemLog && m_memLog < 0)) {
        error = dir + ": cannot write the run files: " + std::strerror(errno);
        return false;
    }
    if (timingsHeader)
        writeAll(m_timings, std::string(timingsHeader) + "\n");
    else
        writeAll(m_timings,
            "input,rep,warmup,wall_ms,load_ms,ttft_ms,first_output_ms,exit,signal,outcome,maxrss_kb,peak_kb,"
            "inference_peak_kb,inference_peak_exact\n");
    return true;
}

void RunOutput::writeAll(int fd, const std::string& s)
{
    size_t off = 0;
    while (fd >= 0 && off < s.size()) {
        const ssize_t n = ::write(fd, s.data() + off, s.size() - off);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (fd == STDOUT_FILENO)
                return;
            const int err = n < 0 ? errno : ENOSPC; // write() returning 0 for a regular file: no room
            const char* name = fd == m_events ? HeadroomProtocol::kEventsFile
                : fd == m_memLog              ? HeadroomProtocol::kMemLogFile
                                              : HeadroomProtocol::kTimingsFile;
            noteOutputError(path(name).c_str(), err);
            return;
        }
        off += size_t(n);
    }
}

void RunOutput::event(const std::string& jsonObject)
{
    flush();
    const std::string line = jsonObject + "\n";
    writeAll(m_events, line);
    if (m_stream)
        writeAll(STDOUT_FILENO, line);
}

void RunOutput::sampleEvent(const std::string& jsonObject)
{
    m_pendingEvents += jsonObject;
    m_pendingEvents += '\n';
    flushIfDue();
}

void RunOutput::flushIfDue()
{
    const double now = monotonicMs();
    if (now - m_lastFlush >= kFlushMs || m_pendingEvents.size() > 60000)
        flush();
}

void RunOutput::flush()
{
    m_lastFlush = monotonicMs();
    if (!m_pendingEvents.empty()) {
        writeAll(m_events, m_pendingEvents);
        if (m_stream)
            writeAll(STDOUT_FILENO, m_pendingEvents);
        m_pendingEvents.clear();
    }
    if (!m_pendingMemLog.empty()) {
        writeAll(m_memLog, m_pendingMemLog);
        m_pendingMemLog.clear();
    }
}

void RunOutput::memLog(int64_t epochSeconds, int64_t hwmKb, int64_t rssKb)
{
    // The kernel prints these fields with "%8lu kB" after a tab; keep that byte for byte (written
    // by hand: printf's machinery was a tenth of the probe's instructions per sample).
    auto put = [this](long long v, size_t width) {
        std::string digits; // short: no allocation
        appendInt(digits, v);
        if (digits.size() < width)
            m_pendingMemLog.append(width - digits.size(), ' ');
        m_pendingMemLog += digits;
    };
    put(epochSeconds, 0);
    m_pendingMemLog += "\nVmHWM:\t";
    put(hwmKb, 8);
    m_pendingMemLog += " kB\nVmRSS:\t";
    put(rssKb, 8);
    m_pendingMemLog += " kB\n";
    flushIfDue();
}

void RunOutput::timingsRow(const std::string& csvLine)
{
    writeAll(m_timings, csvLine + "\n");
}

bool RunOutput::writeText(const std::string& name, const std::string& text)
{
    if (writeFile(path(name), text))
        return true;
    noteOutputError(path(name).c_str(), errno);
    return false;
}

bool RunOutput::finish()
{
    flush();
    for (int* fd : { &m_events, &m_memLog, &m_timings })
        if (*fd >= 0) {
            if (::fsync(*fd) != 0 && errno != EINVAL)
                noteOutputError(m_dir.c_str(), errno);
            ::close(*fd);
            *fd = -1;
        }
    if (pendingOutputError())
        return false;
    std::vector<std::string> files;
    collectFiles(m_dir, "", files);
    std::sort(files.begin(), files.end());
    std::string done;
    for (const auto& f : files)
        done += sha256File(path(f)) + "  " + f + "\n";
    if (writeFile(path(HeadroomProtocol::kDoneFile), done))
        return true;
    noteOutputError(path(HeadroomProtocol::kDoneFile).c_str(), errno);
    ::unlink(path(HeadroomProtocol::kDoneFile).c_str()); // a cut-off DONE must not vouch for part of the folder
    return false;
}

} // namespace Probe
