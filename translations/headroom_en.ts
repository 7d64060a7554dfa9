<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
<context>
    <name>Analysis</name>
    <message>
        <source>Not a record of import options of version 1.</source>
        <translation>Not a record of import options of version 1.</translation>
    </message>
    <message>
        <source>The column map "%1" cannot be read: %2</source>
        <translation>The column map "%1" cannot be read: %2</translation>
    </message>
    <message>
        <source>The warm-up count is missing or negative.</source>
        <translation>The warm-up count is missing or negative.</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>the file is empty</translation>
    </message>
    <message>
        <source>line is longer than %1 bytes; a log line is expected to be short text (is this a binary file?)</source>
        <translation>line is longer than %1 bytes; a log line is expected to be short text (is this a binary file?)</translation>
    </message>
    <message>
        <source>the file contains NUL bytes: it is not a text log (binary file?)</source>
        <translation>the file contains NUL bytes: it is not a text log (binary file?)</translation>
    </message>
    <message>
        <source>import cancelled</source>
        <translation>import cancelled</translation>
    </message>
    <message>
        <source>/proc/&lt;PID&gt;/status snapshot (VmRSS/VmHWM/VmSize)</source>
        <translation>/proc/&lt;PID&gt;/status snapshot (VmRSS/VmHWM/VmSize)</translation>
    </message>
    <message>
        <source>ps snapshot (ps -o pid,rss,vsz,etime,cmd)</source>
        <translation>ps snapshot (ps -o pid,rss,vsz,etime,cmd)</translation>
    </message>
    <message>
        <source>timing list (one duration per line)</source>
        <translation>timing list (one duration per line)</translation>
    </message>
    <message>
        <source>timing CSV (header and one repetition per row)</source>
        <translation>timing CSV (header and one repetition per row)</translation>
    </message>
    <message>
        <source>timing script summary (n= / min= median= max=)</source>
        <translation>timing script summary (n= / min= median= max=)</translation>
    </message>
    <message>
        <source>unknown format</source>
        <translation>unknown format</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>cannot open: %1</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/a</translation>
    </message>
    <message>
        <source>%1 kB (%2 MiB)</source>
        <translation>%1 kB (%2 MiB)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not imported</source>
        <translation>not imported</translation>
    </message>
    <message>
        <source>process %1</source>
        <translation>process %1</translation>
    </message>
    <message>
        <source>after-load snapshot: VmRSS %1, VmHWM %2, VmSize %3</source>
        <translation>after-load snapshot: VmRSS %1, VmHWM %2, VmSize %3</translation>
    </message>
    <message>
        <source>first sample: VmRSS %1, VmHWM %2 (the load-after figures if the loop started after loading)</source>
        <translation>first sample: VmRSS %1, VmHWM %2 (the load-after figures if the loop started after loading)</translation>
    </message>
    <message>
        <source>peak VmRSS: %1 at +%2 s (sampled: the largest of %3 samples; a spike between two samples is missed)</source>
        <translation>peak VmRSS: %1 at +%2 s (sampled: the largest of %3 samples; a spike between two samples is missed)</translation>
    </message>
    <message>
        <source>note: VmHWM read up to %1 kB lower than an earlier reading (largest %2): either the mark was reset (clear_refs), or the kernel's per-CPU RSS counters, which are approximate, moved; the largest reading is the better peak</source>
        <translation>note: VmHWM read up to %1 kB lower than an earlier reading (largest %2): either the mark was reset (clear_refs), or the kernel's per-CPU RSS counters, which are approximate, moved; the largest reading is the better peak</translation>
    </message>
    <message>
        <source>  min %1  median %2  p90 %3  p99 %4  max %5 ms</source>
        <translation>  min %1  median %2  p90 %3  p99 %4  max %5 ms</translation>
    </message>
    <message>
        <source>  mean %1  stdev %2  MAD %3 ms, p90/median %4</source>
        <translation>  mean %1  stdev %2  MAD %3 ms, p90/median %4</translation>
    </message>
    <message>
        <source>  median 95% CI (bootstrap): %1 – %2 ms</source>
        <translation>  median 95% CI (bootstrap): %1 – %2 ms</translation>
    </message>
    <message numerus="yes">
        <source>  warning: %n outlier(s) by the modified Z-score on the MAD (|Z| &gt; 3.5); a background task, throttling or caching may have interfered</source>
        <translation>
            <numerusform>  warning: %n outlier by the modified Z-score on the MAD (|Z| &gt; 3.5); a background task, throttling or caching may have interfered</numerusform>
            <numerusform>  warning: %n outliers by the modified Z-score on the MAD (|Z| &gt; 3.5); a background task, throttling or caching may have interfered</numerusform>
        </translation>
    </message>
    <message>
        <source>  cold start or in-process repetitions? The log does not say (--timing-kind); a cold start is not the stable latency</source>
        <translation>  cold start or in-process repetitions? The log does not say (--timing-kind); a cold start is not the stable latency</translation>
    </message>
    <message>
        <source>reported summary (computed by the script, not raw data): n = %1, %2 ms</source>
        <translation>reported summary (computed by the script, not raw data): n = %1, %2 ms</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>note: %1</translation>
    </message>
    <message>
        <source>%1 (too many errors; stopped reading)</source>
        <translation>%1 (too many errors; stopped reading)</translation>
    </message>
    <message numerus="yes">
        <source>%n time stamp(s) from here on carry no VmRSS/VmHWM lines (the process was not running?); they are skipped</source>
        <translation>
            <numerusform>%n time stamp from here on carries no VmRSS/VmHWM lines (the process was not running?); it is skipped</numerusform>
            <numerusform>%n time stamps from here on carry no VmRSS/VmHWM lines (the process was not running?); they are skipped</numerusform>
        </translation>
    </message>
    <message>
        <source>the last block is cut off (no %1 after this stamp); it is kept as a partial sample</source>
        <translation>the last block is cut off (no %1 after this stamp); it is kept as a partial sample</translation>
    </message>
    <message>
        <source>expected %1 after this time stamp, as after the first one; found only %2</source>
        <translation>expected %1 after this time stamp, as after the first one; found only %2</translation>
    </message>
    <message>
        <source>time stamp %1 is earlier than the one at line %2 (%3); stamps must not go backwards (was the clock changed while logging?)</source>
        <translation>time stamp %1 is earlier than the one at line %2 (%3); stamps must not go backwards (was the clock changed while logging?)</translation>
    </message>
    <message>
        <source>the last line %1 is cut off mid-write; it is ignored</source>
        <translation>the last line %1 is cut off mid-write; it is ignored</translation>
    </message>
    <message>
        <source>expected a time stamp from 'date +%s' (seconds, optionally with a fraction), found %1</source>
        <translation>expected a time stamp from 'date +%s' (seconds, optionally with a fraction), found %1</translation>
    </message>
    <message>
        <source>expected '%1:' followed by a whole number of kB (as in /proc/&lt;pid&gt;/status), found %2</source>
        <translation>expected '%1:' followed by a whole number of kB (as in /proc/&lt;pid&gt;/status), found %2</translation>
    </message>
    <message>
        <source>line %1 is not a memory field; ignored</source>
        <translation>line %1 is not a memory field; ignored</translation>
    </message>
    <message>
        <source>expected a time stamp line or a 'VmRSS:'/'VmHWM:' line, found %1</source>
        <translation>expected a time stamp line or a 'VmRSS:'/'VmHWM:' line, found %1</translation>
    </message>
    <message>
        <source>expected a time stamp line (date +%s) before the first memory line, found %1</source>
        <translation>expected a time stamp line (date +%s) before the first memory line, found %1</translation>
    </message>
    <message>
        <source>%1 appears twice after the time stamp at line %2 (is a stamp line missing?)</source>
        <translation>%1 appears twice after the time stamp at line %2 (is a stamp line missing?)</translation>
    </message>
    <message numerus="yes">
        <source>%n time stamp(s) at the end carry no VmRSS/VmHWM lines: the process had exited (or the PID was wrong) while the loop ran on; they are skipped</source>
        <translation>
            <numerusform>%n time stamp at the end carries no VmRSS/VmHWM lines: the process had exited (or the PID was wrong) while the loop ran on; it is skipped</numerusform>
            <numerusform>%n time stamps at the end carry no VmRSS/VmHWM lines: the process had exited (or the PID was wrong) while the loop ran on; they are skipped</numerusform>
        </translation>
    </message>
    <message>
        <source>the log has time stamps but no VmRSS/VmHWM lines: was the process running, and was the PID right?</source>
        <translation>the log has time stamps but no VmRSS/VmHWM lines: was the process running, and was the PID right?</translation>
    </message>
    <message>
        <source>expected '%1:' followed by a whole number of kB, found %2</source>
        <translation>expected '%1:' followed by a whole number of kB, found %2</translation>
    </message>
    <message>
        <source>expected a /proc/&lt;pid&gt;/status line such as 'VmRSS:  1234 kB', found %1</source>
        <translation>expected a /proc/&lt;pid&gt;/status line such as 'VmRSS:  1234 kB', found %1</translation>
    </message>
    <message>
        <source>no VmRSS or VmHWM line found (expected the output of grep -E 'VmRSS|VmHWM|VmSize' /proc/&lt;pid&gt;/status)</source>
        <translation>no VmRSS or VmHWM line found (expected the output of grep -E 'VmRSS|VmHWM|VmSize' /proc/&lt;pid&gt;/status)</translation>
    </message>
    <message>
        <source>expected a ps header with PID and RSS columns (ps -o pid,rss,vsz,etime,cmd), found %1</source>
        <translation>expected a ps header with PID and RSS columns (ps -o pid,rss,vsz,etime,cmd), found %1</translation>
    </message>
    <message>
        <source>the command column must come last (it may contain blanks), found %1</source>
        <translation>the command column must come last (it may contain blanks), found %1</translation>
    </message>
    <message>
        <source>expected a process row with a PID and RSS/VSZ in KiB under the header, found %1</source>
        <translation>expected a process row with a PID and RSS/VSZ in KiB under the header, found %1</translation>
    </message>
    <message>
        <source>the ps output has a header but no process row: had the process already exited?</source>
        <translation>the ps output has a header but no process row: had the process already exited?</translation>
    </message>
    <message>
        <source>a duration cannot be negative, found %1</source>
        <translation>a duration cannot be negative, found %1</translation>
    </message>
    <message>
        <source>unknown unit in %1; expected s, ms, us or ns</source>
        <translation>unknown unit in %1; expected s, ms, us or ns</translation>
    </message>
    <message>
        <source>expected one duration per line (seconds, or a number with ms/s/us), found %1</source>
        <translation>expected one duration per line (seconds, or a number with ms/s/us), found %1</translation>
    </message>
    <message>
        <source>no durations found (expected one per line)</source>
        <translation>no durations found (expected one per line)</translation>
    </message>
    <message>
        <source>numbers without a unit are read as seconds, and their median is %1 s: if they are milliseconds, write 'ms' after them</source>
        <translation>numbers without a unit are read as seconds, and their median is %1 s: if they are milliseconds, write 'ms' after them</translation>
    </message>
    <message>
        <source>expected a CSV header row, found %1</source>
        <translation>expected a CSV header row, found %1</translation>
    </message>
    <message>
        <source>unbalanced quote in %1</source>
        <translation>unbalanced quote in %1</translation>
    </message>
    <message>
        <source>expected %1 cells as in the header, found %2</source>
        <translation>expected %1 cells as in the header, found %2</translation>
    </message>
    <message>
        <source>no column '%1'; the columns are: %2</source>
        <translation>no column '%1'; the columns are: %2</translation>
    </message>
    <message>
        <source>durations from column '%1'</source>
        <translation>durations from column '%1'</translation>
    </message>
    <message>
        <source>expected a duration in column '%1', found %2</source>
        <translation>expected a duration in column '%1', found %2</translation>
    </message>
    <message>
        <source>the CSV has a header but no data rows</source>
        <translation>the CSV has a header but no data rows</translation>
    </message>
    <message>
        <source>numbers without a unit are read as seconds (the column name gives none)</source>
        <translation>numbers without a unit are read as seconds (the column name gives none)</translation>
    </message>
    <message>
        <source>expected a count after 'n=', found %1</source>
        <translation>expected a count after 'n=', found %1</translation>
    </message>
    <message>
        <source>expected a non-negative number of seconds after '%1=', found %2</source>
        <translation>expected a non-negative number of seconds after '%1=', found %2</translation>
    </message>
    <message>
        <source>'%1=' appears twice in one summary (is an 'n=' line missing?)</source>
        <translation>'%1=' appears twice in one summary (is an 'n=' line missing?)</translation>
    </message>
    <message>
        <source>expected the timing script's 'n= N' or 'min= … median= … max= …', found %1</source>
        <translation>expected the timing script's 'n= N' or 'min= … median= … max= …', found %1</translation>
    </message>
    <message>
        <source>no summary found (expected 'n= N' and 'min= … median= … max= …')</source>
        <translation>no summary found (expected 'n= N' and 'min= … median= … max= …')</translation>
    </message>
    <message>
        <source>the summary says min %1 s, median %2 s, max %3 s, which cannot be (min ≤ median ≤ max)</source>
        <translation>the summary says min %1 s, median %2 s, max %3 s, which cannot be (min ≤ median ≤ max)</translation>
    </message>
    <message>
        <source>a summary computed by the timing script, not raw repetitions: only its own figures can be shown (no p90, no spread, no check of the warm-up); values read as seconds</source>
        <translation>a summary computed by the timing script, not raw repetitions: only its own figures can be shown (no p90, no spread, no check of the warm-up); values read as seconds</translation>
    </message>
    <message>
        <source>required field "%1" is missing</source>
        <translation>required field "%1" is missing</translation>
    </message>
    <message>
        <source>field "%1" must be %2</source>
        <translation>field "%1" must be %2</translation>
    </message>
    <message>
        <source>a line longer than %1 bytes; this is not a probe event stream</source>
        <translation>a line longer than %1 bytes; this is not a probe event stream</translation>
    </message>
    <message>
        <source>the last line is cut off (the probe stopped mid-write); it is ignored</source>
        <translation>the last line is cut off (the probe stopped mid-write); it is ignored</translation>
    </message>
    <message>
        <source>no events: the file is empty</source>
        <translation>no events: the file is empty</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>not valid JSON at byte %1: %2</translation>
    </message>
    <message>
        <source>each line must be one JSON object</source>
        <translation>each line must be one JSON object</translation>
    </message>
    <message>
        <source>format version %1 is newer than this Headroom reads (%2); update Headroom to read it</source>
        <translation>format version %1 is newer than this Headroom reads (%2); update Headroom to read it</translation>
    </message>
    <message>
        <source>format version %1 is not valid</source>
        <translation>format version %1 is not valid</translation>
    </message>
    <message>
        <source>the first event must be "%1", found "%2"</source>
        <translation>the first event must be "%1", found "%2"</translation>
    </message>
    <message>
        <source>a second run_start: two runs in one file</source>
        <translation>a second run_start: two runs in one file</translation>
    </message>
    <message>
        <source>unknown outcome "%1"; kept as unknown</source>
        <translation>unknown outcome "%1"; kept as unknown</translation>
    </message>
    <message>
        <source>expected "&lt;sha256&gt;  &lt;file&gt;" with a file inside the run folder</source>
        <translation>expected "&lt;sha256&gt;  &lt;file&gt;" with a file inside the run folder</translation>
    </message>
    <message>
        <source>no DONE file: the run did not finish, or is still running</source>
        <translation>no DONE file: the run did not finish, or is still running</translation>
    </message>
    <message>
        <source>Expected a map of keys and values.</source>
        <translation>Expected a map of keys and values.</translation>
    </message>
    <message>
        <source>A key must be a plain name.</source>
        <translation>A key must be a plain name.</translation>
    </message>
    <message>
        <source>Unknown key "%1". Allowed here: %2.</source>
        <translation>Unknown key "%1". Allowed here: %2.</translation>
    </message>
    <message>
        <source>Duplicate key "%1" (first on line %2).</source>
        <translation>Duplicate key "%1" (first on line %2).</translation>
    </message>
    <message>
        <source>The required key "%1" is missing.</source>
        <translation>The required key "%1" is missing.</translation>
    </message>
    <message>
        <source>Expected a single value (text or number).</source>
        <translation>Expected a single value (text or number).</translation>
    </message>
    <message>
        <source>Expected a non-empty text.</source>
        <translation>Expected a non-empty text.</translation>
    </message>
    <message>
        <source>Expected a whole number, got "%1".</source>
        <translation>Expected a whole number, got "%1".</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3).</source>
        <translation>%1 is out of range (%2 to %3).</translation>
    </message>
    <message>
        <source>Expected a number, got "%1".</source>
        <translation>Expected a number, got "%1".</translation>
    </message>
    <message>
        <source>%1 is out of range (above %2, at most %3).</source>
        <translation>%1 is out of range (above %2, at most %3).</translation>
    </message>
    <message>
        <source>Expected a non-empty list of arguments, e.g. [./engine, -f, "{input}"]; a command is never a shell string.</source>
        <translation>Expected a non-empty list of arguments, e.g. [./engine, -f, "{input}"]; a command is never a shell string.</translation>
    </message>
    <message>
        <source>The program (the first argument) is empty.</source>
        <translation>The program (the first argument) is empty.</translation>
    </message>
    <message>
        <source>Invalid regular expression at offset %1: %2.</source>
        <translation>Invalid regular expression at offset %1: %2.</translation>
    </message>
    <message>
        <source>Invalid POSIX extended regular expression (the probe matches it on the device): %1.</source>
        <translation>Invalid POSIX extended regular expression (the probe matches it on the device): %1.</translation>
    </message>
    <message>
        <source>This plan is written in plan format %1; this version of Headroom reads format %2. Use a newer Headroom.</source>
        <translation>This plan is written in plan format %1; this version of Headroom reads format %2. Use a newer Headroom.</translation>
    </message>
    <message>
        <source>The required key "version" is missing.</source>
        <translation>The required key "version" is missing.</translation>
    </message>
    <message>
        <source>The name must be a single line.</source>
        <translation>The name must be a single line.</translation>
    </message>
    <message>
        <source>A process-mode plan needs exactly one of "command" and "workload".</source>
        <translation>A process-mode plan needs exactly one of "command" and "workload".</translation>
    </message>
    <message>
        <source>"%1" belongs to serve mode.</source>
        <translation>"%1" belongs to serve mode.</translation>
    </message>
    <message>
        <source>"%1" belongs to process mode: in serve mode the engine is already running.</source>
        <translation>"%1" belongs to process mode: in serve mode the engine is already running.</translation>
    </message>
    <message>
        <source>The only built-in workload is "calibrate", not "%1".</source>
        <translation>The only built-in workload is "calibrate", not "%1".</translation>
    </message>
    <message>
        <source>The token-count command must name the input as "{input}".</source>
        <translation>The token-count command must name the input as "{input}".</translation>
    </message>
    <message>
        <source>Expected a list of process names or PIDs.</source>
        <translation>Expected a list of process names or PIDs.</translation>
    </message>
    <message>
        <source>A PID must be positive.</source>
        <translation>A PID must be positive.</translation>
    </message>
    <message>
        <source>Expected a non-empty list of concurrency levels, e.g. [1, 2, 4, 8].</source>
        <translation>Expected a non-empty list of concurrency levels, e.g. [1, 2, 4, 8].</translation>
    </message>
    <message>
        <source>The level %1 is listed twice.</source>
        <translation>The level %1 is listed twice.</translation>
    </message>
    <message>
        <source>The endpoint must be http://127.0.0.1:PORT (an engine on the device's loopback), not "%1".</source>
        <translation>The endpoint must be http://127.0.0.1:PORT (an engine on the device's loopback), not "%1".</translation>
    </message>
    <message>
        <source>Unknown api "%1"; one of: %2.</source>
        <translation>Unknown api "%1"; one of: %2.</translation>
    </message>
    <message>
        <source>The plan is %1 bytes; a plan is at most %2 bytes.</source>
        <translation>The plan is %1 bytes; a plan is at most %2 bytes.</translation>
    </message>
    <message>
        <source>The plan is not valid UTF-8 (first bad byte at offset %1).</source>
        <translation>The plan is not valid UTF-8 (first bad byte at offset %1).</translation>
    </message>
    <message>
        <source>A tab is used for indentation; YAML allows only spaces.</source>
        <translation>A tab is used for indentation; YAML allows only spaces.</translation>
    </message>
    <message>
        <source>YAML syntax error: %1.</source>
        <translation>YAML syntax error: %1.</translation>
    </message>
    <message>
        <source>The plan is empty.</source>
        <translation>The plan is empty.</translation>
    </message>
    <message>
        <source>The file holds more than one YAML document.</source>
        <translation>The file holds more than one YAML document.</translation>
    </message>
    <message>
        <source>YAML error: %1.</source>
        <translation>YAML error: %1.</translation>
    </message>
    <message>
        <source>Cannot open the plan: %1.</source>
        <translation>Cannot open the plan: %1.</translation>
    </message>
    <message>
        <source>Expected a CPU list such as "4-7" or "0,2,4", got "%1".</source>
        <translation>Expected a CPU list such as "4-7" or "0,2,4", got "%1".</translation>
    </message>
    <message>
        <source>Expected a map of names and values.</source>
        <translation>Expected a map of names and values.</translation>
    </message>
    <message>
        <source>An extra parameter's name must be a plain identifier.</source>
        <translation>An extra parameter's name must be a plain identifier.</translation>
    </message>
    <message>
        <source>"%1" is not an extra parameter: it has its own key.</source>
        <translation>"%1" is not an extra parameter: it has its own key.</translation>
    </message>
    <message>
        <source>Duplicate key "%1".</source>
        <translation>Duplicate key "%1".</translation>
    </message>
    <message>
        <source>Expected a non-empty list of inputs, e.g. - {id: short, file: inputs/short.txt}.</source>
        <translation>Expected a non-empty list of inputs, e.g. - {id: short, file: inputs/short.txt}.</translation>
    </message>
    <message>
        <source>An input id is 1 to 64 letters, digits, '_', '.' or '-', not "%1".</source>
        <translation>An input id is 1 to 64 letters, digits, '_', '.' or '-', not "%1".</translation>
    </message>
    <message>
        <source>The input id "%1" is used twice (first on line %2).</source>
        <translation>The input id "%1" is used twice (first on line %2).</translation>
    </message>
    <message>
        <source>The input file %1 does not exist.</source>
        <translation>The input file %1 does not exist.</translation>
    </message>
    <message>
        <source>The input %1 is not a readable file.</source>
        <translation>The input %1 is not a readable file.</translation>
    </message>
    <message>
        <source>Give either "tokens" or "token_count_command", not both.</source>
        <translation>Give either "tokens" or "token_count_command", not both.</translation>
    </message>
    <message>
        <source>Expected "auto" or a size such as "3.5GiB", "800MB" or a byte count, got "%1".</source>
        <translation>Expected "auto" or a size such as "3.5GiB", "800MB" or a byte count, got "%1".</translation>
    </message>
    <message>
        <source>A reserve of %1 leaves nothing for the workload.</source>
        <translation>A reserve of %1 leaves nothing for the workload.</translation>
    </message>
    <message>
        <source>Expected a share such as "15%" or a size such as "512MiB", got "%1".</source>
        <translation>Expected a share such as "15%" or a size such as "512MiB", got "%1".</translation>
    </message>
    <message>
        <source>Expected a list of rules, e.g. - {input: short, regex: "fox"}.</source>
        <translation>Expected a list of rules, e.g. - {input: short, regex: "fox"}.</translation>
    </message>
    <message>
        <source>No input has the id "%1".</source>
        <translation>No input has the id "%1".</translation>
    </message>
    <message>
        <source>A rule has exactly one of "regex", "exact" and "json_field".</source>
        <translation>A rule has exactly one of "regex", "exact" and "json_field".</translation>
    </message>
    <message>
        <source>"value" goes with "json_field", and only with it.</source>
        <translation>"value" goes with "json_field", and only with it.</translation>
    </message>
    <message>
        <source>load_complete has exactly one of "regex", "first_output: true" and "after_ms".</source>
        <translation>load_complete has exactly one of "regex", "first_output: true" and "after_ms".</translation>
    </message>
    <message>
        <source>Write "first_output: true".</source>
        <translation>Write "first_output: true".</translation>
    </message>
    <message>
        <source>The command uses {%1}, which no parameter defines.</source>
        <translation>The command uses {%1}, which no parameter defines.</translation>
    </message>
    <message>
        <source>The command uses {%1}, but params.%1 is null (not applicable).</source>
        <translation>The command uses {%1}, but params.%1 is null (not applicable).</translation>
    </message>
    <message>
        <source>The command never uses "{input}", so every input would run the same command.</source>
        <translation>The command never uses "{input}", so every input would run the same command.</translation>
    </message>
    <message>
        <source>params.%1 is set but the command does not use {%1}: it is recorded, not applied.</source>
        <translation>params.%1 is set but the command does not use {%1}: it is recorded, not applied.</translation>
    </message>
    <message>
        <source>params.extra.%1 is not used by the command.</source>
        <translation>params.extra.%1 is not used by the command.</translation>
    </message>
    <message>
        <source>Cannot read the input %1: %2</source>
        <translation>Cannot read the input %1: %2</translation>
    </message>
    <message>
        <source>The token-count command printed nothing.</source>
        <translation>The token-count command printed nothing.</translation>
    </message>
    <message>
        <source>The token-count command's last line is not a count: "%1".</source>
        <translation>The token-count command's last line is not a count: "%1".</translation>
    </message>
    <message>
        <source>flat</source>
        <translation>flat</translation>
    </message>
    <message>
        <source>slower than linear</source>
        <translation>slower than linear</translation>
    </message>
    <message>
        <source>about linear</source>
        <translation>about linear</translation>
    </message>
    <message>
        <source>faster than linear</source>
        <translation>faster than linear</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message numerus="yes">
        <source>Only %n input length(s) measured: at least %1 are needed before a line is extended to a limit.</source>
        <translation>
            <numerusform>Only %n input length measured: at least %1 are needed before a line is extended to a limit.</numerusform>
            <numerusform>Only %n input lengths measured: at least %1 are needed before a line is extended to a limit.</numerusform>
        </translation>
    </message>
    <message>
        <source>No limit is set for this figure, so there is nothing to extend the line to.</source>
        <translation>No limit is set for this figure, so there is nothing to extend the line to.</translation>
    </message>
    <message>
        <source>(no source file recorded)</source>
        <translation>(no source file recorded)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%2% over %n repetition(s))</source>
        <translation>
            <numerusform>%1 (+%2% over %n repetition)</numerusform>
            <numerusform>%1 (+%2% over %n repetitions)</numerusform>
        </translation>
    </message>
    <message>
        <source>Latency rose with the repetition index (%1) while the device heated up or slowed down: thermal drift. Latency figures of the later repetitions are not the device's steady state.</source>
        <translation>Latency rose with the repetition index (%1) while the device heated up or slowed down: thermal drift. Latency figures of the later repetitions are not the device's steady state.</translation>
    </message>
    <message>
        <source>Latency rose with the repetition index (%1); no temperature or CPU frequency change was recorded, so thermal throttling can be neither confirmed nor ruled out.</source>
        <translation>Latency rose with the repetition index (%1); no temperature or CPU frequency change was recorded, so thermal throttling can be neither confirmed nor ruled out.</translation>
    </message>
    <message>
        <source>The device reported heating or a lower CPU frequency, but latency did not rise across repetitions.</source>
        <translation>The device reported heating or a lower CPU frequency, but latency did not rise across repetitions.</translation>
    </message>
    <message>
        <source>Thermal throttling: no temperature or CPU frequency was recorded before and after.</source>
        <translation>Thermal throttling: no temperature or CPU frequency was recorded before and after.</translation>
    </message>
    <message>
        <source>length, input %1</source>
        <translation>length, input %1</translation>
    </message>
    <message>
        <source>plan inputs</source>
        <translation>plan inputs</translation>
    </message>
    <message>
        <source>peak memory (%1), input %2</source>
        <translation>peak memory (%1), input %2</translation>
    </message>
    <message>
        <source>median latency, input %1 (n = %2)</source>
        <translation>median latency, input %1 (n = %2)</translation>
    </message>
    <message>
        <source>p90 latency, input %1</source>
        <translation>p90 latency, input %1</translation>
    </message>
    <message>
        <source>OOM-killed repetitions, input %1</source>
        <translation>OOM-killed repetitions, input %1</translation>
    </message>
    <message>
        <source>memory ceiling</source>
        <translation>memory ceiling</translation>
    </message>
    <message>
        <source>latency budget</source>
        <translation>latency budget</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>plan</translation>
    </message>
    <message>
        <source>Check the thread count and CPU affinity: more threads than free cores, or threads moved between big and little cores, give occasional slow requests.</source>
        <translation>Check the thread count and CPU affinity: more threads than free cores, or threads moved between big and little cores, give occasional slow requests.</translation>
    </message>
    <message>
        <source>Check the quantization: a format the backend has no fast kernels for, or a mixed format, makes some requests much slower.</source>
        <translation>Check the quantization: a format the backend has no fast kernels for, or a mixed format, makes some requests much slower.</translation>
    </message>
    <message>
        <source>Check the input length: a longer prompt than usual, or one near the context length, takes disproportionately longer.</source>
        <translation>Check the input length: a longer prompt than usual, or one near the context length, takes disproportionately longer.</translation>
    </message>
    <message>
        <source>set by the plan</source>
        <translation>set by the plan</translation>
    </message>
    <message>
        <source>cgroup memory limit</source>
        <translation>cgroup memory limit</translation>
    </message>
    <message>
        <source>unknown: neither MemTotal nor a cgroup limit was recorded</source>
        <translation>unknown: neither MemTotal nor a cgroup limit was recorded</translation>
    </message>
    <message>
        <source>%1 of %2 KiB less a %3% reserve</source>
        <translation>%1 of %2 KiB less a %3% reserve</translation>
    </message>
    <message>
        <source>The memory ceiling is unknown (%1).</source>
        <translation>The memory ceiling is unknown (%1).</translation>
    </message>
    <message>
        <source>No latency budget is set, so latency cannot be compared with a limit.</source>
        <translation>No latency budget is set, so latency cannot be compared with a limit.</translation>
    </message>
    <message>
        <source>Input lengths were not recorded in tokens or characters, so no trend against length.</source>
        <translation>Input lengths were not recorded in tokens or characters, so no trend against length.</translation>
    </message>
    <message>
        <source>No peak memory and no successful stable repetition were recorded.</source>
        <translation>No peak memory and no successful stable repetition were recorded.</translation>
    </message>
    <message>
        <source>The peak of input %1 is the largest sample: a shorter spike between two samples would not be seen.</source>
        <translation>The peak of input %1 is the largest sample: a shorter spike between two samples would not be seen.</translation>
    </message>
    <message numerus="yes">
        <source>%n repetition(s) of input %1 were killed by the out-of-memory killer.</source>
        <translation>
            <numerusform>%n repetition of input %1 was killed by the out-of-memory killer.</numerusform>
            <numerusform>%n repetitions of input %1 were killed by the out-of-memory killer.</numerusform>
        </translation>
    </message>
    <message>
        <source>The peak memory of input %1 is %2% of the memory ceiling (%3 of %4 KiB).</source>
        <translation>The peak memory of input %1 is %2% of the memory ceiling (%3 of %4 KiB).</translation>
    </message>
    <message>
        <source>The p90 latency of input %1 is %2 ms, over the budget of %3 ms.</source>
        <translation>The p90 latency of input %1 is %2 ms, over the budget of %3 ms.</translation>
    </message>
    <message>
        <source>Input %1 has a long latency tail (p90/median %2) while the peak memory uses only %3% of the ceiling.</source>
        <translation>Input %1 has a long latency tail (p90/median %2) while the peak memory uses only %3% of the ceiling.</translation>
    </message>
    <message>
        <source>Peak memory rises by %1% from the shortest to the longest input while the median latency changes by %2%.</source>
        <translation>Peak memory rises by %1% from the shortest to the longest input while the median latency changes by %2%.</translation>
    </message>
    <message>
        <source>The median latency rises by %1% from the shortest to the longest input while peak memory changes by %2%.</source>
        <translation>The median latency rises by %1% from the shortest to the longest input while peak memory changes by %2%.</translation>
    </message>
    <message>
        <source>Both rise with length; peak memory is at %1% of its ceiling and p90 latency at %2% of its budget, so the nearer one comes first.</source>
        <translation>Both rise with length; peak memory is at %1% of its ceiling and p90 latency at %2% of its budget, so the nearer one comes first.</translation>
    </message>
    <message>
        <source>Both peak memory and latency rise with length, but without both a ceiling and a budget they cannot be compared.</source>
        <translation>Both peak memory and latency rise with length, but without both a ceiling and a budget they cannot be compared.</translation>
    </message>
    <message>
        <source>No repetition was killed for memory.</source>
        <translation>No repetition was killed for memory.</translation>
    </message>
    <message>
        <source>Peak memory is at %1% of the ceiling.</source>
        <translation>Peak memory is at %1% of the ceiling.</translation>
    </message>
    <message>
        <source>The memory ceiling is unknown.</source>
        <translation>The memory ceiling is unknown.</translation>
    </message>
    <message>
        <source>p90 latency is at %1% of the budget.</source>
        <translation>p90 latency is at %1% of the budget.</translation>
    </message>
    <message>
        <source>There is no latency budget.</source>
        <translation>There is no latency budget.</translation>
    </message>
    <message>
        <source>Neither figure rises by %1% across the tested lengths, and no fitted line reaches its limit within %2 times the longest tested length.</source>
        <translation>Neither figure rises by %1% across the tested lengths, and no fitted line reaches its limit within %2 times the longest tested length.</translation>
    </message>
    <message>
        <source>Memory used by other processes: the figures are this process's only.</source>
        <translation>Memory used by other processes: the figures are this process's only.</translation>
    </message>
    <message>
        <source>Peaks missed between samples: a sampled peak can miss a short spike.</source>
        <translation>Peaks missed between samples: a sampled peak can miss a short spike.</translation>
    </message>
    <message>
        <source>Thermal throttling: a hotter device runs slower.</source>
        <translation>Thermal throttling: a hotter device runs slower.</translation>
    </message>
    <message>
        <source>Input lengths that were not tested.</source>
        <translation>Input lengths that were not tested.</translation>
    </message>
    <message>
        <source>VmRSS inaccuracy on kernels before 6.2 with many threads (per-thread counters are folded in only every 64 page events).</source>
        <translation>VmRSS inaccuracy on kernels before 6.2 with many threads (per-thread counters are folded in only every 64 page events).</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Device</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>Operating system</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Total memory</source>
        <translation>Total memory</translation>
    </message>
    <message>
        <source>Available memory</source>
        <translation>Available memory</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>Model file</translation>
    </message>
    <message>
        <source>Quantization</source>
        <translation>Quantization</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Power supply</source>
        <translation>Power supply</translation>
    </message>
    <message>
        <source>Temperature before / after</source>
        <translation>Temperature before / after</translation>
    </message>
    <message>
        <source>Throttling</source>
        <translation>Throttling</translation>
    </message>
    <message>
        <source>reported by the kernel</source>
        <translation>reported by the kernel</translation>
    </message>
    <message>
        <source>Peak memory of the process, input %1 (exact)</source>
        <translation>Peak memory of the process, input %1 (exact)</translation>
    </message>
    <message>
        <source>Peak memory of the process, input %1 (sampled)</source>
        <translation>Peak memory of the process, input %1 (sampled)</translation>
    </message>
    <message>
        <source>Cold-start time of the single run, input %1</source>
        <translation>Cold-start time of the single run, input %1</translation>
    </message>
    <message>
        <source>Time of the single run, input %1</source>
        <translation>Time of the single run, input %1</translation>
    </message>
    <message>
        <source>Median cold-start time, input %1 (n = %2)</source>
        <translation>Median cold-start time, input %1 (n = %2)</translation>
    </message>
    <message>
        <source>Median latency, input %1 (n = %2)</source>
        <translation>Median latency, input %1 (n = %2)</translation>
    </message>
    <message>
        <source>p90 cold-start time, input %1</source>
        <translation>p90 cold-start time, input %1</translation>
    </message>
    <message>
        <source>Maximum cold-start time, input %1</source>
        <translation>Maximum cold-start time, input %1</translation>
    </message>
    <message>
        <source>Maximum latency, input %1</source>
        <translation>Maximum latency, input %1</translation>
    </message>
    <message>
        <source>Repetitions killed by the OOM killer, input %1</source>
        <translation>Repetitions killed by the OOM killer, input %1</translation>
    </message>
    <message>
        <source>Memory ceiling: %1.</source>
        <translation>Memory ceiling: %1.</translation>
    </message>
    <message>
        <source>Every repetition was a fresh process: the times include loading (cold start), not the steady per-request latency.</source>
        <translation>Every repetition was a fresh process: the times include loading (cold start), not the steady per-request latency.</translation>
    </message>
    <message>
        <source>Repetitions were requests to one running process (in-process); loading is not included.</source>
        <translation>Repetitions were requests to one running process (in-process); loading is not included.</translation>
    </message>
    <message>
        <source>Peak memory figures are per-process counters; they are not the device's total memory use.</source>
        <translation>Peak memory figures are per-process counters; they are not the device's total memory use.</translation>
    </message>
    <message>
        <source>The unknown part is empty. Every measurement leaves something out: name at least what it does not cover (other processes, peaks between samples, thermal throttling, untested lengths).</source>
        <translation>The unknown part is empty. Every measurement leaves something out: name at least what it does not cover (other processes, peaks between samples, thermal throttling, untested lengths).</translation>
    </message>
    <message>
        <source>The sentence's [%1] is not recorded in the data; fill it in.</source>
        <translation>The sentence's [%1] is not recorded in the data; fill it in.</translation>
    </message>
    <message>
        <source>%1 is a counter of one process; it is not the whole device's peak memory.</source>
        <translation>%1 is a counter of one process; it is not the whole device's peak memory.</translation>
    </message>
    <message>
        <source>A cold-start time includes loading; it is not the stable per-request latency.</source>
        <translation>A cold-start time includes loading; it is not the stable per-request latency.</translation>
    </message>
    <message>
        <source>A single run is one value, not a distribution: it has no median or percentile.</source>
        <translation>A single run is one value, not a distribution: it has no median or percentile.</translation>
    </message>
    <message>
        <source>VmHWM is a counter of one process; it is not the whole device's peak memory.</source>
        <translation>VmHWM is a counter of one process; it is not the whole device's peak memory.</translation>
    </message>
    <message>
        <source>The data suggests listing as unknown: %1</source>
        <translation>The data suggests listing as unknown: %1</translation>
    </message>
    <message>
        <source>One of the runs has no stable repetitions to compare.</source>
        <translation>One of the runs has no stable repetitions to compare.</translation>
    </message>
    <message>
        <source>Inconclusive: fewer than %1 stable repetitions on one side; %2.</source>
        <translation>Inconclusive: fewer than %1 stable repetitions on one side; %2.</translation>
    </message>
    <message>
        <source>Different: %1.</source>
        <translation>Different: %1.</translation>
    </message>
    <message>
        <source>Same within ±%1%: %2.</source>
        <translation>Same within ±%1%: %2.</translation>
    </message>
    <message>
        <source>Inconclusive: the interval is too wide to call the runs the same or different; %1.</source>
        <translation>Inconclusive: the interval is too wide to call the runs the same or different; %1.</translation>
    </message>
    <message>
        <source>peak %1 → %2 KiB, difference %3 KiB, resolution %4 KiB</source>
        <translation>peak %1 → %2 KiB, difference %3 KiB, resolution %4 KiB</translation>
    </message>
    <message>
        <source>Same: %1.</source>
        <translation>Same: %1.</translation>
    </message>
    <message>
        <source>Inconclusive: the difference is within what the two measurements can resolve together; %1.</source>
        <translation>Inconclusive: the difference is within what the two measurements can resolve together; %1.</translation>
    </message>
    <message>
        <source>Input %1 is only in the base run.</source>
        <translation>Input %1 is only in the base run.</translation>
    </message>
    <message>
        <source>Input %1: peak memory is missing on one side.</source>
        <translation>Input %1: peak memory is missing on one side.</translation>
    </message>
    <message>
        <source>Input %1: %2 is missing on one side.</source>
        <translation>Input %1: %2 is missing on one side.</translation>
    </message>
    <message>
        <source>Input %1 is only in the new run.</source>
        <translation>Input %1 is only in the new run.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Cannot read %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a Headroom project: it is not a SQLite database.</source>
        <translation>%1 is not a Headroom project: it is not a SQLite database.</translation>
    </message>
    <message>
        <source>%1 is damaged: it is truncated (%2 bytes of the %3 its header announces).</source>
        <translation>%1 is damaged: it is truncated (%2 bytes of the %3 its header announces).</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 does not exist.</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 is not a file.</translation>
    </message>
    <message>
        <source>%1 is empty, not a Headroom project.</source>
        <translation>%1 is empty, not a Headroom project.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Cannot open %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a Headroom project or is damaged: %2</source>
        <translation>%1 is not a Headroom project or is damaged: %2</translation>
    </message>
    <message>
        <source>%1 is an empty database, not a Headroom project.</source>
        <translation>%1 is an empty database, not a Headroom project.</translation>
    </message>
    <message>
        <source>%1 is a SQLite database but not a Headroom project.</source>
        <translation>%1 is a SQLite database but not a Headroom project.</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Headroom (file format %2; this version reads up to %3). Update Headroom to open it.</source>
        <translation>%1 was written by a newer version of Headroom (file format %2; this version reads up to %3). Update Headroom to open it.</translation>
    </message>
    <message>
        <source>%1 is damaged: it has no file format version.</source>
        <translation>%1 is damaged: it has no file format version.</translation>
    </message>
    <message>
        <source>%1 is damaged: table "%2" is missing.</source>
        <translation>%1 is damaged: table "%2" is missing.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2</source>
        <translation>Cannot open %1 for writing: %2</translation>
    </message>
    <message>
        <source>%1 was written by an older version of Headroom (file format %2); open it for writing once to upgrade it.</source>
        <translation>%1 was written by an older version of Headroom (file format %2); open it for writing once to upgrade it.</translation>
    </message>
    <message>
        <source>Cannot upgrade %1: %2</source>
        <translation>Cannot upgrade %1: %2</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>No project is open.</translation>
    </message>
    <message>
        <source>%1 is open read-only.</source>
        <translation>%1 is open read-only.</translation>
    </message>
    <message>
        <source>Database error in %1: %2</source>
        <translation>Database error in %1: %2</translation>
    </message>
    <message>
        <source>%1 has no run with id "%2".</source>
        <translation>%1 has no run with id "%2".</translation>
    </message>
    <message>
        <source>%1 cannot be checked: %2</source>
        <translation>%1 cannot be checked: %2</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 is damaged: %2</translation>
    </message>
    <message>
        <source>%1 is inconsistent: row %2 of table "%3" refers to a missing row of "%4".</source>
        <translation>%1 is inconsistent: row %2 of table "%3" refers to a missing row of "%4".</translation>
    </message>
    <message>
        <source>The conclusion is too large (%1 bytes).</source>
        <translation>The conclusion is too large (%1 bytes).</translation>
    </message>
    <message>
        <source>The conclusion is not a JSON object: %1</source>
        <translation>The conclusion is not a JSON object: %1</translation>
    </message>
    <message>
        <source>Cannot save the conclusion in %1: %2</source>
        <translation>Cannot save the conclusion in %1: %2</translation>
    </message>
    <message>
        <source>Cannot save the verdict in %1: %2</source>
        <translation>Cannot save the verdict in %1: %2</translation>
    </message>
    <message>
        <source>Cannot save device "%1" in %2: %3</source>
        <translation>Cannot save device "%1" in %2: %3</translation>
    </message>
    <message>
        <source>A device needs a name.</source>
        <translation>A device needs a name.</translation>
    </message>
    <message>
        <source>Cannot save the plan in %1: %2</source>
        <translation>Cannot save the plan in %1: %2</translation>
    </message>
    <message>
        <source>Cannot save run "%1" in %2: %3</source>
        <translation>Cannot save run "%1" in %2: %3</translation>
    </message>
    <message>
        <source>Raw file %1 is too large to keep (%2 MiB; at most %3 MiB).</source>
        <translation>Raw file %1 is too large to keep (%2 MiB; at most %3 MiB).</translation>
    </message>
    <message>
        <source>Raw file %1 does not match its SHA-256 (%2 given, %3 computed).</source>
        <translation>Raw file %1 does not match its SHA-256 (%2 given, %3 computed).</translation>
    </message>
    <message>
        <source>Raw file %1 was given twice; it is kept once.</source>
        <translation>Raw file %1 was given twice; it is kept once.</translation>
    </message>
    <message>
        <source>%1 was already imported into this project (run %2, as %3; SHA-256 %4). Nothing was imported.</source>
        <translation>%1 was already imported into this project (run %2, as %3; SHA-256 %4). Nothing was imported.</translation>
    </message>
    <message>
        <source>Run %1 in %2 cannot be read: %3</source>
        <translation>Run %1 in %2 cannot be read: %3</translation>
    </message>
    <message>
        <source>no such run</source>
        <translation>no such run</translation>
    </message>
    <message>
        <source>a summary figure belongs to no summary</source>
        <translation>a summary figure belongs to no summary</translation>
    </message>
    <message>
        <source>the memory series of input "%1" is malformed</source>
        <translation>the memory series of input "%1" is malformed</translation>
    </message>
    <message>
        <source>the memory series of input "%1": %2</source>
        <translation>the memory series of input "%1": %2</translation>
    </message>
    <message>
        <source>The runs of %1 cannot be listed: %2</source>
        <translation>The runs of %1 cannot be listed: %2</translation>
    </message>
    <message>
        <source>Cannot delete run %1 from %2: %3</source>
        <translation>Cannot delete run %1 from %2: %3</translation>
    </message>
    <message>
        <source>Cannot save raw file %1 in %2: %3</source>
        <translation>Cannot save raw file %1 in %2: %3</translation>
    </message>
    <message>
        <source>The raw files of run %1 cannot be listed: %2</source>
        <translation>The raw files of run %1 cannot be listed: %2</translation>
    </message>
    <message>
        <source>Raw file %1 cannot be read: %2</source>
        <translation>Raw file %1 cannot be read: %2</translation>
    </message>
    <message>
        <source>Raw file %1 cannot be read (%2 bytes).</source>
        <translation>Raw file %1 cannot be read (%2 bytes).</translation>
    </message>
    <message>
        <source>Raw file %1 is damaged: its content does not match its SHA-256.</source>
        <translation>Raw file %1 is damaged: its content does not match its SHA-256.</translation>
    </message>
    <message>
        <source>%1 has no raw file with id %2.</source>
        <translation>%1 has no raw file with id %2.</translation>
    </message>
    <message>
        <source>%1 already exists; choose another file name.</source>
        <translation>%1 already exists; choose another file name.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: renaming the finished file failed.</source>
        <translation>Cannot write %1: renaming the finished file failed.</translation>
    </message>
    <message>
        <source>%1 is this project; it cannot be imported into itself.</source>
        <translation>%1 is this project; it cannot be imported into itself.</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>Cannot read %1.</translation>
    </message>
    <message>
        <source>Run "%1" of %2 is already in this project as run %3 (same raw file %4); it was skipped.</source>
        <translation>Run "%1" of %2 is already in this project as run %3 (same raw file %4); it was skipped.</translation>
    </message>
    <message>
        <source>imported from %1 by Headroom %2</source>
        <translation>imported from %1 by Headroom %2</translation>
    </message>
    <message>
        <source>The run is incomplete (no run_end or no DONE): every repetition that ended is kept, the rest is missing.</source>
        <translation>The run is incomplete (no run_end or no DONE): every repetition that ended is kept, the rest is missing.</translation>
    </message>
    <message>
        <source>Skipped: larger than %1 MiB.</source>
        <translation>Skipped: larger than %1 MiB.</translation>
    </message>
    <message>
        <source>No such file or folder.</source>
        <translation>No such file or folder.</translation>
    </message>
    <message>
        <source>%1 is the plan's original file; an edited plan is saved as a new file, so the original and its comments stay as they are.</source>
        <translation>%1 is the plan's original file; an edited plan is saved as a new file, so the original and its comments stay as they are.</translation>
    </message>
    <message>
        <source>The project holds no run.</source>
        <translation>The project holds no run.</translation>
    </message>
    <message>
        <source>The project has no run with id %1.</source>
        <translation>The project has no run with id %1.</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>sampled</source>
        <translation>sampled</translation>
    </message>
    <message>
        <source>Headroom report: %1</source>
        <translation>Headroom report: %1</translation>
    </message>
    <message>
        <source>Device: %1 · started: %2 · run %3</source>
        <translation>Device: %1 · started: %2 · run %3</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>not recorded</translation>
    </message>
    <message>
        <source>Per input</source>
        <translation>Per input</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Input</translation>
    </message>
    <message>
        <source>Chars / bytes / tokens</source>
        <translation>Chars / bytes / tokens</translation>
    </message>
    <message>
        <source>After load</source>
        <translation>After load</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Peak</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Stable n</source>
        <translation>Stable n</translation>
    </message>
    <message>
        <source>Memory ceiling: %1 (%2). Latency budget: %3.</source>
        <translation>Memory ceiling: %1 (%2). Latency budget: %3.</translation>
    </message>
    <message>
        <source>none set</source>
        <translation>none set</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Environment</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Fixed parameters</source>
        <translation>Fixed parameters</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Evidence</translation>
    </message>
    <message>
        <source>Known</source>
        <translation>Known</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Provenance</translation>
    </message>
    <message>
        <source>Run provenance: %1. Report written by Headroom %2 on %3.</source>
        <translation>Run provenance: %1. Report written by Headroom %2 on %3.</translation>
    </message>
    <message>
        <source>Raw file</source>
        <translation>Raw file</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Tool</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Imported</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Cannot create the folder %1.</translation>
    </message>
    <message>
        <source>expected a number or null</source>
        <translation>expected a number or null</translation>
    </message>
    <message>
        <source>expected %1 values, found %2</source>
        <translation>expected %1 values, found %2</translation>
    </message>
    <message>
        <source>not a Headroom JSON report: %1</source>
        <translation>not a Headroom JSON report: %1</translation>
    </message>
    <message>
        <source>not a Headroom JSON report (no "format": "headroom-report")</source>
        <translation>not a Headroom JSON report (no "format": "headroom-report")</translation>
    </message>
    <message>
        <source>format version %1 is newer than this Headroom reads (%2); update Headroom</source>
        <translation>format version %1 is newer than this Headroom reads (%2); update Headroom</translation>
    </message>
    <message>
        <source>required field "wall_ms" is missing</source>
        <translation>required field "wall_ms" is missing</translation>
    </message>
    <message>
        <source>Run %1 keeps no raw file: its figures cannot be recomputed.</source>
        <translation>Run %1 keeps no raw file: its figures cannot be recomputed.</translation>
    </message>
    <message>
        <source>The raw file %1 does not match its recorded SHA-256 (%2, now %3): it was changed inside the project.</source>
        <translation>The raw file %1 does not match its recorded SHA-256 (%2, now %3): it was changed inside the project.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder: %1</source>
        <translation>Cannot create a temporary folder: %1</translation>
    </message>
    <message>
        <source>A raw file has the name "%1", which is not a plain file name.</source>
        <translation>A raw file has the name "%1", which is not a plain file name.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) listed in DONE (each repetition's output) are not kept in the project and were not checked.</source>
        <translation>
            <numerusform>%n file listed in DONE (each repetition's output) is not kept in the project and was not checked.</numerusform>
            <numerusform>%n files listed in DONE (each repetition's output) are not kept in the project and were not checked.</numerusform>
        </translation>
    </message>
    <message>
        <source>Run %1 keeps %2 raw files but no probe events; Headroom cannot tell how they combine.</source>
        <translation>Run %1 keeps %2 raw files but no probe events; Headroom cannot tell how they combine.</translation>
    </message>
    <message>
        <source>%1 was read again with the default import options (1 warm-up repetition).</source>
        <translation>%1 was read again with the default import options (1 warm-up repetition).</translation>
    </message>
    <message>
        <source>Input %1: the token count (%2) is not in a raw file; the stored one was used.</source>
        <translation>Input %1: the token count (%2) is not in a raw file; the stored one was used.</translation>
    </message>
    <message>
        <source>the system series is malformed</source>
        <translation>the system series is malformed</translation>
    </message>
    <message>
        <source>the system series: %1</source>
        <translation>the system series: %1</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>non-zero exit</source>
        <translation>non-zero exit</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>crashed</translation>
    </message>
    <message>
        <source>OOM-killed</source>
        <translation>OOM-killed</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>timed out</translation>
    </message>
    <message>
        <source>rejected output</source>
        <translation>rejected output</translation>
    </message>
    <message>
        <source>stopped by the memory guard</source>
        <translation>stopped by the memory guard</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>interrupted</translation>
    </message>
    <message>
        <source>unknown format '%1'; the formats are: %2</source>
        <translation>unknown format '%1'; the formats are: %2</translation>
    </message>
    <message>
        <source>ambiguous content: it fits %1; say which with --format</source>
        <translation>ambiguous content: it fits %1; say which with --format</translation>
    </message>
    <message>
        <source>hyperfine --export-json (every run's time)</source>
        <translation>hyperfine --export-json (every run's time)</translation>
    </message>
    <message>
        <source>hyperfine --export-csv (summary only)</source>
        <translation>hyperfine --export-csv (summary only)</translation>
    </message>
    <message>
        <source>hyperfine --export-markdown (summary only)</source>
        <translation>hyperfine --export-markdown (summary only)</translation>
    </message>
    <message>
        <source>llama-bench -o json (per-repetition samples)</source>
        <translation>llama-bench -o json (per-repetition samples)</translation>
    </message>
    <message>
        <source>llama-bench -o jsonl (per-repetition samples)</source>
        <translation>llama-bench -o jsonl (per-repetition samples)</translation>
    </message>
    <message>
        <source>llama-bench -o csv (averages only)</source>
        <translation>llama-bench -o csv (averages only)</translation>
    </message>
    <message>
        <source>llama-bench -o md (rounded averages only)</source>
        <translation>llama-bench -o md (rounded averages only)</translation>
    </message>
    <message>
        <source>llama-bench -o sql (averages only)</source>
        <translation>llama-bench -o sql (averages only)</translation>
    </message>
    <message>
        <source>llama-server streamed /completion response (SSE with timings)</source>
        <translation>llama-server streamed /completion response (SSE with timings)</translation>
    </message>
    <message>
        <source>llama-server /metrics (Prometheus text)</source>
        <translation>llama-server /metrics (Prometheus text)</translation>
    </message>
    <message>
        <source>GNU time -v report</source>
        <translation>GNU time -v report</translation>
    </message>
    <message>
        <source>GNU time default report</source>
        <translation>GNU time default report</translation>
    </message>
    <message>
        <source>GNU time -f output (format given)</source>
        <translation>GNU time -f output (format given)</translation>
    </message>
    <message>
        <source>psrecord --log (time, CPU %, real and virtual memory in MiB)</source>
        <translation>psrecord --log (time, CPU %, real and virtual memory in MiB)</translation>
    </message>
    <message>
        <source>Jetson tegrastats log (device RAM, CPU, EMC/GPU, temperatures)</source>
        <translation>Jetson tegrastats log (device RAM, CPU, EMC/GPU, temperatures)</translation>
    </message>
    <message>
        <source>vLLM bench serve results (JSON)</source>
        <translation>vLLM bench serve results (JSON)</translation>
    </message>
    <message>
        <source>CSV with user-mapped columns</source>
        <translation>CSV with user-mapped columns</translation>
    </message>
    <message>
        <source>'%1': expected ROLE=COLUMN:UNIT with ROLE one of %2</source>
        <translation>'%1': expected ROLE=COLUMN:UNIT with ROLE one of %2</translation>
    </message>
    <message>
        <source>'%1': the unit is missing (COLUMN:UNIT); a unit is never assumed</source>
        <translation>'%1': the unit is missing (COLUMN:UNIT); a unit is never assumed</translation>
    </message>
    <message>
        <source>'%1': no column named</source>
        <translation>'%1': no column named</translation>
    </message>
    <message>
        <source>'%1': unknown unit '%2' for %3</source>
        <translation>'%1': unknown unit '%2' for %3</translation>
    </message>
    <message>
        <source>'%1' is mapped twice</source>
        <translation>'%1' is mapped twice</translation>
    </message>
    <message>
        <source>an empty mapping</source>
        <translation>an empty mapping</translation>
    </message>
    <message>
        <source>  maximum resident set size: %1, the largest of %2 run(s) (exact: rusage, each run's lifetime peak)</source>
        <translation>  maximum resident set size: %1, the largest of %2 run(s) (exact: rusage, each run's lifetime peak)</translation>
    </message>
    <message>
        <source>  from %1</source>
        <translation>  from %1</translation>
    </message>
    <message>
        <source>figure %1 = %2 (from %3)</source>
        <translation>figure %1 = %2 (from %3)</translation>
    </message>
    <message>
        <source>the JSON ends before it is complete (cut off mid-write?): %1</source>
        <translation>the JSON ends before it is complete (cut off mid-write?): %1</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>not valid JSON: %1</translation>
    </message>
    <message>
        <source>'%1' should be a number</source>
        <translation>'%1' should be a number</translation>
    </message>
    <message>
        <source>hyperfine JSON without results (expected "results": [ … ])</source>
        <translation>hyperfine JSON without results (expected "results": [ … ])</translation>
    </message>
    <message>
        <source>a hyperfine result without a command</source>
        <translation>a hyperfine result without a command</translation>
    </message>
    <message>
        <source>'%1' cannot be negative</source>
        <translation>'%1' cannot be negative</translation>
    </message>
    <message>
        <source>'times' should be a list of seconds</source>
        <translation>'times' should be a list of seconds</translation>
    </message>
    <message>
        <source>%1 exit codes for %2 times: the file is inconsistent</source>
        <translation>%1 exit codes for %2 times: the file is inconsistent</translation>
    </message>
    <message>
        <source>%1 memory readings for %2 times: the file is inconsistent</source>
        <translation>%1 memory readings for %2 times: the file is inconsistent</translation>
    </message>
    <message>
        <source>time %1 of '%2' is not a non-negative number of seconds</source>
        <translation>time %1 of '%2' is not a non-negative number of seconds</translation>
    </message>
    <message>
        <source>memory reading %1 of '%2' is not a number of bytes</source>
        <translation>memory reading %1 of '%2' is not a number of bytes</translation>
    </message>
    <message>
        <source>hyperfine JSON: every run's time (s → ms) as a cold-start repetition of its command; hyperfine's own warm-up runs are not in the file, so none is dropped; its mean/stddev/median/min/max (s → ms) kept as a reported summary</source>
        <translation>hyperfine JSON: every run's time (s → ms) as a cold-start repetition of its command; hyperfine's own warm-up runs are not in the file, so none is dropped; its mean/stddev/median/min/max (s → ms) kept as a reported summary</translation>
    </message>
    <message>
        <source>no exit codes in this file (hyperfine before 1.12): each run's outcome is unknown</source>
        <translation>no exit codes in this file (hyperfine before 1.12): each run's outcome is unknown</translation>
    </message>
    <message>
        <source>no median in this file (hyperfine before 1.10)</source>
        <translation>no median in this file (hyperfine before 1.10)</translation>
    </message>
    <message>
        <source>peak memory per run from memory_usage_byte (bytes → KiB, the rusage maximum)</source>
        <translation>peak memory per run from memory_usage_byte (bytes → KiB, the rusage maximum)</translation>
    </message>
    <message>
        <source>no memory figures in this file (hyperfine writes memory_usage_byte from 1.19): memory stays missing</source>
        <translation>no memory figures in this file (hyperfine writes memory_usage_byte from 1.19): memory stays missing</translation>
    </message>
    <message>
        <source>the last row %1 is cut off mid-write</source>
        <translation>the last row %1 is cut off mid-write</translation>
    </message>
    <message>
        <source>column '%1' should hold seconds, found %2</source>
        <translation>column '%1' should hold seconds, found %2</translation>
    </message>
    <message>
        <source>the hyperfine CSV has a header but no rows</source>
        <translation>the hyperfine CSV has a header but no rows</translation>
    </message>
    <message>
        <source>hyperfine CSV holds hyperfine's summary only (s → ms): no single run's time, so no repetitions and no statistics of Headroom's own; export JSON for every run</source>
        <translation>hyperfine CSV holds hyperfine's summary only (s → ms): no single run's time, so no repetitions and no statistics of Headroom's own; export JSON for every run</translation>
    </message>
    <message>
        <source>expected a Markdown table row, found %1</source>
        <translation>expected a Markdown table row, found %1</translation>
    </message>
    <message>
        <source>the time unit of the table is not known: expected 'Mean [s]', 'Mean [ms]', 'Mean [µs]', found %1</source>
        <translation>the time unit of the table is not known: expected 'Mean [s]', 'Mean [ms]', 'Mean [µs]', found %1</translation>
    </message>
    <message>
        <source>expected %2 cells as in the header, found %1</source>
        <translation>expected %2 cells as in the header, found %1</translation>
    </message>
    <message>
        <source>the last row is cut off mid-write (%1 of %2 cells)</source>
        <translation>the last row is cut off mid-write (%1 of %2 cells)</translation>
    </message>
    <message>
        <source>column '%1' should hold a time, found %2</source>
        <translation>column '%1' should hold a time, found %2</translation>
    </message>
    <message>
        <source>the hyperfine Markdown table has no rows</source>
        <translation>the hyperfine Markdown table has no rows</translation>
    </message>
    <message>
        <source>hyperfine Markdown holds hyperfine's rounded summary only (unit from the header → ms): no repetitions; export JSON for every run</source>
        <translation>hyperfine Markdown holds hyperfine's rounded summary only (unit from the header → ms): no repetitions; export JSON for every run</translation>
    </message>
    <message>
        <source>a llama-bench test needs n_prompt, n_gen and avg_ns or avg_ts as numbers; this one has %1</source>
        <translation>a llama-bench test needs n_prompt, n_gen and avg_ns or avg_ts as numbers; this one has %1</translation>
    </message>
    <message>
        <source>%1 samples_ts for %2 samples_ns: the file is inconsistent</source>
        <translation>%1 samples_ts for %2 samples_ns: the file is inconsistent</translation>
    </message>
    <message>
        <source>no llama-bench test in the file</source>
        <translation>no llama-bench test in the file</translation>
    </message>
    <message>
        <source>llama-bench %1: per test, avg_ns/stddev_ns (ns → ms) as a reported summary; avg_ts/stddev_ts in tokens/s, n_prompt/n_gen/n_depth in tokens, model_size in bytes, as figures named llama-bench.&lt;test&gt;.&lt;field&gt;</source>
        <translation>llama-bench %1: per test, avg_ns/stddev_ns (ns → ms) as a reported summary; avg_ts/stddev_ts in tokens/s, n_prompt/n_gen/n_depth in tokens, model_size in bytes, as figures named llama-bench.&lt;test&gt;.&lt;field&gt;</translation>
    </message>
    <message>
        <source>samples_ns (ns → ms) are the repetitions, in process; llama-bench's own warm-up run is not among them</source>
        <translation>samples_ns (ns → ms) are the repetitions, in process; llama-bench's own warm-up run is not among them</translation>
    </message>
    <message>
        <source>this format has no per-repetition samples (only json and jsonl do): no repetitions, averages only</source>
        <translation>this format has no per-repetition samples (only json and jsonl do): no repetitions, averages only</translation>
    </message>
    <message>
        <source>'%1' should be a list of numbers</source>
        <translation>'%1' should be a list of numbers</translation>
    </message>
    <message>
        <source>'%1' holds a value that is not a non-negative number</source>
        <translation>'%1' holds a value that is not a non-negative number</translation>
    </message>
    <message>
        <source>expected one object per llama-bench test</source>
        <translation>expected one object per llama-bench test</translation>
    </message>
    <message>
        <source>expected one JSON object per line</source>
        <translation>expected one JSON object per line</translation>
    </message>
    <message>
        <source>the last row is cut off mid-write (%2 of %1 cells)</source>
        <translation>the last row is cut off mid-write (%2 of %1 cells)</translation>
    </message>
    <message>
        <source>expected llama-bench's INSERT INTO … VALUES (…); found %1</source>
        <translation>expected llama-bench's INSERT INTO … VALUES (…); found %1</translation>
    </message>
    <message>
        <source>the INSERT statement is cut off (no closing parenthesis)</source>
        <translation>the INSERT statement is cut off (no closing parenthesis)</translation>
    </message>
    <message>
        <source>%1 values for %2 columns</source>
        <translation>%1 values for %2 columns</translation>
    </message>
    <message>
        <source>the model size %1 has no known unit (expected MiB or GiB)</source>
        <translation>the model size %1 has no known unit (expected MiB or GiB)</translation>
    </message>
    <message>
        <source>the parameter count %1 has no known unit (expected M or B)</source>
        <translation>the parameter count %1 has no known unit (expected M or B)</translation>
    </message>
    <message>
        <source>unknown llama-bench test %1 (expected ppN, tgN or ppN+tgM)</source>
        <translation>unknown llama-bench test %1 (expected ppN, tgN or ppN+tgM)</translation>
    </message>
    <message>
        <source>expected tokens/s as 'avg ± stddev', found %1</source>
        <translation>expected tokens/s as 'avg ± stddev', found %1</translation>
    </message>
    <message>
        <source>llama-bench Markdown: t/s, size and params are rounded as printed (two decimals); no avg_ns, so no times in ms</source>
        <translation>llama-bench Markdown: t/s, size and params are rounded as printed (two decimals); no avg_ns, so no times in ms</translation>
    </message>
    <message>
        <source>expected an SSE 'data: {…}' line, found %1</source>
        <translation>expected an SSE 'data: {…}' line, found %1</translation>
    </message>
    <message>
        <source>the server answered with an error: %1</source>
        <translation>the server answered with an error: %1</translation>
    </message>
    <message>
        <source>the last event ("stop": true) has no "timings" object; llama-server sends it with /completion (not every OpenAI-style endpoint does)</source>
        <translation>the last event ("stop": true) has no "timings" object; llama-server sends it with /completion (not every OpenAI-style endpoint does)</translation>
    </message>
    <message numerus="yes">
        <source>the stream ends without its final event ("stop": true with "timings"): cut off after %n event(s)?</source>
        <translation>
            <numerusform>the stream ends without its final event ("stop": true with "timings"): cut off after %n event?</numerusform>
            <numerusform>the stream ends without its final event ("stop": true with "timings"): cut off after %n events?</numerusform>
        </translation>
    </message>
    <message>
        <source>no completed response in the stream</source>
        <translation>no completed response in the stream</translation>
    </message>
    <message>
        <source>llama-server stream: the server's own timings (ms) as a reported summary per response; token counts and tokens/s as figures; the client's end-to-end time and TTFT are not in a saved stream, so no repetitions</source>
        <translation>llama-server stream: the server's own timings (ms) as a reported summary per response; token counts and tokens/s as figures; the client's end-to-end time and TTFT are not in a saved stream, so no repetitions</translation>
    </message>
    <message>
        <source>expected 'metric value', found %1</source>
        <translation>expected 'metric value', found %1</translation>
    </message>
    <message>
        <source>unclosed '{' in %1</source>
        <translation>unclosed '{' in %1</translation>
    </message>
    <message>
        <source>the last line %1 is cut off mid-write</source>
        <translation>the last line %1 is cut off mid-write</translation>
    </message>
    <message>
        <source>expected a number after %1, found %2</source>
        <translation>expected a number after %1, found %2</translation>
    </message>
    <message>
        <source>metric %1: its unit is not known (not a documented llama.cpp metric, no unit suffix); left out</source>
        <translation>metric %1: its unit is not known (not a documented llama.cpp metric, no unit suffix); left out</translation>
    </message>
    <message>
        <source>no metric with a known unit in the file</source>
        <translation>no metric with a known unit in the file</translation>
    </message>
    <message>
        <source>llama-server /metrics: a snapshot of the server's counters and gauges since it started, each with its unit, as figures llama-server.metrics.&lt;name&gt;</source>
        <translation>llama-server /metrics: a snapshot of the server's counters and gauges since it started, each with its unit, as figures llama-server.metrics.&lt;name&gt;</translation>
    </message>
    <message>
        <source>GNU time: one cold-start repetition per run; maximum resident set size in KiB (rusage ru_maxrss, the kernel's exact lifetime peak of the process and its waited-for children's largest); GNU time 1.7 on Linux printed it 4 times too large, 1.8+ is right</source>
        <translation>GNU time: one cold-start repetition per run; maximum resident set size in KiB (rusage ru_maxrss, the kernel's exact lifetime peak of the process and its waited-for children's largest); GNU time 1.7 on Linux printed it 4 times too large, 1.8+ is right</translation>
    </message>
    <message>
        <source>the report of '%1' lacks 'Elapsed (wall clock) time' or 'Exit status': cut off?</source>
        <translation>the report of '%1' lacks 'Elapsed (wall clock) time' or 'Exit status': cut off?</translation>
    </message>
    <message>
        <source>expected 'Name: value' as GNU time -v writes it, found %1</source>
        <translation>expected 'Name: value' as GNU time -v writes it, found %1</translation>
    </message>
    <message>
        <source>a figure before any 'Command being timed:' line</source>
        <translation>a figure before any 'Command being timed:' line</translation>
    </message>
    <message>
        <source>'%1' should be a non-negative number, found %2</source>
        <translation>'%1' should be a non-negative number, found %2</translation>
    </message>
    <message>
        <source>expected the elapsed time as h:mm:ss or m:ss.ss, found %1</source>
        <translation>expected the elapsed time as h:mm:ss or m:ss.ss, found %1</translation>
    </message>
    <message>
        <source>no complete GNU time -v report in the file</source>
        <translation>no complete GNU time -v report in the file</translation>
    </message>
    <message>
        <source>elapsed h:mm:ss / m:ss.ss → ms; user/system time in s, faults, switches as figures gnu-time.run N.&lt;name&gt;</source>
        <translation>elapsed h:mm:ss / m:ss.ss → ms; user/system time in s, faults, switches as figures gnu-time.run N.&lt;name&gt;</translation>
    </message>
    <message>
        <source>expected GNU time's default line '…user …system h:mm:ss.sselapsed …', found %1</source>
        <translation>expected GNU time's default line '…user …system h:mm:ss.sselapsed …', found %1</translation>
    </message>
    <message>
        <source>no GNU time line in the file</source>
        <translation>no GNU time line in the file</translation>
    </message>
    <message>
        <source>GNU time's default format names no command: the repetitions have no input name</source>
        <translation>GNU time's default format names no command: the repetitions have no input name</translation>
    </message>
    <message>
        <source>unknown GNU time specifier %1</source>
        <translation>unknown GNU time specifier %1</translation>
    </message>
    <message>
        <source>two specifiers with nothing between them cannot be told apart</source>
        <translation>two specifiers with nothing between them cannot be told apart</translation>
    </message>
    <message>
        <source>a format over several lines (\n) is not supported; give a one-line -f format</source>
        <translation>a format over several lines (\n) is not supported; give a one-line -f format</translation>
    </message>
    <message>
        <source>the GNU time format '%1': %2</source>
        <translation>the GNU time format '%1': %2</translation>
    </message>
    <message>
        <source>the line %1 does not fit the format '%2'</source>
        <translation>the line %1 does not fit the format '%2'</translation>
    </message>
    <message>
        <source>the last line %1 is cut off mid-write (format '%2')</source>
        <translation>the last line %1 is cut off mid-write (format '%2')</translation>
    </message>
    <message>
        <source>%1 should be %2, found %3</source>
        <translation>%1 should be %2, found %3</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>seconds</translation>
    </message>
    <message>
        <source>[h:]m:ss</source>
        <translation>[h:]m:ss</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <source>an exit status</source>
        <translation>an exit status</translation>
    </message>
    <message>
        <source>the format '%1' has no elapsed time (%e or %E): no repetition can be made</source>
        <translation>the format '%1' has no elapsed time (%e or %E): no repetition can be made</translation>
    </message>
    <message>
        <source>no line of the format '%1' in the file</source>
        <translation>no line of the format '%1' in the file</translation>
    </message>
    <message>
        <source>GNU time -f '%1': %e in s → ms, %E [h:]m:ss → ms, %M in KiB</source>
        <translation>GNU time -f '%1': %e in s → ms, %E [h:]m:ss → ms, %M in KiB</translation>
    </message>
    <message>
        <source>specifiers not read: %1</source>
        <translation>specifiers not read: %1</translation>
    </message>
    <message>
        <source>the column %1 has a unit psrecord never wrote (expected MB, which psrecord computes as bytes / 1024²)</source>
        <translation>the column %1 has a unit psrecord never wrote (expected MB, which psrecord computes as bytes / 1024²)</translation>
    </message>
    <message>
        <source>psrecord header without 'Elapsed time' and 'Real (MB)'</source>
        <translation>psrecord header without 'Elapsed time' and 'Real (MB)'</translation>
    </message>
    <message>
        <source>expected %1 numbers as in the header, found %2</source>
        <translation>expected %1 numbers as in the header, found %2</translation>
    </message>
    <message>
        <source>the elapsed time goes backwards (%1 s after %2 s)</source>
        <translation>the elapsed time goes backwards (%1 s after %2 s)</translation>
    </message>
    <message>
        <source>a negative value in %1</source>
        <translation>a negative value in %1</translation>
    </message>
    <message>
        <source>psrecord log without samples</source>
        <translation>psrecord log without samples</translation>
    </message>
    <message>
        <source>psrecord: 'MB' is MiB (psrecord divides bytes by 1024²): Real → RSS and Virtual → VmSize in KiB (× 1024, rounded); sampled, so the peak between two samples is missed and there is no exact peak (no VmHWM); time is seconds since psrecord started</source>
        <translation>psrecord: 'MB' is MiB (psrecord divides bytes by 1024²): Real → RSS and Virtual → VmSize in KiB (× 1024, rounded); sampled, so the peak between two samples is missed and there is no exact peak (no VmHWM); time is seconds since psrecord started</translation>
    </message>
    <message>
        <source>unreadable time stamp %1</source>
        <translation>unreadable time stamp %1</translation>
    </message>
    <message>
        <source>the time stamp goes backwards</source>
        <translation>the time stamp goes backwards</translation>
    </message>
    <message>
        <source>%1 should be 'used/totalMB', found %2</source>
        <translation>%1 should be 'used/totalMB', found %2</translation>
    </message>
    <message>
        <source>CPU core %1 should be 'load%@MHz' or 'off'</source>
        <translation>CPU core %1 should be 'load%@MHz' or 'off'</translation>
    </message>
    <message>
        <source>%1 should be 'load%[@MHz]', found %2</source>
        <translation>%1 should be 'load%[@MHz]', found %2</translation>
    </message>
    <message>
        <source>a tegrastats line without 'RAM used/totalMB': %1</source>
        <translation>a tegrastats line without 'RAM used/totalMB': %1</translation>
    </message>
    <message>
        <source>no tegrastats sample in the file</source>
        <translation>no tegrastats sample in the file</translation>
    </message>
    <message>
        <source>tegrastats: device figures, not one process's; RAM and SWAP in MB as printed (NVIDIA documents 'megabytes' without saying 10^6 or 2^20 bytes: not converted); the Jetson's GPU shares this RAM (unified memory), so RAM used counts CPU and GPU memory together</source>
        <translation>tegrastats: device figures, not one process's; RAM and SWAP in MB as printed (NVIDIA documents 'megabytes' without saying 10^6 or 2^20 bytes: not converted); the Jetson's GPU shares this RAM (unified memory), so RAM used counts CPU and GPU memory together</translation>
    </message>
    <message>
        <source>tegrastats without time stamps: the interval (--interval, 1000 ms by default) is not in the log, so no time axis and no duration</source>
        <translation>tegrastats without time stamps: the interval (--interval, 1000 ms by default) is not in the log, so no time axis and no duration</translation>
    </message>
    <message>
        <source>expected a JSON object of vLLM benchmark results</source>
        <translation>expected a JSON object of vLLM benchmark results</translation>
    </message>
    <message>
        <source>'%1' should be a non-negative number of ms</source>
        <translation>'%1' should be a non-negative number of ms</translation>
    </message>
    <message>
        <source>no TTFT/TPOT/ITL/E2EL figures (mean_ttft_ms, …) in the file: which vLLM wrote it? Expected the JSON of 'vllm bench serve --save-result' or benchmark_serving.py</source>
        <translation>no TTFT/TPOT/ITL/E2EL figures (mean_ttft_ms, …) in the file: which vLLM wrote it? Expected the JSON of 'vllm bench serve --save-result' or benchmark_serving.py</translation>
    </message>
    <message>
        <source>vLLM bench serve: TTFT/TPOT/ITL/E2EL are vLLM's own summaries (ms), throughput and concurrency figures as vllm-bench.&lt;name&gt;; no repetitions</source>
        <translation>vLLM bench serve: TTFT/TPOT/ITL/E2EL are vLLM's own summaries (ms), throughput and concurrency figures as vllm-bench.&lt;name&gt;; no repetitions</translation>
    </message>
    <message numerus="yes">
        <source>the file holds per-request lists for %n request(s) (--save-detailed) but no per-request end-to-end time: not turned into repetitions</source>
        <translation>
            <numerusform>the file holds per-request lists for %n request (--save-detailed) but no per-request end-to-end time: not turned into repetitions</numerusform>
            <numerusform>the file holds per-request lists for %n requests (--save-detailed) but no per-request end-to-end time: not turned into repetitions</numerusform>
        </translation>
    </message>
    <message>
        <source>no column '%1' for %2; the columns are: %3</source>
        <translation>no column '%1' for %2; the columns are: %3</translation>
    </message>
    <message>
        <source>an rss column needs a time column (time=COLUMN:s) to make a series</source>
        <translation>an rss column needs a time column (time=COLUMN:s) to make a series</translation>
    </message>
    <message>
        <source>map at least rss (with time) or latency</source>
        <translation>map at least rss (with time) or latency</translation>
    </message>
    <message>
        <source>%1: expected a non-negative number, found %2</source>
        <translation>%1: expected a non-negative number, found %2</translation>
    </message>
    <message>
        <source>%1: the cell says %2 but the column was mapped as %3; not converted by guess</source>
        <translation>%1: the cell says %2 but the column was mapped as %3; not converted by guess</translation>
    </message>
    <message>
        <source>time goes backwards (%1 s after %2 s)</source>
        <translation>time goes backwards (%1 s after %2 s)</translation>
    </message>
    <message>
        <source>no row with a mapped value</source>
        <translation>no row with a mapped value</translation>
    </message>
    <message>
        <source>CSV mapped by the user: %1; RSS converted to KiB, times to s (series) and ms (latency); the first %2 repetition(s) of each input are flagged warm-up</source>
        <translation>CSV mapped by the user: %1; RSS converted to KiB, times to s (series) and ms (latency); the first %2 repetition(s) of each input are flagged warm-up</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>characters</source>
        <translation>characters</translation>
    </message>
    <message>
        <source>unknown unit</source>
        <translation>unknown unit</translation>
    </message>
    <message>
        <source>memory reaches its ceiling first</source>
        <translation>memory reaches its ceiling first</translation>
    </message>
    <message>
        <source>latency reaches its budget first</source>
        <translation>latency reaches its budget first</translation>
    </message>
    <message>
        <source>undetermined</source>
        <translation>undetermined</translation>
    </message>
    <message>
        <source>%1 of %2 KiB less a reserve of %3 KiB</source>
        <translation>%1 of %2 KiB less a reserve of %3 KiB</translation>
    </message>
    <message>
        <source>Verdict: %1. %2</source>
        <translation>Verdict: %1. %2</translation>
    </message>
    <message>
        <source>The plan's inputs add up to %1 MiB, too much to keep with the run.</source>
        <translation>The plan's inputs add up to %1 MiB, too much to keep with the run.</translation>
    </message>
    <message>
        <source>Not a plan-inputs bundle: %1</source>
        <translation>Not a plan-inputs bundle: %1</translation>
    </message>
    <message>
        <source>Not a plan-inputs bundle of version 1.</source>
        <translation>Not a plan-inputs bundle of version 1.</translation>
    </message>
    <message>
        <source>Input %1 of the bundle lacks its id, its file or valid data.</source>
        <translation>Input %1 of the bundle lacks its id, its file or valid data.</translation>
    </message>
    <message>
        <source>Input %1 does not match its recorded SHA-256: it was changed.</source>
        <translation>Input %1 does not match its recorded SHA-256: it was changed.</translation>
    </message>
    <message>
        <source>the probe's events are not a regular file of at most %1 MiB</source>
        <translation>the probe's events are not a regular file of at most %1 MiB</translation>
    </message>
    <message>
        <source>YAML syntax error: the text does not start a mapping of keys.</source>
        <translation>YAML syntax error: the text does not start a mapping of keys.</translation>
    </message>
    <message>
        <source>memory log of the measurement guide's loop (date +%s; grep VmRSS/VmHWM /proc/&lt;PID&gt;/status)</source>
        <translation>memory log of the measurement guide's loop (date +%s; grep VmRSS/VmHWM /proc/&lt;PID&gt;/status)</translation>
    </message>
    <message>
        <source>samples: %1 over %2 s (the last one partial: cut off mid-write)</source>
        <translation>samples: %1 over %2 s (the last one partial: cut off mid-write)</translation>
    </message>
    <message>
        <source>samples: %1 over %2 s</source>
        <translation>samples: %1 over %2 s</translation>
    </message>
    <message>
        <source>sampling interval seen: median %1 s, max %2 s, mean %3 s (stamps are whole seconds: a single gap reads 0 or 1 s)</source>
        <translation>sampling interval seen: median %1 s, max %2 s, mean %3 s (stamps are whole seconds: a single gap reads 0 or 1 s)</translation>
    </message>
    <message>
        <source>sampling interval seen: median %1 s, max %2 s, mean %3 s</source>
        <translation>sampling interval seen: median %1 s, max %2 s, mean %3 s</translation>
    </message>
    <message>
        <source>timing (%1): %2 repetitions, %3 warm-up dropped, %4 failed, n = %5</source>
        <translation>timing (%1): %2 repetitions, %3 warm-up dropped, %4 failed, n = %5</translation>
    </message>
    <message>
        <source>timing of input %1 (%2): %3 repetitions, %4 warm-up dropped, %5 failed, n = %6</source>
        <translation>timing of input %1 (%2): %3 repetitions, %4 warm-up dropped, %5 failed, n = %6</translation>
    </message>
    <message>
        <source>%1 appears twice: a snapshot holds one reading (for a series over time, put a 'date +%s' line before each reading, as the measurement guide's loop does)</source>
        <translation>%1 appears twice: a snapshot holds one reading (for a series over time, put a 'date +%s' line before each reading, as the measurement guide's loop does)</translation>
    </message>
    <message>
        <source>numbers without a unit are read as seconds (as the measurement guide's time.perf_counter() script gives)</source>
        <translation>numbers without a unit are read as seconds (as the measurement guide's time.perf_counter() script gives)</translation>
    </message>
    <message>
        <source>Expected true or false, got "%1".</source>
        <translation>Expected true or false, got "%1".</translation>
    </message>
    <message>
        <source>The input id "%1" starts with "robust.", which the robustness set uses.</source>
        <translation>The input id "%1" starts with "robust.", which the robustness set uses.</translation>
    </message>
    <message>
        <source>"ttft_s" belongs to serve mode, where the probe times the first token.</source>
        <translation>"ttft_s" belongs to serve mode, where the probe times the first token.</translation>
    </message>
    <message>
        <source>Cannot read %1 to make the robustness set: %2</source>
        <translation>Cannot read %1 to make the robustness set: %2</translation>
    </message>
    <message>
        <source>error reply</source>
        <translation>error reply</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>crash</translation>
    </message>
    <message>
        <source>hang</source>
        <translation>hang</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>not run</translation>
    </message>
    <message>
        <source>Check what else runs on the device: other processes preempted the workload.</source>
        <translation>Check what else runs on the device: other processes preempted the workload.</translation>
    </message>
    <message>
        <source>Check whether the model stays in memory: its pages were read from storage again during inference.</source>
        <translation>Check whether the model stays in memory: its pages were read from storage again during inference.</translation>
    </message>
    <message>
        <source>Check the storage: the CPUs waited for I/O during the repetitions.</source>
        <translation>Check the storage: the CPUs waited for I/O during the repetitions.</translation>
    </message>
    <message>
        <source>Check the cooling: the CPU slowed down as the device heated up.</source>
        <translation>Check the cooling: the CPU slowed down as the device heated up.</translation>
    </message>
    <message>
        <source>Check the memory composition: the anonymous memory and the file-backed pages do not fit under the ceiling together.</source>
        <translation>Check the memory composition: the anonymous memory and the file-backed pages do not fit under the ceiling together.</translation>
    </message>
    <message>
        <source>derived from the samples</source>
        <translation>derived from the samples</translation>
    </message>
    <message>
        <source>CPU contention: the slowest repetitions of input %1 (p90/median %2) were preempted %3 times a second, against %4 in the typical ones. Another process wants the same cores: pin the workload, or move the other load away.</source>
        <translation>CPU contention: the slowest repetitions of input %1 (p90/median %2) were preempted %3 times a second, against %4 in the typical ones. Another process wants the same cores: pin the workload, or move the other load away.</translation>
    </message>
    <message>
        <source>CPU contention: during the slowest repetitions of input %1 (p90/median %2) the hypervisor took %3% of the CPUs (steal), against %4% in the typical ones.</source>
        <translation>CPU contention: during the slowest repetitions of input %1 (p90/median %2) the hypervisor took %3% of the CPUs (steal), against %4% in the typical ones.</translation>
    </message>
    <message>
        <source>involuntary context switches, slowest repetitions of input %1</source>
        <translation>involuntary context switches, slowest repetitions of input %1</translation>
    </message>
    <message>
        <source>involuntary context switches, typical repetitions of input %1</source>
        <translation>involuntary context switches, typical repetitions of input %1</translation>
    </message>
    <message>
        <source>CPU steal, slowest repetitions of input %1</source>
        <translation>CPU steal, slowest repetitions of input %1</translation>
    </message>
    <message>
        <source>major page faults after load-complete</source>
        <translation>major page faults after load-complete</translation>
    </message>
    <message>
        <source>Storage: the CPUs waited for I/O %1% of the time during the repetitions (at most %2%). A slow card or disk, or another process writing to it, holds the workload back.</source>
        <translation>Storage: the CPUs waited for I/O %1% of the time during the repetitions (at most %2%). A slow card or disk, or another process writing to it, holds the workload back.</translation>
    </message>
    <message>
        <source>iowait during the repetitions (mean)</source>
        <translation>iowait during the repetitions (mean)</translation>
    </message>
    <message>
        <source>Thermal throttling: the CPU frequency fell from %1 to %2 MHz while the temperature rose from %3 to %4 °C. Later repetitions ran on a slower CPU: cool the device or measure it at its steady temperature.</source>
        <translation>Thermal throttling: the CPU frequency fell from %1 to %2 MHz while the temperature rose from %3 to %4 °C. Later repetitions ran on a slower CPU: cool the device or measure it at its steady temperature.</translation>
    </message>
    <message>
        <source>CPU frequency at the start</source>
        <translation>CPU frequency at the start</translation>
    </message>
    <message>
        <source>CPU frequency at the end</source>
        <translation>CPU frequency at the end</translation>
    </message>
    <message>
        <source>peak anonymous memory (RssAnon)</source>
        <translation>peak anonymous memory (RssAnon)</translation>
    </message>
    <message>
        <source>peak file-backed memory (RssFile)</source>
        <translation>peak file-backed memory (RssFile)</translation>
    </message>
    <message>
        <source>The system series has %1 samples; at most %2 are kept.</source>
        <translation>The system series has %1 samples; at most %2 are kept.</translation>
    </message>
    <message>
        <source>The memory series of input "%1" has %2 samples; at most %3 are kept.</source>
        <translation>The memory series of input "%1" has %2 samples; at most %3 are kept.</translation>
    </message>
    <message>
        <source>The system series has %1 values of %2 for %3 time stamps.</source>
        <translation>The system series has %1 values of %2 for %3 time stamps.</translation>
    </message>
    <message>
        <source>The memory series of input "%1" has %2 values of %3 for %4 time stamps.</source>
        <translation>The memory series of input "%1" has %2 values of %3 for %4 time stamps.</translation>
    </message>
    <message>
        <source>CPU, all cores (%)</source>
        <translation>CPU, all cores (%)</translation>
    </message>
    <message>
        <source>Workload CPU (% of one core)</source>
        <translation>Workload CPU (% of one core)</translation>
    </message>
    <message>
        <source>Workload events (per second)</source>
        <translation>Workload events (per second)</translation>
    </message>
    <message>
        <source>Workload storage reads (MiB/s)</source>
        <translation>Workload storage reads (MiB/s)</translation>
    </message>
    <message>
        <source>Pressure stall (% of time)</source>
        <translation>Pressure stall (% of time)</translation>
    </message>
    <message>
        <source>CPU frequency (MHz)</source>
        <translation>CPU frequency (MHz)</translation>
    </message>
    <message>
        <source>Temperature (°C)</source>
        <translation>Temperature (°C)</translation>
    </message>
    <message>
        <source>GPU memory (MiB)</source>
        <translation>GPU memory (MiB)</translation>
    </message>
    <message>
        <source>GPU load (%)</source>
        <translation>GPU load (%)</translation>
    </message>
    <message>
        <source>user</source>
        <extracomment>Legend of a chart line: the share of all CPUs spent in user mode (/proc/stat "user").</extracomment>
        <translation>user</translation>
    </message>
    <message>
        <source>system</source>
        <extracomment>Legend of a chart line: the share of all CPUs spent in the kernel (/proc/stat "system").</extracomment>
        <translation>system</translation>
    </message>
    <message>
        <source>iowait</source>
        <extracomment>Legend of a chart line: CPU time idle while waiting for storage (/proc/stat "iowait").</extracomment>
        <translation>iowait</translation>
    </message>
    <message>
        <source>steal</source>
        <extracomment>Legend of a chart line: CPU time taken by the hypervisor (/proc/stat "steal").</extracomment>
        <translation>steal</translation>
    </message>
    <message>
        <source>workload</source>
        <extracomment>Legend of a chart line: the measured workload's own CPU time.</extracomment>
        <translation>workload</translation>
    </message>
    <message>
        <source>involuntary context switches</source>
        <translation>involuntary context switches</translation>
    </message>
    <message>
        <source>major page faults</source>
        <translation>major page faults</translation>
    </message>
    <message>
        <source>read from storage</source>
        <translation>read from storage</translation>
    </message>
    <message>
        <source>cpu</source>
        <extracomment>Legend of a pressure-stall line: time some task waited for a CPU (/proc/pressure/cpu).</extracomment>
        <translation>cpu</translation>
    </message>
    <message>
        <source>io</source>
        <extracomment>Legend of a pressure-stall line: time some task waited for storage (/proc/pressure/io).</extracomment>
        <translation>io</translation>
    </message>
    <message>
        <source>memory</source>
        <extracomment>Legend of a pressure-stall line: time some task waited for memory (/proc/pressure/memory).</extracomment>
        <translation>memory</translation>
    </message>
    <message>
        <source>mean of the cores</source>
        <translation>mean of the cores</translation>
    </message>
    <message>
        <source>slowest core</source>
        <translation>slowest core</translation>
    </message>
    <message>
        <source>hottest zone</source>
        <translation>hottest zone</translation>
    </message>
    <message>
        <source>GPU load</source>
        <translation>GPU load</translation>
    </message>
    <message>
        <source>workload's GPU memory</source>
        <translation>workload's GPU memory</translation>
    </message>
    <message>
        <source>no GPU memory reading was recorded</source>
        <translation>no GPU memory reading was recorded</translation>
    </message>
    <message>
        <source>%1 could not be read as a log.</source>
        <translation>%1 could not be read as a log.</translation>
    </message>
    <message>
        <source>%1 holds memory samples of no named input: say which input it measured.</source>
        <translation>%1 holds memory samples of no named input: say which input it measured.</translation>
    </message>
    <message>
        <source>Input %1 already has its memory samples from %2; one memory log per input.</source>
        <translation>Input %1 already has its memory samples from %2; one memory log per input.</translation>
    </message>
    <message>
        <source>%1 holds timings of no named input: say which input it measured.</source>
        <translation>%1 holds timings of no named input: say which input it measured.</translation>
    </message>
    <message>
        <source>The files hold no memory samples and no timings.</source>
        <translation>The files hold no memory samples and no timings.</translation>
    </message>
    <message>
        <source>Input %1 has no length: it has no place on the trends.</source>
        <translation>Input %1 has no length: it has no place on the trends.</translation>
    </message>
    <message>
        <source>Not an import-group manifest of version 1.</source>
        <translation>Not an import-group manifest of version 1.</translation>
    </message>
    <message>
        <source>The manifest names %1 (SHA-256 %2), which the run does not keep.</source>
        <translation>The manifest names %1 (SHA-256 %2), which the run does not keep.</translation>
    </message>
    <message>
        <source>The manifest names no file.</source>
        <translation>The manifest names no file.</translation>
    </message>
    <message>
        <source>Run %1 has no plan to re-run (it was imported from a log, not run by Headroom from a plan).</source>
        <translation>Run %1 has no plan to re-run (it was imported from a log, not run by Headroom from a plan).</translation>
    </message>
    <message>
        <source>Input %1 of run %2 has the path "%3"; a re-run writes only plain relative paths (no "..", not absolute), so it is not re-run.</source>
        <translation>Input %1 of run %2 has the path "%3"; a re-run writes only plain relative paths (no "..", not absolute), so it is not re-run.</translation>
    </message>
    <message>
        <source>Cannot write input %1 (%2): %3</source>
        <translation>Cannot write input %1 (%2): %3</translation>
    </message>
    <message>
        <source>The plan's input %1 (%2) was not kept with run %3 as a plain relative path; it cannot be re-run.</source>
        <translation>The plan's input %1 (%2) was not kept with run %3 as a plain relative path; it cannot be re-run.</translation>
    </message>
    <message>
        <source>reproduced: %1 of %1 figures the same</source>
        <translation>reproduced: %1 of %1 figures the same</translation>
    </message>
    <message>
        <source>not reproduced: %1 of %2 figures differ</source>
        <translation>not reproduced: %1 of %2 figures differ</translation>
    </message>
    <message>
        <source>inconclusive: %1 of %2 figures the same, none differs</source>
        <translation>inconclusive: %1 of %2 figures the same, none differs</translation>
    </message>
    <message>
        <source>Streaming latencies</source>
        <translation>Streaming latencies</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Requests</translation>
    </message>
    <message>
        <source>TTFT p50</source>
        <translation>TTFT p50</translation>
    </message>
    <message>
        <source>TTFT p90</source>
        <translation>TTFT p90</translation>
    </message>
    <message>
        <source>TPOT p50</source>
        <translation>TPOT p50</translation>
    </message>
    <message>
        <source>TPOT p90</source>
        <translation>TPOT p90</translation>
    </message>
    <message>
        <source>ITL p50</source>
        <translation>ITL p50</translation>
    </message>
    <message>
        <source>ITL p90</source>
        <translation>ITL p90</translation>
    </message>
    <message>
        <source>ITL max</source>
        <translation>ITL max</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Concurrency</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>no budget</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Completed</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Failed</translation>
    </message>
    <message>
        <source>In flight</source>
        <translation>In flight</translation>
    </message>
    <message>
        <source>End-to-end p50</source>
        <translation>End-to-end p50</translation>
    </message>
    <message>
        <source>End-to-end p90</source>
        <translation>End-to-end p90</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>Output tokens/s</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>Requests/s</translation>
    </message>
    <message>
        <source>Accepted / expected</source>
        <translation>Accepted / expected</translation>
    </message>
    <message>
        <source>Accepted outputs/s</source>
        <translation>Accepted outputs/s</translation>
    </message>
    <message>
        <source>Within budget</source>
        <translation>Within budget</translation>
    </message>
    <message>
        <source>Sustainable concurrency: %1 (the highest level whose 90th percentile end-to-end latency holds the budget of %2 s with no request failed).</source>
        <translation>Sustainable concurrency: %1 (the highest level whose 90th percentile end-to-end latency holds the budget of %2 s with no request failed).</translation>
    </message>
    <message>
        <source>Sustainable concurrency: none; no level held the budget of %1 s.</source>
        <translation>Sustainable concurrency: none; no level held the budget of %1 s.</translation>
    </message>
    <message>
        <source>Sustainable concurrency: not determined, the run has no latency budget.</source>
        <translation>Sustainable concurrency: not determined, the run has no latency budget.</translation>
    </message>
    <message>
        <source>A level also had to hold the first-token budget of %1 s at its 90th percentile.</source>
        <translation>A level also had to hold the first-token budget of %1 s at its 90th percentile.</translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation>Acceptance</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <source>Accepted per minute</source>
        <translation>Accepted per minute</translation>
    </message>
    <message>
        <source>Accepted %1 of %2 expected outputs. Accepted per minute: accepted outputs over the stable repetitions' own time, one after another.</source>
        <translation>Accepted %1 of %2 expected outputs. Accepted per minute: accepted outputs over the stable repetitions' own time, one after another.</translation>
    </message>
    <message>
        <source>Robustness</source>
        <translation>Robustness</translation>
    </message>
    <message>
        <source>Worst outcome</source>
        <translation>Worst outcome</translation>
    </message>
    <message>
        <source>Ok</source>
        <translation>Ok</translation>
    </message>
    <message>
        <source>Error reply</source>
        <translation>Error reply</translation>
    </message>
    <message>
        <source>Crash</source>
        <translation>Crash</translation>
    </message>
    <message>
        <source>Hang</source>
        <translation>Hang</translation>
    </message>
    <message>
        <source>The long tail of input %1 (p90/median %2) is not explained by the system context recorded beside it: no contention, no weights paged back, no storage waits and no throttling were seen.</source>
        <translation>The long tail of input %1 (p90/median %2) is not explained by the system context recorded beside it: no contention, no weights paged back, no storage waits and no throttling were seen.</translation>
    </message>
    <message>
        <source>No system context (CPU contention, page faults, I/O waits) was recorded during the repetitions, so the cause of the long tail of input %1 (p90/median %2) cannot be told.</source>
        <translation>No system context (CPU contention, page faults, I/O waits) was recorded during the repetitions, so the cause of the long tail of input %1 (p90/median %2) cannot be told.</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation type="unfinished">(unnamed)</translation>
    </message>
    <message>
        <source>CPU contention: the slowest repetitions of input %1 (p90/median %2) ran on a CPU %3% of their wall time, against %4% in the typical ones, while tasks waited for a CPU %5% of the time (CPU pressure), against %6%. Another process wants the same cores: pin the workload, or move the other load away.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CPU time per wall time, slowest repetitions of input %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CPU time per wall time, typical repetitions of input %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CPU pressure during the slowest repetitions of input %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unrecognised format; expected one of: %1. The file starts with %2 (GNU time -f output? give its format with --time-format)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unrecognised format; expected one of: %1. The file starts with %2</source>
        <translation type="unfinished">unrecognised format; expected one of: %1. The file starts with %2 {1.?}</translation>
    </message>
    <message numerus="yes">
        <source>%n repetition(s) of input %1 were killed by the out-of-memory killer. The highest peak is %2% of the memory ceiling.</source>
        <translation>
            <numerusform>%n repetition of input %1 was killed by the out-of-memory killer. The highest peak is %2% of the memory ceiling.</numerusform>
            <numerusform>%n repetitions of input %1 were killed by the out-of-memory killer. The highest peak is %2% of the memory ceiling.</numerusform>
        </translation>
    </message>
    <message>
        <source>re-run of run %1</source>
        <translation type="unfinished">re-run of run %1</translation>
    </message>
    <message>
        <source>re-run of run %1; %2</source>
        <translation type="unfinished">re-run of run %1; %2</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a folder, not a file.</source>
        <translation>Cannot write %1: it is a folder, not a file.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a character device, not a regular file; Headroom writes only regular files (use '-' for standard output where the command offers it).</source>
        <translation>Cannot write %1: it is a character device, not a regular file; Headroom writes only regular files (use '-' for standard output where the command offers it).</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a block device, not a regular file.</source>
        <translation>Cannot write %1: it is a block device, not a regular file.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a FIFO (named pipe), not a regular file; Headroom writes only regular files (use '-' for standard output where the command offers it).</source>
        <translation>Cannot write %1: it is a FIFO (named pipe), not a regular file; Headroom writes only regular files (use '-' for standard output where the command offers it).</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a socket, not a regular file.</source>
        <translation>Cannot write %1: it is a socket, not a regular file.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is not a regular file.</source>
        <translation>Cannot write %1: it is not a regular file.</translation>
    </message>
    <message numerus="yes">
        <source>another process is using it (Headroom waited %n second(s) for it)</source>
        <translation>
            <numerusform>another process is using it (Headroom waited %n second for it)</numerusform>
            <numerusform>another process is using it (Headroom waited %n seconds for it)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is in use by another process: Headroom waited %n second(s) for it to be released. Try again when the other program has finished with it.</source>
        <translation>
            <numerusform>%1 is in use by another process: Headroom waited %n second for it to be released. Try again when the other program has finished with it.</numerusform>
            <numerusform>%1 is in use by another process: Headroom waited %n seconds for it to be released. Try again when the other program has finished with it.</numerusform>
        </translation>
    </message>
    <message>
        <source>Input %1 of run %2 has the path "%3", which another kept input already has; it is not re-run.</source>
        <translation>Input %1 of run %2 has the path "%3", which another kept input already has; it is not re-run.</translation>
    </message>
    <message>
        <source>%1 is too large: the largest 64-bit integer is %2</source>
        <translation>%1 is too large: the largest 64-bit integer is %2</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>this is a folder, not a file</translation>
    </message>
    <message>
        <source>this is a character device (such as /dev/zero or a terminal), not a file; it is not read</source>
        <translation>this is a character device (such as /dev/zero or a terminal), not a file; it is not read</translation>
    </message>
    <message>
        <source>this is a block device (a disk), not a file; it is not read</source>
        <translation>this is a block device (a disk), not a file; it is not read</translation>
    </message>
    <message>
        <source>this is a FIFO (named pipe), not a file; it is not opened, since that would wait for a writer</source>
        <translation>this is a FIFO (named pipe), not a file; it is not opened, since that would wait for a writer</translation>
    </message>
    <message>
        <source>this is a socket, not a file; it is not read</source>
        <translation>this is a socket, not a file; it is not read</translation>
    </message>
    <message>
        <source>this is not a regular file; it is not read</source>
        <translation>this is not a regular file; it is not read</translation>
    </message>
    <message>
        <source>the file is %1 MiB; the largest file Headroom reads is %2 MiB</source>
        <translation>the file is %1 MiB; the largest file Headroom reads is %2 MiB</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>cannot read: %1</translation>
    </message>
    <message>
        <source>the file is UTF-16 (big-endian) text; Headroom reads UTF-8: convert it first (iconv -f UTF-16BE -t UTF-8)</source>
        <translation>the file is UTF-16 (big-endian) text; Headroom reads UTF-8: convert it first (iconv -f UTF-16BE -t UTF-8)</translation>
    </message>
    <message>
        <source>the file is UTF-16 (little-endian) text; Headroom reads UTF-8: convert it first (iconv -f UTF-16LE -t UTF-8)</source>
        <translation>the file is UTF-16 (little-endian) text; Headroom reads UTF-8: convert it first (iconv -f UTF-16LE -t UTF-8)</translation>
    </message>
    <message>
        <source>the file starts with a UTF-8 byte-order mark; it was skipped</source>
        <translation>the file starts with a UTF-8 byte-order mark; it was skipped</translation>
    </message>
    <message>
        <source>a duration of %1 s is more than a year: no repetition lasts that long (a wrong unit, or a damaged log?)</source>
        <translation>a duration of %1 s is more than a year: no repetition lasts that long (a wrong unit, or a damaged log?)</translation>
    </message>
    <message>
        <source>a clock of %1 MHz is not possible (above 100 GHz): a damaged log?</source>
        <translation>a clock of %1 MHz is not possible (above 100 GHz): a damaged log?</translation>
    </message>
    <message>
        <source>VmRSS (%1 kB) is above VmHWM (%2 kB) in the same reading; the kernel never reports that, so the log was edited or its lines mixed up</source>
        <translation>VmRSS (%1 kB) is above VmHWM (%2 kB) in the same reading; the kernel never reports that, so the log was edited or its lines mixed up</translation>
    </message>
    <message>
        <source>the value of %1 in %2 is too large: no memory holds 10^15 kB or more</source>
        <translation>the value of %1 in %2 is too large: no memory holds 10^15 kB or more</translation>
    </message>
    <message>
        <source>cannot tell which column holds the durations; name it with --map latency=COLUMN:UNIT (for example latency=wall_ms:ms). The columns are: %1</source>
        <translation>cannot tell which column holds the durations; name it with --map latency=COLUMN:UNIT (for example latency=wall_ms:ms). The columns are: %1</translation>
    </message>
    <message>
        <source>Cannot count the input %1: %2</source>
        <translation>Cannot count the input %1: %2</translation>
    </message>
    <message>
        <source>larger than %1 MiB</source>
        <translation>larger than %1 MiB</translation>
    </message>
    <message>
        <source>Skipped: a symbolic link (give its target by name to import it).</source>
        <translation>Skipped: a symbolic link (give its target by name to import it).</translation>
    </message>
    <message>
        <source>Skipped: a sub-folder that is not a probe run folder (only one level is read).</source>
        <translation>Skipped: a sub-folder that is not a probe run folder (only one level is read).</translation>
    </message>
    <message>
        <source>Skipped: %1.</source>
        <translation>Skipped: %1.</translation>
    </message>
    <message>
        <source>Skipped: a hidden file.</source>
        <translation>Skipped: a hidden file.</translation>
    </message>
    <message>
        <source>Skipped: a README is taken for the folder's notes, not a log.</source>
        <translation>Skipped: a README is taken for the folder's notes, not a log.</translation>
    </message>
    <message>
        <source>The folder is empty: there is nothing to import.</source>
        <translation>The folder is empty: there is nothing to import.</translation>
    </message>
    <message numerus="yes">
        <source>The folder holds no file to import (%n entry(ies) skipped).</source>
        <translation>
            <numerusform>The folder holds no file to import (%n entry skipped).</numerusform>
            <numerusform>The folder holds no file to import (%n entries skipped).</numerusform>
        </translation>
    </message>
    <message>
        <source>Run %1 keeps its plan but not the plan's input files (they could not be read when the run was stored, or an earlier version of Headroom stored it); it cannot be re-run.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is larger than the %2 MiB Headroom reads of a file; its SHA-256 was not checked</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a symbolic link, which is not followed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot be read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, listed in DONE, could not be checked against its SHA-256: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, listed in DONE, could not be read to the end: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 does not match its SHA-256 in DONE: the file was changed after the probe wrote it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the workload's memory cgroup limit (memory.max or memory.limit_in_bytes, read with each repetition)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>The memory guard stopped %n repetition(s) of input %1: the device's available memory fell under the reserve kept for its own services.</source>
        <translation>
            <numerusform>The memory guard stopped %n repetition of input %1: the device's available memory fell under the reserve kept for its own services.</numerusform>
            <numerusform>The memory guard stopped %n repetitions of input %1: the device's available memory fell under the reserve kept for its own services.</numerusform>
        </translation>
    </message>
    <message>
        <source>No input length was recorded: at least %1 measured lengths are needed before a line is extended to a limit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom:first_token marker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>first output after load, may be a prompt echo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>first streamed token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>reported summary (computed by the script, not raw data): n not given in the file, %1 ms</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>llama-bench -o md: per test, avg_ts/stddev_ts in tokens/s, n_prompt/n_gen/n_depth in tokens and the model size as printed, as figures named llama-bench.&lt;test&gt;.&lt;field&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Warm-up peak, not in the Peak column: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>repetition %1 of input "%2" has a warm-up flag of %3, not 0 or 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 holds a %2 value where a packed series belongs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the memory series of input "%1" has a time flag of %2, not 0 or 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>concurrency level %1 has a within-budget flag of %2, not 0 or 1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>The quadratic curve is used: left out one at a time, the %n length(s) are predicted better by it than by a straight line.</source>
        <translation>
            <numerusform>The quadratic curve is used: left out one at a time, the %n length is predicted better by it than by a straight line.</numerusform>
            <numerusform>The quadratic curve is used: left out one at a time, the %n lengths are predicted better by it than by a straight line.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The straight line is used: left out one at a time, the %n length(s) are predicted no better by a quadratic curve.</source>
        <translation>
            <numerusform>The straight line is used: left out one at a time, the %n length is predicted no better by a quadratic curve.</numerusform>
            <numerusform>The straight line is used: left out one at a time, the %n lengths are predicted no better by a quadratic curve.</numerusform>
        </translation>
    </message>
    <message>
        <source>With three lengths a line and a curve cannot be told apart by their errors; both are drawn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>With three lengths a line and a curve cannot be told apart by their errors: the quadratic curve reaches the limit sooner, so it is used (the pessimistic choice).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>With three lengths a line and a curve cannot be told apart by their errors: the straight line reaches the limit no later than the curve, so it is used (the pessimistic choice).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>quadratic curve</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>straight line</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (90% interval %1-%2 from %3 resamples of the repetitions)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (90% interval from %1 upwards: in more than 5% of %2 resamples of the repetitions the fit never reaches the limit)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (no interval: one value per length)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 %2, %3 times the longest tested length%4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The fitted %1 of %2 reaches its limit at %3 %4, %5 times the longest tested length; beyond %6 times the fit is not trusted.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>peak memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>p90 latency</source>
        <translation type="unfinished">p90 latency</translation>
    </message>
    <message>
        <source>The fitted peak-memory %1 (R² %2) reaches the ceiling at %3, before latency reaches its budget.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The fitted p90-latency %1 (R² %2) reaches the budget at %3, before memory reaches its ceiling.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Trends against input length</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished">Figure</translation>
    </message>
    <message>
        <source>Fit used</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>R² line</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>R² curve</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Left-out error, line</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Left-out error, curve</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reaches it at</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>90% interval</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>× longest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Peak memory</source>
        <translation type="unfinished">Peak memory</translation>
    </message>
    <message>
        <source>Median latency</source>
        <translation type="unfinished">Median latency</translation>
    </message>
    <message>
        <source>%1 or beyond</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The line and the quadratic curve are least-squares fits of the per-input figure against the input length. With four or more lengths the one that predicts each left-out length better is used; with three, the one that reaches the limit sooner. The interval is the 5th to 95th percentile of the crossings of the same fit over resamples of each input's repetitions.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>it rests on one sample</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>every sample was taken before loading completed (%1 after the start)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>it rests on %1 samples over %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a sample every %1 against repetitions of %2, without VmHWM: fewer than %3 samples per repetition</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>VmHWM is this process's peak from its start up to this snapshot (exact, from the kernel), not the device's</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>last VmHWM: %1 (exact: the kernel's peak of this process up to the last sample, %2 s after the first; not the device's)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>peak probably missed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The peak of input %1 was probably missed: %2. It is left out of the memory trend and counts only as a lower bound.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>peak memory at comparable lengths</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>peak memory at comparable lengths (the peaks of %1 were probably missed)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>latency at comparable lengths</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a memory ceiling or a latency budget</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Peak memory rises by %1% from the shortest to the longest input, but which limit comes first cannot be told without %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The median latency rises by %1% from the shortest to the longest input, but which limit comes first cannot be told without %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, probably missed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (input %1, repetition %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (input %1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>critical process %1 lost at concurrency %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>critical process %1 lost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>memory guard stopped the workload: MemAvailable %1 kB under the reserve of %2 kB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>memory guard stopped the workload</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>background load %1 stopped</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>background load %1 started</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>background load %1 started: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>probe warning: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 more notes (warnings, guard, background, critical processes) than the %2 kept; they are counted, not stored</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 disappeared %2 s into the run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 disappeared</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, at concurrency %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, during input %1, repetition %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, during input %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>; the workload's VmRSS then: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>critical process lost: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The run cost a critical service: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The probe warned: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Events noted by the probe</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished">Time</translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Repetition</source>
        <translation type="unfinished">Repetition</translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>critical process lost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>memory guard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>background load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Times are from the start of the run.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>BASE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NEW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tasks waited for a CPU %1% of the repetitions' time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the hypervisor took %1% of the CPUs (steal)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The run was contended (%1): its figures are not the device's own.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Contention: the run was measured under heavy CPU pressure (%1); on a quiet device the latencies may be lower.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CPU pressure during the repetitions (mean)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The repetitions of input %1 range from %2 to %3 (%4 times): one figure per input hides that; see the repetitions.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The p90 of %1 rests on fewer than %2 repetitions: below that not even the slowest one bounds the p90 with 95% confidence, so it is an estimate (a p99 needs %3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected a size of at least 4 MiB such as "4GiB" or "512MiB", got "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"cgroup_memory" belongs to process mode: in serve mode the engine is already running; start it in a memory cgroup yourself (systemd-run -p MemoryMax=...).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the limit of the memory cgroup the probe made for this run (the plan's cgroup_memory, read with each repetition)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run queue (tasks)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>runnable tasks</source>
        <extracomment>Legend of a chart line: tasks ready to run at each sample (/proc/stat procs_running).</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CPUs online</source>
        <extracomment>Legend of a chart line: the CPUs online; runnable tasks above it wait for a CPU.</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"mapped_files" must be an array of at most %1 files, with "mapped_scans" a count</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>each of "mapped_files" needs a "path", "rss_kb" and "size_kb" of at least 0 and a "kind" of "code" or "data"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>mapped-file scans of repetition %1, which does not exist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>mapped file "%1" of repetition %2 is malformed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 was measured under heavy CPU pressure (%2): every comparison with it is inconclusive.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>samples with more runnable tasks than CPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 major page faults after load-complete in %2 stable repetitions (%3 per repetition)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Weights paged back from storage: %1, with the model file %2 mapped (%3, at most %4 resident). Its pages were reclaimed and read again during inference: keep them resident (mlock, --no-mmap) or leave more memory free.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pages read back from storage: %1. File-backed pages (an mmap'ed model, or the binary and its libraries: which files were mapped was not recorded) were reclaimed and read again during inference: keep them resident or leave more memory free.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the anonymous memory (%1, %2% of the %3 ceiling)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Thrash risk: %1 and the model file %2 (%3 mapped) do not fit under the ceiling together; the kernel will drop model pages and read them again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Thrash risk: %1 and the file-backed pages (%2; an mmap'ed model or the binary and its libraries: which files were mapped was not recorded) do not fit under the ceiling together; the kernel will drop file pages and read them again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>model file mapped: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>more tasks were runnable than CPUs in %1% of the samples</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Memory by kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>RssAnon peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>RssFile peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Model resident / mapped</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Code resident</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>none mapped</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"none mapped": no data file of 16 MiB or more was mapped, so the file-backed pages are the binary, its libraries and small files; a model read into the process's own memory (as with llama.cpp's --no-mmap) is counted in RssAnon.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Where the model file is empty, which files were mapped was not recorded (the probe records them from version 0.2.4; an imported log does not have them).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The probe reads the mappings at load-complete, four times in the first second and then once a second: resident sizes are the most any of those reads found, not a peak.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Model file %1: %2 resident, file-backed (of %3 mapped)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, with every input.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, with input %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>already reached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not available: nvidia-smi was not found on the PATH</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unified memory: on a Jetson the GPU shares RAM with the CPU, so its memory is counted in RAM (RSS, MemAvailable)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not available: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the plan as written, printed in full below</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A run's name cannot be empty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot rename run %1 in %2: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot discard the draft in %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not a JSON object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" is not text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>draft version %1 is not %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"observed", "unknown" or "page" is missing or of the wrong type</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an observed choice is not 0 or 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown "%1" is not one Headroom lists</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown of kind "%1" is not one Headroom lists</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Headroom comparison</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Base: %1</source>
        <translation type="unfinished">Base: %1</translation>
    </message>
    <message>
        <source>Base</source>
        <translation type="unfinished">Base</translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished">Change</translation>
    </message>
    <message>
        <source>95% CI of new - base</source>
        <translation type="unfinished">95% CI of new - base</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished">Outcome</translation>
    </message>
    <message>
        <source>%1 against the base</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, regression</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not compared: %1</source>
        <translation type="unfinished">not compared: %1</translation>
    </message>
    <message>
        <source>cost a critical service: %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%1 names %n input(s) (%2), so it cannot be assigned to the one input %3: combine it without an input, or export one input per file.</source>
        <translation>
            <numerusform>%1 names %n input (%2), so it cannot be assigned to the one input %3: combine it without an input, or export one input per file.</numerusform>
            <numerusform>%1 names %n inputs (%2), so it cannot be assigned to the one input %3: combine it without an input, or export one input per file.</numerusform>
        </translation>
    </message>
    <message>
        <source>(with --map)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(with --time-format)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a peak and how exact it is</comment>
        <translation type="unfinished">%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2 resident)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a TTFT and where it came from</comment>
        <translation type="unfinished">%1 (%2)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <comment>count and outcome, e.g. 19 × ok</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Own (RssAnon)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>File-backed (RssFile)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>p90/median</source>
        <translation type="unfinished">p90/median</translation>
    </message>
    <message>
        <source>TTFT (median)</source>
        <translation type="unfinished">TTFT (median)</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation type="unfinished">Repetitions</translation>
    </message>
    <message>
        <source>The mode must be "process", "loop" or "serve", not "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A loop-mode plan runs its own command, not the built-in workload.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"iterations" belongs to loop mode, where one process repeats the input.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: recorded, not sent: a request of the %2 API has no field for them, so they hold only if the engine was started with them (e.g. llama-server -t, -b, -c; taskset -c).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>params.extra.%1 has no place in a request of the %2 API: the probe writes "%1" itself (the input, max_new_tokens, params.model, streaming).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>params.extra.%1 has no place in a request of the %2 API: params.%3 is sent under that name; set params.%3 instead.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>params.extra.%1 is sent as "%1", but llama.cpp's server does not document that field for /completion: it ignores fields it does not know.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>params.extra.%1 has no place in a request of the %2 API: it is neither an OpenAI request field nor a documented extension (%3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>params.extra.%1 has no place in a request of the %2 API: extras go into "options", and Ollama has no option of that name (%3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>iteration %1 is not a positive number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a pass of input "%1" has the number %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a pass needs an "iteration" of 1 or more</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 at concurrency %2</source>
        <comment>a column's figure, at one level of a serve sweep</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TTFT: request sent to first streamed token; TPOT: time per output token after the first; ITL: gaps between streamed tokens. One row per input and concurrency level: a request at a higher level shares the engine with others. Warm-up requests are left out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every request's body, the input's text in place of {input}: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cold start against a warm call</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Processes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cold call</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cold peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Warm calls</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Warm median</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Warm p90</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Warm peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cold start costs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cold call: a fresh process from its start to the end of its first pass (loading included), the median over the processes; its peak is the largest of the load phase (what was sampled while loading included) and the first pass. Warm calls: the later passes in the same processes (the first pass is the in-process warm-up). The per-input figures stay on the process repetitions: their latency is a whole process, every pass included, and their tokens are the first pass's.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Some peaks are sampled, not exact: the workload ran as several processes (an engine's helper while loading counts) or a VmHWM reset failed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every peak is the kernel's VmHWM, reset at each pass.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Load / prefill / decode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The engine must be "llama.cpp", "onnxruntime", "markers" or "none", not "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Summaries the tools reported</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Mean</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Min</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>p99</source>
        <translation type="unfinished">p99</translation>
    </message>
    <message>
        <source>As each tool wrote them, in its own units converted to ms; the statistics above are Headroom's own, from the repetitions.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>llama.cpp log: load + prompt evaluation + first sample</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The required key "inputs" is missing (or give a "corpus").</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The metrics path is a path on the engine's host and port, such as /metrics, not "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected a non-empty list of document ids, e.g. [doc-017, doc-203].</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The document id "%1" is listed twice.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The corpus's document "%1" (%2) has the id of an input of the plan.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Write it on a single line.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"because" is the failure that led to this run: %1; not "%2".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read the corpus file: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The file is UTF-16; a JSONL corpus is UTF-8, one JSON object per line.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not a JSON object: %1 at character %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Each line must be one JSON object, e.g. {"id": "doc-001", "text": "..."}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The required key "id" is missing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The id must be a text (write numbers in quotes: "17").</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A document id is 1 to 64 letters, digits, '_', '.' or '-', not "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>An empty object or list cannot be checked; give the fields or values it must hold.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The field name "%1" cannot be part of a dotted path (empty, or it holds a '.').</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"expected" must be an object of the fields the output must hold, e.g. {"date": "2024-03-01"}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Document "%1" expects no field: nothing decides whether its output is right, so it is left out of the accepted / expected count.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The document id "%1" is used twice (first at %2).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The corpus folder has sub-folders; only the files directly in it are documents.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A document's id is its file name without the extension: 1 to 64 letters, digits, '_', '.' or '-', not "%1". Rename the file.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The corpus %1 does not exist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The required key "text" is missing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"text" must be a text: the document the workload reads.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"tokens" must be a whole number of at least 0.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The expected-fields file %1 does not exist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The document id "%1" is used twice (first on line %2).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No document has the id "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Document "%1" already has its expected fields at %2; give them in one place.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The required key "expected" is missing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The corpus holds no document.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The corpus holds %1 documents; one run takes at most %2. Split it into several plans (each a JSONL file or a folder), or run a part with corpus.only.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of %2 documents have no expected fields: they run, but are left out of the accepted / expected count.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The corpus cannot be read: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The corpus's document "%1" has the id of an input of the plan.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>truncation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>format</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>quality</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rejected (reason not recorded)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>run failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (exit code %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (signal %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the output reached max_new_tokens (%1 of %2 tokens)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not applicable (the plan says null)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one request at a time (process mode: one process per repetition)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown: the engine's metrics gave no such figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 at level %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown at level %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Batch size (batch_size): %1. Concurrency sent: %2. Requests the engine processed at once (the most its metrics reported): %3. These are three numbers, not one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Offline corpus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Documents</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time to every expected output</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no expected outputs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown (no start times)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not reached (%1 missing; the corpus took %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not reached (%1 missing)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a corpus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Corpus %1: %2 documents.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Corpus %1: this run was limited to %2 of its documents (corpus.only).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A document is accepted when every stable repetition of it was; one that failed counts once, under the reason of its first failure. Memory: the OOM killer or the memory guard. Truncation: rejected, with the output at max_new_tokens. Format: no JSON, or a field missing. Quality: the fields read, a value wrong. Run failed: an exit code, a crash, the timeout or an HTTP error.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time to every expected output: from the start of the first measured repetition to the end of the last (warm-ups that ran in between are inside it; with warmup 0 it is the corpus's own wall time); "not reached" while any expected output is missing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Documents that failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Document</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Failed / stable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>First failure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>repetition %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 more documents failed; headroom report --json lists every one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Decision: this run follows "%1" because of its failures (%2); changed: %3. The failures of "%1" stay recorded there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>llama.cpp log</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>marker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>first output</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stream</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a TTFT source's short name and what it means</comment>
        <translation type="unfinished">%1: %2</translation>
    </message>
    <message>
        <source>TTFT, in brackets where it came from: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 at concurrency %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the file changed while it was being imported</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Raw file %1 is given by path without its SHA-256.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the connection to the server was lost (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the role "%1" is not allowed to do this (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The team store refused a statement: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read the team store: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read the team store's version: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The team store's version table is damaged: it names no schema version.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The team store has schema version %1 (team layout %2), newer than this Headroom's %3 (team layout %4); update Headroom to use it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read the team store's tables: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot make a temporary project to read the schema from.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read the project schema: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The role "%1" may not make or upgrade the team store's tables (%2). Ask the database's owner to push once with this Headroom, or for a role that may create tables.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot make the team store's tables: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot connect to the team store: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The team store is not open.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The database holds no team store yet: push a run to it first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read the run to push (%1): %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot push: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot push to %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot push: the exported run %1 is missing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read the plan of the run to push: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot push the plan: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The role "%1" may read this team store but not push to it (it has no right to add rows). Ask the store's owner for a role that may push.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--replaces names the run that one pushed run corrects: push one run.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The team store has no run %1 to replace.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read the exported runs: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run %1 of %2 is already in the team store as run %3 (the same raw files); it was skipped.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The connection was lost during the push. Nothing of it was stored (a push is one transaction); run the push again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot push: other pushes kept colliding with this one; run it again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot list the team store's runs: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" is not a run id of the team store (a number).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The team store has no run with id %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run %1 was pushed with schema version %2; this Headroom reads up to %3.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read %1 from the team store: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot make a temporary folder: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(the plan's own)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A fit runs in process mode: every length is a fresh process.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" cannot be used with "fit": the fit makes its own inputs from fit.lengths.text.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A fit needs the plan's token_count_command: the lengths are counted in tokens by it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fit.lengths.to (%1) must be longer than fit.lengths.from (%2).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The unit of a fit's lengths is "tokens" (counted by the plan's token_count_command), not "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The base text %1 is empty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The base text %1 is not valid UTF-8; a fit cuts it at character boundaries.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The objective must be "longest_input", not "%1" (this version searches for the longest input only).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fit.within needs at least one limit: memory, p90_latency_s or ttft_s.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected "ceiling" (the plan's limits) or a size such as "512MiB", got "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The precision is a share of the length between 0.1% and 50%, such as "5%", not "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected a map of parameters to lists of values.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is not in params.extra; write it there with the value the plan runs with.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unknown parameter "%1": a fit varies a fixed parameter (%2) or extra.NAME.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected a non-empty list of values, e.g. [2, 4].</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The value %1 is listed twice.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fit.vary lists %1 values; a fit takes at most %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fit.vary makes %1 settings; a fit searches at most %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>With %1: %2</source>
        <extracomment>%1 is a setting ("threads=2"), %2 the parser's message about it</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A length of %1 tokens cannot be made.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The base text is empty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The token counter counts no tokens in the base text.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 tokens would need more than 1 GiB of text.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No cut of the base text counts %1 tokens within 1% (nearest: %2 and %3 tokens, after %4 counts).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>time to first token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>found</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>holds at the longest length</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fails at the shortest length</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>budget spent, bracket wider than asked</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not measured (budget spent)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 tokens held after %2 tokens broke: the boundary is not monotonic here (noise, or a limit that does not grow with the length).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The run holds no measured input.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>the OOM killer stopped %n repetition(s)</source>
        <translation>
            <numerusform>the OOM killer stopped %n repetition</numerusform>
            <numerusform>the OOM killer stopped %n repetitions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the memory guard stopped %n repetition(s)</source>
        <translation>
            <numerusform>the memory guard stopped %n repetition</numerusform>
            <numerusform>the memory guard stopped %n repetitions</numerusform>
        </translation>
    </message>
    <message>
        <source>the peak %1 is over the memory ceiling %2</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n repetition(s) ran past the plan's timeout</source>
        <translation>
            <numerusform>%n repetition ran past the plan's timeout</numerusform>
            <numerusform>%n repetitions ran past the plan's timeout</numerusform>
        </translation>
    </message>
    <message>
        <source>the p90 latency %1 is over the budget %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the median TTFT %1 is over the budget %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the workload failed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the workload failed: %1 (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no repetition was measured</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the peak is unknown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the sampled peak is in doubt: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the TTFT is unknown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>holds %1 tokens, breaks at %2 (%3; bracket %4%)</source>
        <extracomment>%1 tokens held, %2 tokens broke, %3 the limit that broke, %4 the bracket's width in percent</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>holds %1 tokens, no length broke yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>nothing measured yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>holds %1 tokens, the longest length asked for</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> [budget spent]</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>; at %1 tokens: %2 tokens/s, peak %3</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source> (%n point(s))</source>
        <translation>
            <numerusform> (%n point)</numerusform>
            <numerusform> (%n points)</numerusform>
        </translation>
    </message>
    <message>
        <source>The project holds no run of fit %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No setting of fit %1 held any length: there is no bracket to re-check.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The runs of fit %1 do not say which limits they were judged against (fit.within).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>peak %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>p90 %1</source>
        <translation type="unfinished">p90 %1</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 tokens (held): %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 tokens (broke): %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reproduced: the held length holds and the broken one breaks again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not reproduced: a bracket point changed sides.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Inconclusive: a point failed for another reason than a limit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power (W)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>power of %1</source>
        <extracomment>Legend of the power line: the sources the energy total is made of (a board's input rail, ...).</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>on mains</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>on battery</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>power supply unknown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not available: %1; %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the board's input rail</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the platform (RAPL psys)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the battery's discharge</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the CPU packages (RAPL), not the whole board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one rail only, not the whole board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>exact energy counters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>power sampled and integrated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 (%3); %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>; not added (they overlap it): %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The zone must be "auto", a thermal_zoneN or a zone's type, not "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"power" needs "available" true or false and "supply" mains, battery or unknown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"waited_ms" must be a duration of at least 0</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>energy and power cannot be negative</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tegrastats: each VDD_* rail's energy is its power integrated over the time stamps (whole seconds); VDD_IN is the board's input and holds the other rails: they are never added</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>difference %1 %8 (95% CI %2 to %3 %8), Mann–Whitney U = %4, p = %5, n = %6 / %7</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Energy measured from</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>start temperatures from %1 to %2 °C (more than %3 °C apart)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>mean CPU clocks at the start from %1 to %2 MHz (more than %3% apart)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n repetition(s) started before the thermal zone cooled to the plan's temperature (the longest wait was used up)</source>
        <translation>
            <numerusform>%n repetition started before the thermal zone cooled to the plan's temperature (the longest wait was used up)</numerusform>
            <numerusform>%n repetitions started before the thermal zone cooled to the plan's temperature (the longest wait was used up)</numerusform>
        </translation>
    </message>
    <message>
        <source>The measured repetitions did not start from one thermal state: %1. Their figures mix a cooler and a hotter device.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (%2/token)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Energy (per token)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Energy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Energy (median)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Mean power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Peak power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Per output token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Per accepted output</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Energy: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measured from %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Each repetition's energy runs from its process's start to its exit, loading included; the peak is the highest power over one sampling interval. Warm-up repetitions are left out; failed ones count in the energy per accepted output.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cooldown_reached of repetition %1 is neither 0 nor 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a label needs a key before the '='</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the label key is longer than %1 characters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the label key "%1" is not a plain name (a letter, then letters, digits, '_', '.' or '-')</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the label value is empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the label value is longer than %1 characters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the label value contains a control character or a line break</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--label "%1": expected KEY=VALUE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--label "%1": %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--label: at most %1 labels</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--label: the key "%1" is given twice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected a map of label names and values.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>At most %1 labels.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not a label: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Input %1: the %5 rests on %2 and %3 repetitions, fewer than the %4 a 95% bound needs: both are estimates.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>run %1 (%2): no repetition of input %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>run %1 (%2): no label %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the label value is not text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The labels given were not added: the runs of a .headroom file keep their own.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n run(s) pushed by a newer Headroom are left out (ids %1): this Headroom reads up to schema version %2.</source>
        <translation>
            <numerusform>%n run pushed by a newer Headroom are left out (ids %1): this Headroom reads up to schema version %2.</numerusform>
            <numerusform>%n runs pushed by a newer Headroom are left out (ids %1): this Headroom reads up to schema version %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GiB (%2 bytes)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1; the GPU shares system RAM</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"gpu_memory" must be an array of at most %1 GPUs, each with an "index", a "name", "samples" and byte counts of at least 0 or null</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU memory of repetition %1 is malformed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU memory read from</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU memory of the whole board (NvMapMemUsed, in system RAM), input %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>workload's GPU memory peak on GPU %1, input %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>memory of GPU %1 (its ceiling), input %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The workload's GPU memory on GPU %1 (%2) reached %3% of that GPU's memory with input %4 (%5 of %6): on a discrete GPU its own memory is the ceiling.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The workload's GPU memory is at %1% of the memory of GPU %2 (%3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expected an array of at most 64 GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Workload's peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Device in use (peak)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Device memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Share</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>in system RAM</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>system RAM</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Read from %1 at the run's context interval: sampled peaks, warm-up repetitions left out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The GPU shares system RAM with the CPU: its allocations count in the workload's RAM, and the memory ceiling stays on system RAM. NvMapMemUsed is what the GPU driver (nvmap) handed out on the whole board, not the workload's share.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>On a discrete GPU the device's memory is a ceiling of its own: the verdict weighs the workload's peak on each GPU against that GPU's memory. An empty cell: the driver gave no figure.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the workload (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>peak of allocated tensors on GPU %1, input %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>peak the caching allocator reserved on GPU %1, input %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The workload's own peaks (PyTorch's allocated and reserved memory): %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU memory the workload reported</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tensors allocated (peak)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Allocator reserved (peak)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NVML: workload's processes (peak)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reported by</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not available</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Where the workload's figures are not available: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Where NVML's figure is not available, it did not see that GPU: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the run recorded no GPU source</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Devices side by side:
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>device</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>input</source>
        <translation type="unfinished">input</translation>
    </message>
    <message>
        <source>peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TTFT</source>
        <translation type="unfinished">TTFT</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(not recorded)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>absent</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>The run measured %n round(s); comparing its first rounds with its last needs at least %1 (%2 in each window, not overlapping). A longer run or shorter repetitions give more.</source>
        <translation>
            <numerusform>The run measured %n round; comparing its first rounds with its last needs at least %1 (%2 in each window, not overlapping). A longer run or shorter repetitions give more.</numerusform>
            <numerusform>The run measured %n rounds; comparing its first rounds with its last needs at least %1 (%2 in each window, not overlapping). A longer run or shorter repetitions give more.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of input %2 rose %3%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of input %2 fell %3%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the median start temperature went from %1 to %2 °C</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the median CPU clock at the start went from %1 to %2 MHz</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sustained run: from the first %1 to the last %2, %3 (beyond the run's own noise: bootstrap interval and Mann–Whitney test, as headroom compare uses).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No start temperature or clock was recorded, so throttling can be neither confirmed nor ruled out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Evidence: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The device heated up or slowed down: throttling?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The ranking of the inputs by median latency changed from the first rounds (%1) to the last (%2).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>yes: drifted</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no: the same</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>inconclusive</source>
        <translation type="unfinished">inconclusive</translation>
    </message>
    <message>
        <source>Sustained run: first rounds against last</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>First</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Last</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Beyond noise</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>n (first / last)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(whole run)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>The plan asked for %1; %n round(s) of every input were measured, the last starting %2 after the first.</source>
        <translation>
            <numerusform>The plan asked for %1; %n round of every input were measured, the last starting %2 after the first.</numerusform>
            <numerusform>The plan asked for %1; %n rounds of every input were measured, the last starting %2 after the first.</numerusform>
        </translation>
    </message>
    <message>
        <source>First window: rounds 1 to %1 (%2 to %3 after the start); last window: the last %1 rounds (%4 to %5). Each window is the first or last fifth of the rounds, at least %6. Beyond noise: the bootstrap interval and Mann–Whitney test of headroom compare (peaks: against the counters' resolution).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The ranking of the inputs by median latency held: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is not a team store snapshot (it does not say which store it was taken from); choose another file name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>it was taken from %1, not %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the database %1 is not the one it was taken from (a store made anew)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the team store's schema changed (version %1, now %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>it was written by another version of Headroom (schema version %1, this one %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>run %1 was pushed with schema version %2, the snapshot's runs with %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>runs it holds are no longer in the team store</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Refreshing the snapshot started over: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(not set)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not available: the probe read %1, and the workload reported none for this GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (refused lines and peaks files: %1; the run's warnings name each, with its file and line)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the peaks file $HEADROOM_GPU_PEAKS_FILE named</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom:gpu_peak lines and the peaks file $HEADROOM_GPU_PEAKS_FILE named; the file's figures replace the lines' for the GPUs it names</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom:gpu_peak lines</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"workload_gpu_peaks" must be an array of at most %1 GPUs, each once with a "gpu" index, "allocated_peak_bytes" at most "reserved_peak_bytes", an "api" and a "source" of "line" or "file" if any, beside a count "workload_gpu_peaks_refused"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sustained runs: first rounds against last</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Three different figures, never added: the peak of the tensors the workload allocated, the peak its caching allocator reserved (those tensors and the free blocks it kept), and the most NVML saw the workload's processes hold (the reserved memory, the CUDA context and any other library's allocations). The first two are the workload's own report (%1), the largest measured repetition's; NVML's is sampled. GiB = 2^30 bytes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the same</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>different</source>
        <translation type="unfinished">different</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished">%1 (%2)</translation>
    </message>
    <message>
        <source>%1 is not a sustained run: it is left out of the ranking.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is left out of the ranking: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fewer than two sustained runs with both windows: no settings to rank.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The runs were planned for different times: each run's windows are its own first and last rounds, so their last windows lie at different minutes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 or %2 ran its first rounds under heavy CPU pressure: their order there is inconclusive.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 or %2 ran its last rounds under heavy CPU pressure: their order there is inconclusive.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Input %1 was measured by one sustained run only (%2).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Input %1: fewer than two sustained runs have stable repetitions of it in both windows.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 shares no input with the other sustained runs: it is left out of the ranking.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 was faster than %2 at first and slower at the end (%3 in the first rounds, %4 in the last)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Input %1: first rounds %2; last rounds %3. The ranking changed: %4.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 and %2 are not different in either window (%3, then %4)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Input %1: first rounds %2; last rounds %3. The order swapped within noise, which is no change: %4.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Input %1: first rounds %2; last rounds %3. The ranking held.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sustained runs ranked by median latency, first rounds against last (a swap counts only where headroom compare calls the two runs different in a window):</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Analysis::CompareModel</name>
    <message>
        <source>Peak memory</source>
        <translation>Peak memory</translation>
    </message>
    <message>
        <source>Median latency</source>
        <translation>Median latency</translation>
    </message>
    <message>
        <source>p90 latency</source>
        <translation>p90 latency</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Time to first token</translation>
    </message>
    <message>
        <source>same</source>
        <translation>same</translation>
    </message>
    <message>
        <source>different</source>
        <translation>different</translation>
    </message>
    <message>
        <source>inconclusive</source>
        <translation>inconclusive</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unnamed)</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>[%1, %2]</source>
        <translation>[%1, %2]</translation>
    </message>
    <message>
        <source>%1, worse</source>
        <translation>%1, worse</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Input</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>This run</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>95% interval of the difference</source>
        <translation>95% interval of the difference</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Outcome</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Energy per repetition</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Energy per token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 J</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>p99 latency</source>
        <translation type="unfinished">p90 latency {99 ?}</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Analysis::FiguresModel</name>
    <message>
        <source>cold start: each repetition is a fresh process, loading included</source>
        <translation>cold start: each repetition is a fresh process, loading included</translation>
    </message>
    <message>
        <source>in-process: repeated requests to a running engine</source>
        <translation>in-process: repeated requests to a running engine</translation>
    </message>
    <message>
        <source>timing kind unknown</source>
        <translation>timing kind unknown</translation>
    </message>
    <message>
        <source>No memory figure in the logs of this input.</source>
        <translation>No memory figure in the logs of this input.</translation>
    </message>
    <message>
        <source>Exact: the kernel's own peak (%1) from %2. It is this process tree's peak, not the whole device's.</source>
        <translation>Exact: the kernel's own peak (%1) from %2. It is this process tree's peak, not the whole device's.</translation>
    </message>
    <message>
        <source>Sampled: the highest of periodic samples (%1) from %2; a spike between two samples can be missed.</source>
        <translation>Sampled: the highest of periodic samples (%1) from %2; a spike between two samples can be missed.</translation>
    </message>
    <message>
        <source>VmRSS at the first sample after load-complete.</source>
        <translation>VmRSS at the first sample after load-complete.</translation>
    </message>
    <message>
        <source>%1 stable repetitions (warm-up and failed ones dropped), %2, from %3.</source>
        <translation>%1 stable repetitions (warm-up and failed ones dropped), %2, from %3.</translation>
    </message>
    <message>
        <source>The warm-up's own peak, not in this figure: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Probably missed: %1. Left out of the memory trend.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>An estimate: a p90 needs at least %1 repetitions before even the slowest bounds it with 95% confidence.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The highest RssAnon sampled in the measured repetitions: the process's own memory (heap, KV cache, buffers, and a model read without mmap).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The highest RssFile sampled in the measured repetitions: pages of files the workload maps (the binary, its libraries, an mmap'ed model). The kernel can drop them and read them again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Which files were mapped was not recorded (probe 0.2.4 records them; a log does not).</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>The largest files the workload mapped (the most any of the probe's %n reads found resident):</source>
        <translation>
            <numerusform>The largest files the workload mapped (the most the probe's %n read found resident):</numerusform>
            <numerusform>The largest files the workload mapped (the most any of the probe's %n reads found resident):</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 resident of %3 mapped, %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>code (binary or library)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>data</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No data file of 16 MiB or more: no model was mapped.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Median time to first token, with where it came from (the engine's log, a marker line, the first output).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The median over the stable repetitions of 1000 / TPOT: the decode rate, output tokens after the first per second.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The input's length in characters, bytes and tokens (? where it was not counted).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Analysis::ProjectSession</name>
    <message>
        <source>The conclusion draft of run %1 cannot be read (%2); the form starts again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The saved conclusion of run %1 cannot be read (%2).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Analysis::RunsModel</name>
    <message>
        <source>not decided</source>
        <translation>not decided</translation>
    </message>
    <message>
        <source>memory first</source>
        <translation>memory first</translation>
    </message>
    <message>
        <source>latency first</source>
        <translation>latency first</translation>
    </message>
    <message>
        <source>undetermined</source>
        <translation>undetermined</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Device</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Quantization</source>
        <translation>Quantization</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Started</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Provenance</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>headroom %1: %2</source>
        <translation>headroom %1: %2</translation>
    </message>
    <message>
        <source>Usage: headroom [COMMAND] [OPTIONS]
Without a command, the workbench opens.

Commands:
</source>
        <translation>Usage: headroom [COMMAND] [OPTIONS]
Without a command, the workbench opens.

Commands:
</translation>
    </message>
    <message>
        <source>
Every command has --help.
</source>
        <translation>
Every command has --help.
</translation>
    </message>
    <message>
        <source>headroom: unknown command '%1'. Run 'headroom --help' for the list.</source>
        <translation>headroom: unknown command '%1'. Run 'headroom --help' for the list.</translation>
    </message>
    <message>
        <source>Prints the detected format and a summary of each log file: load-after RSS/HWM, peak (exact or sampled), samples, sampling interval seen, timing statistics.</source>
        <translation>Prints the detected format and a summary of each log file: load-after RSS/HWM, peak (exact or sampled), samples, sampling interval seen, timing statistics.</translation>
    </message>
    <message>
        <source>Log files of any supported format.</source>
        <translation>Log files of any supported format.</translation>
    </message>
    <message>
        <source>Print one stable JSON object instead of text.</source>
        <translation>Print one stable JSON object instead of text.</translation>
    </message>
    <message>
        <source>Timing CSV: the duration column (name or 1-based number).</source>
        <translation>Timing CSV: the duration column (name or 1-based number).</translation>
    </message>
    <message>
        <source>Timing lists: repetitions to drop as warm-up (default 1).</source>
        <translation>Timing lists: repetitions to drop as warm-up (default 1).</translation>
    </message>
    <message>
        <source>What the timings measured: cold-start or in-process.</source>
        <translation>What the timings measured: cold-start or in-process.</translation>
    </message>
    <message>
        <source>headroom analyze: %1</source>
        <translation>headroom analyze: %1</translation>
    </message>
    <message>
        <source>headroom analyze: --warmup expects a whole number &gt;= 0, got '%1'</source>
        <translation>headroom analyze: --warmup expects a whole number &gt;= 0, got '%1'</translation>
    </message>
    <message>
        <source>headroom analyze: --timing-kind expects cold-start or in-process, got '%1'</source>
        <translation>headroom analyze: --timing-kind expects cold-start or in-process, got '%1'</translation>
    </message>
    <message>
        <source>headroom analyze: no FILE given. Run 'headroom analyze --help'.</source>
        <translation>headroom analyze: no FILE given. Run 'headroom analyze --help'.</translation>
    </message>
    <message>
        <source>Imports log files, probe run folders and .headroom files into a project. A file with an error leaves nothing behind.</source>
        <translation>Imports log files, probe run folders and .headroom files into a project. A file with an error leaves nothing behind.</translation>
    </message>
    <message>
        <source>Files or folders to import.</source>
        <translation>Files or folders to import.</translation>
    </message>
    <message>
        <source>The project (created when missing).</source>
        <translation>The project (created when missing).</translation>
    </message>
    <message>
        <source>headroom import: give files to import and --into P.headroom</source>
        <translation>headroom import: give files to import and --into P.headroom</translation>
    </message>
    <message>
        <source>headroom import: --warmup expects a whole number &gt;= 0, got '%1'</source>
        <translation>headroom import: --warmup expects a whole number &gt;= 0, got '%1'</translation>
    </message>
    <message>
        <source>%1: not imported</source>
        <translation>%1: not imported</translation>
    </message>
    <message>
        <source>%1: already in the project</source>
        <translation>%1: already in the project</translation>
    </message>
    <message>
        <source>%1: %2, run %3</source>
        <translation>%1: %2, run %3</translation>
    </message>
    <message>
        <source>Runs a plan (fixed.yaml) on a device with headroom-probe and stores the run, its raw files and the plan in a project.</source>
        <translation>Runs a plan (fixed.yaml) on a device with headroom-probe and stores the run, its raw files and the plan in a project.</translation>
    </message>
    <message>
        <source>The plan, a fixed.yaml file.</source>
        <translation>The plan, a fixed.yaml file.</translation>
    </message>
    <message>
        <source>local (this machine), a device saved in the project, or user@host[:port].</source>
        <translation>local (this machine), a device saved in the project, or user@host[:port].</translation>
    </message>
    <message>
        <source>Where run folders are kept on this machine (default: the user's data folder).</source>
        <translation>Where run folders are kept on this machine (default: the user's data folder).</translation>
    </message>
    <message>
        <source>Accept and remember the device's host key if it has this SHA256 fingerprint (as shown by a first attempt).</source>
        <translation>Accept and remember the device's host key if it has this SHA256 fingerprint (as shown by a first attempt).</translation>
    </message>
    <message>
        <source>Print no progress.</source>
        <translation>Print no progress.</translation>
    </message>
    <message>
        <source>headroom run: give one plan and --into P.headroom</source>
        <translation>headroom run: give one plan and --into P.headroom</translation>
    </message>
    <message>
        <source>Run %1 stored in %2 (run folder %3).</source>
        <translation>Run %1 stored in %2 (run folder %3).</translation>
    </message>
    <message>
        <source>Stopping: the workload is stopped and what was measured is kept.</source>
        <translation>Stopping: the workload is stopped and what was measured is kept.</translation>
    </message>
    <message>
        <source>repetition %1 of %2</source>
        <translation>repetition %1 of %2</translation>
    </message>
    <message>
        <source>The .headroom project.</source>
        <translation>The .headroom project.</translation>
    </message>
    <message>
        <source>The run (default: the most recent).</source>
        <translation>The run (default: the most recent).</translation>
    </message>
    <message>
        <source>Write a PDF summary (A4) to F.</source>
        <translation>Write a PDF summary (A4) to F.</translation>
    </message>
    <message>
        <source>Write Markdown to F ('-': standard output).</source>
        <translation>Write Markdown to F ('-': standard output).</translation>
    </message>
    <message>
        <source>Write CSV tables into the folder DIR.</source>
        <translation>Write CSV tables into the folder DIR.</translation>
    </message>
    <message>
        <source>Write the whole run as JSON to F ('-': standard output).</source>
        <translation>Write the whole run as JSON to F ('-': standard output).</translation>
    </message>
    <message>
        <source>Language of the report: zh_CN or en.</source>
        <translation>Language of the report: zh_CN or en.</translation>
    </message>
    <message>
        <source>headroom report: give one project and exactly one of --pdf, --md, --csv, --json</source>
        <translation>headroom report: give one project and exactly one of --pdf, --md, --csv, --json</translation>
    </message>
    <message>
        <source>headroom report: --lang expects zh_CN or en, got '%1'</source>
        <translation>headroom report: --lang expects zh_CN or en, got '%1'</translation>
    </message>
    <message>
        <source>headroom report: %1</source>
        <translation>headroom report: %1</translation>
    </message>
    <message>
        <source>headroom report: a PDF needs the Qt GUI library, which could not start</source>
        <translation>headroom report: a PDF needs the Qt GUI library, which could not start</translation>
    </message>
    <message>
        <source>No such file or folder.</source>
        <translation>No such file or folder.</translation>
    </message>
    <message>
        <source>The project holds no run.</source>
        <translation>The project holds no run.</translation>
    </message>
    <message>
        <source>The project has no run with id %1.</source>
        <translation>The project has no run with id %1.</translation>
    </message>
    <message>
        <source>The baseline run.</source>
        <translation>The baseline run.</translation>
    </message>
    <message>
        <source>The run to check.</source>
        <translation>The run to check.</translation>
    </message>
    <message>
        <source>How much worse NEW may be, e.g. 10% (default 10%).</source>
        <translation>How much worse NEW may be, e.g. 10% (default 10%).</translation>
    </message>
    <message>
        <source>Print the comparison as JSON.</source>
        <translation>Print the comparison as JSON.</translation>
    </message>
    <message>
        <source>headroom compare: give two runs, BASE and NEW</source>
        <translation>headroom compare: give two runs, BASE and NEW</translation>
    </message>
    <message>
        <source>headroom compare: --max-regression expects a percentage such as 10%, got '%1'</source>
        <translation>headroom compare: --max-regression expects a percentage such as 10%, got '%1'</translation>
    </message>
    <message>
        <source>headroom compare: --figures names no figure</source>
        <translation>headroom compare: --figures names no figure</translation>
    </message>
    <message>
        <source>BASE %1
NEW  %2
threshold: %3%

</source>
        <translation>BASE %1
NEW  %2
threshold: %3%

</translation>
    </message>
    <message>
        <source>input</source>
        <translation>input</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>figure</translation>
    </message>
    <message>
        <source>base</source>
        <translation>base</translation>
    </message>
    <message>
        <source>new</source>
        <translation>new</translation>
    </message>
    <message>
        <source>change</source>
        <translation>change</translation>
    </message>
    <message>
        <source>95% CI of new - base</source>
        <translation>95% CI of new - base</translation>
    </message>
    <message>
        <source>outcome</source>
        <translation>outcome</translation>
    </message>
    <message>
        <source>  REGRESSION</source>
        <translation>  REGRESSION</translation>
    </message>
    <message>
        <source>not compared: %1</source>
        <translation>not compared: %1</translation>
    </message>
    <message>
        <source>
NEW is worse than BASE beyond the threshold.
</source>
        <translation>
NEW is worse than BASE beyond the threshold.
</translation>
    </message>
    <message>
        <source>
No regression beyond the threshold.
</source>
        <translation>
No regression beyond the threshold.
</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Print the result as JSON.</translation>
    </message>
    <message>
        <source>Run the stored plan again on a device and compare.</source>
        <translation>Run the stored plan again on a device and compare.</translation>
    </message>
    <message>
        <source>headroom verify: give one project</source>
        <translation>headroom verify: give one project</translation>
    </message>
    <message>
        <source>run %1 (%2): %3, %4 figures compared</source>
        <translation>run %1 (%2): %3, %4 figures compared</translation>
    </message>
    <message>
        <source>  input %1, %2: stored %3, recomputed %4</source>
        <translation>  input %1, %2: stored %3, recomputed %4</translation>
    </message>
    <message>
        <source>Generic CSV: map columns, e.g. rss=RSS:KiB,time=t:s,latency=ms:ms,length=n:tokens (saved for CSVs with the same header).</source>
        <translation>Generic CSV: map columns, e.g. rss=RSS:KiB,time=t:s,latency=ms:ms,length=n:tokens (saved for CSVs with the same header).</translation>
    </message>
    <message>
        <source>GNU time -f output: the format it was written with, e.g. '%e %M'.</source>
        <translation>GNU time -f output: the format it was written with, e.g. '%e %M'.</translation>
    </message>
    <message>
        <source>Read as this format instead of detecting it.</source>
        <translation>Read as this format instead of detecting it.</translation>
    </message>
    <message>
        <source>headroom analyze: --map: %1</source>
        <translation>headroom analyze: --map: %1</translation>
    </message>
    <message>
        <source>headroom import: --map: %1</source>
        <translation>headroom import: --map: %1</translation>
    </message>
    <message>
        <source>SSH: log in with this private key file (default: the SSH agent, or the saved device's key).</source>
        <translation>SSH: log in with this private key file (default: the SSH agent, or the saved device's key).</translation>
    </message>
    <message>
        <source>Connection lost (%1); reconnecting.</source>
        <translation>Connection lost (%1); reconnecting.</translation>
    </message>
    <message>
        <source>To trust this device, check the fingerprint and run again with --accept-host-key %1</source>
        <translation>To trust this device, check the fingerprint and run again with --accept-host-key %1</translation>
    </message>
    <message>
        <source>There is no device named "%1". Add it with: headroom device add %1 user@host[:port]</source>
        <translation>There is no device named "%1". Add it with: headroom device add %1 user@host[:port]</translation>
    </message>
    <message>
        <source>Password for %1: </source>
        <translation>Password for %1: </translation>
    </message>
    <message>
        <source>Device "%1" logs in with a password, and there is no terminal to ask for it. Use a key (--identity FILE) or the SSH agent.</source>
        <translation>Device "%1" logs in with a password, and there is no terminal to ask for it. Use a key (--identity FILE) or the SSH agent.</translation>
    </message>
    <message>
        <source>Passphrase for %1: </source>
        <translation>Passphrase for %1: </translation>
    </message>
    <message>
        <source>The key %1 is protected by a passphrase, and there is no terminal to ask for it. Load it into the SSH agent instead.</source>
        <translation>The key %1 is protected by a passphrase, and there is no terminal to ask for it. Load it into the SSH agent instead.</translation>
    </message>
    <message>
        <source>headroom verify --rerun: the project holds no run</source>
        <translation>headroom verify --rerun: the project holds no run</translation>
    </message>
    <message>
        <source>headroom verify --rerun: no run %1 in %2</source>
        <translation>headroom verify --rerun: no run %1 in %2</translation>
    </message>
    <message>
        <source>headroom verify --rerun: cannot create a temporary folder: %1</source>
        <translation>headroom verify --rerun: cannot create a temporary folder: %1</translation>
    </message>
    <message>
        <source>headroom verify --rerun: the re-run is incomplete; what it measured is compared</source>
        <translation>headroom verify --rerun: the re-run is incomplete; what it measured is compared</translation>
    </message>
    <message>
        <source>run %1 re-run on %2 as run %3</source>
        <translation>run %1 re-run on %2 as run %3</translation>
    </message>
    <message>
        <source>  input %1, %2: %3 → %4 (%5): %6</source>
        <translation>  input %1, %2: %3 → %4 (%5): %6</translation>
    </message>
    <message>
        <source>Recomputes every stored figure of every run from the raw files kept in the project and reports each figure that differs (a number edited by hand is caught).
Exit codes: 0 every run reproduced, 1 a figure differs or a run cannot be recomputed, 2 error.
With --rerun: runs the plan of a stored run again on --device (with the input files kept with the run), stores the new run in the project (provenance "re-run of run N") and compares the two. Exit codes: 0 reproduced, or inconclusive (no figure differs significantly, but not every figure could be shown the same: the output says "inconclusive"), 1 not reproduced (a figure differs), 2 error (including a run that has no plan or no kept inputs).</source>
        <translation>Recomputes every stored figure of every run from the raw files kept in the project and reports each figure that differs (a number edited by hand is caught).
Exit codes: 0 every run reproduced, 1 a figure differs or a run cannot be recomputed, 2 error.
With --rerun: runs the plan of a stored run again on --device (with the input files kept with the run), stores the new run in the project (provenance "re-run of run N") and compares the two. Exit codes: 0 reproduced, or inconclusive (no figure differs significantly, but not every figure could be shown the same: the output says "inconclusive"), 1 not reproduced (a figure differs), 2 error (including a run that has no plan or no kept inputs).</translation>
    </message>
    <message>
        <source>The device for --rerun: local, a device saved in the project, or user@host[:port].</source>
        <translation>The device for --rerun: local, a device saved in the project, or user@host[:port].</translation>
    </message>
    <message>
        <source>The run to re-run (default: the latest).</source>
        <translation>The run to re-run (default: the latest).</translation>
    </message>
    <message>
        <source>The figures --rerun compares, comma-separated from peak, median, p90, ttft (default: peak,median,p90).</source>
        <translation>The figures --rerun compares, comma-separated from peak, median, p90, ttft (default: peak,median,p90).</translation>
    </message>
    <message>
        <source>Where --rerun keeps run folders on this machine (default: the user's data folder).</source>
        <translation>Where --rerun keeps run folders on this machine (default: the user's data folder).</translation>
    </message>
    <message>
        <source>Accept and remember the device's host key if it has this SHA256 fingerprint.</source>
        <translation>Accept and remember the device's host key if it has this SHA256 fingerprint.</translation>
    </message>
    <message>
        <source>Print no progress during --rerun.</source>
        <translation>Print no progress during --rerun.</translation>
    </message>
    <message>
        <source>headroom verify: --json is not available with --rerun</source>
        <translation>headroom verify: --json is not available with --rerun</translation>
    </message>
    <message>
        <source>headroom verify: unknown figure "%1" (peak, median, p90, ttft)</source>
        <translation>headroom verify: unknown figure "%1" (peak, median, p90, ttft)</translation>
    </message>
    <message>
        <source>headroom verify: --figures names no figure</source>
        <translation>headroom verify: --figures names no figure</translation>
    </message>
    <message>
        <source>headroom verify: --device, --run, --figures, --runs-dir, --accept-host-key and --quiet go with --rerun</source>
        <translation>headroom verify: --device, --run, --figures, --runs-dir, --accept-host-key and --quiet go with --rerun</translation>
    </message>
    <message>
        <source>Saves a device in the user's device list (no secret is stored).</source>
        <translation>Saves a device in the user's device list (no secret is stored).</translation>
    </message>
    <message>
        <source>A name for the device.</source>
        <translation>A name for the device.</translation>
    </message>
    <message>
        <source>user@host[:port]</source>
        <translation>user@host[:port]</translation>
    </message>
    <message>
        <source>Log in with this private key file (default: the SSH agent).</source>
        <translation>Log in with this private key file (default: the SSH agent).</translation>
    </message>
    <message>
        <source>The known_hosts file to check the host key against (default: ~/.ssh/known_hosts).</source>
        <translation>The known_hosts file to check the host key against (default: ~/.ssh/known_hosts).</translation>
    </message>
    <message>
        <source>headroom device add: give a name and user@host[:port]</source>
        <translation>headroom device add: give a name and user@host[:port]</translation>
    </message>
    <message>
        <source>headroom device add: %1</source>
        <translation>headroom device add: %1</translation>
    </message>
    <message>
        <source>headroom device add: the run folder "%1" is not an absolute path on the device.</source>
        <translation>headroom device add: the run folder "%1" is not an absolute path on the device.</translation>
    </message>
    <message>
        <source>Device %1 (%2) saved. Check it with: headroom device test %1</source>
        <translation>Device %1 (%2) saved. Check it with: headroom device test %1</translation>
    </message>
    <message>
        <source>Lists the saved devices, and this machine ("local").</source>
        <translation>Lists the saved devices, and this machine ("local").</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Print JSON.</translation>
    </message>
    <message>
        <source>headroom device list: %1</source>
        <translation>headroom device list: %1</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>this machine</translation>
    </message>
    <message>
        <source>Connects to a saved device and checks what a measurement needs: quoting, architecture, kernel, free space, /proc, cgroups, clear_refs.</source>
        <translation>Connects to a saved device and checks what a measurement needs: quoting, architecture, kernel, free space, /proc, cgroups, clear_refs.</translation>
    </message>
    <message>
        <source>The device's name.</source>
        <translation>The device's name.</translation>
    </message>
    <message>
        <source>headroom device test: give one device name</source>
        <translation>headroom device test: give one device name</translation>
    </message>
    <message>
        <source>headroom device test: %1</source>
        <translation>headroom device test: %1</translation>
    </message>
    <message>
        <source>connect: FAILED: %1</source>
        <translation>connect: FAILED: %1</translation>
    </message>
    <message>
        <source>If this is the device's key, accept it with:
  headroom device test %1 --accept-host-key %2</source>
        <translation>If this is the device's key, accept it with:
  headroom device test %1 --accept-host-key %2</translation>
    </message>
    <message>
        <source>connect: ok: %1</source>
        <translation>connect: ok: %1</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FAILED</translation>
    </message>
    <message>
        <source>FAILED (optional)</source>
        <translation>FAILED (optional)</translation>
    </message>
    <message>
        <source>The device is ready for measurements.</source>
        <translation>The device is ready for measurements.</translation>
    </message>
    <message>
        <source>The device is not ready: see the FAILED steps above.</source>
        <translation>The device is not ready: see the FAILED steps above.</translation>
    </message>
    <message>
        <source>Removes a device from the user's device list. Its host key stays in known_hosts, its secrets in the keychain.</source>
        <translation>Removes a device from the user's device list. Its host key stays in known_hosts, its secrets in the keychain.</translation>
    </message>
    <message>
        <source>headroom device remove: give one device name</source>
        <translation>headroom device remove: give one device name</translation>
    </message>
    <message>
        <source>headroom device remove: %1</source>
        <translation>headroom device remove: %1</translation>
    </message>
    <message>
        <source>headroom device remove: there is no saved device named "%1".</source>
        <translation>headroom device remove: there is no saved device named "%1".</translation>
    </message>
    <message>
        <source>Device %1 removed.</source>
        <translation>Device %1 removed.</translation>
    </message>
    <message>
        <source>headroom device: unknown subcommand '%1'.</source>
        <translation>headroom device: unknown subcommand '%1'.</translation>
    </message>
    <message>
        <source>headroom import: --run NAME and at least one --length N=FILE go together</source>
        <translation>headroom import: --run NAME and at least one --length N=FILE go together</translation>
    </message>
    <message>
        <source>headroom import: --length-unit is tokens or chars, got '%1'</source>
        <translation>headroom import: --length-unit is tokens or chars, got '%1'</translation>
    </message>
    <message>
        <source>headroom import: --length expects N=FILE with N &gt; 0, got '%1'</source>
        <translation>headroom import: --length expects N=FILE with N &gt; 0, got '%1'</translation>
    </message>
    <message>
        <source>With --run: the lengths are tokens (default) or chars.</source>
        <translation>With --run: the lengths are tokens (default) or chars.</translation>
    </message>
    <message>
        <source>Writes a report of one run: the verdict and the measurement guide's conclusion sentence first, then the figures of every input, known and unknown, and the provenance of every raw file.
--csv writes three files into the folder DIR: repetitions.csv (one row per repetition), inputs.csv (one row per input) and samples.csv (one row per memory sample).
Exit codes: 0 written, 2 error.</source>
        <translation>Writes a report of one run: the verdict and the measurement guide's conclusion sentence first, then the figures of every input, known and unknown, and the provenance of every raw file.
--csv writes three files into the folder DIR: repetitions.csv (one row per repetition), inputs.csv (one row per input) and samples.csv (one row per memory sample).
Exit codes: 0 written, 2 error.</translation>
    </message>
    <message>
        <source>headroom verify --rerun: %1</source>
        <translation>headroom verify --rerun: %1</translation>
    </message>
    <message>
        <source>Log in with a password, asked on the terminal each time it is needed (it is never saved).</source>
        <translation>Log in with a password, asked on the terminal each time it is needed (it is never saved).</translation>
    </message>
    <message>
        <source>headroom device add: give --identity or --password, not both</source>
        <translation>headroom device add: give --identity or --password, not both</translation>
    </message>
    <message>
        <source>ok</source>
        <comment>a device test step passed</comment>
        <translation>ok</translation>
    </message>
    <message>
        <source>%1 (cancelled, incomplete)</source>
        <translation>%1 (cancelled, incomplete)</translation>
    </message>
    <message>
        <source>The run was interrupted. What it measured until then is stored as incomplete run %1 in %2 (run folder %3).</source>
        <translation>The run was interrupted. What it measured until then is stored as incomplete run %1 in %2 (run folder %3).</translation>
    </message>
    <message>
        <source>%1: skipped</source>
        <translation>%1: skipped</translation>
    </message>
    <message>
        <source>The run is still incomplete; run the same command again later.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run %1 stored in %2 (resumed; run folder %3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run %1 stored in %2 in place of incomplete run %3 (resumed; run folder %4).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fetch the rest of a run whose link was lost (its run folder on this machine, as the lost run printed it) once the probe has finished on the device; the complete run replaces the incomplete one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom run: give --resume FOLDER and --into P.headroom, and no plan</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (incomplete: the link was lost)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The link to the device was lost. Every repetition that streamed is stored as incomplete run %1 in %2. When the probe has finished on the device: headroom run --resume %3 --into %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is not a run that can be resumed: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is missing or damaged</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Resuming on %1: following %2 from byte %3 until the probe has finished.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stopping: no longer waiting for the probe, which is left running on the device.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stopped waiting; the run stays incomplete.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The device list could not be updated, so this is said again next time: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom report: cannot write standard output: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Where the probe and run folders live on the device, an absolute path owned by the device user and writable by no one else (default: $XDG_CACHE_HOME/headroom, else ~/.cache/headroom, created 0700).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seconds without an answer from the device after which the link counts as dead and is reconnected (default 15).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom device add: --dead-peer-timeout takes whole seconds from 1 to 3600, not "%1".</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>  not checked (%n stored column(s) that no raw file gives back): %1</source>
        <translation>
            <numerusform>  not checked (%n stored column that no raw file gives back): %1</numerusform>
            <numerusform>  not checked (%n stored columns that no raw file gives back): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>NEW cost a critical service: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>
NEW is worse than BASE: it cost a critical service.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>note: %1</source>
        <translation type="unfinished">note: %1</translation>
    </message>
    <message>
        <source>headroom import: give %1 its input with --length N=%1, the same N as the memory log of that input</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Combine the files into one run of this name: each --length file measured one input; FILEs without one name their inputs themselves (a timing CSV's input column).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>With --run: FILE measured the input of length N (input id lenN); repeat for each length, and give the same N to a memory log and the timing log (hyperfine, GNU time, a timing list or CSV without an input column) of that input.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Log formats (detected from the content, or named with --format ID):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The .headroom project, or a team store: postgresql://...[#RUN].</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The run could not be read from the team store.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compares two runs input by input: peak memory against what the measurement can resolve, latency quantiles with a bootstrap 95% confidence interval and a Mann-Whitney U test.
A run is a .headroom file (its most recent run), P.headroom#RUNID, a probe run folder, a JSON report, a log file or a team store's run: postgresql://...#RUN (its most recent run without #RUN).
Exit codes: 0 same or better, 1 NEW is worse beyond the threshold on a selected figure or cost a critical service, 2 error.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom verify: --rerun stores the new run in a project: pull the run from the team store first (headroom pull URL#RUN --into P.headroom)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>run %1 "%2" on %3, pushed by %4 from %5 at %6 (%7, run %8)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, replaces run %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The team store holds no run.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pushes the runs of a project (or P.headroom#RUN, one run) to a team store on PostgreSQL, in one transaction, with who pushed them, from which machine and file. A run already in the team store (the same raw files) is skipped. The password comes from ~/.pgpass, PGPASSFILE, PGPASSWORD or a service file, never from the project; URL parameters such as sslmode=verify-full go to libpq unchanged.
Exit codes: 0 pushed, 2 error.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The .headroom project, or P.headroom#RUN.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The team store.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The team run that the pushed run corrects (pushed runs are never changed).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom push: give one project and a postgresql:// URL</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom push: %1 does not exist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>pushed as team run %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n run(s) pushed to %1</source>
        <translation>
            <numerusform>%n run pushed to %1</numerusform>
            <numerusform>%n runs pushed to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n already there</source>
        <translation>
            <numerusform>, %n already there</numerusform>
            <numerusform>, %n already there</numerusform>
        </translation>
    </message>
    <message>
        <source>Copies a run of a team store into a project, as it was pushed, or lists the team store's runs with their provenance.
Exit codes: 0 done, 2 error.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The team store and the run.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The project to copy the run into (made when missing).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>List the team store's runs instead.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>With --list: print JSON.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom pull: give one postgresql:// URL</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom pull: give either URL#RUN --into P.headroom or URL --list [--json]</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>team run %1 is run %2 of %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom %1: cannot make a temporary folder: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>peak %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>p90 %1</source>
        <translation type="unfinished">p90 %1</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Finds by measurement the longest input, and the setting, that stay within the plan's fit.within limits on a device; stores every point measured as a run and answers with a certificate.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A plan with a fit section.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Write the certificate (JSON) to this file.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SSH: log in with this private key file.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom fit: give one plan and --into P.headroom</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom fit: %1 has no fit section; see docs/plan-format.md, "fit".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>[%1] %2 · %3 tokens: %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom fit: stopped: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Found: %1 points measured; fit %2 stored in %3.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Launch the recommended setting with: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nothing fits: no setting holds the limits at %1 tokens.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The budget (%1 points, %2 min) was spent after %3 points: the brackets above are the best so far, wider than the %4% asked for.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>With --rerun: re-measure the two bracket points of this fit's recommended setting (its fit_id).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom verify: --fit re-checks the fit's own two points; --run and --figures do not go with it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Label each imported run, e.g. --label engine=b4748 (repeatable).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom import: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Label the run, e.g. --label engine=b4748 --label commit=abc123 (repeatable; wins over the plan's labels for the same key).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom run: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Figures to check, comma separated: peak, median (or p50), p90, p99, ttft, tokens_per_s, energy, j_per_token (default: peak, median, p90, ttft).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom compare: unknown figure '%1'; choose from peak, median, p50, p90, p99, ttft, tokens_per_s, energy, j_per_token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of input %2 in %3%4%5, threshold %6%

</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, device %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, by %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>started</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>value</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>change from the previous (95% CI), outcome</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished">unknown</translation>
    </message>
    <message>
        <source>  improvement</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished">n/a</translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fewer than two points: nothing to compare.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Newest (%1) against the last good one (%2): %3
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The newest is a regression beyond the threshold.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No regression of the newest beyond the threshold.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The newest could not be compared with the last good one.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Prints a figure over the runs of a project or a team store in time order, one point per run or per value of a label (--by), and marks each change from the previous point that holds beyond noise: the same comparison and threshold as headroom compare.
Exit codes: 0 the newest is no regression against the last good one, 1 it is, 2 error.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A .headroom file or a team store, postgresql://...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The figure: p50 (or median), p90, p99, peak, ttft, tokens_per_s, energy, j_per_token (default p90).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The input id, e.g. short.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Only runs on this device (default: every device).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One point per value of this label, e.g. commit; runs without it are left out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How much worse a point may be than the previous one, e.g. 10% (default 10%).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Print the history as JSON.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom history: give one STORE and --input ID</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom history: unknown figure '%1'; choose from p50, median, p90, p99, peak, ttft, tokens_per_s, energy, j_per_token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom history: --max-regression expects a percentage such as 10%, got '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom history: --by: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom history: give the team store without #RUN: a history reads every run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No such project.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom history: no run in %1 has input %2%3%4.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> on device %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> with label %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>  (measured under heavy CPU pressure)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom pull: --snapshot F takes the store's URL alone</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n run(s) of %1 written to %2</source>
        <translation>
            <numerusform>%n run of %1 written to %2</numerusform>
            <numerusform>%n runs of %1 written to %2</numerusform>
        </translation>
    </message>
    <message>
        <source>headroom run: there is no device group named "%1". Save one with: headroom device group add %1 DEVICE...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom run: device "%1" is named twice; a fleet runs once on each device.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fleet: %1 of %2 devices finished and stored (%3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Failed: %1 (see the lines starting with their names above).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>local (this machine), a saved device, user@host[:port], or @GROUP (a saved device group). Give it several times to run the plan on every device at once.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run the plan on every device of this saved group at once (headroom device group add).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>After a dropped link, reconnect this many times (backing off up to 5 s) before the run is given up and kept as incomplete (default 30).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom run: --reconnect-attempts takes a whole number from 0 to 1000, not "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom fit: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Saves a device group: a fleet that `headroom run --group NAME` runs a plan on at once. A group of the same name is replaced.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A name for the group.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Saved devices, or local.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Lists the saved device groups and their devices.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Removes a device group; its devices stay.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The group's name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom device group: give add, list or remove.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Usage: headroom device group add NAME DEVICE...
       headroom device group list [--json]
       headroom device group remove NAME
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom device group add: give a name and at least one device</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom device group remove: give one group name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom device group list: takes no argument</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom device group add: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>headroom device group remove: there is no device group named "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Device group %1 (%2) saved. Run a plan on it with: headroom run PLAN.yaml --group %1 --into P.headroom</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Device group %1 removed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Usage: headroom device add NAME user@host[:port] [--identity F] [--known-hosts F] [--run-folder DIR]
       headroom device list [--json]
       headroom device test NAME [--accept-host-key SHA256:...]
       headroom device remove NAME
       headroom device group add|list|remove ...
Each subcommand has --help.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>repetition %1 (sustained: until the time is spent)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Write every run of the team store into the new project F, under the runs' team ids (what the window's File &gt; Open team store reads). When F is such a snapshot already, only the runs pushed since it was taken are added.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n run(s) of %1 written to %2 anew</source>
        <translation>
            <numerusform>%n run of %1 written to %2 anew</numerusform>
            <numerusform>%n runs of %1 written to %2 anew</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new run(s) of %1 added to %2</source>
        <translation>
            <numerusform>%n new run of %1 added to %2</numerusform>
            <numerusform>%n new runs of %1 added to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n run(s) in all)</source>
        <translation>
            <numerusform>(%n run in all)</numerusform>
            <numerusform>(%n runs in all)</numerusform>
        </translation>
    </message>
    <message>
        <source>Sustained runs (a plan's sustained) of two settings are also ranked by median latency in their first and last rounds, saying whether the faster one at first is still the faster one at the end; the ranking does not change the exit code.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>BASE is %1, NEW is %2.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Remote</name>
    <message>
        <source>No headroom-probe binary was found for this machine.</source>
        <translation>No headroom-probe binary was found for this machine.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Cannot create the folder %1.</translation>
    </message>
    <message>
        <source>Cannot create a new run folder under %1.</source>
        <translation>Cannot create a new run folder under %1.</translation>
    </message>
    <message>
        <source>The run took longer than its plan allows (%1 s) and was stopped.</source>
        <translation>The run took longer than its plan allows (%1 s) and was stopped.</translation>
    </message>
    <message>
        <source>A plan is already running.</source>
        <translation>A plan is already running.</translation>
    </message>
    <message numerus="yes">
        <source>The input holds %n byte(s) that are not valid UTF-8; its character count leaves them out.</source>
        <translation>
            <numerusform>The input holds %n byte that is not valid UTF-8; its character count leaves it out.</numerusform>
            <numerusform>The input holds %n bytes that are not valid UTF-8; its character count leaves them out.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counting tokens</source>
        <translation>Counting tokens</translation>
    </message>
    <message>
        <source>The run was cancelled.</source>
        <translation>The run was cancelled.</translation>
    </message>
    <message>
        <source>Running the probe</source>
        <translation>Running the probe</translation>
    </message>
    <message>
        <source>Cannot start the probe %1: %2</source>
        <translation>Cannot start the probe %1: %2</translation>
    </message>
    <message>
        <source>The run was cancelled; what the probe wrote is in %1.</source>
        <translation>The run was cancelled; what the probe wrote is in %1.</translation>
    </message>
    <message>
        <source>The probe ended with exit code %1. %2</source>
        <translation>The probe ended with exit code %1. %2</translation>
    </message>
    <message>
        <source>The run folder %1 cannot be read: %2</source>
        <translation>The run folder %1 cannot be read: %2</translation>
    </message>
    <message>
        <source>Repetition %1 of input %2 was rejected: %3.</source>
        <translation>Repetition %1 of input %2 was rejected: %3.</translation>
    </message>
    <message>
        <source>The device has no name.</source>
        <translation>The device has no name.</translation>
    </message>
    <message>
        <source>Device "%1": port %2 is not between 1 and 65535.</source>
        <translation>Device "%1": port %2 is not between 1 and 65535.</translation>
    </message>
    <message>
        <source>Device "%1": the run folder "%2" is not an absolute path.</source>
        <translation>Device "%1": the run folder "%2" is not an absolute path.</translation>
    </message>
    <message>
        <source>"%1": the port is not a number between 1 and 65535.</source>
        <translation>"%1": the port is not a number between 1 and 65535.</translation>
    </message>
    <message>
        <source>"%1" is not of the form user@host[:port].</source>
        <translation>"%1" is not of the form user@host[:port].</translation>
    </message>
    <message>
        <source>Cannot read "%1": %2</source>
        <translation>Cannot read "%1": %2</translation>
    </message>
    <message>
        <source>Cannot write "%1": %2</source>
        <translation>Cannot write "%1": %2</translation>
    </message>
    <message>
        <source>Copying "%1" failed: %2</source>
        <translation>Copying "%1" failed: %2</translation>
    </message>
    <message>
        <source>Cannot write a temporary script: %1</source>
        <translation>Cannot write a temporary script: %1</translation>
    </message>
    <message>
        <source>Cannot start /bin/sh: %1</source>
        <translation>Cannot start /bin/sh: %1</translation>
    </message>
    <message>
        <source>The command did not finish within %1 ms.</source>
        <translation>The command did not finish within %1 ms.</translation>
    </message>
    <message>
        <source>The device refused SFTP: %1</source>
        <translation>The device refused SFTP: %1</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>no such file or folder</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permission denied</translation>
    </message>
    <message>
        <source>failure (the disk may be full)</source>
        <translation>failure (the disk may be full)</translation>
    </message>
    <message>
        <source>Cannot create an SSH session.</source>
        <translation>Cannot create an SSH session.</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <translation>Cannot connect to %1: %2</translation>
    </message>
    <message>
        <source>%1 sent no usable host key: %2</source>
        <translation>%1 sent no usable host key: %2</translation>
    </message>
    <message>
        <source>The host key of %1 has CHANGED (now %2). It does not match the key in %3. Someone may be intercepting the connection, or the device was reinstalled. Headroom will not connect; if the change is expected, remove the old key from %3 and connect again.</source>
        <translation>The host key of %1 has CHANGED (now %2). It does not match the key in %3. Someone may be intercepting the connection, or the device was reinstalled. Headroom will not connect; if the change is expected, remove the old key from %3 and connect again.</translation>
    </message>
    <message>
        <source>The host key of %1 is not known yet. Its fingerprint is %2. Compare it with the device's (ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub) and accept it to continue.</source>
        <translation>The host key of %1 is not known yet. Its fingerprint is %2. Compare it with the device's (ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub) and accept it to continue.</translation>
    </message>
    <message>
        <source>Cannot check the host key of %1 against %2: %3</source>
        <translation>Cannot check the host key of %1 against %2: %3</translation>
    </message>
    <message>
        <source>Cannot read the private key %1 (wrong passphrase, or not a key).</source>
        <translation>Cannot read the private key %1 (wrong passphrase, or not a key).</translation>
    </message>
    <message>
        <source>%1 refused the login as "%2" (%3): %4</source>
        <translation>%1 refused the login as "%2" (%3): %4</translation>
    </message>
    <message>
        <source>Connected to %1.</source>
        <translation>Connected to %1.</translation>
    </message>
    <message>
        <source>There is no unknown host key to accept; connect first.</source>
        <translation>There is no unknown host key to accept; connect first.</translation>
    </message>
    <message>
        <source>The fingerprint %1 is not the one the device sent (%2).</source>
        <translation>The fingerprint %1 is not the one the device sent (%2).</translation>
    </message>
    <message>
        <source>Cannot write the host key to %1: %2</source>
        <translation>Cannot write the host key to %1: %2</translation>
    </message>
    <message>
        <source>The host key %1 of %2 was added to %3.</source>
        <translation>The host key %1 of %2 was added to %3.</translation>
    </message>
    <message>
        <source>Not connected to %1.</source>
        <translation>Not connected to %1.</translation>
    </message>
    <message>
        <source>Cannot run a command on %1: %2</source>
        <translation>Cannot run a command on %1: %2</translation>
    </message>
    <message>
        <source>The connection to %1 broke: %2</source>
        <translation>The connection to %1 broke: %2</translation>
    </message>
    <message>
        <source>Cannot run commands on the device: %1</source>
        <translation>Cannot run commands on the device: %1</translation>
    </message>
    <message>
        <source>Commands and quoting work.</source>
        <translation>Commands and quoting work.</translation>
    </message>
    <message>
        <source>The device's shell changed a quoted argument: sent %1, got %2.</source>
        <translation>The device's shell changed a quoted argument: sent %1, got %2.</translation>
    </message>
    <message>
        <source>%1 on %2: Headroom has no probe for this architecture.</source>
        <translation>%1 on %2: Headroom has no probe for this architecture.</translation>
    </message>
    <message>
        <source>%1 on %2: the %3 probe will be used.</source>
        <translation>%1 on %2: the %3 probe will be used.</translation>
    </message>
    <message>
        <source>Kernel %1 %2.</source>
        <translation>Kernel %1 %2.</translation>
    </message>
    <message>
        <source>uname -rsm failed: %1</source>
        <translation>uname -rsm failed: %1</translation>
    </message>
    <message>
        <source>Cannot create the run folder %1 or read its free space: %2</source>
        <translation>Cannot create the run folder %1 or read its free space: %2</translation>
    </message>
    <message>
        <source>%1 MiB free in %2 (at least %3 MiB needed).</source>
        <translation>%1 MiB free in %2 (at least %3 MiB needed).</translation>
    </message>
    <message>
        <source>/proc is readable (VmRSS, VmHWM).</source>
        <translation>/proc is readable (VmRSS, VmHWM).</translation>
    </message>
    <message>
        <source>/proc/self/status is not readable: memory cannot be sampled.</source>
        <translation>/proc/self/status is not readable: memory cannot be sampled.</translation>
    </message>
    <message>
        <source>cgroup v%1: memory limits and OOM kills can be read.</source>
        <translation>cgroup v%1: memory limits and OOM kills can be read.</translation>
    </message>
    <message>
        <source>No memory cgroup found: limits and OOM kills cannot be read.</source>
        <translation>No memory cgroup found: limits and OOM kills cannot be read.</translation>
    </message>
    <message>
        <source>clear_refs is writable: the peak of each phase is exact.</source>
        <translation>clear_refs is writable: the peak of each phase is exact.</translation>
    </message>
    <message>
        <source>clear_refs is not writable: phase peaks will be sampled, not exact.</source>
        <translation>clear_refs is not writable: phase peaks will be sampled, not exact.</translation>
    </message>
    <message>
        <source>All needed tools are present.</source>
        <translation>All needed tools are present.</translation>
    </message>
    <message>
        <source>Missing on the device: %1.</source>
        <translation>Missing on the device: %1.</translation>
    </message>
    <message>
        <source>There is no probe build for %1 (available: %2).</source>
        <translation>There is no probe build for %1 (available: %2).</translation>
    </message>
    <message>
        <source>%1: using the %2 probe %3.</source>
        <translation>%1: using the %2 probe %3.</translation>
    </message>
    <message>
        <source>Only %1 KiB free in %2; %3 KiB are needed.</source>
        <translation>Only %1 KiB free in %2; %3 KiB are needed.</translation>
    </message>
    <message>
        <source>%1 MiB free on the device.</source>
        <translation>%1 MiB free on the device.</translation>
    </message>
    <message>
        <source>Cannot read the probe build %1.</source>
        <translation>Cannot read the probe build %1.</translation>
    </message>
    <message>
        <source>The probe on the device is up to date (SHA-256 %1).</source>
        <translation>The probe on the device is up to date (SHA-256 %1).</translation>
    </message>
    <message>
        <source>not on the device yet</source>
        <translation>not on the device yet</translation>
    </message>
    <message>
        <source>a different version is there</source>
        <translation>a different version is there</translation>
    </message>
    <message>
        <source>the device has no sha256sum, so it is always uploaded</source>
        <translation>the device has no sha256sum, so it is always uploaded</translation>
    </message>
    <message>
        <source>Cannot move the uploaded probe into place: %1</source>
        <translation>Cannot move the uploaded probe into place: %1</translation>
    </message>
    <message>
        <source>Uploaded the probe (%1 KiB): %2.</source>
        <translation>Uploaded the probe (%1 KiB): %2.</translation>
    </message>
    <message>
        <source>Cannot make the probe executable: %1</source>
        <translation>Cannot make the probe executable: %1</translation>
    </message>
    <message>
        <source>The probe does not run on the device (exit %1): %2</source>
        <translation>The probe does not run on the device (exit %1): %2</translation>
    </message>
    <message>
        <source>The probe printed an unexpected version line: "%1".</source>
        <translation>The probe printed an unexpected version line: "%1".</translation>
    </message>
    <message>
        <source>The probe speaks protocol %1, this Headroom speaks %2: deploy a matching probe build.</source>
        <translation>The probe speaks protocol %1, this Headroom speaks %2: deploy a matching probe build.</translation>
    </message>
    <message>
        <source>Probe %1 runs on the device (protocol %2).</source>
        <translation>Probe %1 runs on the device (protocol %2).</translation>
    </message>
    <message>
        <source>The keepalive found the link down.</source>
        <translation>The keepalive found the link down.</translation>
    </message>
    <message>
        <source>Cannot start the probe on the device: %1</source>
        <translation>Cannot start the probe on the device: %1</translation>
    </message>
    <message>
        <source>The connection to the device dropped.</source>
        <translation>The connection to the device dropped.</translation>
    </message>
    <message numerus="yes">
        <source>Gave up reconnecting after %n attempt(s): %1. The probe keeps running on the device.</source>
        <translation>
            <numerusform>Gave up reconnecting after %n attempt: %1. The probe keeps running on the device.</numerusform>
            <numerusform>Gave up reconnecting after %n attempts: %1. The probe keeps running on the device.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot list the run folder on the device: %1</source>
        <translation>Cannot list the run folder on the device: %1</translation>
    </message>
    <message numerus="yes">
        <source>The run was cancelled; %n file(s) fetched.</source>
        <translation>
            <numerusform>The run was cancelled; %n file fetched.</numerusform>
            <numerusform>The run was cancelled; %n files fetched.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The probe ended without writing DONE; %n file(s) fetched.</source>
        <translation>
            <numerusform>The probe ended without writing DONE; %n file fetched.</numerusform>
            <numerusform>The probe ended without writing DONE; %n files fetched.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run complete: %n file(s) fetched, every SHA-256 in DONE matches.</source>
        <translation>
            <numerusform>Run complete: %n file fetched, every SHA-256 in DONE matches.</numerusform>
            <numerusform>Run complete: %n files fetched, every SHA-256 in DONE matches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>DONE has %n line(s) that do not read as "SHA-256  path".</source>
        <translation>
            <numerusform>DONE has %n line that does not read as "SHA-256  path".</numerusform>
            <numerusform>DONE has %n lines that do not read as "SHA-256  path".</numerusform>
        </translation>
    </message>
    <message>
        <source>These files do not match their SHA-256 in DONE: %1</source>
        <translation>These files do not match their SHA-256 in DONE: %1</translation>
    </message>
    <message>
        <source>Cannot create %1 on the device or read its free space (df said "%2").</source>
        <translation>Cannot create %1 on the device or read its free space (df said "%2").</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: cannot read: %2</translation>
    </message>
    <message>
        <source>%1: not a device list (%2 at byte %3).</source>
        <translation>%1: not a device list (%2 at byte %3).</translation>
    </message>
    <message>
        <source>%1: device list format %2; this Headroom reads format %3. Update Headroom.</source>
        <translation>%1: device list format %2; this Headroom reads format %3. Update Headroom.</translation>
    </message>
    <message>
        <source>%1: device %2: %3</source>
        <translation>%1: device %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A device needs a name.</source>
        <translation>A device needs a name.</translation>
    </message>
    <message>
        <source>There is already a device named "%1".</source>
        <translation>There is already a device named "%1".</translation>
    </message>
    <message>
        <source>Device "%1" has no host.</source>
        <translation>Device "%1" has no host.</translation>
    </message>
    <message>
        <source>Preparing this machine</source>
        <translation>Preparing this machine</translation>
    </message>
    <message>
        <source>Connecting to %1</source>
        <translation>Connecting to %1</translation>
    </message>
    <message>
        <source>%1 The fingerprint given to accept (%2) is not this one.</source>
        <translation>%1 The fingerprint given to accept (%2) is not this one.</translation>
    </message>
    <message>
        <source>Deploying the probe</source>
        <translation>Deploying the probe</translation>
    </message>
    <message>
        <source>The probe could not be deployed.</source>
        <translation>The probe could not be deployed.</translation>
    </message>
    <message>
        <source>Creating the run folder on the device</source>
        <translation>Creating the run folder on the device</translation>
    </message>
    <message>
        <source>Cannot create %1 on the device: %2</source>
        <translation>Cannot create %1 on the device: %2</translation>
    </message>
    <message>
        <source>Cannot create a new run folder under %1 on the device.</source>
        <translation>Cannot create a new run folder under %1 on the device.</translation>
    </message>
    <message>
        <source>Cannot create the inputs folder on the device: %1</source>
        <translation>Cannot create the inputs folder on the device: %1</translation>
    </message>
    <message>
        <source>Uploading input %1</source>
        <translation>Uploading input %1</translation>
    </message>
    <message>
        <source>Cannot upload input %1 (%2): %3</source>
        <translation>Cannot upload input %1 (%2): %3</translation>
    </message>
    <message>
        <source>The run took longer than its plan allows (%1 s) and was stopped; what the probe wrote is in %2.</source>
        <translation>The run took longer than its plan allows (%1 s) and was stopped; what the probe wrote is in %2.</translation>
    </message>
    <message>
        <source>The run was cancelled; the run folder could not be fetched: %1</source>
        <translation>The run was cancelled; the run folder could not be fetched: %1</translation>
    </message>
    <message>
        <source>%1 The probe said: %2</source>
        <translation>%1 The probe said: %2</translation>
    </message>
    <message>
        <source>Reading the run folder</source>
        <translation>Reading the run folder</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>cannot read %1</translation>
    </message>
    <message>
        <source>The token-count command could not start: %1.</source>
        <translation>The token-count command could not start: %1.</translation>
    </message>
    <message>
        <source>The token-count command was stopped after %1 ms or crashed.</source>
        <translation>The token-count command was stopped after %1 ms or crashed.</translation>
    </message>
    <message>
        <source>The token-count command exited with code %1.</source>
        <translation>The token-count command exited with code %1.</translation>
    </message>
    <message>
        <source>The token count of input %1 is unknown. %2</source>
        <extracomment>%1 is the input's id, %2 a whole sentence saying what the command did</extracomment>
        <translation>The token count of input %1 is unknown. %2</translation>
    </message>
    <message>
        <source>A serve-mode plan needs an endpoint, inputs and concurrency levels.</source>
        <translation>A serve-mode plan needs an endpoint, inputs and concurrency levels.</translation>
    </message>
    <message>
        <source>Cannot create "%1" on %2: %3</source>
        <translation>Cannot create "%1" on %2: %3</translation>
    </message>
    <message>
        <source>Cannot write "%1" on %2: %3</source>
        <translation>Cannot write "%1" on %2: %3</translation>
    </message>
    <message>
        <source>Cannot finish writing "%1" on %2: %3</source>
        <translation>Cannot finish writing "%1" on %2: %3</translation>
    </message>
    <message>
        <source>Cannot open "%1" on %2: %3</source>
        <translation>Cannot open "%1" on %2: %3</translation>
    </message>
    <message>
        <source>Cannot read "%1" on %2: %3</source>
        <translation>Cannot read "%1" on %2: %3</translation>
    </message>
    <message>
        <source>Cannot seek in "%1" on %2: %3</source>
        <translation>Cannot seek in "%1" on %2: %3</translation>
    </message>
    <message>
        <source>Cannot create the run folder on the device: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot inspect the device: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The input starts with a UTF-8 byte-order mark; its length in bytes and characters leaves the mark out, but the workload reads it.</source>
        <translation>The input starts with a UTF-8 byte-order mark; its length in bytes and characters leaves the mark out, but the workload reads it.</translation>
    </message>
    <message>
        <source>the device user's cache ($XDG_CACHE_HOME/headroom, else ~/.cache/headroom)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Device "%1" kept its probe and runs in /tmp/headroom, a folder any user of the board can create first and fill with a program of their own. It now uses the device user's cache ($XDG_CACHE_HOME/headroom, else ~/.cache/headroom, created 0700); the probe is deployed there on the next run. Runs already in /tmp/headroom stay where they are.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Device "%1": the dead-peer timeout %2 s is not between 1 and 3600.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The device's login shell did not run the command (it printed: "%1").</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the run was cancelled</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>the device did not answer for %n second(s) (dead-peer timeout)</source>
        <translation>
            <numerusform>the device did not answer for %n second (dead-peer timeout)</numerusform>
            <numerusform>the device did not answer for %n seconds (dead-peer timeout)</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connecting to %1: the run was cancelled.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The device did not say where its run folder is.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot create %1 on the device or read its owner and mode.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 on the device is a %2, not a folder: Headroom runs nothing from it. Remove it or choose another run folder.</source>
        <extracomment>%2 is stat's file type, e.g. "symbolic link"</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 on the device belongs to %2 (uid %3, mode %4), not to the user Headroom logs in as (uid %5): another user could have put a program there. Headroom runs nothing from it. Remove it or choose another run folder.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 on the device (owner %2, mode %3) is writable by other users, who could replace the probe. Headroom runs nothing from it. Run chmod go-w on it, or choose another run folder.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The run folder %1 belongs to the device user and no one else can write to it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the copy there could not be run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The probe's checksum matches this Headroom's build.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The probe on the device does not match the uploaded build after the upload (SHA-256); it was not run. The device's storage may be failing, or something replaced it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The uploaded probe's checksum matches this Headroom's build.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot write the local copy of the run's events %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The local copy %1 holds %2 bytes, not the %3 the run was stopped at.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot write the local copy of the run's events %1: %2. The probe keeps running on the device.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The run was cancelled while the link to the device was down (%1); the workload may still be running there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot replace %1 with the fetched copy.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The run cannot be resumed if its link is lost: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 What streamed until then is in %2; when the probe has finished on the device, fetch the rest with: headroom run --resume %2 --into PROJECT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Repetition %1 of input %2 was accepted on a cut copy of its output: the rule judged %3 of %4 bytes; the probe left the rest out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Repetition %1 of input %2 was rejected on a cut copy of its output: %3. The rule judged %4 of %5 bytes; what it looked for may be in the rest, which the probe left out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot write a test file here: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot copy files to the device: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Files can be copied to the device and read back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read files back from the device: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A file copied to the device read back different.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No run folder to copy a test file into.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This plan has a fit section: run it with headroom fit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: device group "%2" is empty or names no device.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A device group needs a name (not starting with @).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Device group "%1" needs at least one device.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Device "%1" is given twice.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no saved device named "%1".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The token-count command took longer than 60 s.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 has no fit section; see docs/plan-format.md, "fit".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot create the fit's folder under %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot create %1 beside the plan for the inputs the fit makes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot read the base text %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not measured: the fit was stopped</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the fit was interrupted</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the point's run did not finish</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (interrupted fit point)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the run could not be stored in the project</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the fit was cancelled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the fit was stopped</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the certificate could not be written: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>connecting</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui</name>
    <message>
        <source>Page %1</source>
        <translation>Page %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Input length (tokens)</source>
        <translation>Input length (tokens)</translation>
    </message>
    <message>
        <source>Input length (characters)</source>
        <translation>Input length (characters)</translation>
    </message>
    <message>
        <source>Input length</source>
        <translation>Input length</translation>
    </message>
    <message>
        <source>Headroom report: %1</source>
        <translation>Headroom report: %1</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>not recorded</translation>
    </message>
    <message>
        <source>Device: %1    Measured: %2    Run %3 in %4</source>
        <translation>Device: %1    Measured: %2    Run %3 in %4</translation>
    </message>
    <message>
        <source>Look first at: %1</source>
        <translation>Look first at: %1</translation>
    </message>
    <message>
        <source>Figures per input</source>
        <translation>Figures per input</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Input</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Peak</translation>
    </message>
    <message>
        <source>Memory ceiling: %1 (%2). Latency budget: %3. Latency figures are of the stable repetitions (warm-up and failed ones dropped); the peak says whether the kernel gave it exactly or it is the highest of periodic samples.</source>
        <translation>Memory ceiling: %1 (%2). Latency budget: %3. Latency figures are of the stable repetitions (warm-up and failed ones dropped); the peak says whether the kernel gave it exactly or it is the highest of periodic samples.</translation>
    </message>
    <message>
        <source>none set</source>
        <translation>none set</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Charts</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>memory</translation>
    </message>
    <message>
        <source>Peak memory vs input length</source>
        <translation>Peak memory vs input length</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Memory over time, each input from its start</source>
        <translation>Memory over time, each input from its start</translation>
    </message>
    <message>
        <source>Latency of the stable repetitions (box: quartiles)</source>
        <translation>Latency of the stable repetitions (box: quartiles)</translation>
    </message>
    <message>
        <source>Peak memory against input length</source>
        <translation>Peak memory against input length</translation>
    </message>
    <message>
        <source>Known</source>
        <translation>Known</translation>
    </message>
    <message>
        <source>%1: %2 %3 (from %4)</source>
        <translation>%1: %2 %3 (from %4)</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
    <message>
        <source>Every repetition</source>
        <translation>Every repetition</translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation>warm-up</translation>
    </message>
    <message>
        <source>Rep</source>
        <translation>Rep</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Warm-up</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Wall</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Load</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Outcome</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Provenance</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>Run: %1</translation>
    </message>
    <message>
        <source>Probe version: %1. Report written by Headroom %2 on %3.</source>
        <translation>Probe version: %1. Report written by Headroom %2 on %3.</translation>
    </message>
    <message>
        <source>none (not made by the probe)</source>
        <translation>none (not made by the probe)</translation>
    </message>
    <message>
        <source>Raw file</source>
        <translation>Raw file</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>Made by</translation>
    </message>
    <message>
        <source>Imported (UTC)</source>
        <translation>Imported (UTC)</translation>
    </message>
    <message>
        <source>Every figure above can be recomputed from these files with 'headroom verify'.</source>
        <translation>Every figure above can be recomputed from these files with 'headroom verify'.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Cannot write %1.</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Environment</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Fixed parameters</source>
        <translation>Fixed parameters</translation>
    </message>
    <message>
        <source>None recorded with the run.</source>
        <translation>None recorded with the run.</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Plan as written (%1)</source>
        <translation>Plan as written (%1)</translation>
    </message>
    <message>
        <source>the ceiling, %1, is far above: not drawn</source>
        <translation>the ceiling, %1, is far above: not drawn</translation>
    </message>
    <message>
        <source>the budget, %1, is far above: not drawn</source>
        <translation>the budget, %1, is far above: not drawn</translation>
    </message>
    <message>
        <source>no budget set</source>
        <translation>no budget set</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a chart's caption (%1) and a note about a line it does not draw (%2)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>ceiling %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ceiling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>p90 latency vs input length</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>budget %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>budget</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>p90 latency against input length</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Load, prefill and decode per input (medians)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot make the folder for team store snapshots.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reading the team store %1…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open team store</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Password for the team store %1:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot open the team store</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Team store URL (postgresql://user@host/database; the password comes from ~/.pgpass or the keychain, or is asked for):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" is not a team store URL: it starts with postgresql:// or postgres://.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::AddDeviceWizard</name>
    <message>
        <source>Add a device</source>
        <translation>Add a device</translation>
    </message>
    <message>
        <source>How to reach the device</source>
        <translation>How to reach the device</translation>
    </message>
    <message>
        <source>Headroom signs in over SSH and checks the host key before anything else.</source>
        <translation>Headroom signs in over SSH and checks the host key before anything else.</translation>
    </message>
    <message>
        <source>SSH agent</source>
        <translation>SSH agent</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>Key file</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Password</translation>
    </message>
    <message>
        <source>Used for this test only; Headroom never writes it to the project.</source>
        <translation>Used for this test only; Headroom never writes it to the project.</translation>
    </message>
    <message>
        <source>~/.ssh/known_hosts</source>
        <translation>~/.ssh/known_hosts</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;User:</translation>
    </message>
    <message>
        <source>&amp;Sign in with:</source>
        <translation>&amp;Sign in with:</translation>
    </message>
    <message>
        <source>&amp;Key file:</source>
        <translation>&amp;Key file:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;word:</translation>
    </message>
    <message>
        <source>Known &amp;hosts file:</source>
        <translation>Known &amp;hosts file:</translation>
    </message>
    <message>
        <source>&amp;Run folder on the device:</source>
        <translation>&amp;Run folder on the device:</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Runs small commands on the device: quoting, uname, free space, /proc, cgroup, tools.</source>
        <translation>Runs small commands on the device: quoting, uname, free space, /proc, cgroup, tools.</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Test</translation>
    </message>
    <message>
        <source>ok: %1</source>
        <translation>ok: %1</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>failed: %1</translation>
    </message>
</context>
<context>
    <name>Ui::ChartNavigator</name>
    <message>
        <source>%1, repetition %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 · %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::ComparePage</name>
    <message>
        <source>Check the runs to compare; the first one checked is the base.</source>
        <translation>Check the runs to compare; the first one checked is the base.</translation>
    </message>
    <message>
        <source>Align on start</source>
        <translation>Align on start</translation>
    </message>
    <message>
        <source>Align on load complete</source>
        <translation>Align on load complete</translation>
    </message>
    <message>
        <source>Load complete is the first repetition's marker; runs without one stay aligned on start.</source>
        <translation>Load complete is the first repetition's marker; runs without one stay aligned on start.</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>Histogram</translation>
    </message>
    <message>
        <source>Box plot</source>
        <translation>Box plot</translation>
    </message>
    <message>
        <source>ECDF</source>
        <translation>ECDF</translation>
    </message>
    <message>
        <source>Per repetition</source>
        <translation>Per repetition</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>Memory:</translation>
    </message>
    <message>
        <source>Latency:</source>
        <translation>Latency:</translation>
    </message>
    <message>
        <source>%1 on %2, %3</source>
        <translation>%1 on %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>Comparing %n run(s)…</source>
        <translation>
            <numerusform>Comparing %n run…</numerusform>
            <numerusform>Comparing %n runs…</numerusform>
        </translation>
    </message>
    <message>
        <source>Check a second run to see differences against this one.</source>
        <translation>Check a second run to see differences against this one.</translation>
    </message>
    <message>
        <source>Base: %1</source>
        <translation>Base: %1</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Check runs on the left to overlay their memory here.</source>
        <translation>Check runs on the left to overlay their memory here.</translation>
    </message>
    <message>
        <source>No memory figures in these runs</source>
        <translation>No memory figures in these runs</translation>
    </message>
    <message>
        <source>Check runs on the left to overlay their latency here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nothing to export yet: check two runs or more on the left.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Write the table of differences as Markdown, CSV or JSON.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No latency figures in these runs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Differences</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Devices side by side</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Check runs from two devices or more (a fleet run) to see them side by side.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished">%1 (%2)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished">Device</translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished">Run</translation>
    </message>
    <message>
        <source>%1 peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 p90</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 TTFT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished">Verdict</translation>
    </message>
    <message>
        <source>(not recorded)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not run</source>
        <translation type="unfinished">not run</translation>
    </message>
    <message>
        <source>exact peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>sampled peak: a lower bound</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n stable repetition(s)</source>
        <translation>
            <numerusform>%n stable repetition</numerusform>
            <numerusform>%n stable repetitions</numerusform>
        </translation>
    </message>
    <message>
        <source>The windows are each sustained run's first and last fifth of its rounds. A swap counts only where the two runs' medians are different in one of the windows, by the test the table of differences uses.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::ConclusionWizard</name>
    <message>
        <source>Conclusion for %1</source>
        <translation>Conclusion for %1</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Environment</translation>
    </message>
    <message>
        <source>Where the measurement ran. The setting fills the sentence's first bracket.</source>
        <translation>Where the measurement ran. The setting fills the sentence's first bracket.</translation>
    </message>
    <message>
        <source>device / system / backend / quantization</source>
        <translation>device / system / backend / quantization</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Recorded</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>&amp;Setting:</source>
        <translation>&amp;Setting:</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Observed</translation>
    </message>
    <message>
        <source>Only numbers from the logs, each with the file it came from. Say what each one covers.</source>
        <translation>Only numbers from the logs, each with the file it came from. Say what each one covers.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>Presented as</source>
        <translation>Presented as</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>%1 %2 (n = %3)</source>
        <translation>%1 %2 (n = %3)</translation>
    </message>
    <message>
        <source>the memory of this process (%1)</source>
        <translation>the memory of this process (%1)</translation>
    </message>
    <message>
        <source>the whole device's memory</source>
        <translation>the whole device's memory</translation>
    </message>
    <message>
        <source>the time as measured</source>
        <translation>the time as measured</translation>
    </message>
    <message>
        <source>the stable per-request time</source>
        <translation>the stable per-request time</translation>
    </message>
    <message>
        <source>Known</source>
        <translation>Known</translation>
    </message>
    <message>
        <source>What the data shows, one statement per line.</source>
        <translation>What the data shows, one statement per line.</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
    <message>
        <source>What this measurement does not cover. It is never empty.</source>
        <translation>What this measurement does not cover. It is never empty.</translation>
    </message>
    <message>
        <source>The data suggests listing this.</source>
        <translation>The data suggests listing this.</translation>
    </message>
    <message>
        <source>Anything else not covered, one per line</source>
        <translation>Anything else not covered, one per line</translation>
    </message>
    <message>
        <source>&amp;Other:</source>
        <translation>&amp;Other:</translation>
    </message>
    <message>
        <source>The sentence</source>
        <translation>The sentence</translation>
    </message>
    <message>
        <source>from the data</source>
        <translation>from the data</translation>
    </message>
    <message>
        <source>Fixed &amp;input:</source>
        <translation>Fixed &amp;input:</translation>
    </message>
    <message>
        <source>Fixed &amp;parameters:</source>
        <translation>Fixed &amp;parameters:</translation>
    </message>
    <message>
        <source>Chinese:</source>
        <translation>Chinese:</translation>
    </message>
    <message>
        <source>English:</source>
        <translation>English:</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Line %1: %2</translation>
    </message>
    <message>
        <source>Go back and fix: %1</source>
        <translation>Go back and fix: %1</translation>
    </message>
    <message>
        <source>Cannot save the conclusion</source>
        <translation>Cannot save the conclusion</translation>
    </message>
    <message>
        <source>The measurement guide's sentence, in both languages, exactly as it will be kept.</source>
        <translation>The measurement guide's sentence, in both languages, exactly as it will be kept.</translation>
    </message>
    <message>
        <source>Cannot keep the draft</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Keep the draft?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The conclusion for this run has not been saved. Keep what you typed as a draft? It reopens as you left it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Keep the draft</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Discard the draft</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Go &amp;on writing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot discard the draft</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::DeviceJob</name>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelled.</translation>
    </message>
    <message>
        <source>The device passed the test (%1, %2).</source>
        <translation>The device passed the test (%1, %2).</translation>
    </message>
    <message>
        <source>The device failed a required step.</source>
        <translation>The device failed a required step.</translation>
    </message>
    <message>
        <source>Probe deployed: %1</source>
        <translation>Probe deployed: %1</translation>
    </message>
    <message>
        <source>Probe already up to date: %1</source>
        <translation>Probe already up to date: %1</translation>
    </message>
    <message>
        <source>Deploy failed.</source>
        <translation>Deploy failed.</translation>
    </message>
</context>
<context>
    <name>Ui::DevicesModel</name>
    <message>
        <source>This machine</source>
        <translation>This machine</translation>
    </message>
    <message>
        <source>local</source>
        <translation>local</translation>
    </message>
    <message>
        <source>SSH agent</source>
        <translation>SSH agent</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>Key file</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Password</translation>
    </message>
    <message>
        <source>not tested</source>
        <translation>not tested</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Device</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <source>Sign-in</source>
        <translation>Sign-in</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>Ui::DevicesPage</name>
    <message>
        <source>&amp;Add device…</source>
        <translation>&amp;Add device…</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Test</translation>
    </message>
    <message>
        <source>&amp;Deploy probe</source>
        <translation>&amp;Deploy probe</translation>
    </message>
    <message>
        <source>Checks quoting, uname, free space, /proc, cgroup and the tools a run needs.</source>
        <translation>Checks quoting, uname, free space, /proc, cgroup and the tools a run needs.</translation>
    </message>
    <message>
        <source>Uploads headroom-probe only when its SHA-256 differs, then checks its version.</source>
        <translation>Uploads headroom-probe only when its SHA-256 differs, then checks its version.</translation>
    </message>
    <message>
        <source>Test and deploy steps appear here as they end.</source>
        <translation>Test and deploy steps appear here as they end.</translation>
    </message>
    <message>
        <source>Cannot save the device</source>
        <translation>Cannot save the device</translation>
    </message>
    <message>
        <source>test passed</source>
        <translation>test passed</translation>
    </message>
    <message>
        <source>not tested</source>
        <translation>not tested</translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation>Testing %1…</translation>
    </message>
    <message>
        <source>Deploying to %1…</source>
        <translation>Deploying to %1…</translation>
    </message>
    <message>
        <source>testing…</source>
        <translation>testing…</translation>
    </message>
    <message>
        <source>deploying…</source>
        <translation>deploying…</translation>
    </message>
    <message>
        <source>ok: %1</source>
        <translation>ok: %1</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>failed: %1</translation>
    </message>
    <message>
        <source>test failed</source>
        <translation>test failed</translation>
    </message>
    <message>
        <source>probe deployed</source>
        <translation>probe deployed</translation>
    </message>
    <message>
        <source>deploy failed</source>
        <translation>deploy failed</translation>
    </message>
    <message>
        <source>Cancelled: no password or passphrase was given.</source>
        <translation>Cancelled: no password or passphrase was given.</translation>
    </message>
    <message>
        <source>Device "%1", saved in this project, is now in your device list, which the command line shares.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::FitLengthsView</name>
    <message>
        <source>held</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>broke: memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>broke: latency</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>broke: first token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>measuring</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>bracket</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>bracket %1 – %2 tokens (%3%)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 tokens: held</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 tokens: broke %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 tokens: failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>peak %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>p90 latency %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>time to first token %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>run %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::FitPage</name>
    <message>
        <source>%1 tokens/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No plan chosen: a plan with a fit section defines what is searched.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose &amp;plan…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Use the Plan page's plan</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Where every point is measured: this machine, or a device from the Devices page.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation type="unfinished">&amp;Device:</translation>
    </message>
    <message>
        <source>&amp;Start the fit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The fits this project holds: choose one to see its answer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Fits in the project:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose a plan with a fit section, then Start.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Each setting's length axis appears here: every point measured as it arrives, and the bracket around the boundary narrowing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Setting</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Longest input held</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bracket</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Binding limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Speed there</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Peak there</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>When the fit is done: each setting's longest input against its speed there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The recommended setting's engine arguments appear here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Launch the recommended setting with:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Plan:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose a plan with a fit section</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Plans (*.yaml *.yml);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A fit is running: cancel it first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The plan cannot be used: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 has no fit section: see the plan format's "fit" section for what a fit needs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ready: Start measures on the chosen device and stores every point in the open project.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the plan's own setting</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n setting(s): %1</source>
        <translation>
            <numerusform>%n setting: %1</numerusform>
            <numerusform>%n settings: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Space&lt;/b&gt;: %1 · &lt;b&gt;lengths&lt;/b&gt; %2 to %3 tokens, made from %4 · &lt;b&gt;within&lt;/b&gt;: %5 · &lt;b&gt;precision&lt;/b&gt; %6% · &lt;b&gt;budget&lt;/b&gt; %7 points or %8</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not measured yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose a plan with a fit section first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open or create a project first: every point of the fit is stored in it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot create the runs folder %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Signing in to %1…</source>
        <translation type="unfinished">Signing in to %1…</translation>
    </message>
    <message>
        <source>No password or passphrase was given; nothing was measured.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measuring on %1…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The host key of %1 (%2) is not known yet: run a plan on it once from the Live run page to compare and accept it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The fit was cancelled before it started; nothing was measured.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancelling: the point being measured is stopped and thrown away…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>measuring %1 tokens…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measuring %1 at %2 tokens…</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n point(s) measured</source>
        <translation>
            <numerusform>%n point measured</numerusform>
            <numerusform>%n points measured</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The fit was cancelled. The point being measured was thrown away; the %n point(s) measured before are whole runs in the project (fit %1), and no certificate was written.</source>
        <translation>
            <numerusform>The fit was cancelled. The point being measured was thrown away; the %n point measured before is a whole run in the project (fit %1), and no certificate was written.</numerusform>
            <numerusform>The fit was cancelled. The point being measured was thrown away; the %n points measured before are whole runs in the project (fit %1), and no certificate was written.</numerusform>
        </translation>
    </message>
    <message>
        <source>The fit could not start: %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>The fit stopped: %1. The %n point(s) measured before are whole runs in the project (fit %2); no certificate was written.</source>
        <translation>
            <numerusform>The fit stopped: %1. The %n point measured before is a whole run in the project (fit %2); no certificate was written.</numerusform>
            <numerusform>The fit stopped: %1. The %n points measured before are whole runs in the project (fit %2); no certificate was written.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fit %1: %n point(s) stored as runs in %2. Certificate: %3. The fit's folder (the plan of every point): %4.</source>
        <translation>
            <numerusform>Fit %1: %n point stored as runs in %2. Certificate: %3. The fit's folder (the plan of every point): %4.</numerusform>
            <numerusform>Fit %1: %n points stored as runs in %2. Certificate: %3. The fit's folder (the plan of every point): %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found: %n point(s) measured in %1.</source>
        <translation>
            <numerusform>Found: %n point measured in %1.</numerusform>
            <numerusform>Found: %n points measured in %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing fits: no setting holds the limits at %1 tokens.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>The budget was spent after %n point(s): the brackets are the best so far, wider than the %1% asked for.</source>
        <translation>
            <numerusform>The budget was spent after %n point: the brackets are the best so far, wider than the %1% asked for.</numerusform>
            <numerusform>The budget was spent after %n points: the brackets are the best so far, wider than the %1% asked for.</numerusform>
        </translation>
    </message>
    <message>
        <source> · recommended</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 – %2 (%3%)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 – (held at the longest)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No setting held a length with a measured speed: nothing to chart.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>peak memory under the ceiling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>peak memory at most %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>p90 latency at most %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>time to first token at most %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(no project open)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(none yet)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(choose a fit)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%1 · %n point(s)</source>
        <translation>
            <numerusform>%1 · %n point</numerusform>
            <numerusform>%1 · %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading fit %1 from the project…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fit %1 cannot be shown: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;b&gt;Fit %1&lt;/b&gt;, read from the project's runs: %2 · &lt;b&gt;within&lt;/b&gt;: %3</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n setting(s)</source>
        <translation>
            <numerusform>%n setting</numerusform>
            <numerusform>%n settings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fit %1: %n point(s) stored as runs in %2. Certificate: %3.</source>
        <translation>
            <numerusform>Fit %1: %n point stored as runs in %2. Certificate: %3.</numerusform>
            <numerusform>Fit %1: %n points stored as runs in %2. Certificate: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>not on this machine (looked for %1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fit %1: the recommended setting is %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fit %1: no setting held any length.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::FitParetoChart</name>
    <message>
        <source>Longest input held (tokens, log scale)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tokens per second there</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>recommended</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::HistoryPage</name>
    <message>
        <source>MiB</source>
        <translation type="unfinished">MiB</translation>
    </message>
    <message>
        <source>J</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tokens/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished">ms</translation>
    </message>
    <message>
        <source>Compare the two runs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Opens the chosen point's run and the previous point's run on the Compare page.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Figure:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Input:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Device:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One point per:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished">Started</translation>
    </message>
    <message>
        <source>Point</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished">Value</translation>
    </message>
    <message>
        <source>Change from the previous (95% CI)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished">Outcome</translation>
    </message>
    <message>
        <source>Reading the runs…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(unnamed)</source>
        <translation type="unfinished">(unnamed)</translation>
    </message>
    <message>
        <source>every device</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open a project to follow a figure across its runs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No run with repetitions to follow yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One point: a second run is needed to see a change.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The newest point is a regression against the last good one (point %1): %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The newest point is no regression against the last good one (point %1): %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Left out: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of input %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run, in time order</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1% [%2, %3]</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not compared: %1</source>
        <translation type="unfinished">not compared: %1</translation>
    </message>
    <message>
        <source>regression (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>improvement (%1)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1 (%n run)</numerusform>
            <numerusform>%1 (%n runs)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation type="unfinished">%1 (run %2)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished">unknown</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished">n/a</translation>
    </message>
    <message>
        <source>%1, measured under heavy CPU pressure</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::HostKeyDialog</name>
    <message>
        <source>Unknown host key</source>
        <translation>Unknown host key</translation>
    </message>
    <message>
        <source>The device %1 presented a host key that is not in your known_hosts file. Compare its fingerprint with the one the device shows for &lt;tt&gt;ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub&lt;/tt&gt; before trusting it.</source>
        <translation>The device %1 presented a host key that is not in your known_hosts file. Compare its fingerprint with the one the device shows for &lt;tt&gt;ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub&lt;/tt&gt; before trusting it.</translation>
    </message>
    <message>
        <source>&amp;Trust this key</source>
        <translation>&amp;Trust this key</translation>
    </message>
    <message>
        <source>Host key changed</source>
        <translation>Host key changed</translation>
    </message>
    <message>
        <source>The host key of %1 is not the one in your known_hosts file (it now presents %2). This can be a reinstalled device or someone in between. Headroom will not connect. If the change is expected, remove the old key with ssh-keygen -R and test the device again.</source>
        <translation>The host key of %1 is not the one in your known_hosts file (it now presents %2). This can be a reinstalled device or someone in between. Headroom will not connect. If the change is expected, remove the old key with ssh-keygen -R and test the device again.</translation>
    </message>
</context>
<context>
    <name>Ui::ImportDialog</name>
    <message>
        <source>Import logs</source>
        <translation>Import logs</translation>
    </message>
    <message>
        <source>Combine these files into one run (one input per length)</source>
        <translation>Combine these files into one run (one input per length)</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>characters</source>
        <translation>characters</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Input</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Length</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>reading…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>Run name:</source>
        <translation>Run name:</translation>
    </message>
    <message>
        <source>Lengths in:</source>
        <translation>Lengths in:</translation>
    </message>
    <message>
        <source>not recognised</source>
        <translation>not recognised</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>as named in the file: %1</source>
        <translation>as named in the file: %1</translation>
    </message>
    <message>
        <source>Reading the files…</source>
        <translation>Reading the files…</translation>
    </message>
    <message>
        <source>Give the run a name.</source>
        <translation>Give the run a name.</translation>
    </message>
    <message>
        <source>Say which input %1 measured.</source>
        <translation>Say which input %1 measured.</translation>
    </message>
    <message>
        <source>For the measurement guide's way of measuring by hand: a mem.log per input length and a timing log. Give each memory log and each timing log of one input (hyperfine, GNU time) its input, and each input its length; the trends need at least three lengths.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Input %1 is given two lengths, %2 and %3.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::LatencyChart</name>
    <message>
        <source>Latency (ms)</source>
        <translation>Latency (ms)</translation>
    </message>
    <message>
        <source>%1 (warm-up)</source>
        <translation>%1 (warm-up)</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>Repetition</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>Repetitions</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Budget %1, off the scale</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No latency figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fraction</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::LiveRunPage</name>
    <message>
        <source>Nothing is running. Start a plan from the Plan page.</source>
        <translation>Nothing is running. Start a plan from the Plan page.</translation>
    </message>
    <message>
        <source>&amp;Cancel the run</source>
        <translation>&amp;Cancel the run</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Input</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>Repetition</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Outcome</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Peak</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>The run failed: %1</translation>
    </message>
    <message>
        <source>A run is still going: cancel it first.</source>
        <translation>A run is still going: cancel it first.</translation>
    </message>
    <message>
        <source>Open or create a project first: the run is saved into it.</source>
        <translation>Open or create a project first: the run is saved into it.</translation>
    </message>
    <message>
        <source>Cannot start the run: %1</source>
        <translation>Cannot start the run: %1</translation>
    </message>
    <message>
        <source>Run folder: %1</source>
        <translation>Run folder: %1</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelling…</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>memory</translation>
    </message>
    <message>
        <source>%1 (warm-up)</source>
        <translation>%1 (warm-up)</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Input %1 (%2 of %3), repetition %4 of %5 ended</source>
        <translation>Input %1 (%2 of %3), repetition %4 of %5 ended</translation>
    </message>
    <message>
        <source>Saving the run into the project…</source>
        <translation>Saving the run into the project…</translation>
    </message>
    <message>
        <source>The run ended but could not be saved: %1</source>
        <translation>The run ended but could not be saved: %1</translation>
    </message>
    <message>
        <source>The run ended and is saved in the project.</source>
        <translation>The run ended and is saved in the project.</translation>
    </message>
    <message>
        <source>The workload's memory appears here while a plan runs.</source>
        <translation>The workload's memory appears here while a plan runs.</translation>
    </message>
    <message>
        <source>Where the plan runs: this machine, or a device from the Devices page.</source>
        <translation>Where the plan runs: this machine, or a device from the Devices page.</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>&amp;Device:</translation>
    </message>
    <message>
        <source>The connection to %1 was lost (%2); reconnecting. The run goes on on the device.</source>
        <translation>The connection to %1 was lost (%2); reconnecting. The run goes on on the device.</translation>
    </message>
    <message>
        <source>Reconnected to %1 (attempt %2); streaming resumes where it stopped.</source>
        <translation>Reconnected to %1 (attempt %2); streaming resumes where it stopped.</translation>
    </message>
    <message>
        <source>Signing in to %1…</source>
        <translation>Signing in to %1…</translation>
    </message>
    <message>
        <source>No password or passphrase was given; nothing was run.</source>
        <translation>No password or passphrase was given; nothing was run.</translation>
    </message>
    <message>
        <source>Device %1; run folder on this machine: %2</source>
        <translation>Device %1; run folder on this machine: %2</translation>
    </message>
    <message>
        <source>The host key of %1 is not known yet: compare its fingerprint to continue.</source>
        <translation>The host key of %1 is not known yet: compare its fingerprint to continue.</translation>
    </message>
    <message>
        <source>The host key of %1 was not trusted; nothing was run.</source>
        <translation>The host key of %1 was not trusted; nothing was run.</translation>
    </message>
    <message>
        <source>The run was cancelled.</source>
        <translation>The run was cancelled.</translation>
    </message>
    <message>
        <source>%1 (cancelled, incomplete)</source>
        <translation>%1 (cancelled, incomplete)</translation>
    </message>
    <message>
        <source>The run was cancelled. What it measured until then is saved in the project as an incomplete run.</source>
        <translation>The run was cancelled. What it measured until then is saved in the project as an incomplete run.</translation>
    </message>
    <message>
        <source>%1 (incomplete: the link was lost)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 Every repetition that streamed is saved in the project as an incomplete run.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancelling every device…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Several devices</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run the plan on several devices at once: tick them, or a saved device group.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The devices the plan runs on; a group ticks its devices.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished">Device</translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stage or result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One row per device; the chart below shows the selected one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open the &amp;device matrix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compare the runs this fleet stored, devices against inputs, on the Compare page.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>group %1 (%2)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n device</numerusform><numerusform>%n devices</numerusform></translation>
    </message>
    <message>
        <source>Tick the devices to run the plan on (or turn off Several devices).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no device named "%1" any more.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The host key of %1 (%2) is not known yet: run a plan on it alone once to compare and trust it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>connection lost (%1); reconnecting</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished">Cancel</translation>
    </message>
    <message>
        <source>Stop this device's run; the others go on. What it measured is kept.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Fleet of %n device(s); run folders under %1</source>
        <translation>
            <numerusform>Fleet of %n device; run folders under %1</numerusform><numerusform>Fleet of %n devices; run folders under %1</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Running the plan on %n device(s) at once.</source>
        <translation>
            <numerusform>Running the plan on %n device at once.</numerusform><numerusform>Running the plan on %n devices at once.</numerusform></translation>
    </message>
    <message>
        <source>%1 of %2 (input %3, repetition %4)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>0 of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stored as run %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>saving…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1's memory appears here once its workload runs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>nothing was measured</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>could not be saved: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cancelled; stored as incomplete run %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1; stored as incomplete run %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished">%1 (%2)</translation>
    </message>
    <message>
        <source>Fleet: %1 of %2 devices finished and stored (%3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Failed: %1.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::MainWindow</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Runs</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Trends</source>
        <translation>Trends</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Importing %1…</translation>
    </message>
    <message>
        <source>Cannot open the run</source>
        <translation>Cannot open the run</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New project…</source>
        <translation>&amp;New project…</translation>
    </message>
    <message>
        <source>&amp;Open project…</source>
        <translation>&amp;Open project…</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>Recent projects</translation>
    </message>
    <message>
        <source>&amp;Import logs…</source>
        <translation>&amp;Import logs…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation>&amp;About Headroom</translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation>About Headroom</translation>
    </message>
    <message>
        <source>&lt;b&gt;Headroom %1&lt;/b&gt;&lt;p&gt;Which limit does an inference workload reach first on this device — memory or latency — and by how much headroom?&lt;/p&gt;</source>
        <translation>&lt;b&gt;Headroom %1&lt;/b&gt;&lt;p&gt;Which limit does an inference workload reach first on this device — memory or latency — and by how much headroom?&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cannot open the project</source>
        <translation>Cannot open the project</translation>
    </message>
    <message>
        <source>Headroom projects (*.headroom)</source>
        <translation>Headroom projects (*.headroom)</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>New project</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>Open project</translation>
    </message>
    <message>
        <source>Import logs</source>
        <translation>Import logs</translation>
    </message>
    <message>
        <source>An import is still running.</source>
        <translation>An import is still running.</translation>
    </message>
    <message numerus="yes">
        <source>Import cancelled: %n run(s) imported before.</source>
        <translation>
            <numerusform>Import cancelled: %n run imported before.</numerusform>
            <numerusform>Import cancelled: %n runs imported before.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) imported.</source>
        <translation>
            <numerusform>%n run imported.</numerusform>
            <numerusform>%n runs imported.</numerusform>
        </translation>
    </message>
    <message>
        <source>Some files were not imported</source>
        <translation>Some files were not imported</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Headroom</translation>
    </message>
    <message>
        <source>%1 — Headroom</source>
        <translation>%1 — Headroom</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Compare</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Devices</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Live run</source>
        <translation>Live run</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Run</translation>
    </message>
    <message>
        <source>Write the &amp;conclusion…</source>
        <translation>Write the &amp;conclusion…</translation>
    </message>
    <message>
        <source>Cancel the live run</source>
        <translation>Cancel the live run</translation>
    </message>
    <message>
        <source>The language changes at the next start.</source>
        <translation>The language changes at the next start.</translation>
    </message>
    <message>
        <source>Open a run first: the conclusion belongs to one run.</source>
        <translation>Open a run first: the conclusion belongs to one run.</translation>
    </message>
    <message>
        <source>Conclusion saved.</source>
        <translation>Conclusion saved.</translation>
    </message>
    <message>
        <source>Open a project first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation type="unfinished">%1 (run %2)</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rename run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New name of %1:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Delete runs</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) with their raw files?</source>
        <translation>
            <numerusform>Delete %n run with its raw files?</numerusform>
            <numerusform>Delete %n runs with their raw files?</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit &gt; Undo delete brings them back while this window is open (under new run ids).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Undo delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measure this machine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The quickstart plan (examples/calibrate.yaml) is not installed next to Headroom.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The quickstart plan is loaded: Run measures this machine.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Start page</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The conclusion's draft is kept in the project.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Another program changed this project: %1 run(s) added, %2 renamed or changed, %3 deleted.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Another program deleted %1, the run that was shown.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (team store, read-only, read at %2) — Headroom</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open &amp;team store…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Refresh team store</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot open the team store</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Team store %1: %n run(s), read at %2. Runs are immutable there; File &gt; Refresh team store reads it again.</source>
        <translation>
            <numerusform>Team store %1: %n run, read at %2. Runs are immutable there; File &gt; Refresh team store reads it again.</numerusform>
            <numerusform>Team store %1: %n runs, read at %2. Runs are immutable there; File &gt; Refresh team store reads it again.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n new run(s) fetched.</source>
        <translation>
            <numerusform>%n new run fetched.</numerusform>
            <numerusform>%n new runs fetched.</numerusform>
        </translation>
    </message>
    <message>
        <source>The earlier snapshot was read again whole: %1.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::MemoryChart</name>
    <message>
        <source>Time (s)</source>
        <translation>Time (s)</translation>
    </message>
    <message>
        <source>No memory figures in this log</source>
        <translation>No memory figures in this log</translation>
    </message>
    <message>
        <source>Memory ceiling</source>
        <translation>Memory ceiling</translation>
    </message>
    <message>
        <source>RSS (MiB)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ceiling %1, off the scale</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ceiling %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 lost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>guard stop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>background off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>background on</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::PlanForm</name>
    <message>
        <source>Add row</source>
        <translation>Add row</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Remove row</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameters</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Inputs</translation>
    </message>
    <message>
        <source>Repetitions and limits</source>
        <translation>Repetitions and limits</translation>
    </message>
    <message>
        <source>A fresh process per repetition</source>
        <translation>A fresh process per repetition</translation>
    </message>
    <message>
        <source>Requests to a running server</source>
        <translation>Requests to a running server</translation>
    </message>
    <message>
        <source>calibrate, or empty to run the command</source>
        <translation>calibrate, or empty to run the command</translation>
    </message>
    <message>
        <source>One argument per line; {input} and {parameter} placeholders</source>
        <translation>One argument per line; {input} and {parameter} placeholders</translation>
    </message>
    <message>
        <source>No marker (load time unknown)</source>
        <translation>No marker (load time unknown)</translation>
    </message>
    <message>
        <source>A line matching a regex</source>
        <translation>A line matching a regex</translation>
    </message>
    <message>
        <source>The first output</source>
        <translation>The first output</translation>
    </message>
    <message>
        <source>A fixed time after start</source>
        <translation>A fixed time after start</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>names or PIDs, separated by commas</source>
        <translation>names or PIDs, separated by commas</translation>
    </message>
    <message>
        <source>serve mode: 1, 2, 4</source>
        <translation>serve mode: 1, 2, 4</translation>
    </message>
    <message>
        <source>Format version:</source>
        <translation>Format version:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Mode:</translation>
    </message>
    <message>
        <source>&amp;Workload:</source>
        <translation>&amp;Workload:</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>&amp;Command:</translation>
    </message>
    <message>
        <source>Server &amp;URL:</source>
        <translation>Server &amp;URL:</translation>
    </message>
    <message>
        <source>Server &amp;API:</source>
        <translation>Server &amp;API:</translation>
    </message>
    <message>
        <source>Server &amp;PID:</source>
        <translation>Server &amp;PID:</translation>
    </message>
    <message>
        <source>&amp;Load complete:</source>
        <translation>&amp;Load complete:</translation>
    </message>
    <message>
        <source>Load regex:</source>
        <translation>Load regex:</translation>
    </message>
    <message>
        <source>Load after:</source>
        <translation>Load after:</translation>
    </message>
    <message>
        <source>Output &amp;token regex:</source>
        <translation>Output &amp;token regex:</translation>
    </message>
    <message>
        <source>Critical &amp;processes:</source>
        <translation>Critical &amp;processes:</translation>
    </message>
    <message>
        <source>C&amp;oncurrency:</source>
        <translation>C&amp;oncurrency:</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation>Not applicable</translation>
    </message>
    <message>
        <source>Your own placeholders, one key=value per line</source>
        <translation>Your own placeholders, one key=value per line</translation>
    </message>
    <message>
        <source>Extra parameters:</source>
        <translation>Extra parameters:</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Tokens (stated)</source>
        <translation>Tokens (stated)</translation>
    </message>
    <message>
        <source>Token command</source>
        <translation>Token command</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Characters</translation>
    </message>
    <message>
        <source>For inputs without their own: e.g. python3 count.py {input}</source>
        <translation>For inputs without their own: e.g. python3 count.py {input}</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Input</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Regex or text</source>
        <translation>Regex or text</translation>
    </message>
    <message>
        <source>JSON field</source>
        <translation>JSON field</translation>
    </message>
    <message>
        <source>JSON value</source>
        <translation>JSON value</translation>
    </message>
    <message>
        <source>&amp;Measure lengths</source>
        <translation>&amp;Measure lengths</translation>
    </message>
    <message>
        <source>Token count command:</source>
        <translation>Token count command:</translation>
    </message>
    <message>
        <source>Acceptance (check = regex, exact or json):</source>
        <translation>Acceptance (check = regex, exact or json):</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Automatic: min(cgroup limit, MemTotal) less the reserve</source>
        <translation>Automatic: min(cgroup limit, MemTotal) less the reserve</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Fixed</translation>
    </message>
    <message>
        <source>15% or 512MiB</source>
        <translation>15% or 512MiB</translation>
    </message>
    <message>
        <source>&amp;Repetitions per input:</source>
        <translation>&amp;Repetitions per input:</translation>
    </message>
    <message>
        <source>&amp;Warm-up runs:</source>
        <translation>&amp;Warm-up runs:</translation>
    </message>
    <message>
        <source>&amp;Sampling interval:</source>
        <translation>&amp;Sampling interval:</translation>
    </message>
    <message>
        <source>&amp;Timeout per repetition:</source>
        <translation>&amp;Timeout per repetition:</translation>
    </message>
    <message>
        <source>&amp;Memory ceiling:</source>
        <translation>&amp;Memory ceiling:</translation>
    </message>
    <message>
        <source>Fixed ceiling:</source>
        <translation>Fixed ceiling:</translation>
    </message>
    <message>
        <source>R&amp;eserve:</source>
        <translation>R&amp;eserve:</translation>
    </message>
    <message>
        <source>&amp;Latency budget:</source>
        <translation>&amp;Latency budget:</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) are not valid UTF-8 and are not counted as characters.</source>
        <translation>
            <numerusform>%n byte is not valid UTF-8 and is not counted as a character.</numerusform>
            <numerusform>%n bytes are not valid UTF-8 and are not counted as characters.</numerusform>
        </translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Alternate the inputs (A, B, A, B...) to spread thermal drift</source>
        <translation>Alternate the inputs (A, B, A, B...) to spread thermal drift</translation>
    </message>
    <message>
        <source>Add the robustness set: truncated UTF-8, unusual characters, control characters, an input longer than the context</source>
        <translation>Add the robustness set: truncated UTF-8, unusual characters, control characters, an input longer than the context</translation>
    </message>
    <message>
        <source>Input order:</source>
        <translation>Input order:</translation>
    </message>
    <message>
        <source>Robustness:</source>
        <translation>Robustness:</translation>
    </message>
    <message>
        <source>none (serve mode only)</source>
        <translation>none (serve mode only)</translation>
    </message>
    <message>
        <source>First-token budget:</source>
        <translation>First-token budget:</translation>
    </message>
    <message>
        <source>The file starts with a UTF-8 byte-order mark; it is not counted.</source>
        <translation>The file starts with a UTF-8 byte-order mark; it is not counted.</translation>
    </message>
    <message>
        <source>none; e.g. 4GiB to measure as on a 4 GiB board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Process mode: the probe runs the workload in a memory cgroup of this size, which it makes for the run and removes after it (needs root or a delegated cgroup). An automatic ceiling then uses its limit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Memory c&amp;group:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One process per repetition that repeats the input itself (loop)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>none (loop mode only)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Loop mode: how many times each process runs the input ({iterations} in the command); the first pass is the in-process warm-up.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Iterations per process:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>serve mode: /metrics, to read how many requests the engine processed at once</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Server &amp;metrics:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Corpus: the documents of %1 join these inputs when the plan runs, each with its expected fields as acceptance rules.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Only %n of them run (a retry).</source>
        <translation>
            <numerusform>Only %n of them run (a retry).</numerusform>
            <numerusform>Only %n of them run (a retry).</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit the plan file to change the corpus.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Decision: follows "%1" because of its failures (%2); changed: %3.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::PlanPage</name>
    <message>
        <source>Problems in the plan, with file and line</source>
        <translation>Problems in the plan, with file and line</translation>
    </message>
    <message>
        <source>New plan (not saved)</source>
        <translation>New plan (not saved)</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;Load…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Save as…</translation>
    </message>
    <message>
        <source>&amp;Run on this machine</source>
        <translation>&amp;Run on this machine</translation>
    </message>
    <message>
        <source>Runs the plan with headroom-probe and shows it live (Ctrl+R)</source>
        <translation>Runs the plan with headroom-probe and shows it live (Ctrl+R)</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>No problems found.</translation>
    </message>
    <message>
        <source>Load a plan</source>
        <translation>Load a plan</translation>
    </message>
    <message>
        <source>Plans (*.yaml *.yml)</source>
        <translation>Plans (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Save the plan</source>
        <translation>Save the plan</translation>
    </message>
    <message>
        <source>Unsaved plan</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The plan has changes that are not saved. Save them?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The plan %1 has changes that are not saved. Save them?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Run on %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::ReportExport</name>
    <message>
        <source>PDF summary (*.pdf)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CSV tables, a folder of three files (*.csv)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished">Cancel</translation>
    </message>
    <message>
        <source>Cancelled: the files not listed as written were not written.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n file(s) written; these could not be:</source>
        <translation>
            <numerusform>%n file written; these could not be:</numerusform>
            <numerusform>%n files written; these could not be:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written to %1.</source>
        <translation>
            <numerusform>%n file written to %1.</numerusform>
            <numerusform>%n files written to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Show folder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation type="unfinished">Cannot create the folder %1.</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A comparison is exported as Markdown, CSV or JSON, not as %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Select the runs to export first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export the run</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Export %n runs into a folder</source>
        <translation>
            <numerusform>Export %n run into a folder</numerusform>
            <numerusform>Export %n runs into a folder</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Exporting %n run(s)…</source>
        <translation>
            <numerusform>Exporting %n run…</numerusform>
            <numerusform>Exporting %n runs…</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the comparison</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>comparison</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Exporting the comparison…</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::ReportTableView</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished">unknown</translation>
    </message>
</context>
<context>
    <name>Ui::RerunFlow</name>
    <message>
        <source>Re-run on a device</source>
        <translation>Re-run on a device</translation>
    </message>
    <message>
        <source>Run the plan of run %1 again, with the input files kept with it, on:</source>
        <translation>Run the plan of run %1 again, with the input files kept with it, on:</translation>
    </message>
    <message>
        <source>A run is still going on the Live run page.</source>
        <translation>A run is still going on the Live run page.</translation>
    </message>
    <message>
        <source>There is no device named %1.</source>
        <translation>There is no device named %1.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder: %1</source>
        <translation>Cannot create a temporary folder: %1</translation>
    </message>
    <message>
        <source>The Live run page could not start the plan of run %1.</source>
        <translation>The Live run page could not start the plan of run %1.</translation>
    </message>
    <message>
        <source>input %1, %2: %3 → %4 (%5): %6</source>
        <translation>input %1, %2: %3 → %4 (%5): %6</translation>
    </message>
    <message>
        <source>Re-run of run %1</source>
        <translation>Re-run of run %1</translation>
    </message>
    <message>
        <source>Run %1 re-run on %2 as run %3: %4</source>
        <translation>Run %1 re-run on %2 as run %3: %4</translation>
    </message>
    <message>
        <source>Cannot re-run</source>
        <translation>Cannot re-run</translation>
    </message>
    <message>
        <source>Run the plan of "%1" again, with the input files kept with it, on:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::RunDetailPage</name>
    <message>
        <source>Memory reaches its ceiling first.</source>
        <translation>Memory reaches its ceiling first.</translation>
    </message>
    <message>
        <source>Latency reaches its budget first.</source>
        <translation>Latency reaches its budget first.</translation>
    </message>
    <message>
        <source>Undetermined.</source>
        <translation>Undetermined.</translation>
    </message>
    <message>
        <source>Write the conclusion…</source>
        <translation>Write the conclusion…</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>Histogram</translation>
    </message>
    <message>
        <source>Box plot</source>
        <translation>Box plot</translation>
    </message>
    <message>
        <source>ECDF</source>
        <translation>ECDF</translation>
    </message>
    <message>
        <source>Per repetition</source>
        <translation>Per repetition</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>(unnamed run)</source>
        <translation>(unnamed run)</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>memory</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unnamed)</translation>
    </message>
    <message>
        <source>Look at:</source>
        <translation>Look at:</translation>
    </message>
    <message>
        <source>Not covered:</source>
        <translation>Not covered:</translation>
    </message>
    <message>
        <source>No latency figures in this run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Re-run on a device…</source>
        <translation type="unfinished">Re-run on a device…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;No run is shown.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Double-click a run on the Runs page to see its memory, latency and verdict here.&lt;/p&gt;&lt;p&gt;No runs yet? Import logs (File &amp;gt; Import logs…, or drop them on the window), or measure this machine from the Start page.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No run is shown: double-click one on the Runs page first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run this run's plan again, with its input files, on a device.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Write this run's report as PDF, Markdown, CSV or JSON.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The guided conclusion: environment, observed, known, unknown.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Conclusion (saved %1): %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A draft of the conclusion is waiting: it reopens as you left it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A changed draft of it is waiting, not saved yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Continue the conclusion…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Edit the conclusion…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Load / prefill / decode</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::RunsPage</name>
    <message>
        <source>Filter runs (device, model, quantization, verdict…)</source>
        <translation>Filter runs (device, model, quantization, verdict…)</translation>
    </message>
    <message>
        <source>Compare selected</source>
        <translation>Compare selected</translation>
    </message>
    <message>
        <source>Export selected…</source>
        <translation>Export selected…</translation>
    </message>
    <message>
        <source>Verify selected…</source>
        <translation>Verify selected…</translation>
    </message>
    <message>
        <source>Recompute every stored figure of the selected runs from the raw files kept with them, and list any that differ.</source>
        <translation>Recompute every stored figure of the selected runs from the raw files kept with them, and list any that differ.</translation>
    </message>
    <message>
        <source>Re-run on a device…</source>
        <translation>Re-run on a device…</translation>
    </message>
    <message>
        <source>Run the plan of the selected run again, with the input files kept with it, on a device you choose, and say whether the result reproduces.</source>
        <translation>Run the plan of the selected run again, with the input files kept with it, on a device you choose, and say whether the result reproduces.</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Delete the selected runs with their raw files (asked first; Edit &gt; Undo delete brings them back while the window is open).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Overlay the selected runs and list their differences against the first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Write the selected runs' reports as PDF, Markdown, CSV or JSON.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Give the selected run another name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No runs in this project yet: import logs (File &gt; Import logs…, or drop them on the window), or measure this machine from the Start page.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No runs in this project yet: import logs or measure a device first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Select a run first (click a row; Ctrl or Shift adds more).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Select two runs or more to compare.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Select exactly one run.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::SecretDialog</name>
    <message>
        <source>Sign in to the device</source>
        <translation>Sign in to the device</translation>
    </message>
    <message>
        <source>&amp;Remember it in the system keychain</source>
        <translation>&amp;Remember it in the system keychain</translation>
    </message>
    <message>
        <source>Headroom never writes it to the project, its settings or its logs.</source>
        <translation>Headroom never writes it to the project, its settings or its logs.</translation>
    </message>
    <message>
        <source>There is no system keychain here: the secret is kept in memory for this run only.</source>
        <translation>There is no system keychain here: the secret is kept in memory for this run only.</translation>
    </message>
    <message>
        <source>Password for %1 on %2:</source>
        <translation>Password for %1 on %2:</translation>
    </message>
    <message>
        <source>Passphrase for the key %1:</source>
        <translation>Passphrase for the key %1:</translation>
    </message>
</context>
<context>
    <name>Ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Memory kept for the system's own services when the ceiling is automatic.</source>
        <translation>Memory kept for the system's own services when the ceiling is automatic.</translation>
    </message>
    <message>
        <source>~/.ssh/known_hosts</source>
        <translation>~/.ssh/known_hosts</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <source>known_hosts file</source>
        <translation>known_hosts file</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>Memory &amp;reserve:</source>
        <translation>Memory &amp;reserve:</translation>
    </message>
    <message>
        <source>&amp;Known hosts file:</source>
        <translation>&amp;Known hosts file:</translation>
    </message>
    <message>
        <source>Default &amp;sampling interval:</source>
        <translation>Default &amp;sampling interval:</translation>
    </message>
</context>
<context>
    <name>Ui::ShippedDocs</name>
    <message>
        <source>Read me (quick start)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The measurement method</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The plan format (fixed.yaml)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The JSON report format</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Architecture</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Performance measurements</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reliability under faults</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not installed: %1 is in none of %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The workbench: pages, charts, drafts</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::StageChart</name>
    <message>
        <source>load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>prefill</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>decode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(unnamed)</source>
        <translation type="unfinished">(unnamed)</translation>
    </message>
    <message>
        <source>No load, prefill or decode figures in this run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>they come from llama.cpp's llama_perf lines, or from headroom: markers with a load-complete marker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>s, medians</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ms, medians</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Where the time goes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>from %1, stable repetitions</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::StartPage</name>
    <message>
        <source>Headroom</source>
        <translation type="unfinished">Headroom</translation>
    </message>
    <message>
        <source>Which limit does an inference workload reach first on this device — memory or latency — and by how much headroom?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measure this machine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Import logs…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>mem.log loops, timing lists, /usr/bin/time -v, hyperfine and llama-bench outputs, probe run folders.

Or drop the files anywhere on this page.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open a project…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New project…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A .headroom file: your measurements, or a colleague's to verify.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Recent projects</source>
        <translation type="unfinished">Recent projects</translation>
    </message>
    <message>
        <source>No recent projects yet: the projects you open or create are listed here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The built-in workload (a small transformer, no model file needed) at three input lengths on this computer: memory and latency of each, and which limit comes first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not available: the quickstart plan (examples/calibrate.yaml) is not installed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The plan opens on the Plan page; Run starts it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The quickstart plan examples/calibrate.yaml is not installed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished">%1 — %2</translation>
    </message>
    <message>
        <source>%1 (no longer there)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This file was moved or deleted.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::TrendChart</name>
    <message>
        <source>measured</source>
        <translation>measured</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>limit</translation>
    </message>
    <message>
        <source>crosses at %1</source>
        <translation>crosses at %1</translation>
    </message>
    <message>
        <source> (used)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: off the scale</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>line, R² %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>curve, R² %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>90%: %1-%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>90%: from %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, already reached</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::TrendsPage</name>
    <message>
        <source>Input length (tokens)</source>
        <translation>Input length (tokens)</translation>
    </message>
    <message>
        <source>Input length (characters)</source>
        <translation>Input length (characters)</translation>
    </message>
    <message>
        <source>Input length</source>
        <translation>Input length</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>Peak memory</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>Median latency</source>
        <translation>Median latency</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>p90 latency</source>
        <translation>p90 latency</translation>
    </message>
    <message>
        <source>ceiling %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ceiling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>budget %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>budget</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Ui::UtilisationChart</name>
    <message>
        <source>No utilisation figures in this run (CPU, I/O, pressure and GPU are recorded by the probe).</source>
        <translation>No utilisation figures in this run (CPU, I/O, pressure and GPU are recorded by the probe).</translation>
    </message>
    <message>
        <source>GPU: %1.</source>
        <translation>GPU: %1.</translation>
    </message>
</context>
<context>
    <name>Ui::VerifyDialog</name>
    <message>
        <source>reproduced</source>
        <translation>reproduced</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>differs</translation>
    </message>
    <message>
        <source>cannot be recomputed</source>
        <translation>cannot be recomputed</translation>
    </message>
    <message>
        <source>Verify runs</source>
        <translation>Verify runs</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Figures compared</source>
        <translation>Figures compared</translation>
    </message>
    <message numerus="yes">
        <source>Recomputing %n run(s) from their raw files…</source>
        <translation>
            <numerusform>Recomputing %n run from its raw files…</numerusform>
            <numerusform>Recomputing %n runs from their raw files…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation>%1 (run %2)</translation>
    </message>
    <message>
        <source>input %1, %2: stored %3, recomputed %4</source>
        <translation>input %1, %2: stored %3, recomputed %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n run(s) reproduced from their raw files.</source>
        <translation>
            <numerusform>%1 of %n run reproduced from its raw files.</numerusform>
            <numerusform>%1 of %n runs reproduced from their raw files.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Headroom workbench</source>
        <translation>Headroom workbench</translation>
    </message>
    <message>
        <source>Language: zh_CN or en.</source>
        <translation>Language: zh_CN or en.</translation>
    </message>
    <message>
        <source>Save a PNG of every page into DIR and quit.</source>
        <translation>Save a PNG of every page into DIR and quit.</translation>
    </message>
    <message>
        <source>A .headroom project to open.</source>
        <translation>A .headroom project to open.</translation>
    </message>
    <message>
        <source>headroom: %1</source>
        <translation>headroom: %1</translation>
    </message>
    <message>
        <source>cannot encode %1</source>
        <translation>cannot encode %1</translation>
    </message>
</context>
</TS>