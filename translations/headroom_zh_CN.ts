<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
<context>
    <name>Analysis</name>
    <message>
        <source>Not a record of import options of version 1.</source>
        <translation>不是第 1 版的导入选项记录。</translation>
    </message>
    <message>
        <source>The column map "%1" cannot be read: %2</source>
        <translation>无法读取列映射“%1”：%2</translation>
    </message>
    <message>
        <source>The warm-up count is missing or negative.</source>
        <translation>预热次数缺失或为负数。</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>line is longer than %1 bytes; a log line is expected to be short text (is this a binary file?)</source>
        <translation>行长度超过 %1 字节；日志行应为短文本（这是二进制文件吗？）</translation>
    </message>
    <message>
        <source>the file contains NUL bytes: it is not a text log (binary file?)</source>
        <translation>文件包含 NUL 字节：不是文本日志（二进制文件？）</translation>
    </message>
    <message>
        <source>import cancelled</source>
        <translation>导入已取消</translation>
    </message>
    <message>
        <source>/proc/&lt;PID&gt;/status snapshot (VmRSS/VmHWM/VmSize)</source>
        <translation>/proc/&lt;PID&gt;/status 快照（VmRSS/VmHWM/VmSize）</translation>
    </message>
    <message>
        <source>ps snapshot (ps -o pid,rss,vsz,etime,cmd)</source>
        <translation>ps 快照（ps -o pid,rss,vsz,etime,cmd）</translation>
    </message>
    <message>
        <source>timing list (one duration per line)</source>
        <translation>计时列表（每行一个耗时）</translation>
    </message>
    <message>
        <source>timing CSV (header and one repetition per row)</source>
        <translation>计时 CSV（表头，每行一次重复）</translation>
    </message>
    <message>
        <source>timing script summary (n= / min= median= max=)</source>
        <translation>计时脚本汇总（n= / min= median= max=）</translation>
    </message>
    <message>
        <source>unknown format</source>
        <translation>未知格式</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 kB (%2 MiB)</source>
        <translation>%1 kB（%2 MiB）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>not imported</source>
        <translation>未导入</translation>
    </message>
    <message>
        <source>process %1</source>
        <translation>进程 %1</translation>
    </message>
    <message>
        <source>after-load snapshot: VmRSS %1, VmHWM %2, VmSize %3</source>
        <translation>加载后快照：VmRSS %1，VmHWM %2，VmSize %3</translation>
    </message>
    <message>
        <source>first sample: VmRSS %1, VmHWM %2 (the load-after figures if the loop started after loading)</source>
        <translation>第一个样本：VmRSS %1，VmHWM %2（若循环在加载完成后才开始，即为加载后数值）</translation>
    </message>
    <message>
        <source>peak VmRSS: %1 at +%2 s (sampled: the largest of %3 samples; a spike between two samples is missed)</source>
        <translation>VmRSS 峰值：%1，位于 +%2 s（采样值：%3 个样本中的最大值；两次采样之间的尖峰会被漏掉）</translation>
    </message>
    <message>
        <source>note: VmHWM read up to %1 kB lower than an earlier reading (largest %2): either the mark was reset (clear_refs), or the kernel's per-CPU RSS counters, which are approximate, moved; the largest reading is the better peak</source>
        <translation>注意：VmHWM 读数比之前的读数低了最多 %1 kB（最大值 %2）：可能是峰值标记被重置（clear_refs），或者内核按 CPU 统计的 RSS 计数器（本身是近似值）发生了变动；最大读数是更可靠的峰值</translation>
    </message>
    <message>
        <source>  min %1  median %2  p90 %3  p99 %4  max %5 ms</source>
        <translation>  最小 %1  中位 %2  p90 %3  p99 %4  最大 %5 ms</translation>
    </message>
    <message>
        <source>  mean %1  stdev %2  MAD %3 ms, p90/median %4</source>
        <translation>  平均 %1  标准差 %2  MAD %3 ms，p90/中位数 %4</translation>
    </message>
    <message>
        <source>  median 95% CI (bootstrap): %1 – %2 ms</source>
        <translation>  中位数 95% 置信区间（bootstrap）：%1 – %2 ms</translation>
    </message>
    <message numerus="yes">
        <source>  warning: %n outlier(s) by the modified Z-score on the MAD (|Z| &gt; 3.5); a background task, throttling or caching may have interfered</source>
        <translation>
            <numerusform>  警告：按基于 MAD 的修正 Z 分数（|Z| &gt; 3.5）发现 %n 个离群值；可能受到后台任务、降频或缓存的干扰</numerusform>
        </translation>
    </message>
    <message>
        <source>  cold start or in-process repetitions? The log does not say (--timing-kind); a cold start is not the stable latency</source>
        <translation>  冷启动还是进程内重复？日志没有说明（--timing-kind）；冷启动耗时不是稳定延迟</translation>
    </message>
    <message>
        <source>reported summary (computed by the script, not raw data): n = %1, %2 ms</source>
        <translation>报告的汇总（由脚本计算，不是原始数据）：n = %1，%2 ms</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>%1 (too many errors; stopped reading)</source>
        <translation>%1（错误过多；已停止读取）</translation>
    </message>
    <message numerus="yes">
        <source>%n time stamp(s) from here on carry no VmRSS/VmHWM lines (the process was not running?); they are skipped</source>
        <translation>
            <numerusform>从这里开始有 %n 个时间戳后面没有 VmRSS/VmHWM 行（进程没有在运行？）；已跳过</numerusform>
        </translation>
    </message>
    <message>
        <source>the last block is cut off (no %1 after this stamp); it is kept as a partial sample</source>
        <translation>最后一个数据块被截断（该时间戳后没有 %1）；作为不完整样本保留</translation>
    </message>
    <message>
        <source>expected %1 after this time stamp, as after the first one; found only %2</source>
        <translation>该时间戳后应有 %1（与第一个时间戳后相同）；只找到 %2</translation>
    </message>
    <message>
        <source>time stamp %1 is earlier than the one at line %2 (%3); stamps must not go backwards (was the clock changed while logging?)</source>
        <translation>时间戳 %1 早于第 %2 行的时间戳（%3）；时间戳不能倒退（记录期间系统时钟被修改了吗？）</translation>
    </message>
    <message>
        <source>the last line %1 is cut off mid-write; it is ignored</source>
        <translation>最后一行 %1 在写入中途被截断；已忽略</translation>
    </message>
    <message>
        <source>expected a time stamp from 'date +%s' (seconds, optionally with a fraction), found %1</source>
        <translation>应为“date +%s”输出的时间戳（秒，可带小数部分），实际为 %1</translation>
    </message>
    <message>
        <source>expected '%1:' followed by a whole number of kB (as in /proc/&lt;pid&gt;/status), found %2</source>
        <translation>应为“%1:”后跟以 kB 为单位的整数（如 /proc/&lt;pid&gt;/status 中所示），实际为 %2</translation>
    </message>
    <message>
        <source>line %1 is not a memory field; ignored</source>
        <translation>第 %1 行不是内存字段；已忽略</translation>
    </message>
    <message>
        <source>expected a time stamp line or a 'VmRSS:'/'VmHWM:' line, found %1</source>
        <translation>应为时间戳行或“VmRSS:”/“VmHWM:”行，实际为 %1</translation>
    </message>
    <message>
        <source>expected a time stamp line (date +%s) before the first memory line, found %1</source>
        <translation>第一条内存行之前应有时间戳行（date +%s），实际为 %1</translation>
    </message>
    <message>
        <source>%1 appears twice after the time stamp at line %2 (is a stamp line missing?)</source>
        <translation>%1 在第 %2 行的时间戳后出现了两次（是否缺少一个时间戳行？）</translation>
    </message>
    <message numerus="yes">
        <source>%n time stamp(s) at the end carry no VmRSS/VmHWM lines: the process had exited (or the PID was wrong) while the loop ran on; they are skipped</source>
        <translation>
            <numerusform>末尾有 %n 个时间戳后面没有 VmRSS/VmHWM 行：循环仍在运行时进程已退出（或 PID 有误）；已跳过</numerusform>
        </translation>
    </message>
    <message>
        <source>the log has time stamps but no VmRSS/VmHWM lines: was the process running, and was the PID right?</source>
        <translation>日志中有时间戳但没有 VmRSS/VmHWM 行：进程是否在运行，PID 是否正确？</translation>
    </message>
    <message>
        <source>expected '%1:' followed by a whole number of kB, found %2</source>
        <translation>应为“%1:”后跟以 kB 为单位的整数，实际为 %2</translation>
    </message>
    <message>
        <source>expected a /proc/&lt;pid&gt;/status line such as 'VmRSS:  1234 kB', found %1</source>
        <translation>应为 /proc/&lt;pid&gt;/status 中的行，例如“VmRSS:  1234 kB”，实际为 %1</translation>
    </message>
    <message>
        <source>no VmRSS or VmHWM line found (expected the output of grep -E 'VmRSS|VmHWM|VmSize' /proc/&lt;pid&gt;/status)</source>
        <translation>未找到 VmRSS 或 VmHWM 行（应为 grep -E 'VmRSS|VmHWM|VmSize' /proc/&lt;pid&gt;/status 的输出）</translation>
    </message>
    <message>
        <source>expected a ps header with PID and RSS columns (ps -o pid,rss,vsz,etime,cmd), found %1</source>
        <translation>应为包含 PID 和 RSS 列的 ps 表头（ps -o pid,rss,vsz,etime,cmd），实际为 %1</translation>
    </message>
    <message>
        <source>the command column must come last (it may contain blanks), found %1</source>
        <translation>命令列必须放在最后（其中可能包含空格），实际为 %1</translation>
    </message>
    <message>
        <source>expected a process row with a PID and RSS/VSZ in KiB under the header, found %1</source>
        <translation>表头下应为包含 PID 及 RSS/VSZ（单位 KiB）的进程行，实际为 %1</translation>
    </message>
    <message>
        <source>the ps output has a header but no process row: had the process already exited?</source>
        <translation>ps 输出有表头但没有进程行：进程是否已经退出？</translation>
    </message>
    <message>
        <source>a duration cannot be negative, found %1</source>
        <translation>耗时不能为负数，实际为 %1</translation>
    </message>
    <message>
        <source>unknown unit in %1; expected s, ms, us or ns</source>
        <translation>%1 中的单位未知；应为 s、ms、us 或 ns</translation>
    </message>
    <message>
        <source>expected one duration per line (seconds, or a number with ms/s/us), found %1</source>
        <translation>应为每行一个耗时（秒，或带 ms/s/us 的数值），实际为 %1</translation>
    </message>
    <message>
        <source>no durations found (expected one per line)</source>
        <translation>未找到耗时（应为每行一个）</translation>
    </message>
    <message>
        <source>numbers without a unit are read as seconds, and their median is %1 s: if they are milliseconds, write 'ms' after them</source>
        <translation>没有单位的数值按秒读取，其中位数为 %1 s：如果它们是毫秒，请在数值后写上“ms”</translation>
    </message>
    <message>
        <source>expected a CSV header row, found %1</source>
        <translation>应为 CSV 表头行，实际为 %1</translation>
    </message>
    <message>
        <source>unbalanced quote in %1</source>
        <translation>%1 中的引号不配对</translation>
    </message>
    <message>
        <source>expected %1 cells as in the header, found %2</source>
        <translation>应与表头一样有 %1 个单元格，实际为 %2 个</translation>
    </message>
    <message>
        <source>no column '%1'; the columns are: %2</source>
        <translation>没有“%1”列；现有列为：%2</translation>
    </message>
    <message>
        <source>durations from column '%1'</source>
        <translation>耗时取自“%1”列</translation>
    </message>
    <message>
        <source>expected a duration in column '%1', found %2</source>
        <translation>“%1”列应为耗时，实际为 %2</translation>
    </message>
    <message>
        <source>the CSV has a header but no data rows</source>
        <translation>CSV 有表头但没有数据行</translation>
    </message>
    <message>
        <source>numbers without a unit are read as seconds (the column name gives none)</source>
        <translation>没有单位的数值按秒读取（列名中未给出单位）</translation>
    </message>
    <message>
        <source>expected a count after 'n=', found %1</source>
        <translation>“n=”后应为计数，实际为 %1</translation>
    </message>
    <message>
        <source>expected a non-negative number of seconds after '%1=', found %2</source>
        <translation>“%1=”后应为非负的秒数，实际为 %2</translation>
    </message>
    <message>
        <source>'%1=' appears twice in one summary (is an 'n=' line missing?)</source>
        <translation>“%1=”在一份汇总中出现了两次（是否缺少“n=”行？）</translation>
    </message>
    <message>
        <source>expected the timing script's 'n= N' or 'min= … median= … max= …', found %1</source>
        <translation>应为计时脚本的“n= N”或“min= … median= … max= …”，实际为 %1</translation>
    </message>
    <message>
        <source>no summary found (expected 'n= N' and 'min= … median= … max= …')</source>
        <translation>未找到汇总（应为“n= N”和“min= … median= … max= …”）</translation>
    </message>
    <message>
        <source>the summary says min %1 s, median %2 s, max %3 s, which cannot be (min ≤ median ≤ max)</source>
        <translation>汇总中最小 %1 s、中位 %2 s、最大 %3 s，这不可能成立（应满足 最小 ≤ 中位 ≤ 最大）</translation>
    </message>
    <message>
        <source>a summary computed by the timing script, not raw repetitions: only its own figures can be shown (no p90, no spread, no check of the warm-up); values read as seconds</source>
        <translation>这是计时脚本计算出的汇总，不是原始重复数据：只能显示它自带的数值（没有 p90，没有离散程度，也无法核对预热）；数值按秒读取</translation>
    </message>
    <message>
        <source>required field "%1" is missing</source>
        <translation>缺少必需字段“%1”</translation>
    </message>
    <message>
        <source>field "%1" must be %2</source>
        <translation>字段“%1”必须是 %2</translation>
    </message>
    <message>
        <source>a line longer than %1 bytes; this is not a probe event stream</source>
        <translation>有一行超过 %1 字节；这不是探针事件流</translation>
    </message>
    <message>
        <source>the last line is cut off (the probe stopped mid-write); it is ignored</source>
        <translation>最后一行被截断（探针在写入中途停止）；已忽略</translation>
    </message>
    <message>
        <source>no events: the file is empty</source>
        <translation>没有事件：文件为空</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>第 %1 字节处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>each line must be one JSON object</source>
        <translation>每一行必须是一个 JSON 对象</translation>
    </message>
    <message>
        <source>format version %1 is newer than this Headroom reads (%2); update Headroom to read it</source>
        <translation>格式版本 %1 比当前 Headroom 能读取的版本（%2）更新；请升级 Headroom 后再读取</translation>
    </message>
    <message>
        <source>format version %1 is not valid</source>
        <translation>格式版本 %1 无效</translation>
    </message>
    <message>
        <source>the first event must be "%1", found "%2"</source>
        <translation>第一个事件必须是“%1”，实际为“%2”</translation>
    </message>
    <message>
        <source>a second run_start: two runs in one file</source>
        <translation>出现第二个 run_start：一个文件中有两次运行</translation>
    </message>
    <message>
        <source>unknown outcome "%1"; kept as unknown</source>
        <translation>未知的结果“%1”；按未知保留</translation>
    </message>
    <message>
        <source>expected "&lt;sha256&gt;  &lt;file&gt;" with a file inside the run folder</source>
        <translation>应为“&lt;sha256&gt;  &lt;file&gt;”，且文件位于运行目录内</translation>
    </message>
    <message>
        <source>no DONE file: the run did not finish, or is still running</source>
        <translation>没有 DONE 文件：运行没有结束，或仍在运行</translation>
    </message>
    <message>
        <source>Expected a map of keys and values.</source>
        <translation>应为键值映射。</translation>
    </message>
    <message>
        <source>A key must be a plain name.</source>
        <translation>键必须是简单名称。</translation>
    </message>
    <message>
        <source>Unknown key "%1". Allowed here: %2.</source>
        <translation>未知的键“%1”。此处允许：%2。</translation>
    </message>
    <message>
        <source>Duplicate key "%1" (first on line %2).</source>
        <translation>重复的键“%1”（首次出现在第 %2 行）。</translation>
    </message>
    <message>
        <source>The required key "%1" is missing.</source>
        <translation>缺少必需的键“%1”。</translation>
    </message>
    <message>
        <source>Expected a single value (text or number).</source>
        <translation>应为单个值（文本或数字）。</translation>
    </message>
    <message>
        <source>Expected a non-empty text.</source>
        <translation>应为非空文本。</translation>
    </message>
    <message>
        <source>Expected a whole number, got "%1".</source>
        <translation>应为整数，实际为“%1”。</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3).</source>
        <translation>%1 超出范围（%2 至 %3）。</translation>
    </message>
    <message>
        <source>Expected a number, got "%1".</source>
        <translation>应为数字，实际为“%1”。</translation>
    </message>
    <message>
        <source>%1 is out of range (above %2, at most %3).</source>
        <translation>%1 超出范围（大于 %2，最大为 %3）。</translation>
    </message>
    <message>
        <source>Expected a non-empty list of arguments, e.g. [./engine, -f, "{input}"]; a command is never a shell string.</source>
        <translation>应为非空的参数列表，例如 [./engine, -f, "{input}"]；命令绝不是一个 shell 字符串。</translation>
    </message>
    <message>
        <source>The program (the first argument) is empty.</source>
        <translation>程序（第一个参数）为空。</translation>
    </message>
    <message>
        <source>Invalid regular expression at offset %1: %2.</source>
        <translation>正则表达式在偏移 %1 处无效：%2。</translation>
    </message>
    <message>
        <source>Invalid POSIX extended regular expression (the probe matches it on the device): %1.</source>
        <translation>无效的 POSIX 扩展正则表达式（由设备上的探针进行匹配）：%1。</translation>
    </message>
    <message>
        <source>This plan is written in plan format %1; this version of Headroom reads format %2. Use a newer Headroom.</source>
        <translation>此计划使用计划格式 %1 编写；当前版本的 Headroom 读取格式 %2。请使用更新版本的 Headroom。</translation>
    </message>
    <message>
        <source>The required key "version" is missing.</source>
        <translation>缺少必需的键“version”。</translation>
    </message>
    <message>
        <source>The name must be a single line.</source>
        <translation>名称必须是单行。</translation>
    </message>
    <message>
        <source>A process-mode plan needs exactly one of "command" and "workload".</source>
        <translation>process 模式的计划必须在“command”和“workload”中有且仅有一个。</translation>
    </message>
    <message>
        <source>"%1" belongs to serve mode.</source>
        <translation>“%1”属于 serve 模式。</translation>
    </message>
    <message>
        <source>"%1" belongs to process mode: in serve mode the engine is already running.</source>
        <translation>“%1”属于 process 模式：在 serve 模式下推理引擎已经在运行。</translation>
    </message>
    <message>
        <source>The only built-in workload is "calibrate", not "%1".</source>
        <translation>唯一的内置负载是“calibrate”，而不是“%1”。</translation>
    </message>
    <message>
        <source>The token-count command must name the input as "{input}".</source>
        <translation>token 计数命令必须以“{input}”指代输入。</translation>
    </message>
    <message>
        <source>Expected a list of process names or PIDs.</source>
        <translation>应为进程名或 PID 列表。</translation>
    </message>
    <message>
        <source>A PID must be positive.</source>
        <translation>PID 必须为正数。</translation>
    </message>
    <message>
        <source>Expected a non-empty list of concurrency levels, e.g. [1, 2, 4, 8].</source>
        <translation>应为非空的并发级别列表，例如 [1, 2, 4, 8]。</translation>
    </message>
    <message>
        <source>The level %1 is listed twice.</source>
        <translation>级别 %1 列出了两次。</translation>
    </message>
    <message>
        <source>The endpoint must be http://127.0.0.1:PORT (an engine on the device's loopback), not "%1".</source>
        <translation>端点必须是 http://127.0.0.1:PORT（设备本机回环地址上的推理引擎），而不是“%1”。</translation>
    </message>
    <message>
        <source>Unknown api "%1"; one of: %2.</source>
        <translation>未知的 api“%1”；可选值：%2。</translation>
    </message>
    <message>
        <source>The plan is %1 bytes; a plan is at most %2 bytes.</source>
        <translation>计划大小为 %1 字节；计划最多 %2 字节。</translation>
    </message>
    <message>
        <source>The plan is not valid UTF-8 (first bad byte at offset %1).</source>
        <translation>计划不是有效的 UTF-8（第一个无效字节位于偏移 %1）。</translation>
    </message>
    <message>
        <source>A tab is used for indentation; YAML allows only spaces.</source>
        <translation>缩进使用了制表符；YAML 只允许空格。</translation>
    </message>
    <message>
        <source>YAML syntax error: %1.</source>
        <translation>YAML 语法错误：%1。</translation>
    </message>
    <message>
        <source>The plan is empty.</source>
        <translation>计划为空。</translation>
    </message>
    <message>
        <source>The file holds more than one YAML document.</source>
        <translation>文件中包含多个 YAML 文档。</translation>
    </message>
    <message>
        <source>YAML error: %1.</source>
        <translation>YAML 错误：%1。</translation>
    </message>
    <message>
        <source>Cannot open the plan: %1.</source>
        <translation>无法打开计划：%1。</translation>
    </message>
    <message>
        <source>Expected a CPU list such as "4-7" or "0,2,4", got "%1".</source>
        <translation>应为 CPU 列表，例如“4-7”或“0,2,4”，实际为“%1”。</translation>
    </message>
    <message>
        <source>Expected a map of names and values.</source>
        <translation>应为名称与值的映射。</translation>
    </message>
    <message>
        <source>An extra parameter's name must be a plain identifier.</source>
        <translation>额外参数的名称必须是简单标识符。</translation>
    </message>
    <message>
        <source>"%1" is not an extra parameter: it has its own key.</source>
        <translation>“%1”不是额外参数：它有自己的键。</translation>
    </message>
    <message>
        <source>Duplicate key "%1".</source>
        <translation>重复的键“%1”。</translation>
    </message>
    <message>
        <source>Expected a non-empty list of inputs, e.g. - {id: short, file: inputs/short.txt}.</source>
        <translation>应为非空的输入列表，例如 - {id: short, file: inputs/short.txt}。</translation>
    </message>
    <message>
        <source>An input id is 1 to 64 letters, digits, '_', '.' or '-', not "%1".</source>
        <translation>输入 id 由 1 到 64 个字母、数字、“_”、“.”或“-”组成，而不是“%1”。</translation>
    </message>
    <message>
        <source>The input id "%1" is used twice (first on line %2).</source>
        <translation>输入 id“%1”被使用了两次（首次出现在第 %2 行）。</translation>
    </message>
    <message>
        <source>The input file %1 does not exist.</source>
        <translation>输入文件 %1 不存在。</translation>
    </message>
    <message>
        <source>The input %1 is not a readable file.</source>
        <translation>输入 %1 不是可读的文件。</translation>
    </message>
    <message>
        <source>Give either "tokens" or "token_count_command", not both.</source>
        <translation>“tokens”和“token_count_command”只能给出一个，不能同时给出。</translation>
    </message>
    <message>
        <source>Expected "auto" or a size such as "3.5GiB", "800MB" or a byte count, got "%1".</source>
        <translation>应为“auto”或大小，例如“3.5GiB”、“800MB”或字节数，实际为“%1”。</translation>
    </message>
    <message>
        <source>A reserve of %1 leaves nothing for the workload.</source>
        <translation>预留 %1 后没有给负载留下任何内存。</translation>
    </message>
    <message>
        <source>Expected a share such as "15%" or a size such as "512MiB", got "%1".</source>
        <translation>应为比例，例如“15%”，或大小，例如“512MiB”，实际为“%1”。</translation>
    </message>
    <message>
        <source>Expected a list of rules, e.g. - {input: short, regex: "fox"}.</source>
        <translation>应为规则列表，例如 - {input: short, regex: "fox"}。</translation>
    </message>
    <message>
        <source>No input has the id "%1".</source>
        <translation>没有 id 为“%1”的输入。</translation>
    </message>
    <message>
        <source>A rule has exactly one of "regex", "exact" and "json_field".</source>
        <translation>一条规则必须在“regex”、“exact”和“json_field”中有且仅有一个。</translation>
    </message>
    <message>
        <source>"value" goes with "json_field", and only with it.</source>
        <translation>“value”与“json_field”搭配使用，且只能与它搭配。</translation>
    </message>
    <message>
        <source>load_complete has exactly one of "regex", "first_output: true" and "after_ms".</source>
        <translation>load_complete 必须在“regex”、“first_output: true”和“after_ms”中有且仅有一个。</translation>
    </message>
    <message>
        <source>Write "first_output: true".</source>
        <translation>请写成“first_output: true”。</translation>
    </message>
    <message>
        <source>The command uses {%1}, which no parameter defines.</source>
        <translation>命令使用了 {%1}，但没有参数定义它。</translation>
    </message>
    <message>
        <source>The command uses {%1}, but params.%1 is null (not applicable).</source>
        <translation>命令使用了 {%1}，但 params.%1 为 null（不适用）。</translation>
    </message>
    <message>
        <source>The command never uses "{input}", so every input would run the same command.</source>
        <translation>命令从未使用“{input}”，因此每个输入都会运行相同的命令。</translation>
    </message>
    <message>
        <source>params.%1 is set but the command does not use {%1}: it is recorded, not applied.</source>
        <translation>已设置 params.%1，但命令没有使用 {%1}：它只会被记录，不会生效。</translation>
    </message>
    <message>
        <source>params.extra.%1 is not used by the command.</source>
        <translation>命令没有使用 params.extra.%1。</translation>
    </message>
    <message>
        <source>Cannot read the input %1: %2</source>
        <translation>无法读取输入 %1：%2</translation>
    </message>
    <message>
        <source>The token-count command printed nothing.</source>
        <translation>token 计数命令没有任何输出。</translation>
    </message>
    <message>
        <source>The token-count command's last line is not a count: "%1".</source>
        <translation>token 计数命令的最后一行不是计数：“%1”。</translation>
    </message>
    <message>
        <source>flat</source>
        <translation>平稳</translation>
    </message>
    <message>
        <source>slower than linear</source>
        <translation>慢于线性</translation>
    </message>
    <message>
        <source>about linear</source>
        <translation>近似线性</translation>
    </message>
    <message>
        <source>faster than linear</source>
        <translation>快于线性</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message numerus="yes">
        <source>Only %n input length(s) measured: at least %1 are needed before a line is extended to a limit.</source>
        <translation>
            <numerusform>只测量了 %n 种输入长度：至少需要 %1 种才会把拟合线外推到上限。</numerusform>
        </translation>
    </message>
    <message>
        <source>No limit is set for this figure, so there is nothing to extend the line to.</source>
        <translation>该指标没有设置上限，因此无从外推拟合线。</translation>
    </message>
    <message>
        <source>(no source file recorded)</source>
        <translation>（未记录源文件）</translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%2% over %n repetition(s))</source>
        <translation>
            <numerusform>%1（%n 次重复中上升 %2%）</numerusform>
        </translation>
    </message>
    <message>
        <source>Latency rose with the repetition index (%1) while the device heated up or slowed down: thermal drift. Latency figures of the later repetitions are not the device's steady state.</source>
        <translation>延迟随重复序号上升（%1），同时设备升温或降频：这是温度漂移。后面几次重复的延迟数值不是设备的稳态。</translation>
    </message>
    <message>
        <source>Latency rose with the repetition index (%1); no temperature or CPU frequency change was recorded, so thermal throttling can be neither confirmed nor ruled out.</source>
        <translation>延迟随重复序号上升（%1）；没有记录温度或 CPU 频率变化，因此既不能确认也不能排除温控降频。</translation>
    </message>
    <message>
        <source>The device reported heating or a lower CPU frequency, but latency did not rise across repetitions.</source>
        <translation>设备报告了升温或 CPU 频率降低，但延迟在各次重复间没有上升。</translation>
    </message>
    <message>
        <source>Thermal throttling: no temperature or CPU frequency was recorded before and after.</source>
        <translation>温控降频：测量前后均未记录温度或 CPU 频率。</translation>
    </message>
    <message>
        <source>length, input %1</source>
        <translation>长度，输入 %1</translation>
    </message>
    <message>
        <source>plan inputs</source>
        <translation>计划中的输入</translation>
    </message>
    <message>
        <source>peak memory (%1), input %2</source>
        <translation>峰值内存（%1），输入 %2</translation>
    </message>
    <message>
        <source>median latency, input %1 (n = %2)</source>
        <translation>延迟中位数，输入 %1（n = %2）</translation>
    </message>
    <message>
        <source>p90 latency, input %1</source>
        <translation>延迟 p90，输入 %1</translation>
    </message>
    <message>
        <source>OOM-killed repetitions, input %1</source>
        <translation>被 OOM 杀死的重复次数，输入 %1</translation>
    </message>
    <message>
        <source>memory ceiling</source>
        <translation>内存上限</translation>
    </message>
    <message>
        <source>latency budget</source>
        <translation>延迟预算</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>Check the thread count and CPU affinity: more threads than free cores, or threads moved between big and little cores, give occasional slow requests.</source>
        <translation>检查线程数和 CPU 亲和性：线程数多于空闲核心，或线程在大小核之间迁移，都会导致偶发的慢请求。</translation>
    </message>
    <message>
        <source>Check the quantization: a format the backend has no fast kernels for, or a mixed format, makes some requests much slower.</source>
        <translation>检查量化格式：后端没有快速内核的格式或混合格式，会让部分请求慢很多。</translation>
    </message>
    <message>
        <source>Check the input length: a longer prompt than usual, or one near the context length, takes disproportionately longer.</source>
        <translation>检查输入长度：比平常更长的 prompt，或接近上下文长度的输入，耗时会不成比例地增加。</translation>
    </message>
    <message>
        <source>set by the plan</source>
        <translation>由计划设定</translation>
    </message>
    <message>
        <source>cgroup memory limit</source>
        <translation>cgroup 内存限制</translation>
    </message>
    <message>
        <source>unknown: neither MemTotal nor a cgroup limit was recorded</source>
        <translation>未知：既没有记录 MemTotal，也没有记录 cgroup 限制</translation>
    </message>
    <message>
        <source>%1 of %2 KiB less a %3% reserve</source>
        <translation>%1（%2 KiB）扣除 %3% 预留</translation>
    </message>
    <message>
        <source>The memory ceiling is unknown (%1).</source>
        <translation>内存上限未知（%1）。</translation>
    </message>
    <message>
        <source>No latency budget is set, so latency cannot be compared with a limit.</source>
        <translation>没有设置延迟预算，因此无法将延迟与上限比较。</translation>
    </message>
    <message>
        <source>Input lengths were not recorded in tokens or characters, so no trend against length.</source>
        <translation>输入长度没有以 token 或字符记录，因此无法分析随长度的趋势。</translation>
    </message>
    <message>
        <source>No peak memory and no successful stable repetition were recorded.</source>
        <translation>没有记录峰值内存，也没有成功的稳定重复。</translation>
    </message>
    <message>
        <source>The peak of input %1 is the largest sample: a shorter spike between two samples would not be seen.</source>
        <translation>输入 %1 的峰值是最大的采样值：两次采样之间更短的尖峰不会被看到。</translation>
    </message>
    <message numerus="yes">
        <source>%n repetition(s) of input %1 were killed by the out-of-memory killer.</source>
        <translation>
            <numerusform>输入 %1 有 %n 次重复被 OOM killer 杀死。</numerusform>
        </translation>
    </message>
    <message>
        <source>The peak memory of input %1 is %2% of the memory ceiling (%3 of %4 KiB).</source>
        <translation>输入 %1 的峰值内存达到内存上限的 %2%（%3 / %4 KiB）。</translation>
    </message>
    <message>
        <source>The p90 latency of input %1 is %2 ms, over the budget of %3 ms.</source>
        <translation>输入 %1 的 p90 延迟为 %2 ms，超过了 %3 ms 的预算。</translation>
    </message>
    <message>
        <source>Input %1 has a long latency tail (p90/median %2) while the peak memory uses only %3% of the ceiling.</source>
        <translation>输入 %1 的延迟有明显长尾（p90/中位数 %2），而峰值内存只用了上限的 %3%。</translation>
    </message>
    <message>
        <source>Peak memory rises by %1% from the shortest to the longest input while the median latency changes by %2%.</source>
        <translation>从最短到最长的输入，峰值内存上升了 %1%，而延迟中位数变化 %2%。</translation>
    </message>
    <message>
        <source>The median latency rises by %1% from the shortest to the longest input while peak memory changes by %2%.</source>
        <translation>从最短到最长的输入，延迟中位数上升了 %1%，而峰值内存变化 %2%。</translation>
    </message>
    <message>
        <source>Both rise with length; peak memory is at %1% of its ceiling and p90 latency at %2% of its budget, so the nearer one comes first.</source>
        <translation>两者都随长度上升；峰值内存达到上限的 %1%，p90 延迟达到预算的 %2%，因此更接近者先触顶。</translation>
    </message>
    <message>
        <source>Both peak memory and latency rise with length, but without both a ceiling and a budget they cannot be compared.</source>
        <translation>峰值内存和延迟都随长度上升，但没有同时设定上限和预算，无法比较二者。</translation>
    </message>
    <message>
        <source>No repetition was killed for memory.</source>
        <translation>没有重复因内存不足被杀死。</translation>
    </message>
    <message>
        <source>Peak memory is at %1% of the ceiling.</source>
        <translation>峰值内存达到上限的 %1%。</translation>
    </message>
    <message>
        <source>The memory ceiling is unknown.</source>
        <translation>内存上限未知。</translation>
    </message>
    <message>
        <source>p90 latency is at %1% of the budget.</source>
        <translation>p90 延迟达到预算的 %1%。</translation>
    </message>
    <message>
        <source>There is no latency budget.</source>
        <translation>没有延迟预算。</translation>
    </message>
    <message>
        <source>Neither figure rises by %1% across the tested lengths, and no fitted line reaches its limit within %2 times the longest tested length.</source>
        <translation>在测试的长度范围内，两项指标的上升都不到 %1%，并且在最长测试长度的 %2 倍以内没有拟合线达到上限。</translation>
    </message>
    <message>
        <source>Memory used by other processes: the figures are this process's only.</source>
        <translation>其他进程占用的内存：这些数值只属于本进程。</translation>
    </message>
    <message>
        <source>Peaks missed between samples: a sampled peak can miss a short spike.</source>
        <translation>采样漏峰：采样得到的峰值可能漏掉短暂的尖峰。</translation>
    </message>
    <message>
        <source>Thermal throttling: a hotter device runs slower.</source>
        <translation>温控降频：设备越热运行越慢。</translation>
    </message>
    <message>
        <source>Input lengths that were not tested.</source>
        <translation>未测试过的输入长度。</translation>
    </message>
    <message>
        <source>VmRSS inaccuracy on kernels before 6.2 with many threads (per-thread counters are folded in only every 64 page events).</source>
        <translation>内核 6.2 之前、线程较多时 VmRSS 不准确（每线程计数器每 64 次页事件才汇总一次）。</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Total memory</source>
        <translation>总内存</translation>
    </message>
    <message>
        <source>Available memory</source>
        <translation>可用内存</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>推理后端</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>模型文件</translation>
    </message>
    <message>
        <source>Quantization</source>
        <translation>量化格式</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <source>Power supply</source>
        <translation>供电</translation>
    </message>
    <message>
        <source>Temperature before / after</source>
        <translation>测量前 / 后温度</translation>
    </message>
    <message>
        <source>Throttling</source>
        <translation>降频</translation>
    </message>
    <message>
        <source>reported by the kernel</source>
        <translation>由内核报告</translation>
    </message>
    <message>
        <source>Peak memory of the process, input %1 (exact)</source>
        <translation>进程峰值内存，输入 %1（精确）</translation>
    </message>
    <message>
        <source>Peak memory of the process, input %1 (sampled)</source>
        <translation>进程峰值内存，输入 %1（采样）</translation>
    </message>
    <message>
        <source>Cold-start time of the single run, input %1</source>
        <translation>单次运行的冷启动耗时，输入 %1</translation>
    </message>
    <message>
        <source>Time of the single run, input %1</source>
        <translation>单次运行耗时，输入 %1</translation>
    </message>
    <message>
        <source>Median cold-start time, input %1 (n = %2)</source>
        <translation>冷启动耗时中位数，输入 %1（n = %2）</translation>
    </message>
    <message>
        <source>Median latency, input %1 (n = %2)</source>
        <translation>延迟中位数，输入 %1（n = %2）</translation>
    </message>
    <message>
        <source>p90 cold-start time, input %1</source>
        <translation>冷启动耗时 p90，输入 %1</translation>
    </message>
    <message>
        <source>Maximum cold-start time, input %1</source>
        <translation>冷启动耗时最大值，输入 %1</translation>
    </message>
    <message>
        <source>Maximum latency, input %1</source>
        <translation>延迟最大值，输入 %1</translation>
    </message>
    <message>
        <source>Repetitions killed by the OOM killer, input %1</source>
        <translation>被 OOM killer 杀死的重复次数，输入 %1</translation>
    </message>
    <message>
        <source>Memory ceiling: %1.</source>
        <translation>内存上限：%1。</translation>
    </message>
    <message>
        <source>Every repetition was a fresh process: the times include loading (cold start), not the steady per-request latency.</source>
        <translation>每次重复都是新进程：耗时包含加载（冷启动），不是稳定的单次请求延迟。</translation>
    </message>
    <message>
        <source>Repetitions were requests to one running process (in-process); loading is not included.</source>
        <translation>重复是对同一运行中进程的请求（进程内重复）；不包含加载。</translation>
    </message>
    <message>
        <source>Peak memory figures are per-process counters; they are not the device's total memory use.</source>
        <translation>峰值内存数值是单个进程的计数器，不是设备的总内存占用。</translation>
    </message>
    <message>
        <source>The unknown part is empty. Every measurement leaves something out: name at least what it does not cover (other processes, peaks between samples, thermal throttling, untested lengths).</source>
        <translation>未知项为空。每次测量都有覆盖不到的部分：至少写出它没有覆盖的内容（其他进程占用、采样漏峰、温控降频、未测试的输入长度）。</translation>
    </message>
    <message>
        <source>The sentence's [%1] is not recorded in the data; fill it in.</source>
        <translation>句中的 [%1] 在数据中没有记录，请填写。</translation>
    </message>
    <message>
        <source>%1 is a counter of one process; it is not the whole device's peak memory.</source>
        <translation>%1 是单个进程的计数器，不是整机的峰值内存。</translation>
    </message>
    <message>
        <source>A cold-start time includes loading; it is not the stable per-request latency.</source>
        <translation>冷启动耗时包含加载，不是稳定的单次请求延迟。</translation>
    </message>
    <message>
        <source>A single run is one value, not a distribution: it has no median or percentile.</source>
        <translation>单次运行只是一个数值，不是分布：没有中位数或百分位数。</translation>
    </message>
    <message>
        <source>VmHWM is a counter of one process; it is not the whole device's peak memory.</source>
        <translation>VmHWM 是单个进程的计数器，不是整机的峰值内存。</translation>
    </message>
    <message>
        <source>The data suggests listing as unknown: %1</source>
        <translation>根据数据，建议列为未知项：%1</translation>
    </message>
    <message>
        <source>One of the runs has no stable repetitions to compare.</source>
        <translation>有一次运行没有可比较的稳定重复。</translation>
    </message>
    <message>
        <source>Inconclusive: fewer than %1 stable repetitions on one side; %2.</source>
        <translation>无法判断：有一方的稳定重复少于 %1 次；%2。</translation>
    </message>
    <message>
        <source>Different: %1.</source>
        <translation>有差异：%1。</translation>
    </message>
    <message>
        <source>Same within ±%1%: %2.</source>
        <translation>在 ±%1% 以内相同：%2。</translation>
    </message>
    <message>
        <source>Inconclusive: the interval is too wide to call the runs the same or different; %1.</source>
        <translation>无法判断：区间太宽，无法断定两次运行相同或不同；%1。</translation>
    </message>
    <message>
        <source>peak %1 → %2 KiB, difference %3 KiB, resolution %4 KiB</source>
        <translation>峰值 %1 → %2 KiB，差值 %3 KiB，分辨率 %4 KiB</translation>
    </message>
    <message>
        <source>Same: %1.</source>
        <translation>相同：%1。</translation>
    </message>
    <message>
        <source>Inconclusive: the difference is within what the two measurements can resolve together; %1.</source>
        <translation>无法判断：差值在两次测量共同可分辨的范围之内；%1。</translation>
    </message>
    <message>
        <source>Input %1 is only in the base run.</source>
        <translation>输入 %1 只在基准运行中出现。</translation>
    </message>
    <message>
        <source>Input %1: peak memory is missing on one side.</source>
        <translation>输入 %1：有一方缺少峰值内存。</translation>
    </message>
    <message>
        <source>Input %1: %2 is missing on one side.</source>
        <translation>输入 %1：有一方缺少%2。</translation>
    </message>
    <message>
        <source>Input %1 is only in the new run.</source>
        <translation>输入 %1 只在新运行中出现。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a Headroom project: it is not a SQLite database.</source>
        <translation>%1 不是 Headroom 项目：它不是 SQLite 数据库。</translation>
    </message>
    <message>
        <source>%1 is damaged: it is truncated (%2 bytes of the %3 its header announces).</source>
        <translation>%1 已损坏：文件被截断（只有 %2 字节，文件头声明为 %3 字节）。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 不是文件。</translation>
    </message>
    <message>
        <source>%1 is empty, not a Headroom project.</source>
        <translation>%1 为空，不是 Headroom 项目。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a Headroom project or is damaged: %2</source>
        <translation>%1 不是 Headroom 项目或已损坏：%2</translation>
    </message>
    <message>
        <source>%1 is an empty database, not a Headroom project.</source>
        <translation>%1 是空数据库，不是 Headroom 项目。</translation>
    </message>
    <message>
        <source>%1 is a SQLite database but not a Headroom project.</source>
        <translation>%1 是 SQLite 数据库，但不是 Headroom 项目。</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Headroom (file format %2; this version reads up to %3). Update Headroom to open it.</source>
        <translation>%1 由更新版本的 Headroom 写入（文件格式 %2；当前版本最高读取 %3）。请升级 Headroom 后再打开。</translation>
    </message>
    <message>
        <source>%1 is damaged: it has no file format version.</source>
        <translation>%1 已损坏：没有文件格式版本。</translation>
    </message>
    <message>
        <source>%1 is damaged: table "%2" is missing.</source>
        <translation>%1 已损坏：缺少表“%2”。</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2</source>
        <translation>无法以写入方式打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 was written by an older version of Headroom (file format %2); open it for writing once to upgrade it.</source>
        <translation>%1 由旧版本的 Headroom 写入（文件格式 %2）；请以写入方式打开一次以升级。</translation>
    </message>
    <message>
        <source>Cannot upgrade %1: %2</source>
        <translation>无法升级 %1：%2</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>没有打开的项目。</translation>
    </message>
    <message>
        <source>%1 is open read-only.</source>
        <translation>%1 以只读方式打开。</translation>
    </message>
    <message>
        <source>Database error in %1: %2</source>
        <translation>%1 中的数据库错误：%2</translation>
    </message>
    <message>
        <source>%1 has no run with id "%2".</source>
        <translation>%1 中没有 id 为“%2”的运行。</translation>
    </message>
    <message>
        <source>%1 cannot be checked: %2</source>
        <translation>无法检查 %1：%2</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 已损坏：%2</translation>
    </message>
    <message>
        <source>%1 is inconsistent: row %2 of table "%3" refers to a missing row of "%4".</source>
        <translation>%1 数据不一致：表“%3”的第 %2 行引用了“%4”中不存在的行。</translation>
    </message>
    <message>
        <source>The conclusion is too large (%1 bytes).</source>
        <translation>结论太大（%1 字节）。</translation>
    </message>
    <message>
        <source>The conclusion is not a JSON object: %1</source>
        <translation>结论不是 JSON 对象：%1</translation>
    </message>
    <message>
        <source>Cannot save the conclusion in %1: %2</source>
        <translation>无法将结论保存到 %1：%2</translation>
    </message>
    <message>
        <source>Cannot save the verdict in %1: %2</source>
        <translation>无法将判定保存到 %1：%2</translation>
    </message>
    <message>
        <source>Cannot save device "%1" in %2: %3</source>
        <translation>无法将设备“%1”保存到 %2：%3</translation>
    </message>
    <message>
        <source>A device needs a name.</source>
        <translation>设备需要名称。</translation>
    </message>
    <message>
        <source>Cannot save the plan in %1: %2</source>
        <translation>无法将计划保存到 %1：%2</translation>
    </message>
    <message>
        <source>Cannot save run "%1" in %2: %3</source>
        <translation>无法将运行“%1”保存到 %2：%3</translation>
    </message>
    <message>
        <source>Raw file %1 is too large to keep (%2 MiB; at most %3 MiB).</source>
        <translation>原始文件 %1 太大，无法保存（%2 MiB；最多 %3 MiB）。</translation>
    </message>
    <message>
        <source>Raw file %1 does not match its SHA-256 (%2 given, %3 computed).</source>
        <translation>原始文件 %1 与其 SHA-256 不符（给出的是 %2，计算得到 %3）。</translation>
    </message>
    <message>
        <source>Raw file %1 was given twice; it is kept once.</source>
        <translation>原始文件 %1 给出了两次；只保留一份。</translation>
    </message>
    <message>
        <source>%1 was already imported into this project (run %2, as %3; SHA-256 %4). Nothing was imported.</source>
        <translation>%1 已导入过此项目（运行 %2，名为 %3；SHA-256 %4）。未导入任何内容。</translation>
    </message>
    <message>
        <source>Run %1 in %2 cannot be read: %3</source>
        <translation>无法读取 %2 中的运行 %1：%3</translation>
    </message>
    <message>
        <source>no such run</source>
        <translation>没有这个运行</translation>
    </message>
    <message>
        <source>a summary figure belongs to no summary</source>
        <translation>某个汇总数值不属于任何汇总</translation>
    </message>
    <message>
        <source>the memory series of input "%1" is malformed</source>
        <translation>输入“%1”的内存序列格式错误</translation>
    </message>
    <message>
        <source>the memory series of input "%1": %2</source>
        <translation>输入“%1”的内存序列：%2</translation>
    </message>
    <message>
        <source>The runs of %1 cannot be listed: %2</source>
        <translation>无法列出 %1 中的运行：%2</translation>
    </message>
    <message>
        <source>Cannot delete run %1 from %2: %3</source>
        <translation>无法从 %2 删除运行 %1：%3</translation>
    </message>
    <message>
        <source>Cannot save raw file %1 in %2: %3</source>
        <translation>无法将原始文件 %1 保存到 %2：%3</translation>
    </message>
    <message>
        <source>The raw files of run %1 cannot be listed: %2</source>
        <translation>无法列出运行 %1 的原始文件：%2</translation>
    </message>
    <message>
        <source>Raw file %1 cannot be read: %2</source>
        <translation>无法读取原始文件 %1：%2</translation>
    </message>
    <message>
        <source>Raw file %1 cannot be read (%2 bytes).</source>
        <translation>无法读取原始文件 %1（%2 字节）。</translation>
    </message>
    <message>
        <source>Raw file %1 is damaged: its content does not match its SHA-256.</source>
        <translation>原始文件 %1 已损坏：内容与其 SHA-256 不符。</translation>
    </message>
    <message>
        <source>%1 has no raw file with id %2.</source>
        <translation>%1 中没有 id 为 %2 的原始文件。</translation>
    </message>
    <message>
        <source>%1 already exists; choose another file name.</source>
        <translation>%1 已存在；请换一个文件名。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write %1: renaming the finished file failed.</source>
        <translation>无法写入 %1：重命名已完成的文件失败。</translation>
    </message>
    <message>
        <source>%1 is this project; it cannot be imported into itself.</source>
        <translation>%1 就是当前项目；不能导入到自身。</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>无法读取 %1。</translation>
    </message>
    <message>
        <source>Run "%1" of %2 is already in this project as run %3 (same raw file %4); it was skipped.</source>
        <translation>%2 中的运行“%1”已作为运行 %3 存在于此项目中（原始文件 %4 相同）；已跳过。</translation>
    </message>
    <message>
        <source>imported from %1 by Headroom %2</source>
        <translation>由 Headroom %2 从 %1 导入</translation>
    </message>
    <message>
        <source>The run is incomplete (no run_end or no DONE): every repetition that ended is kept, the rest is missing.</source>
        <translation>运行不完整（没有 run_end 或没有 DONE）：已结束的重复都已保留，其余部分缺失。</translation>
    </message>
    <message>
        <source>Skipped: larger than %1 MiB.</source>
        <translation>已跳过：大于 %1 MiB。</translation>
    </message>
    <message>
        <source>No such file or folder.</source>
        <translation>没有这个文件或文件夹。</translation>
    </message>
    <message>
        <source>%1 is the plan's original file; an edited plan is saved as a new file, so the original and its comments stay as they are.</source>
        <translation>%1 是计划的原始文件；编辑后的计划会另存为新文件，原始文件及其中的注释保持不变。</translation>
    </message>
    <message>
        <source>The project holds no run.</source>
        <translation>项目中没有运行记录。</translation>
    </message>
    <message>
        <source>The project has no run with id %1.</source>
        <translation>项目中没有 id 为 %1 的运行。</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>精确</translation>
    </message>
    <message>
        <source>sampled</source>
        <translation>采样</translation>
    </message>
    <message>
        <source>Headroom report: %1</source>
        <translation>Headroom 报告：%1</translation>
    </message>
    <message>
        <source>Device: %1 · started: %2 · run %3</source>
        <translation>设备：%1 · 开始于：%2 · 运行 %3</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>Per input</source>
        <translation>按输入</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Chars / bytes / tokens</source>
        <translation>字符数 / 字节数 / token 数</translation>
    </message>
    <message>
        <source>After load</source>
        <translation>加载后</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>token/s</translation>
    </message>
    <message>
        <source>Stable n</source>
        <translation>稳定 n</translation>
    </message>
    <message>
        <source>Memory ceiling: %1 (%2). Latency budget: %3.</source>
        <translation>内存上限：%1（%2）。延迟预算：%3。</translation>
    </message>
    <message>
        <source>none set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>测量环境</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Fixed parameters</source>
        <translation>固定参数</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <source>Known</source>
        <translation>已知项</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知项</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Run provenance: %1. Report written by Headroom %2 on %3.</source>
        <translation>运行来源：%1。报告由 Headroom %2 于 %3 生成。</translation>
    </message>
    <message>
        <source>Raw file</source>
        <translation>原始文件</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节数</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>导入时间</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>expected a number or null</source>
        <translation>应为数字或 null</translation>
    </message>
    <message>
        <source>expected %1 values, found %2</source>
        <translation>应有 %1 个值，实际为 %2 个</translation>
    </message>
    <message>
        <source>not a Headroom JSON report: %1</source>
        <translation>不是 Headroom JSON 报告：%1</translation>
    </message>
    <message>
        <source>not a Headroom JSON report (no "format": "headroom-report")</source>
        <translation>不是 Headroom JSON 报告（缺少 "format": "headroom-report"）</translation>
    </message>
    <message>
        <source>format version %1 is newer than this Headroom reads (%2); update Headroom</source>
        <translation>格式版本 %1 比当前 Headroom 能读取的版本（%2）更新；请升级 Headroom</translation>
    </message>
    <message>
        <source>required field "wall_ms" is missing</source>
        <translation>缺少必需字段 "wall_ms"</translation>
    </message>
    <message>
        <source>Run %1 keeps no raw file: its figures cannot be recomputed.</source>
        <translation>运行 %1 没有保存原始文件：无法重新计算其数值。</translation>
    </message>
    <message>
        <source>The raw file %1 does not match its recorded SHA-256 (%2, now %3): it was changed inside the project.</source>
        <translation>原始文件 %1 与记录的 SHA-256 不符（记录为 %2，现在为 %3）：它在项目内被修改过。</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder: %1</source>
        <translation>无法创建临时文件夹：%1</translation>
    </message>
    <message>
        <source>A raw file has the name "%1", which is not a plain file name.</source>
        <translation>有一个原始文件名为“%1”，这不是一个简单的文件名。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) listed in DONE (each repetition's output) are not kept in the project and were not checked.</source>
        <translation>
            <numerusform>DONE 中列出的 %n 个文件（每次重复的输出）没有保存在项目中，也未经核对。</numerusform>
        </translation>
    </message>
    <message>
        <source>Run %1 keeps %2 raw files but no probe events; Headroom cannot tell how they combine.</source>
        <translation>运行 %1 保存了 %2 个原始文件，但没有探针事件；Headroom 无法判断这些文件如何组合。</translation>
    </message>
    <message>
        <source>%1 was read again with the default import options (1 warm-up repetition).</source>
        <translation>已使用默认导入选项（1 次预热重复）重新读取 %1。</translation>
    </message>
    <message>
        <source>Input %1: the token count (%2) is not in a raw file; the stored one was used.</source>
        <translation>输入 %1：token 数（%2）不在原始文件中；使用了项目中保存的值。</translation>
    </message>
    <message>
        <source>the system series is malformed</source>
        <translation>系统序列格式错误</translation>
    </message>
    <message>
        <source>the system series: %1</source>
        <translation>系统序列：%1</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>无问题</translation>
    </message>
    <message>
        <source>non-zero exit</source>
        <translation>非零退出</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>崩溃</translation>
    </message>
    <message>
        <source>OOM-killed</source>
        <translation>被 OOM 杀死</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>rejected output</source>
        <translation>输出被拒绝</translation>
    </message>
    <message>
        <source>stopped by the memory guard</source>
        <translation>被内存保护停止</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>被中断</translation>
    </message>
    <message>
        <source>unknown format '%1'; the formats are: %2</source>
        <translation>未知格式“%1”；可用格式有：%2</translation>
    </message>
    <message>
        <source>ambiguous content: it fits %1; say which with --format</source>
        <translation>内容有歧义：它符合 %1；请用 --format 指定</translation>
    </message>
    <message>
        <source>hyperfine --export-json (every run's time)</source>
        <translation>hyperfine --export-json（每次运行的耗时）</translation>
    </message>
    <message>
        <source>hyperfine --export-csv (summary only)</source>
        <translation>hyperfine --export-csv（仅汇总）</translation>
    </message>
    <message>
        <source>hyperfine --export-markdown (summary only)</source>
        <translation>hyperfine --export-markdown（仅汇总）</translation>
    </message>
    <message>
        <source>llama-bench -o json (per-repetition samples)</source>
        <translation>llama-bench -o json（每次重复的样本）</translation>
    </message>
    <message>
        <source>llama-bench -o jsonl (per-repetition samples)</source>
        <translation>llama-bench -o jsonl（每次重复的样本）</translation>
    </message>
    <message>
        <source>llama-bench -o csv (averages only)</source>
        <translation>llama-bench -o csv（仅平均值）</translation>
    </message>
    <message>
        <source>llama-bench -o md (rounded averages only)</source>
        <translation>llama-bench -o md（仅取整后的平均值）</translation>
    </message>
    <message>
        <source>llama-bench -o sql (averages only)</source>
        <translation>llama-bench -o sql（仅平均值）</translation>
    </message>
    <message>
        <source>llama-server streamed /completion response (SSE with timings)</source>
        <translation>llama-server 流式 /completion 响应（带 timings 的 SSE）</translation>
    </message>
    <message>
        <source>llama-server /metrics (Prometheus text)</source>
        <translation>llama-server /metrics（Prometheus 文本）</translation>
    </message>
    <message>
        <source>GNU time -v report</source>
        <translation>GNU time -v 报告</translation>
    </message>
    <message>
        <source>GNU time default report</source>
        <translation>GNU time 默认报告</translation>
    </message>
    <message>
        <source>GNU time -f output (format given)</source>
        <translation>GNU time -f 输出（已给出格式）</translation>
    </message>
    <message>
        <source>psrecord --log (time, CPU %, real and virtual memory in MiB)</source>
        <translation>psrecord --log（时间、CPU %、实际内存和虚拟内存，单位 MiB）</translation>
    </message>
    <message>
        <source>Jetson tegrastats log (device RAM, CPU, EMC/GPU, temperatures)</source>
        <translation>Jetson tegrastats 日志（设备 RAM、CPU、EMC/GPU、温度）</translation>
    </message>
    <message>
        <source>vLLM bench serve results (JSON)</source>
        <translation>vLLM bench serve 结果（JSON）</translation>
    </message>
    <message>
        <source>CSV with user-mapped columns</source>
        <translation>由用户映射列的 CSV</translation>
    </message>
    <message>
        <source>'%1': expected ROLE=COLUMN:UNIT with ROLE one of %2</source>
        <translation>“%1”：应为 ROLE=COLUMN:UNIT，其中 ROLE 为 %2 之一</translation>
    </message>
    <message>
        <source>'%1': the unit is missing (COLUMN:UNIT); a unit is never assumed</source>
        <translation>“%1”：缺少单位（COLUMN:UNIT）；单位从不靠猜测</translation>
    </message>
    <message>
        <source>'%1': no column named</source>
        <translation>“%1”：未给出列名</translation>
    </message>
    <message>
        <source>'%1': unknown unit '%2' for %3</source>
        <translation>“%1”：%3 的单位“%2”未知</translation>
    </message>
    <message>
        <source>'%1' is mapped twice</source>
        <translation>“%1”被映射了两次</translation>
    </message>
    <message>
        <source>an empty mapping</source>
        <translation>映射为空</translation>
    </message>
    <message>
        <source>  maximum resident set size: %1, the largest of %2 run(s) (exact: rusage, each run's lifetime peak)</source>
        <translation>  最大常驻集大小：%1，为 %2 次运行中的最大值（精确值：rusage，每次运行整个生命周期的峰值）</translation>
    </message>
    <message>
        <source>  from %1</source>
        <translation>  来自 %1</translation>
    </message>
    <message>
        <source>figure %1 = %2 (from %3)</source>
        <translation>数值 %1 = %2（来自 %3）</translation>
    </message>
    <message>
        <source>the JSON ends before it is complete (cut off mid-write?): %1</source>
        <translation>JSON 在完整结束前中断（写入中途被截断？）：%1</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>'%1' should be a number</source>
        <translation>“%1”应为数字</translation>
    </message>
    <message>
        <source>hyperfine JSON without results (expected "results": [ … ])</source>
        <translation>hyperfine JSON 中没有结果（应有 "results": [ … ]）</translation>
    </message>
    <message>
        <source>a hyperfine result without a command</source>
        <translation>有一个 hyperfine 结果没有命令</translation>
    </message>
    <message>
        <source>'%1' cannot be negative</source>
        <translation>“%1”不能为负数</translation>
    </message>
    <message>
        <source>'times' should be a list of seconds</source>
        <translation>“times”应为以秒为单位的列表</translation>
    </message>
    <message>
        <source>%1 exit codes for %2 times: the file is inconsistent</source>
        <translation>%2 个耗时对应 %1 个退出码：文件前后不一致</translation>
    </message>
    <message>
        <source>%1 memory readings for %2 times: the file is inconsistent</source>
        <translation>%2 个耗时对应 %1 个内存读数：文件前后不一致</translation>
    </message>
    <message>
        <source>time %1 of '%2' is not a non-negative number of seconds</source>
        <translation>“%2”的第 %1 个耗时不是非负的秒数</translation>
    </message>
    <message>
        <source>memory reading %1 of '%2' is not a number of bytes</source>
        <translation>“%2”的第 %1 个内存读数不是字节数</translation>
    </message>
    <message>
        <source>hyperfine JSON: every run's time (s → ms) as a cold-start repetition of its command; hyperfine's own warm-up runs are not in the file, so none is dropped; its mean/stddev/median/min/max (s → ms) kept as a reported summary</source>
        <translation>hyperfine JSON：每次运行的耗时（s → ms）作为其命令的一次冷启动重复；hyperfine 自己的预热运行不在文件中，因此不丢弃任何一次；其 mean/stddev/median/min/max（s → ms）作为报告的汇总保留</translation>
    </message>
    <message>
        <source>no exit codes in this file (hyperfine before 1.12): each run's outcome is unknown</source>
        <translation>此文件中没有退出码（hyperfine 1.12 之前的版本）：每次运行的结果未知</translation>
    </message>
    <message>
        <source>no median in this file (hyperfine before 1.10)</source>
        <translation>此文件中没有中位数（hyperfine 1.10 之前的版本）</translation>
    </message>
    <message>
        <source>peak memory per run from memory_usage_byte (bytes → KiB, the rusage maximum)</source>
        <translation>每次运行的峰值内存取自 memory_usage_byte（字节 → KiB，rusage 最大值）</translation>
    </message>
    <message>
        <source>no memory figures in this file (hyperfine writes memory_usage_byte from 1.19): memory stays missing</source>
        <translation>此文件中没有内存数值（hyperfine 从 1.19 起才写入 memory_usage_byte）：内存数据仍然缺失</translation>
    </message>
    <message>
        <source>the last row %1 is cut off mid-write</source>
        <translation>最后一行 %1 在写入中途被截断</translation>
    </message>
    <message>
        <source>column '%1' should hold seconds, found %2</source>
        <translation>列“%1”应为秒数，实际为 %2</translation>
    </message>
    <message>
        <source>the hyperfine CSV has a header but no rows</source>
        <translation>hyperfine CSV 有表头但没有数据行</translation>
    </message>
    <message>
        <source>hyperfine CSV holds hyperfine's summary only (s → ms): no single run's time, so no repetitions and no statistics of Headroom's own; export JSON for every run</source>
        <translation>hyperfine CSV 只包含 hyperfine 的汇总（s → ms）：没有单次运行的耗时，因此没有重复，也没有 Headroom 自己的统计；如需每次运行的数据请导出 JSON</translation>
    </message>
    <message>
        <source>expected a Markdown table row, found %1</source>
        <translation>应为 Markdown 表格行，实际为 %1</translation>
    </message>
    <message>
        <source>the time unit of the table is not known: expected 'Mean [s]', 'Mean [ms]', 'Mean [µs]', found %1</source>
        <translation>表格的时间单位未知：应为“Mean [s]”“Mean [ms]”或“Mean [µs]”，实际为 %1</translation>
    </message>
    <message>
        <source>expected %2 cells as in the header, found %1</source>
        <translation>应与表头一样有 %2 个单元格，实际为 %1 个</translation>
    </message>
    <message>
        <source>the last row is cut off mid-write (%1 of %2 cells)</source>
        <translation>最后一行在写入中途被截断（%2 个单元格中只有 %1 个）</translation>
    </message>
    <message>
        <source>column '%1' should hold a time, found %2</source>
        <translation>列“%1”应为时间，实际为 %2</translation>
    </message>
    <message>
        <source>the hyperfine Markdown table has no rows</source>
        <translation>hyperfine Markdown 表格没有数据行</translation>
    </message>
    <message>
        <source>hyperfine Markdown holds hyperfine's rounded summary only (unit from the header → ms): no repetitions; export JSON for every run</source>
        <translation>hyperfine Markdown 只包含 hyperfine 取整后的汇总（单位取自表头 → ms）：没有重复；如需每次运行的数据请导出 JSON</translation>
    </message>
    <message>
        <source>a llama-bench test needs n_prompt, n_gen and avg_ns or avg_ts as numbers; this one has %1</source>
        <translation>llama-bench 测试需要数字形式的 n_prompt、n_gen 以及 avg_ns 或 avg_ts；这一项是 %1</translation>
    </message>
    <message>
        <source>%1 samples_ts for %2 samples_ns: the file is inconsistent</source>
        <translation>%2 个 samples_ns 对应 %1 个 samples_ts：文件前后不一致</translation>
    </message>
    <message>
        <source>no llama-bench test in the file</source>
        <translation>文件中没有 llama-bench 测试</translation>
    </message>
    <message>
        <source>llama-bench %1: per test, avg_ns/stddev_ns (ns → ms) as a reported summary; avg_ts/stddev_ts in tokens/s, n_prompt/n_gen/n_depth in tokens, model_size in bytes, as figures named llama-bench.&lt;test&gt;.&lt;field&gt;</source>
        <translation>llama-bench %1：每个测试的 avg_ns/stddev_ns（ns → ms）作为报告的汇总；avg_ts/stddev_ts 以 tokens/s 为单位，n_prompt/n_gen/n_depth 以 token 为单位，model_size 以字节为单位，作为名为 llama-bench.&lt;test&gt;.&lt;field&gt; 的数值</translation>
    </message>
    <message>
        <source>samples_ns (ns → ms) are the repetitions, in process; llama-bench's own warm-up run is not among them</source>
        <translation>samples_ns（ns → ms）即为重复，属于进程内重复；llama-bench 自己的预热运行不在其中</translation>
    </message>
    <message>
        <source>this format has no per-repetition samples (only json and jsonl do): no repetitions, averages only</source>
        <translation>此格式没有每次重复的样本（只有 json 和 jsonl 有）：没有重复，仅有平均值</translation>
    </message>
    <message>
        <source>'%1' should be a list of numbers</source>
        <translation>“%1”应为数字列表</translation>
    </message>
    <message>
        <source>'%1' holds a value that is not a non-negative number</source>
        <translation>“%1”包含一个不是非负数的值</translation>
    </message>
    <message>
        <source>expected one object per llama-bench test</source>
        <translation>每个 llama-bench 测试应为一个对象</translation>
    </message>
    <message>
        <source>expected one JSON object per line</source>
        <translation>每行应为一个 JSON 对象</translation>
    </message>
    <message>
        <source>the last row is cut off mid-write (%2 of %1 cells)</source>
        <translation>最后一行在写入中途被截断（%1 个单元格中只有 %2 个）</translation>
    </message>
    <message>
        <source>expected llama-bench's INSERT INTO … VALUES (…); found %1</source>
        <translation>应为 llama-bench 的 INSERT INTO … VALUES (…);，实际为 %1</translation>
    </message>
    <message>
        <source>the INSERT statement is cut off (no closing parenthesis)</source>
        <translation>INSERT 语句被截断（没有右括号）</translation>
    </message>
    <message>
        <source>%1 values for %2 columns</source>
        <translation>%1 个值对应 %2 个列</translation>
    </message>
    <message>
        <source>the model size %1 has no known unit (expected MiB or GiB)</source>
        <translation>模型大小 %1 的单位未知（应为 MiB 或 GiB）</translation>
    </message>
    <message>
        <source>the parameter count %1 has no known unit (expected M or B)</source>
        <translation>参数量 %1 的单位未知（应为 M 或 B）</translation>
    </message>
    <message>
        <source>unknown llama-bench test %1 (expected ppN, tgN or ppN+tgM)</source>
        <translation>未知的 llama-bench 测试 %1（应为 ppN、tgN 或 ppN+tgM）</translation>
    </message>
    <message>
        <source>expected tokens/s as 'avg ± stddev', found %1</source>
        <translation>tokens/s 应为“avg ± stddev”形式，实际为 %1</translation>
    </message>
    <message>
        <source>llama-bench Markdown: t/s, size and params are rounded as printed (two decimals); no avg_ns, so no times in ms</source>
        <translation>llama-bench Markdown：t/s、size 和 params 按打印结果取整（两位小数）；没有 avg_ns，因此没有以 ms 为单位的耗时</translation>
    </message>
    <message>
        <source>expected an SSE 'data: {…}' line, found %1</source>
        <translation>应为 SSE 的“data: {…}”行，实际为 %1</translation>
    </message>
    <message>
        <source>the server answered with an error: %1</source>
        <translation>服务器返回了错误：%1</translation>
    </message>
    <message>
        <source>the last event ("stop": true) has no "timings" object; llama-server sends it with /completion (not every OpenAI-style endpoint does)</source>
        <translation>最后一个事件（"stop": true）没有 "timings" 对象；llama-server 在 /completion 中会发送它（并非所有 OpenAI 风格的端点都会）</translation>
    </message>
    <message numerus="yes">
        <source>the stream ends without its final event ("stop": true with "timings"): cut off after %n event(s)?</source>
        <translation>
            <numerusform>流在最终事件（带 "timings" 的 "stop": true）之前结束：在 %n 个事件后被截断？</numerusform>
        </translation>
    </message>
    <message>
        <source>no completed response in the stream</source>
        <translation>流中没有完成的响应</translation>
    </message>
    <message>
        <source>llama-server stream: the server's own timings (ms) as a reported summary per response; token counts and tokens/s as figures; the client's end-to-end time and TTFT are not in a saved stream, so no repetitions</source>
        <translation>llama-server 流：服务器自己的 timings（ms）作为每个响应的报告汇总；token 数和 tokens/s 作为数值；保存的流中没有客户端的端到端耗时和 TTFT，因此没有重复</translation>
    </message>
    <message>
        <source>expected 'metric value', found %1</source>
        <translation>应为“指标 值”，实际为 %1</translation>
    </message>
    <message>
        <source>unclosed '{' in %1</source>
        <translation>%1 中有未闭合的“{”</translation>
    </message>
    <message>
        <source>the last line %1 is cut off mid-write</source>
        <translation>最后一行 %1 在写入中途被截断</translation>
    </message>
    <message>
        <source>expected a number after %1, found %2</source>
        <translation>%1 之后应为数字，实际为 %2</translation>
    </message>
    <message>
        <source>metric %1: its unit is not known (not a documented llama.cpp metric, no unit suffix); left out</source>
        <translation>指标 %1：单位未知（不是有文档说明的 llama.cpp 指标，也没有单位后缀）；已略去</translation>
    </message>
    <message>
        <source>no metric with a known unit in the file</source>
        <translation>文件中没有单位已知的指标</translation>
    </message>
    <message>
        <source>llama-server /metrics: a snapshot of the server's counters and gauges since it started, each with its unit, as figures llama-server.metrics.&lt;name&gt;</source>
        <translation>llama-server /metrics：服务器自启动以来的计数器和仪表快照，各带单位，作为数值 llama-server.metrics.&lt;name&gt;</translation>
    </message>
    <message>
        <source>GNU time: one cold-start repetition per run; maximum resident set size in KiB (rusage ru_maxrss, the kernel's exact lifetime peak of the process and its waited-for children's largest); GNU time 1.7 on Linux printed it 4 times too large, 1.8+ is right</source>
        <translation>GNU time：每次运行作为一次冷启动重复；最大常驻集大小以 KiB 为单位（rusage ru_maxrss，内核记录的该进程整个生命周期的精确峰值，以及其已等待子进程中的最大值）；Linux 上的 GNU time 1.7 打印的值大了 4 倍，1.8 及以上正确</translation>
    </message>
    <message>
        <source>the report of '%1' lacks 'Elapsed (wall clock) time' or 'Exit status': cut off?</source>
        <translation>“%1”的报告缺少“Elapsed (wall clock) time”或“Exit status”：被截断了？</translation>
    </message>
    <message>
        <source>expected 'Name: value' as GNU time -v writes it, found %1</source>
        <translation>应为 GNU time -v 所写的“Name: value”，实际为 %1</translation>
    </message>
    <message>
        <source>a figure before any 'Command being timed:' line</source>
        <translation>在任何“Command being timed:”行之前出现了数值</translation>
    </message>
    <message>
        <source>'%1' should be a non-negative number, found %2</source>
        <translation>“%1”应为非负数，实际为 %2</translation>
    </message>
    <message>
        <source>expected the elapsed time as h:mm:ss or m:ss.ss, found %1</source>
        <translation>经过时间应为 h:mm:ss 或 m:ss.ss，实际为 %1</translation>
    </message>
    <message>
        <source>no complete GNU time -v report in the file</source>
        <translation>文件中没有完整的 GNU time -v 报告</translation>
    </message>
    <message>
        <source>elapsed h:mm:ss / m:ss.ss → ms; user/system time in s, faults, switches as figures gnu-time.run N.&lt;name&gt;</source>
        <translation>经过时间 h:mm:ss / m:ss.ss → ms；user/system 时间（s）、缺页、上下文切换作为数值 gnu-time.run N.&lt;name&gt;</translation>
    </message>
    <message>
        <source>expected GNU time's default line '…user …system h:mm:ss.sselapsed …', found %1</source>
        <translation>应为 GNU time 的默认行“…user …system h:mm:ss.sselapsed …”，实际为 %1</translation>
    </message>
    <message>
        <source>no GNU time line in the file</source>
        <translation>文件中没有 GNU time 行</translation>
    </message>
    <message>
        <source>GNU time's default format names no command: the repetitions have no input name</source>
        <translation>GNU time 的默认格式不含命令：这些重复没有输入名称</translation>
    </message>
    <message>
        <source>unknown GNU time specifier %1</source>
        <translation>未知的 GNU time 格式说明符 %1</translation>
    </message>
    <message>
        <source>two specifiers with nothing between them cannot be told apart</source>
        <translation>两个说明符之间没有任何分隔，无法区分</translation>
    </message>
    <message>
        <source>a format over several lines (\n) is not supported; give a one-line -f format</source>
        <translation>不支持跨多行（\n）的格式；请给出单行的 -f 格式</translation>
    </message>
    <message>
        <source>the GNU time format '%1': %2</source>
        <translation>GNU time 格式“%1”：%2</translation>
    </message>
    <message>
        <source>the line %1 does not fit the format '%2'</source>
        <translation>行 %1 不符合格式“%2”</translation>
    </message>
    <message>
        <source>the last line %1 is cut off mid-write (format '%2')</source>
        <translation>最后一行 %1 在写入中途被截断（格式“%2”）</translation>
    </message>
    <message>
        <source>%1 should be %2, found %3</source>
        <translation>%1 应为 %2，实际为 %3</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒数</translation>
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
        <translation>退出状态</translation>
    </message>
    <message>
        <source>the format '%1' has no elapsed time (%e or %E): no repetition can be made</source>
        <translation>格式“%1”中没有经过时间（%e 或 %E）：无法生成重复</translation>
    </message>
    <message>
        <source>no line of the format '%1' in the file</source>
        <translation>文件中没有符合格式“%1”的行</translation>
    </message>
    <message>
        <source>GNU time -f '%1': %e in s → ms, %E [h:]m:ss → ms, %M in KiB</source>
        <translation>GNU time -f “%1”：%e 单位 s → ms，%E [h:]m:ss → ms，%M 单位 KiB</translation>
    </message>
    <message>
        <source>specifiers not read: %1</source>
        <translation>未读取的说明符：%1</translation>
    </message>
    <message>
        <source>the column %1 has a unit psrecord never wrote (expected MB, which psrecord computes as bytes / 1024²)</source>
        <translation>列 %1 的单位不是 psrecord 会写的（应为 MB，psrecord 按字节 / 1024² 计算）</translation>
    </message>
    <message>
        <source>psrecord header without 'Elapsed time' and 'Real (MB)'</source>
        <translation>psrecord 表头中没有“Elapsed time”和“Real (MB)”</translation>
    </message>
    <message>
        <source>expected %1 numbers as in the header, found %2</source>
        <translation>应与表头一样有 %1 个数字，实际为 %2 个</translation>
    </message>
    <message>
        <source>the elapsed time goes backwards (%1 s after %2 s)</source>
        <translation>经过时间倒退（%1 s 出现在 %2 s 之后）</translation>
    </message>
    <message>
        <source>a negative value in %1</source>
        <translation>%1 中有负值</translation>
    </message>
    <message>
        <source>psrecord log without samples</source>
        <translation>psrecord 日志中没有样本</translation>
    </message>
    <message>
        <source>psrecord: 'MB' is MiB (psrecord divides bytes by 1024²): Real → RSS and Virtual → VmSize in KiB (× 1024, rounded); sampled, so the peak between two samples is missed and there is no exact peak (no VmHWM); time is seconds since psrecord started</source>
        <translation>psrecord：“MB”实为 MiB（psrecord 将字节除以 1024²）：Real → RSS，Virtual → VmSize，单位 KiB（× 1024，四舍五入）；这是采样值，两次采样之间的峰值会被漏掉，也没有精确峰值（没有 VmHWM）；时间是自 psrecord 启动以来的秒数</translation>
    </message>
    <message>
        <source>unreadable time stamp %1</source>
        <translation>无法读取的时间戳 %1</translation>
    </message>
    <message>
        <source>the time stamp goes backwards</source>
        <translation>时间戳倒退</translation>
    </message>
    <message>
        <source>%1 should be 'used/totalMB', found %2</source>
        <translation>%1 应为“used/totalMB”，实际为 %2</translation>
    </message>
    <message>
        <source>CPU core %1 should be 'load%@MHz' or 'off'</source>
        <translation>CPU 核心 %1 应为“load%@MHz”或“off”</translation>
    </message>
    <message>
        <source>%1 should be 'load%[@MHz]', found %2</source>
        <translation>%1 应为“load%[@MHz]”，实际为 %2</translation>
    </message>
    <message>
        <source>a tegrastats line without 'RAM used/totalMB': %1</source>
        <translation>tegrastats 行中没有“RAM used/totalMB”：%1</translation>
    </message>
    <message>
        <source>no tegrastats sample in the file</source>
        <translation>文件中没有 tegrastats 样本</translation>
    </message>
    <message>
        <source>tegrastats: device figures, not one process's; RAM and SWAP in MB as printed (NVIDIA documents 'megabytes' without saying 10^6 or 2^20 bytes: not converted); the Jetson's GPU shares this RAM (unified memory), so RAM used counts CPU and GPU memory together</source>
        <translation>tegrastats：这是设备整体的数值，不是单个进程的；RAM 和 SWAP 按打印的 MB 保留（NVIDIA 文档写的是“megabytes”，没有说明是 10^6 还是 2^20 字节：不做换算）；Jetson 的 GPU 与 CPU 共用这块 RAM（统一内存），因此 RAM used 同时包含 CPU 和 GPU 内存</translation>
    </message>
    <message>
        <source>tegrastats without time stamps: the interval (--interval, 1000 ms by default) is not in the log, so no time axis and no duration</source>
        <translation>tegrastats 没有时间戳：采样间隔（--interval，默认 1000 ms）不在日志中，因此没有时间轴，也没有持续时长</translation>
    </message>
    <message>
        <source>expected a JSON object of vLLM benchmark results</source>
        <translation>应为 vLLM 基准测试结果的 JSON 对象</translation>
    </message>
    <message>
        <source>'%1' should be a non-negative number of ms</source>
        <translation>“%1”应为非负的毫秒数</translation>
    </message>
    <message>
        <source>no TTFT/TPOT/ITL/E2EL figures (mean_ttft_ms, …) in the file: which vLLM wrote it? Expected the JSON of 'vllm bench serve --save-result' or benchmark_serving.py</source>
        <translation>文件中没有 TTFT/TPOT/ITL/E2EL 数值（mean_ttft_ms 等）：这是哪个 vLLM 写的？应为“vllm bench serve --save-result”或 benchmark_serving.py 输出的 JSON</translation>
    </message>
    <message>
        <source>vLLM bench serve: TTFT/TPOT/ITL/E2EL are vLLM's own summaries (ms), throughput and concurrency figures as vllm-bench.&lt;name&gt;; no repetitions</source>
        <translation>vLLM bench serve：TTFT/TPOT/ITL/E2EL 是 vLLM 自己的汇总（ms），吞吐量和并发数值作为 vllm-bench.&lt;name&gt;；没有重复</translation>
    </message>
    <message numerus="yes">
        <source>the file holds per-request lists for %n request(s) (--save-detailed) but no per-request end-to-end time: not turned into repetitions</source>
        <translation>
            <numerusform>文件包含 %n 个请求的逐请求列表（--save-detailed），但没有逐请求的端到端耗时：未转换为重复</numerusform>
        </translation>
    </message>
    <message>
        <source>no column '%1' for %2; the columns are: %3</source>
        <translation>%2 没有列“%1”；已有的列为：%3</translation>
    </message>
    <message>
        <source>an rss column needs a time column (time=COLUMN:s) to make a series</source>
        <translation>rss 列需要一个时间列（time=COLUMN:s）才能构成序列</translation>
    </message>
    <message>
        <source>map at least rss (with time) or latency</source>
        <translation>至少要映射 rss（带 time）或 latency</translation>
    </message>
    <message>
        <source>%1: expected a non-negative number, found %2</source>
        <translation>%1：应为非负数，实际为 %2</translation>
    </message>
    <message>
        <source>%1: the cell says %2 but the column was mapped as %3; not converted by guess</source>
        <translation>%1：单元格写的是 %2，但该列映射为 %3；不靠猜测换算</translation>
    </message>
    <message>
        <source>time goes backwards (%1 s after %2 s)</source>
        <translation>时间倒退（%1 s 出现在 %2 s 之后）</translation>
    </message>
    <message>
        <source>no row with a mapped value</source>
        <translation>没有一行含有已映射的值</translation>
    </message>
    <message>
        <source>CSV mapped by the user: %1; RSS converted to KiB, times to s (series) and ms (latency); the first %2 repetition(s) of each input are flagged warm-up</source>
        <translation>由用户映射的 CSV：%1；RSS 换算为 KiB，时间换算为 s（序列）和 ms（延迟）；每个输入的前 %2 次重复标记为预热</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>characters</source>
        <translation>字符</translation>
    </message>
    <message>
        <source>unknown unit</source>
        <translation>未知单位</translation>
    </message>
    <message>
        <source>memory reaches its ceiling first</source>
        <translation>内存先触顶</translation>
    </message>
    <message>
        <source>latency reaches its budget first</source>
        <translation>延迟先达到预算</translation>
    </message>
    <message>
        <source>undetermined</source>
        <translation>无法判定</translation>
    </message>
    <message>
        <source>%1 of %2 KiB less a reserve of %3 KiB</source>
        <translation>%1（%2 KiB）扣除 %3 KiB 预留</translation>
    </message>
    <message>
        <source>Verdict: %1. %2</source>
        <translation>判定：%1。%2</translation>
    </message>
    <message>
        <source>The plan's inputs add up to %1 MiB, too much to keep with the run.</source>
        <translation>计划的输入合计 %1 MiB，太大，无法随运行保存。</translation>
    </message>
    <message>
        <source>Not a plan-inputs bundle: %1</source>
        <translation>不是计划输入包：%1</translation>
    </message>
    <message>
        <source>Not a plan-inputs bundle of version 1.</source>
        <translation>不是版本 1 的计划输入包。</translation>
    </message>
    <message>
        <source>Input %1 of the bundle lacks its id, its file or valid data.</source>
        <translation>包中的输入 %1 缺少 id、文件或有效数据。</translation>
    </message>
    <message>
        <source>Input %1 does not match its recorded SHA-256: it was changed.</source>
        <translation>输入 %1 与记录的 SHA-256 不符：它已被修改。</translation>
    </message>
    <message>
        <source>the probe's events are not a regular file of at most %1 MiB</source>
        <translation>探针的事件不是不超过 %1 MiB 的普通文件</translation>
    </message>
    <message>
        <source>YAML syntax error: the text does not start a mapping of keys.</source>
        <translation>YAML 语法错误：文本开头不是键的映射。</translation>
    </message>
    <message>
        <source>memory log of the measurement guide's loop (date +%s; grep VmRSS/VmHWM /proc/&lt;PID&gt;/status)</source>
        <translation>测量指南中循环采样的内存日志（date +%s; grep VmRSS/VmHWM /proc/&lt;PID&gt;/status）</translation>
    </message>
    <message>
        <source>samples: %1 over %2 s (the last one partial: cut off mid-write)</source>
        <translation>样本：%1 个，历时 %2 s（最后一个不完整：写入中途被截断）</translation>
    </message>
    <message>
        <source>samples: %1 over %2 s</source>
        <translation>样本：%1 个，历时 %2 s</translation>
    </message>
    <message>
        <source>sampling interval seen: median %1 s, max %2 s, mean %3 s (stamps are whole seconds: a single gap reads 0 or 1 s)</source>
        <translation>观察到的采样间隔：中位数 %1 s，最大 %2 s，平均 %3 s（时间戳为整秒：单个间隔读数为 0 或 1 s）</translation>
    </message>
    <message>
        <source>sampling interval seen: median %1 s, max %2 s, mean %3 s</source>
        <translation>观察到的采样间隔：中位数 %1 s，最大 %2 s，平均 %3 s</translation>
    </message>
    <message>
        <source>timing (%1): %2 repetitions, %3 warm-up dropped, %4 failed, n = %5</source>
        <translation>计时（%1）：%2 次重复，丢弃 %3 次预热，%4 次失败，n = %5</translation>
    </message>
    <message>
        <source>timing of input %1 (%2): %3 repetitions, %4 warm-up dropped, %5 failed, n = %6</source>
        <translation>输入 %1 的计时（%2）：%3 次重复，丢弃 %4 次预热，%5 次失败，n = %6</translation>
    </message>
    <message>
        <source>%1 appears twice: a snapshot holds one reading (for a series over time, put a 'date +%s' line before each reading, as the measurement guide's loop does)</source>
        <translation>%1 出现了两次：一个快照只包含一次读数（如需随时间变化的序列，请像测量指南中的循环那样，在每次读数前加一行“date +%s”）</translation>
    </message>
    <message>
        <source>numbers without a unit are read as seconds (as the measurement guide's time.perf_counter() script gives)</source>
        <translation>没有单位的数值按秒读取（与测量指南中 time.perf_counter() 计时脚本的输出一致）</translation>
    </message>
    <message>
        <source>Expected true or false, got "%1".</source>
        <translation>应为 true 或 false，实际为“%1”。</translation>
    </message>
    <message>
        <source>The input id "%1" starts with "robust.", which the robustness set uses.</source>
        <translation>输入 id“%1”以“robust.”开头，而该前缀由鲁棒性测试集使用。</translation>
    </message>
    <message>
        <source>"ttft_s" belongs to serve mode, where the probe times the first token.</source>
        <translation>“ttft_s”属于 serve 模式：只有在该模式下探针才会测量首 token 的时间。</translation>
    </message>
    <message>
        <source>Cannot read %1 to make the robustness set: %2</source>
        <translation>无法读取 %1 来生成鲁棒性测试集：%2</translation>
    </message>
    <message>
        <source>error reply</source>
        <translation>返回错误</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>崩溃</translation>
    </message>
    <message>
        <source>hang</source>
        <translation>无响应</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>Check what else runs on the device: other processes preempted the workload.</source>
        <translation>检查设备上还运行着哪些程序：其他进程抢占了负载。</translation>
    </message>
    <message>
        <source>Check whether the model stays in memory: its pages were read from storage again during inference.</source>
        <translation>检查模型是否常驻内存：推理期间它的页面又从存储中重新读取了。</translation>
    </message>
    <message>
        <source>Check the storage: the CPUs waited for I/O during the repetitions.</source>
        <translation>检查存储：重复运行期间 CPU 在等待 I/O。</translation>
    </message>
    <message>
        <source>Check the cooling: the CPU slowed down as the device heated up.</source>
        <translation>检查散热：设备升温时 CPU 降频了。</translation>
    </message>
    <message>
        <source>Check the memory composition: the anonymous memory and the file-backed pages do not fit under the ceiling together.</source>
        <translation>检查内存构成：匿名内存与文件映射页加在一起超出了上限。</translation>
    </message>
    <message>
        <source>derived from the samples</source>
        <translation>由样本推算</translation>
    </message>
    <message>
        <source>CPU contention: the slowest repetitions of input %1 (p90/median %2) were preempted %3 times a second, against %4 in the typical ones. Another process wants the same cores: pin the workload, or move the other load away.</source>
        <translation>CPU 争用：输入 %1 最慢的几次重复（p90/中位数 %2）每秒被抢占 %3 次，而典型重复为每秒 %4 次。另有进程在争用相同的核心：请将负载绑定到固定核心，或把其他负载移走。</translation>
    </message>
    <message>
        <source>CPU contention: during the slowest repetitions of input %1 (p90/median %2) the hypervisor took %3% of the CPUs (steal), against %4% in the typical ones.</source>
        <translation>CPU 争用：在输入 %1 最慢的几次重复中（p90/中位数 %2），虚拟机管理程序占用了 %3% 的 CPU（steal），而典型重复中为 %4%。</translation>
    </message>
    <message>
        <source>involuntary context switches, slowest repetitions of input %1</source>
        <translation>非自愿上下文切换，输入 %1 最慢的几次重复</translation>
    </message>
    <message>
        <source>involuntary context switches, typical repetitions of input %1</source>
        <translation>非自愿上下文切换，输入 %1 的典型重复</translation>
    </message>
    <message>
        <source>CPU steal, slowest repetitions of input %1</source>
        <translation>CPU steal，输入 %1 最慢的几次重复</translation>
    </message>
    <message>
        <source>major page faults after load-complete</source>
        <translation>加载完成后的主缺页次数</translation>
    </message>
    <message>
        <source>Storage: the CPUs waited for I/O %1% of the time during the repetitions (at most %2%). A slow card or disk, or another process writing to it, holds the workload back.</source>
        <translation>存储：重复运行期间 CPU 有 %1% 的时间在等待 I/O（最高 %2%）。存储卡或磁盘太慢，或有其他进程正在向其写入，拖慢了负载。</translation>
    </message>
    <message>
        <source>iowait during the repetitions (mean)</source>
        <translation>重复运行期间的 iowait（平均值）</translation>
    </message>
    <message>
        <source>Thermal throttling: the CPU frequency fell from %1 to %2 MHz while the temperature rose from %3 to %4 °C. Later repetitions ran on a slower CPU: cool the device or measure it at its steady temperature.</source>
        <translation>温控降频：温度从 %3 °C 升到 %4 °C 的同时，CPU 频率从 %1 MHz 降到 %2 MHz。后面的重复运行在更慢的 CPU 上：请给设备降温，或在其温度稳定后测量。</translation>
    </message>
    <message>
        <source>CPU frequency at the start</source>
        <translation>开始时的 CPU 频率</translation>
    </message>
    <message>
        <source>CPU frequency at the end</source>
        <translation>结束时的 CPU 频率</translation>
    </message>
    <message>
        <source>peak anonymous memory (RssAnon)</source>
        <translation>匿名内存峰值（RssAnon）</translation>
    </message>
    <message>
        <source>peak file-backed memory (RssFile)</source>
        <translation>文件映射内存峰值（RssFile）</translation>
    </message>
    <message>
        <source>The system series has %1 samples; at most %2 are kept.</source>
        <translation>系统序列有 %1 个样本；最多保留 %2 个。</translation>
    </message>
    <message>
        <source>The memory series of input "%1" has %2 samples; at most %3 are kept.</source>
        <translation>输入“%1”的内存序列有 %2 个样本；最多保留 %3 个。</translation>
    </message>
    <message>
        <source>The system series has %1 values of %2 for %3 time stamps.</source>
        <translation>系统序列有 %1 个 %2 值，但有 %3 个时间戳。</translation>
    </message>
    <message>
        <source>The memory series of input "%1" has %2 values of %3 for %4 time stamps.</source>
        <translation>输入“%1”的内存序列有 %2 个 %3 值，但有 %4 个时间戳。</translation>
    </message>
    <message>
        <source>CPU, all cores (%)</source>
        <translation>CPU，全部核心 (%)</translation>
    </message>
    <message>
        <source>Workload CPU (% of one core)</source>
        <translation>负载 CPU (单核的 %)</translation>
    </message>
    <message>
        <source>Workload events (per second)</source>
        <translation>负载事件 (每秒)</translation>
    </message>
    <message>
        <source>Workload storage reads (MiB/s)</source>
        <translation>负载的存储读取 (MiB/s)</translation>
    </message>
    <message>
        <source>Pressure stall (% of time)</source>
        <translation>压力停顿 (时间占比 %)</translation>
    </message>
    <message>
        <source>CPU frequency (MHz)</source>
        <translation>CPU 频率 (MHz)</translation>
    </message>
    <message>
        <source>Temperature (°C)</source>
        <translation>温度 (°C)</translation>
    </message>
    <message>
        <source>GPU memory (MiB)</source>
        <translation>GPU 显存 (MiB)</translation>
    </message>
    <message>
        <source>GPU load (%)</source>
        <translation>GPU 负载 (%)</translation>
    </message>
    <message>
        <source>user</source>
        <extracomment>Legend of a chart line: the share of all CPUs spent in user mode (/proc/stat "user").</extracomment>
        <translation>用户态</translation>
    </message>
    <message>
        <source>system</source>
        <extracomment>Legend of a chart line: the share of all CPUs spent in the kernel (/proc/stat "system").</extracomment>
        <translation>内核态</translation>
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
        <translation>负载</translation>
    </message>
    <message>
        <source>involuntary context switches</source>
        <translation>非自愿上下文切换</translation>
    </message>
    <message>
        <source>major page faults</source>
        <translation>主缺页</translation>
    </message>
    <message>
        <source>read from storage</source>
        <translation>从存储读取</translation>
    </message>
    <message>
        <source>cpu</source>
        <extracomment>Legend of a pressure-stall line: time some task waited for a CPU (/proc/pressure/cpu).</extracomment>
        <translation>CPU</translation>
    </message>
    <message>
        <source>io</source>
        <extracomment>Legend of a pressure-stall line: time some task waited for storage (/proc/pressure/io).</extracomment>
        <translation>I/O</translation>
    </message>
    <message>
        <source>memory</source>
        <extracomment>Legend of a pressure-stall line: time some task waited for memory (/proc/pressure/memory).</extracomment>
        <translation>内存</translation>
    </message>
    <message>
        <source>mean of the cores</source>
        <translation>各核心平均</translation>
    </message>
    <message>
        <source>slowest core</source>
        <translation>频率最低的核心</translation>
    </message>
    <message>
        <source>hottest zone</source>
        <translation>最热的温区</translation>
    </message>
    <message>
        <source>GPU load</source>
        <translation>GPU 负载</translation>
    </message>
    <message>
        <source>workload's GPU memory</source>
        <translation>负载的 GPU 显存</translation>
    </message>
    <message>
        <source>no GPU memory reading was recorded</source>
        <translation>没有记录 GPU 显存读数</translation>
    </message>
    <message>
        <source>%1 could not be read as a log.</source>
        <translation>无法将 %1 作为日志读取。</translation>
    </message>
    <message>
        <source>%1 holds memory samples of no named input: say which input it measured.</source>
        <translation>%1 中的内存样本不属于任何具名输入：请指明它测量的是哪个输入。</translation>
    </message>
    <message>
        <source>Input %1 already has its memory samples from %2; one memory log per input.</source>
        <translation>输入 %1 已有来自 %2 的内存样本；每个输入只能有一个内存日志。</translation>
    </message>
    <message>
        <source>%1 holds timings of no named input: say which input it measured.</source>
        <translation>%1 中的计时不属于任何具名输入：请指明它测量的是哪个输入。</translation>
    </message>
    <message>
        <source>The files hold no memory samples and no timings.</source>
        <translation>这些文件中既没有内存样本，也没有计时。</translation>
    </message>
    <message>
        <source>Input %1 has no length: it has no place on the trends.</source>
        <translation>输入 %1 没有长度：无法放入趋势图。</translation>
    </message>
    <message>
        <source>Not an import-group manifest of version 1.</source>
        <translation>不是版本 1 的导入组清单。</translation>
    </message>
    <message>
        <source>The manifest names %1 (SHA-256 %2), which the run does not keep.</source>
        <translation>清单中列出了 %1（SHA-256 %2），但该运行没有保存此文件。</translation>
    </message>
    <message>
        <source>The manifest names no file.</source>
        <translation>清单中没有列出任何文件。</translation>
    </message>
    <message>
        <source>Run %1 has no plan to re-run (it was imported from a log, not run by Headroom from a plan).</source>
        <translation>运行 %1 没有可重新运行的计划（它是从日志导入的，不是 Headroom 按计划运行的）。</translation>
    </message>
    <message>
        <source>Input %1 of run %2 has the path "%3"; a re-run writes only plain relative paths (no "..", not absolute), so it is not re-run.</source>
        <translation>运行 %2 的输入 %1 的路径为“%3”；重新运行只写入普通相对路径（不含“..”，不是绝对路径），因此不重新运行。</translation>
    </message>
    <message>
        <source>Cannot write input %1 (%2): %3</source>
        <translation>无法写入输入 %1（%2）：%3</translation>
    </message>
    <message>
        <source>The plan's input %1 (%2) was not kept with run %3 as a plain relative path; it cannot be re-run.</source>
        <translation>计划的输入 %1（%2）没有以普通相对路径随运行 %3 保存；无法重新运行。</translation>
    </message>
    <message>
        <source>reproduced: %1 of %1 figures the same</source>
        <translation>已复现：%1 个数值中有 %1 个相同</translation>
    </message>
    <message>
        <source>not reproduced: %1 of %2 figures differ</source>
        <translation>未复现：%2 个数值中有 %1 个不同</translation>
    </message>
    <message>
        <source>inconclusive: %1 of %2 figures the same, none differs</source>
        <translation>无法判断：%2 个数值中有 %1 个相同，没有不同的</translation>
    </message>
    <message>
        <source>Streaming latencies</source>
        <translation>流式延迟</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求数</translation>
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
        <translation>ITL 最大值</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>并发数</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>无预算</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>并发级别</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>In flight</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>End-to-end p50</source>
        <translation>端到端 p50</translation>
    </message>
    <message>
        <source>End-to-end p90</source>
        <translation>端到端 p90</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>输出 token/s</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>请求/s</translation>
    </message>
    <message>
        <source>Accepted / expected</source>
        <translation>已接受 / 期望</translation>
    </message>
    <message>
        <source>Accepted outputs/s</source>
        <translation>已接受输出/s</translation>
    </message>
    <message>
        <source>Within budget</source>
        <translation>满足预算</translation>
    </message>
    <message>
        <source>Sustainable concurrency: %1 (the highest level whose 90th percentile end-to-end latency holds the budget of %2 s with no request failed).</source>
        <translation>可持续并发数：%1（端到端延迟的第 90 百分位数不超过 %2 s 预算且没有请求失败的最高级别）。</translation>
    </message>
    <message>
        <source>Sustainable concurrency: none; no level held the budget of %1 s.</source>
        <translation>可持续并发数：无；没有任何级别满足 %1 s 的预算。</translation>
    </message>
    <message>
        <source>Sustainable concurrency: not determined, the run has no latency budget.</source>
        <translation>可持续并发数：无法确定，此运行没有延迟预算。</translation>
    </message>
    <message>
        <source>A level also had to hold the first-token budget of %1 s at its 90th percentile.</source>
        <translation>每个级别的首 token 延迟第 90 百分位数还必须不超过 %1 s 的预算。</translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation>验收</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Accepted per minute</source>
        <translation>每分钟接受数</translation>
    </message>
    <message>
        <source>Accepted %1 of %2 expected outputs. Accepted per minute: accepted outputs over the stable repetitions' own time, one after another.</source>
        <translation>在 %2 个期望输出中接受了 %1 个。每分钟接受数：已接受的输出数除以各次稳定重复依次运行所用的总时间。</translation>
    </message>
    <message>
        <source>Robustness</source>
        <translation>鲁棒性</translation>
    </message>
    <message>
        <source>Worst outcome</source>
        <translation>最差结果</translation>
    </message>
    <message>
        <source>Ok</source>
        <translation>无问题</translation>
    </message>
    <message>
        <source>Error reply</source>
        <translation>返回错误</translation>
    </message>
    <message>
        <source>Crash</source>
        <translation>崩溃</translation>
    </message>
    <message>
        <source>Hang</source>
        <translation>无响应</translation>
    </message>
    <message>
        <source>The long tail of input %1 (p90/median %2) is not explained by the system context recorded beside it: no contention, no weights paged back, no storage waits and no throttling were seen.</source>
        <translation>输入 %1 的长尾（p90/中位数 %2）无法用同时记录的系统状况来解释：没有发现 CPU 争用、权重重新调入、存储等待或降频。</translation>
    </message>
    <message>
        <source>No system context (CPU contention, page faults, I/O waits) was recorded during the repetitions, so the cause of the long tail of input %1 (p90/median %2) cannot be told.</source>
        <translation>重复运行期间没有记录系统状况（CPU 争用、缺页、I/O 等待），因此无法判断输入 %1 长尾（p90/中位数 %2）的原因。</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <source>CPU contention: the slowest repetitions of input %1 (p90/median %2) ran on a CPU %3% of their wall time, against %4% in the typical ones, while tasks waited for a CPU %5% of the time (CPU pressure), against %6%. Another process wants the same cores: pin the workload, or move the other load away.</source>
        <translation>CPU 争用：输入 %1 最慢的几次重复（p90/中位数 %2）只有 %3% 的墙钟时间在 CPU 上运行，典型重复为 %4%；同时有任务在 %5% 的时间里等待 CPU（CPU 压力），典型重复时为 %6%。另有进程在争用同样的核：请绑定负载所用的核，或把其他负载移开。</translation>
    </message>
    <message>
        <source>CPU time per wall time, slowest repetitions of input %1</source>
        <translation>CPU 时间占墙钟时间之比，输入 %1 最慢的重复</translation>
    </message>
    <message>
        <source>CPU time per wall time, typical repetitions of input %1</source>
        <translation>CPU 时间占墙钟时间之比，输入 %1 典型的重复</translation>
    </message>
    <message>
        <source>CPU pressure during the slowest repetitions of input %1</source>
        <translation>输入 %1 最慢的重复期间的 CPU 压力</translation>
    </message>
    <message>
        <source>unrecognised format; expected one of: %1. The file starts with %2 (GNU time -f output? give its format with --time-format)</source>
        <translation>无法识别的格式；应为以下之一：%1。文件开头为 %2（是 GNU time -f 的输出吗？请用 --time-format 给出其格式）</translation>
    </message>
    <message>
        <source>unrecognised format; expected one of: %1. The file starts with %2</source>
        <translation>无法识别的格式；应为以下之一：%1。文件开头为 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n repetition(s) of input %1 were killed by the out-of-memory killer. The highest peak is %2% of the memory ceiling.</source>
        <translation>
            <numerusform>输入 %1 有 %n 次重复被 OOM killer 杀死。最高峰值达到内存上限的 %2%。</numerusform>
        </translation>
    </message>
    <message>
        <source>re-run of run %1</source>
        <translation>运行 %1 的重新运行</translation>
    </message>
    <message>
        <source>re-run of run %1; %2</source>
        <translation>运行 %1 的重新运行；%2</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a folder, not a file.</source>
        <translation>无法写入 %1：它是文件夹，不是文件。</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a character device, not a regular file; Headroom writes only regular files (use '-' for standard output where the command offers it).</source>
        <translation>无法写入 %1：它是字符设备，不是普通文件；Headroom 只写入普通文件（命令支持时，用 '-' 表示标准输出）。</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a block device, not a regular file.</source>
        <translation>无法写入 %1：它是块设备，不是普通文件。</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a FIFO (named pipe), not a regular file; Headroom writes only regular files (use '-' for standard output where the command offers it).</source>
        <translation>无法写入 %1：它是 FIFO（命名管道），不是普通文件；Headroom 只写入普通文件（命令支持时，用 '-' 表示标准输出）。</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a socket, not a regular file.</source>
        <translation>无法写入 %1：它是套接字，不是普通文件。</translation>
    </message>
    <message>
        <source>Cannot write %1: it is not a regular file.</source>
        <translation>无法写入 %1：它不是普通文件。</translation>
    </message>
    <message numerus="yes">
        <source>another process is using it (Headroom waited %n second(s) for it)</source>
        <translation>
            <numerusform>另一个进程正在使用它（Headroom 已等待 %n 秒）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is in use by another process: Headroom waited %n second(s) for it to be released. Try again when the other program has finished with it.</source>
        <translation>
            <numerusform>%1 正被另一个进程使用：Headroom 已等待 %n 秒仍未释放。请在另一个程序用完后重试。</numerusform>
        </translation>
    </message>
    <message>
        <source>Input %1 of run %2 has the path "%3", which another kept input already has; it is not re-run.</source>
        <translation>运行 %2 的输入 %1 的路径为“%3”，另一个已保存的输入也使用该路径；因此不重新运行。</translation>
    </message>
    <message>
        <source>%1 is too large: the largest 64-bit integer is %2</source>
        <translation>%1 太大：64 位整数最大为 %2</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>这是一个文件夹，不是文件</translation>
    </message>
    <message>
        <source>this is a character device (such as /dev/zero or a terminal), not a file; it is not read</source>
        <translation>这是字符设备（如 /dev/zero 或终端），不是文件；不予读取</translation>
    </message>
    <message>
        <source>this is a block device (a disk), not a file; it is not read</source>
        <translation>这是块设备（磁盘），不是文件；不予读取</translation>
    </message>
    <message>
        <source>this is a FIFO (named pipe), not a file; it is not opened, since that would wait for a writer</source>
        <translation>这是 FIFO（命名管道），不是文件；不予打开，否则会一直等待写入方</translation>
    </message>
    <message>
        <source>this is a socket, not a file; it is not read</source>
        <translation>这是套接字，不是文件；不予读取</translation>
    </message>
    <message>
        <source>this is not a regular file; it is not read</source>
        <translation>这不是普通文件；不予读取</translation>
    </message>
    <message>
        <source>the file is %1 MiB; the largest file Headroom reads is %2 MiB</source>
        <translation>文件大小为 %1 MiB；Headroom 读取的文件最大为 %2 MiB</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>the file is UTF-16 (big-endian) text; Headroom reads UTF-8: convert it first (iconv -f UTF-16BE -t UTF-8)</source>
        <translation>该文件是 UTF-16（大端）文本；Headroom 读取 UTF-8：请先转换（iconv -f UTF-16BE -t UTF-8）</translation>
    </message>
    <message>
        <source>the file is UTF-16 (little-endian) text; Headroom reads UTF-8: convert it first (iconv -f UTF-16LE -t UTF-8)</source>
        <translation>该文件是 UTF-16（小端）文本；Headroom 读取 UTF-8：请先转换（iconv -f UTF-16LE -t UTF-8）</translation>
    </message>
    <message>
        <source>the file starts with a UTF-8 byte-order mark; it was skipped</source>
        <translation>文件以 UTF-8 字节顺序标记（BOM）开头；已跳过该标记</translation>
    </message>
    <message>
        <source>a duration of %1 s is more than a year: no repetition lasts that long (a wrong unit, or a damaged log?)</source>
        <translation>时长 %1 秒超过一年：没有哪次重复会持续这么久（单位错误，还是日志已损坏？）</translation>
    </message>
    <message>
        <source>a clock of %1 MHz is not possible (above 100 GHz): a damaged log?</source>
        <translation>频率 %1 MHz 不可能存在（高于 100 GHz）：日志是否已损坏？</translation>
    </message>
    <message>
        <source>VmRSS (%1 kB) is above VmHWM (%2 kB) in the same reading; the kernel never reports that, so the log was edited or its lines mixed up</source>
        <translation>同一次读数中 VmRSS（%1 kB）高于 VmHWM（%2 kB）；内核从不这样报告，说明日志被编辑过或行被混在一起</translation>
    </message>
    <message>
        <source>the value of %1 in %2 is too large: no memory holds 10^15 kB or more</source>
        <translation>%2 中 %1 的值太大：没有内存能达到 10^15 kB 或更多</translation>
    </message>
    <message>
        <source>cannot tell which column holds the durations; name it with --map latency=COLUMN:UNIT (for example latency=wall_ms:ms). The columns are: %1</source>
        <translation>无法确定哪一列是耗时；请用 --map latency=列名:单位 指定（例如 latency=wall_ms:ms）。现有列为：%1</translation>
    </message>
    <message>
        <source>Cannot count the input %1: %2</source>
        <translation>无法统计输入 %1 的长度：%2</translation>
    </message>
    <message>
        <source>larger than %1 MiB</source>
        <translation>大于 %1 MiB</translation>
    </message>
    <message>
        <source>Skipped: a symbolic link (give its target by name to import it).</source>
        <translation>已跳过：符号链接（如需导入，请直接给出其目标文件）。</translation>
    </message>
    <message>
        <source>Skipped: a sub-folder that is not a probe run folder (only one level is read).</source>
        <translation>已跳过：不是探针运行文件夹的子文件夹（只读取一层）。</translation>
    </message>
    <message>
        <source>Skipped: %1.</source>
        <translation>已跳过：%1。</translation>
    </message>
    <message>
        <source>Skipped: a hidden file.</source>
        <translation>已跳过：隐藏文件。</translation>
    </message>
    <message>
        <source>Skipped: a README is taken for the folder's notes, not a log.</source>
        <translation>已跳过：README 视为文件夹的说明，而不是日志。</translation>
    </message>
    <message>
        <source>The folder is empty: there is nothing to import.</source>
        <translation>文件夹为空：没有可导入的内容。</translation>
    </message>
    <message numerus="yes">
        <source>The folder holds no file to import (%n entry(ies) skipped).</source>
        <translation>
            <numerusform>文件夹中没有可导入的文件（已跳过 %n 项）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Run %1 keeps its plan but not the plan's input files (they could not be read when the run was stored, or an earlier version of Headroom stored it); it cannot be re-run.</source>
        <translation>运行 %1 保留了计划，但没有保留计划的输入文件（保存该运行时无法读取它们，或者它由较早版本的 Headroom 保存）；无法重新运行。</translation>
    </message>
    <message>
        <source>%1 is larger than the %2 MiB Headroom reads of a file; its SHA-256 was not checked</source>
        <translation>%1 大于 Headroom 单个文件的读取上限 %2 MiB；未校验其 SHA-256</translation>
    </message>
    <message>
        <source>a symbolic link, which is not followed</source>
        <translation>这是符号链接，不会跟随</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>%1, listed in DONE, could not be checked against its SHA-256: %2</source>
        <translation>DONE 中列出的 %1 无法按其 SHA-256 校验：%2</translation>
    </message>
    <message>
        <source>%1, listed in DONE, could not be read to the end: %2</source>
        <translation>DONE 中列出的 %1 无法读到末尾：%2</translation>
    </message>
    <message>
        <source>%1 does not match its SHA-256 in DONE: the file was changed after the probe wrote it</source>
        <translation>%1 与 DONE 中的 SHA-256 不符：该文件在探针写入后被改动过</translation>
    </message>
    <message>
        <source>the workload's memory cgroup limit (memory.max or memory.limit_in_bytes, read with each repetition)</source>
        <translation>负载所在内存 cgroup 的上限（memory.max 或 memory.limit_in_bytes，每次重复时读取）</translation>
    </message>
    <message numerus="yes">
        <source>The memory guard stopped %n repetition(s) of input %1: the device's available memory fell under the reserve kept for its own services.</source>
        <translation>
            <numerusform>内存保护停止了输入 %1 的 %n 次重复：设备的可用内存低于为其自身服务保留的余量。</numerusform>
        </translation>
    </message>
    <message>
        <source>No input length was recorded: at least %1 measured lengths are needed before a line is extended to a limit.</source>
        <translation>没有记录输入长度：至少需要 %1 个实测长度，才能把拟合线外推到限制。</translation>
    </message>
    <message>
        <source>headroom:first_token marker</source>
        <translation>headroom:first_token 标记行</translation>
    </message>
    <message>
        <source>first output after load, may be a prompt echo</source>
        <translation>加载后的首个输出，可能是提示词回显</translation>
    </message>
    <message>
        <source>first streamed token</source>
        <translation>首个流式 token</translation>
    </message>
    <message>
        <source>reported summary (computed by the script, not raw data): n not given in the file, %1 ms</source>
        <translation>报告的汇总（由脚本计算，不是原始数据）：文件未给出 n，%1 ms</translation>
    </message>
    <message>
        <source>llama-bench -o md: per test, avg_ts/stddev_ts in tokens/s, n_prompt/n_gen/n_depth in tokens and the model size as printed, as figures named llama-bench.&lt;test&gt;.&lt;field&gt;</source>
        <translation>llama-bench -o md：每个测试的 avg_ts/stddev_ts 以 tokens/s 为单位，n_prompt/n_gen/n_depth 以 token 为单位，模型大小按文件所印原样，作为名为 llama-bench.&lt;test&gt;.&lt;field&gt; 的数值</translation>
    </message>
    <message>
        <source>Warm-up peak, not in the Peak column: %1.</source>
        <translation>预热的峰值（不计入“峰值”列）：%1。</translation>
    </message>
    <message>
        <source>repetition %1 of input "%2" has a warm-up flag of %3, not 0 or 1</source>
        <translation>输入“%2”的第 %1 次重复的预热标记为 %3，不是 0 或 1</translation>
    </message>
    <message>
        <source>%1 holds a %2 value where a packed series belongs</source>
        <translation>%1 应为打包的序列，却存有值 %2</translation>
    </message>
    <message>
        <source>the memory series of input "%1" has a time flag of %2, not 0 or 1</source>
        <translation>输入“%1”的内存序列的时间标记为 %2，不是 0 或 1</translation>
    </message>
    <message>
        <source>concurrency level %1 has a within-budget flag of %2, not 0 or 1</source>
        <translation>并发级别 %1 的“在预算内”标记为 %2，不是 0 或 1</translation>
    </message>
    <message numerus="yes">
        <source>The quadratic curve is used: left out one at a time, the %n length(s) are predicted better by it than by a straight line.</source>
        <translation>
            <numerusform>采用二次曲线：逐一留出 %n 个长度，二次曲线的预测都比直线更准。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The straight line is used: left out one at a time, the %n length(s) are predicted no better by a quadratic curve.</source>
        <translation>
            <numerusform>采用直线：逐一留出 %n 个长度，二次曲线的预测并不比直线更准。</numerusform>
        </translation>
    </message>
    <message>
        <source>With three lengths a line and a curve cannot be told apart by their errors; both are drawn.</source>
        <translation>只有三个长度时，无法凭误差区分直线和曲线；两者都画出。</translation>
    </message>
    <message>
        <source>With three lengths a line and a curve cannot be told apart by their errors: the quadratic curve reaches the limit sooner, so it is used (the pessimistic choice).</source>
        <translation>只有三个长度时，无法凭误差区分直线和曲线：二次曲线更早到达限值，因此采用它（保守的选择）。</translation>
    </message>
    <message>
        <source>With three lengths a line and a curve cannot be told apart by their errors: the straight line reaches the limit no later than the curve, so it is used (the pessimistic choice).</source>
        <translation>只有三个长度时，无法凭误差区分直线和曲线：直线到达限值不晚于曲线，因此采用直线（保守的选择）。</translation>
    </message>
    <message>
        <source>quadratic curve</source>
        <translation>二次曲线</translation>
    </message>
    <message>
        <source>straight line</source>
        <translation>直线</translation>
    </message>
    <message>
        <source> (90% interval %1-%2 from %3 resamples of the repetitions)</source>
        <translation>（对各次重复做 %3 次重采样得到的 90% 区间为 %1-%2）</translation>
    </message>
    <message>
        <source> (90% interval from %1 upwards: in more than 5% of %2 resamples of the repetitions the fit never reaches the limit)</source>
        <translation>（90% 区间自 %1 起无上限：在 %2 次重采样中，超过 5% 的拟合始终达不到限值）</translation>
    </message>
    <message>
        <source> (no interval: one value per length)</source>
        <translation>（无区间：每个长度只有一个值）</translation>
    </message>
    <message>
        <source>%1 %2, %3 times the longest tested length%4</source>
        <translation>%1 %2，为最长测试长度的 %3 倍%4</translation>
    </message>
    <message>
        <source>The fitted %1 of %2 reaches its limit at %3 %4, %5 times the longest tested length; beyond %6 times the fit is not trusted.</source>
        <translation>%2 的拟合%1在 %3 %4 处到达限值，为最长测试长度的 %5 倍；超出 %6 倍时拟合不可信。</translation>
    </message>
    <message>
        <source>peak memory</source>
        <translation>峰值内存</translation>
    </message>
    <message>
        <source>p90 latency</source>
        <translation>p90 延迟</translation>
    </message>
    <message>
        <source>The fitted peak-memory %1 (R² %2) reaches the ceiling at %3, before latency reaches its budget.</source>
        <translation>峰值内存的拟合%1（R² %2）在 %3 处到达内存上限，早于延迟到达其预算。</translation>
    </message>
    <message>
        <source>The fitted p90-latency %1 (R² %2) reaches the budget at %3, before memory reaches its ceiling.</source>
        <translation>p90 延迟的拟合%1（R² %2）在 %3 处到达延迟预算，早于内存到达其上限。</translation>
    </message>
    <message>
        <source>Trends against input length</source>
        <translation>随输入长度的趋势</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Fit used</source>
        <translation>采用的拟合</translation>
    </message>
    <message>
        <source>R² line</source>
        <translation>直线 R²</translation>
    </message>
    <message>
        <source>R² curve</source>
        <translation>曲线 R²</translation>
    </message>
    <message>
        <source>Left-out error, line</source>
        <translation>留一误差（直线）</translation>
    </message>
    <message>
        <source>Left-out error, curve</source>
        <translation>留一误差（曲线）</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>限值</translation>
    </message>
    <message>
        <source>Reaches it at</source>
        <translation>到达限值于</translation>
    </message>
    <message>
        <source>90% interval</source>
        <translation>90% 区间</translation>
    </message>
    <message>
        <source>× longest</source>
        <translation>× 最长长度</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>峰值内存</translation>
    </message>
    <message>
        <source>Median latency</source>
        <translation>延迟中位数</translation>
    </message>
    <message>
        <source>%1 or beyond</source>
        <translation>%1 或更远</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不到达</translation>
    </message>
    <message>
        <source>The line and the quadratic curve are least-squares fits of the per-input figure against the input length. With four or more lengths the one that predicts each left-out length better is used; with three, the one that reaches the limit sooner. The interval is the 5th to 95th percentile of the crossings of the same fit over resamples of each input's repetitions.</source>
        <translation>直线和二次曲线都是各输入指标对输入长度的最小二乘拟合。有四个或更多长度时，采用对每个留出长度预测更准的那一个；只有三个长度时，采用更早到达限值的那一个。区间是对各输入的重复进行重采样后，同一拟合到达限值位置的第 5 至第 95 百分位数。</translation>
    </message>
    <message>
        <source>it rests on one sample</source>
        <translation>它只基于一个样本</translation>
    </message>
    <message>
        <source>every sample was taken before loading completed (%1 after the start)</source>
        <translation>所有样本都取自加载完成之前（开始后 %1）</translation>
    </message>
    <message>
        <source>it rests on %1 samples over %2</source>
        <translation>它只基于 %2 内的 %1 个样本</translation>
    </message>
    <message>
        <source>a sample every %1 against repetitions of %2, without VmHWM: fewer than %3 samples per repetition</source>
        <translation>每 %1 采样一次，而每次重复耗时 %2，且没有 VmHWM：每次重复不足 %3 个样本</translation>
    </message>
    <message>
        <source>VmHWM is this process's peak from its start up to this snapshot (exact, from the kernel), not the device's</source>
        <translation>VmHWM 是该进程从启动到本次快照为止的峰值（精确值，来自内核），不是整机的</translation>
    </message>
    <message>
        <source>last VmHWM: %1 (exact: the kernel's peak of this process up to the last sample, %2 s after the first; not the device's)</source>
        <translation>最后的 VmHWM：%1（精确值：内核记录的该进程截至最后一个样本的峰值，即第一个样本之后 %2 s；不是整机的）</translation>
    </message>
    <message>
        <source>peak probably missed: %1</source>
        <translation>峰值可能漏测：%1</translation>
    </message>
    <message>
        <source>The peak of input %1 was probably missed: %2. It is left out of the memory trend and counts only as a lower bound.</source>
        <translation>输入 %1 的峰值可能漏测：%2。它不计入内存趋势，只作为下限。</translation>
    </message>
    <message>
        <source>peak memory at comparable lengths</source>
        <translation>可比长度下的峰值内存</translation>
    </message>
    <message>
        <source>peak memory at comparable lengths (the peaks of %1 were probably missed)</source>
        <translation>可比长度下的峰值内存（%1 的峰值可能漏测）</translation>
    </message>
    <message>
        <source>latency at comparable lengths</source>
        <translation>可比长度下的延迟</translation>
    </message>
    <message>
        <source>a memory ceiling or a latency budget</source>
        <translation>内存上限或延迟预算</translation>
    </message>
    <message>
        <source>Peak memory rises by %1% from the shortest to the longest input, but which limit comes first cannot be told without %2.</source>
        <translation>峰值内存从最短到最长输入上升了 %1%，但缺少%2，无法判断哪个限制先到。</translation>
    </message>
    <message>
        <source>The median latency rises by %1% from the shortest to the longest input, but which limit comes first cannot be told without %2.</source>
        <translation>延迟中位数从最短到最长输入上升了 %1%，但缺少%2，无法判断哪个限制先到。</translation>
    </message>
    <message>
        <source> and </source>
        <translation>和</translation>
    </message>
    <message>
        <source>%1, probably missed</source>
        <translation>%1，可能漏测</translation>
    </message>
    <message>
        <source> (input %1, repetition %2)</source>
        <translation>（输入 %1，第 %2 次重复）</translation>
    </message>
    <message>
        <source> (input %1)</source>
        <translation>（输入 %1）</translation>
    </message>
    <message>
        <source>critical process %1 lost at concurrency %2</source>
        <translation>关键进程 %1 在并发 %2 时丢失</translation>
    </message>
    <message>
        <source>critical process %1 lost</source>
        <translation>关键进程 %1 丢失</translation>
    </message>
    <message>
        <source>memory guard stopped the workload: MemAvailable %1 kB under the reserve of %2 kB</source>
        <translation>内存守护停止了负载：MemAvailable %1 kB 低于预留的 %2 kB</translation>
    </message>
    <message>
        <source>memory guard stopped the workload</source>
        <translation>内存守护停止了负载</translation>
    </message>
    <message>
        <source>background load %1 stopped</source>
        <translation>后台负载 %1 已停止</translation>
    </message>
    <message>
        <source>background load %1 started</source>
        <translation>后台负载 %1 已启动</translation>
    </message>
    <message>
        <source>background load %1 started: %2</source>
        <translation>后台负载 %1 已启动：%2</translation>
    </message>
    <message>
        <source>probe warning: %1</source>
        <translation>探针警告：%1</translation>
    </message>
    <message>
        <source>%1 event</source>
        <translation>%1 事件</translation>
    </message>
    <message>
        <source>%1 more notes (warnings, guard, background, critical processes) than the %2 kept; they are counted, not stored</source>
        <translation>另有 %1 条记录（警告、守护、后台负载、关键进程）超出保留上限 %2 条；只计数，不保存</translation>
    </message>
    <message>
        <source>%1 disappeared %2 s into the run</source>
        <translation>%1 在运行开始后 %2 s 消失</translation>
    </message>
    <message>
        <source>%1 disappeared</source>
        <translation>%1 消失</translation>
    </message>
    <message>
        <source>, at concurrency %1</source>
        <translation>，并发 %1</translation>
    </message>
    <message>
        <source>, during input %1, repetition %2</source>
        <translation>，发生在输入 %1 的第 %2 次重复</translation>
    </message>
    <message>
        <source>, during input %1</source>
        <translation>，发生在输入 %1</translation>
    </message>
    <message>
        <source>; the workload's VmRSS then: %1</source>
        <translation>；当时负载的 VmRSS：%1</translation>
    </message>
    <message>
        <source>critical process lost: %1</source>
        <translation>关键进程丢失：%1</translation>
    </message>
    <message>
        <source>The run cost a critical service: %1.</source>
        <translation>本次运行导致关键服务丢失：%1。</translation>
    </message>
    <message>
        <source>The probe warned: %1.</source>
        <translation>探针警告：%1。</translation>
    </message>
    <message>
        <source>Events noted by the probe</source>
        <translation>探针记录的事件</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>重复</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>critical process lost</source>
        <translation>关键进程丢失</translation>
    </message>
    <message>
        <source>memory guard</source>
        <translation>内存守护</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>background load</source>
        <translation>后台负载</translation>
    </message>
    <message>
        <source>Times are from the start of the run.</source>
        <translation>时间从运行开始算起。</translation>
    </message>
    <message>
        <source>BASE</source>
        <translation>BASE</translation>
    </message>
    <message>
        <source>NEW</source>
        <translation>NEW</translation>
    </message>
    <message>
        <source>tasks waited for a CPU %1% of the repetitions' time</source>
        <translation>各次重复期间有任务等待 CPU 的时间占 %1%</translation>
    </message>
    <message>
        <source>the hypervisor took %1% of the CPUs (steal)</source>
        <translation>虚拟机管理程序占用了 %1% 的 CPU（steal）</translation>
    </message>
    <message>
        <source>The run was contended (%1): its figures are not the device's own.</source>
        <translation>本次运行存在资源争用（%1）：这些数字不代表设备本身的能力。</translation>
    </message>
    <message>
        <source>Contention: the run was measured under heavy CPU pressure (%1); on a quiet device the latencies may be lower.</source>
        <translation>资源争用：本次运行在严重 CPU 压力下测得（%1）；在空闲设备上延迟可能更低。</translation>
    </message>
    <message>
        <source>CPU pressure during the repetitions (mean)</source>
        <translation>各次重复期间的 CPU 压力（平均）</translation>
    </message>
    <message>
        <source>The repetitions of input %1 range from %2 to %3 (%4 times): one figure per input hides that; see the repetitions.</source>
        <translation>输入 %1 的各次重复从 %2 到 %3 不等（相差 %4 倍）：每个输入一个数字会掩盖这一点；请查看各次重复。</translation>
    </message>
    <message>
        <source>The p90 of %1 rests on fewer than %2 repetitions: below that not even the slowest one bounds the p90 with 95% confidence, so it is an estimate (a p99 needs %3).</source>
        <translation>%1 的 p90 基于少于 %2 次重复：在此之下，即使最慢的一次也不能以 95% 置信度给出 p90 的上界，因此只是估计（p99 需要 %3 次）。</translation>
    </message>
    <message>
        <source>Expected a size of at least 4 MiB such as "4GiB" or "512MiB", got "%1".</source>
        <translation>应为至少 4 MiB 的大小，如 "4GiB" 或 "512MiB"，实际为 "%1"。</translation>
    </message>
    <message>
        <source>"cgroup_memory" belongs to process mode: in serve mode the engine is already running; start it in a memory cgroup yourself (systemd-run -p MemoryMax=...).</source>
        <translation>"cgroup_memory" 只用于进程模式：服务模式下引擎已在运行，请自行在内存 cgroup 中启动它（systemd-run -p MemoryMax=...）。</translation>
    </message>
    <message>
        <source>the limit of the memory cgroup the probe made for this run (the plan's cgroup_memory, read with each repetition)</source>
        <translation>探针为本次运行创建的内存 cgroup 的上限（计划的 cgroup_memory，每次重复时读取）</translation>
    </message>
    <message>
        <source>Run queue (tasks)</source>
        <translation>运行队列（任务数）</translation>
    </message>
    <message>
        <source>runnable tasks</source>
        <extracomment>Legend of a chart line: tasks ready to run at each sample (/proc/stat procs_running).</extracomment>
        <translation>可运行任务</translation>
    </message>
    <message>
        <source>CPUs online</source>
        <extracomment>Legend of a chart line: the CPUs online; runnable tasks above it wait for a CPU.</extracomment>
        <translation>在线 CPU</translation>
    </message>
    <message>
        <source>"mapped_files" must be an array of at most %1 files, with "mapped_scans" a count</source>
        <translation>“mapped_files”必须是最多 %1 个文件的数组，且“mapped_scans”为计数</translation>
    </message>
    <message>
        <source>each of "mapped_files" needs a "path", "rss_kb" and "size_kb" of at least 0 and a "kind" of "code" or "data"</source>
        <translation>“mapped_files”的每一项都需要“path”、不小于 0 的“rss_kb”和“size_kb”，以及值为“code”或“data”的“kind”</translation>
    </message>
    <message>
        <source>mapped-file scans of repetition %1, which does not exist</source>
        <translation>映射文件扫描属于第 %1 次重复，但该重复不存在</translation>
    </message>
    <message>
        <source>mapped file "%1" of repetition %2 is malformed</source>
        <translation>第 %2 次重复的映射文件“%1”格式错误</translation>
    </message>
    <message>
        <source>%1 was measured under heavy CPU pressure (%2): every comparison with it is inconclusive.</source>
        <translation>%1 是在严重 CPU 压力下测得的（%2）：与它的每项比较都无定论。</translation>
    </message>
    <message>
        <source>samples with more runnable tasks than CPUs</source>
        <translation>可运行任务多于 CPU 的采样</translation>
    </message>
    <message>
        <source>%1 major page faults after load-complete in %2 stable repetitions (%3 per repetition)</source>
        <translation>加载完成后在 %2 次稳定重复中发生 %1 次主缺页（每次重复 %3 次）</translation>
    </message>
    <message>
        <source>Weights paged back from storage: %1, with the model file %2 mapped (%3, at most %4 resident). Its pages were reclaimed and read again during inference: keep them resident (mlock, --no-mmap) or leave more memory free.</source>
        <translation>权重被从存储重新换入：%1，模型文件 %2 已映射（%3，最多 %4 常驻）。其页面在推理期间被回收并再次读取：请让它们常驻（mlock、--no-mmap）或留出更多空闲内存。</translation>
    </message>
    <message>
        <source>Pages read back from storage: %1. File-backed pages (an mmap'ed model, or the binary and its libraries: which files were mapped was not recorded) were reclaimed and read again during inference: keep them resident or leave more memory free.</source>
        <translation>页面被从存储重新读回：%1。文件页（mmap 映射的模型，或二进制文件及其库：未记录映射了哪些文件）在推理期间被回收并再次读取：请让它们常驻或留出更多空闲内存。</translation>
    </message>
    <message>
        <source>the anonymous memory (%1, %2% of the %3 ceiling)</source>
        <translation>匿名内存（%1，占 %3 上限的 %2%）</translation>
    </message>
    <message>
        <source>Thrash risk: %1 and the model file %2 (%3 mapped) do not fit under the ceiling together; the kernel will drop model pages and read them again.</source>
        <translation>抖动风险：%1 与模型文件 %2（映射 %3）合计超出上限；内核将丢弃模型页面并再次读取。</translation>
    </message>
    <message>
        <source>Thrash risk: %1 and the file-backed pages (%2; an mmap'ed model or the binary and its libraries: which files were mapped was not recorded) do not fit under the ceiling together; the kernel will drop file pages and read them again.</source>
        <translation>抖动风险：%1 与文件页（%2；mmap 映射的模型或二进制文件及其库：未记录映射了哪些文件）合计超出上限；内核将丢弃文件页并再次读取。</translation>
    </message>
    <message>
        <source>model file mapped: %1</source>
        <translation>已映射的模型文件：%1</translation>
    </message>
    <message>
        <source>more tasks were runnable than CPUs in %1% of the samples</source>
        <translation>%1% 的采样中可运行任务多于 CPU</translation>
    </message>
    <message>
        <source>Memory by kind</source>
        <translation>按类型划分的内存</translation>
    </message>
    <message>
        <source>RssAnon peak</source>
        <translation>RssAnon 峰值</translation>
    </message>
    <message>
        <source>RssFile peak</source>
        <translation>RssFile 峰值</translation>
    </message>
    <message>
        <source>Model resident / mapped</source>
        <translation>模型常驻 / 映射</translation>
    </message>
    <message>
        <source>Code resident</source>
        <translation>代码常驻</translation>
    </message>
    <message>
        <source>none mapped</source>
        <translation>未映射</translation>
    </message>
    <message>
        <source>"none mapped": no data file of 16 MiB or more was mapped, so the file-backed pages are the binary, its libraries and small files; a model read into the process's own memory (as with llama.cpp's --no-mmap) is counted in RssAnon.</source>
        <translation>“未映射”：没有映射 16 MiB 及以上的数据文件，因此文件页是二进制文件、其库和小文件；读入进程自身内存的模型（如 llama.cpp 的 --no-mmap）计入 RssAnon。</translation>
    </message>
    <message>
        <source>Where the model file is empty, which files were mapped was not recorded (the probe records them from version 0.2.4; an imported log does not have them).</source>
        <translation>模型文件一栏为空时，未记录映射了哪些文件（探针自 0.2.4 版起记录；导入的日志没有这些信息）。</translation>
    </message>
    <message>
        <source>The probe reads the mappings at load-complete, four times in the first second and then once a second: resident sizes are the most any of those reads found, not a peak.</source>
        <translation>探针在加载完成时、第一秒内四次、之后每秒一次读取映射：常驻大小是这些读取中的最大值，而非峰值。</translation>
    </message>
    <message>
        <source>Model file %1: %2 resident, file-backed (of %3 mapped)</source>
        <translation>模型文件 %1：%2 常驻，文件页（映射 %3）</translation>
    </message>
    <message>
        <source>%1, with every input.</source>
        <translation>%1，所有输入均如此。</translation>
    </message>
    <message>
        <source>%1, with input %2.</source>
        <translation>%1，输入 %2。</translation>
    </message>
    <message>
        <source>already reached</source>
        <translation>已达到</translation>
    </message>
    <message>
        <source>not available: nvidia-smi was not found on the PATH</source>
        <translation>不可用：在 PATH 中找不到 nvidia-smi</translation>
    </message>
    <message>
        <source>unified memory: on a Jetson the GPU shares RAM with the CPU, so its memory is counted in RAM (RSS, MemAvailable)</source>
        <translation>统一内存：Jetson 的 GPU 与 CPU 共用 RAM，因此其内存计入 RAM（RSS、MemAvailable）</translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation>不可用：%1</translation>
    </message>
    <message>
        <source>the plan as written, printed in full below</source>
        <translation>计划原文，完整打印于下文</translation>
    </message>
    <message>
        <source>A run's name cannot be empty.</source>
        <translation>运行名称不能为空。</translation>
    </message>
    <message>
        <source>Cannot rename run %1 in %2: %3</source>
        <translation>无法在 %2 中重命名运行 %1：%3</translation>
    </message>
    <message>
        <source>Cannot discard the draft in %1: %2</source>
        <translation>无法丢弃 %1 中的草稿：%2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>"%1" is not text</source>
        <translation>“%1”不是文本</translation>
    </message>
    <message>
        <source>draft version %1 is not %2</source>
        <translation>草稿版本 %1 不是 %2</translation>
    </message>
    <message>
        <source>"observed", "unknown" or "page" is missing or of the wrong type</source>
        <translation>“observed”、“unknown”或“page”缺失或类型错误</translation>
    </message>
    <message>
        <source>an observed choice is not 0 or 1</source>
        <translation>某个观察项的选择不是 0 或 1</translation>
    </message>
    <message>
        <source>unknown "%1" is not one Headroom lists</source>
        <translation>未知项“%1”不在 Headroom 列出的范围内</translation>
    </message>
    <message>
        <source>unknown of kind "%1" is not one Headroom lists</source>
        <translation>种类为“%1”的未知项不在 Headroom 列出的范围内</translation>
    </message>
    <message>
        <source>Headroom comparison</source>
        <translation>Headroom 比较</translation>
    </message>
    <message>
        <source>Base: %1</source>
        <translation>基准：%1</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新运行</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>95% CI of new - base</source>
        <translation>新 - 基准 的 95% 置信区间</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>%1 against the base</source>
        <translation>%1 与基准的比较</translation>
    </message>
    <message>
        <source>%1, regression</source>
        <translation>%1，退化</translation>
    </message>
    <message>
        <source>not compared: %1</source>
        <translation>未比较：%1</translation>
    </message>
    <message>
        <source>cost a critical service: %1</source>
        <translation>导致关键服务丢失：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 names %n input(s) (%2), so it cannot be assigned to the one input %3: combine it without an input, or export one input per file.</source>
        <translation>
            <numerusform>%1 指明了 %n 个输入（%2），因此无法把它分配给单个输入 %3：请不指定输入进行合并，或每个文件只导出一个输入。</numerusform>
        </translation>
    </message>
    <message>
        <source>(with --map)</source>
        <translation>（需 --map）</translation>
    </message>
    <message>
        <source>(with --time-format)</source>
        <translation>（需 --time-format）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a peak and how exact it is</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (%2 resident)</source>
        <translation>%1（%2 常驻）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a TTFT and where it came from</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <comment>count and outcome, e.g. 19 × ok</comment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Own (RssAnon)</source>
        <translation>自身（RssAnon）</translation>
    </message>
    <message>
        <source>File-backed (RssFile)</source>
        <translation>文件页（RssFile）</translation>
    </message>
    <message>
        <source>p90/median</source>
        <translation>p90/中位数</translation>
    </message>
    <message>
        <source>TTFT (median)</source>
        <translation>TTFT（中位数）</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>重复</translation>
    </message>
    <message>
        <source>The mode must be "process", "loop" or "serve", not "%1".</source>
        <translation>模式必须是 "process"、"loop" 或 "serve"，而不是 "%1"。</translation>
    </message>
    <message>
        <source>A loop-mode plan runs its own command, not the built-in workload.</source>
        <translation>loop 模式的计划运行自己的命令，不能使用内置工作负载。</translation>
    </message>
    <message>
        <source>"iterations" belongs to loop mode, where one process repeats the input.</source>
        <translation>"iterations" 属于 loop 模式（由一个进程重复运行输入）。</translation>
    </message>
    <message>
        <source>%1: recorded, not sent: a request of the %2 API has no field for them, so they hold only if the engine was started with them (e.g. llama-server -t, -b, -c; taskset -c).</source>
        <translation>%1：只记录、不发送：%2 API 的请求中没有对应字段，因此只有在引擎以这些参数启动时才成立（例如 llama-server -t、-b、-c；taskset -c）。</translation>
    </message>
    <message>
        <source>params.extra.%1 has no place in a request of the %2 API: the probe writes "%1" itself (the input, max_new_tokens, params.model, streaming).</source>
        <translation>params.extra.%1 在 %2 API 的请求中没有位置：探针自己写入 "%1"（输入、max_new_tokens、params.model、流式）。</translation>
    </message>
    <message>
        <source>params.extra.%1 has no place in a request of the %2 API: params.%3 is sent under that name; set params.%3 instead.</source>
        <translation>params.extra.%1 在 %2 API 的请求中没有位置：params.%3 就以这个名字发送；请改为设置 params.%3。</translation>
    </message>
    <message>
        <source>params.extra.%1 is sent as "%1", but llama.cpp's server does not document that field for /completion: it ignores fields it does not know.</source>
        <translation>params.extra.%1 以 "%1" 发送，但 llama.cpp 服务器的 /completion 文档中没有这个字段：它会忽略不认识的字段。</translation>
    </message>
    <message>
        <source>params.extra.%1 has no place in a request of the %2 API: it is neither an OpenAI request field nor a documented extension (%3).</source>
        <translation>params.extra.%1 在 %2 API 的请求中没有位置：它既不是 OpenAI 请求字段，也不是有文档的扩展（%3）。</translation>
    </message>
    <message>
        <source>params.extra.%1 has no place in a request of the %2 API: extras go into "options", and Ollama has no option of that name (%3).</source>
        <translation>params.extra.%1 在 %2 API 的请求中没有位置：额外参数放入 "options"，而 Ollama 没有这个名字的选项（%3）。</translation>
    </message>
    <message>
        <source>iteration %1 is not a positive number</source>
        <translation>迭代 %1 不是正数</translation>
    </message>
    <message>
        <source>a pass of input "%1" has the number %2</source>
        <translation>输入 "%1" 的一轮的编号为 %2</translation>
    </message>
    <message>
        <source>a pass needs an "iteration" of 1 or more</source>
        <translation>一轮需要 1 或更大的 "iteration"</translation>
    </message>
    <message>
        <source>%1 at concurrency %2</source>
        <comment>a column's figure, at one level of a serve sweep</comment>
        <translation>%1（并发 %2）</translation>
    </message>
    <message>
        <source>TTFT: request sent to first streamed token; TPOT: time per output token after the first; ITL: gaps between streamed tokens. One row per input and concurrency level: a request at a higher level shares the engine with others. Warm-up requests are left out.</source>
        <translation>TTFT：从发出请求到第一个流式 token；TPOT：首个 token 之后每个输出 token 的时间；ITL：流式 token 之间的间隔。每个输入和并发级别一行：更高级别的请求与其他请求共享引擎。预热请求不计入。</translation>
    </message>
    <message>
        <source>Every request's body, the input's text in place of {input}: %1</source>
        <translation>每个请求的请求体（{input} 处为输入的文本）：%1</translation>
    </message>
    <message>
        <source>Cold start against a warm call</source>
        <translation>冷启动与热调用对比</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>进程数</translation>
    </message>
    <message>
        <source>Cold call</source>
        <translation>冷调用</translation>
    </message>
    <message>
        <source>Cold peak</source>
        <translation>冷调用峰值</translation>
    </message>
    <message>
        <source>Warm calls</source>
        <translation>热调用次数</translation>
    </message>
    <message>
        <source>Warm median</source>
        <translation>热调用中位数</translation>
    </message>
    <message>
        <source>Warm p90</source>
        <translation>热调用 p90</translation>
    </message>
    <message>
        <source>Warm peak</source>
        <translation>热调用峰值</translation>
    </message>
    <message>
        <source>Cold start costs</source>
        <translation>冷启动多花</translation>
    </message>
    <message>
        <source>Cold call: a fresh process from its start to the end of its first pass (loading included), the median over the processes; its peak is the largest of the load phase (what was sampled while loading included) and the first pass. Warm calls: the later passes in the same processes (the first pass is the in-process warm-up). The per-input figures stay on the process repetitions: their latency is a whole process, every pass included, and their tokens are the first pass's.</source>
        <translation>冷调用：一个新进程从启动到第一轮结束（含加载），取各进程的中位数；其峰值取加载阶段（含加载期间的采样）与第一轮中的最大者。热调用：同一进程中之后的各轮（第一轮是进程内预热）。按输入的数字仍基于进程重复：其延迟是整个进程（含所有轮次），其 token 是第一轮的。</translation>
    </message>
    <message>
        <source>Some peaks are sampled, not exact: the workload ran as several processes (an engine's helper while loading counts) or a VmHWM reset failed.</source>
        <translation>部分峰值为采样值而非精确值：工作负载以多个进程运行（加载期间引擎的辅助进程也算）或 VmHWM 重置失败。</translation>
    </message>
    <message>
        <source>Every peak is the kernel's VmHWM, reset at each pass.</source>
        <translation>每个峰值都是内核的 VmHWM，每轮重置。</translation>
    </message>
    <message>
        <source>Load / prefill / decode</source>
        <translation>加载 / 预填充 / 解码</translation>
    </message>
    <message>
        <source>The engine must be "llama.cpp", "onnxruntime", "markers" or "none", not "%1".</source>
        <translation>引擎必须是 "llama.cpp"、"onnxruntime"、"markers" 或 "none"，而不是 "%1"。</translation>
    </message>
    <message>
        <source>Summaries the tools reported</source>
        <translation>各工具自己报告的汇总</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>As each tool wrote them, in its own units converted to ms; the statistics above are Headroom's own, from the repetitions.</source>
        <translation>按各工具写出的原样，单位换算为毫秒；上面的统计是 Headroom 自己根据重复计算的。</translation>
    </message>
    <message>
        <source>llama.cpp log: load + prompt evaluation + first sample</source>
        <translation>llama.cpp 日志：加载 + 提示词评估 + 首次采样</translation>
    </message>
    <message>
        <source>The required key "inputs" is missing (or give a "corpus").</source>
        <translation>缺少必需的键“inputs”（或给出“corpus”）。</translation>
    </message>
    <message>
        <source>The metrics path is a path on the engine's host and port, such as /metrics, not "%1".</source>
        <translation>指标路径是引擎同一主机和端口上的路径，例如 /metrics，而不是“%1”。</translation>
    </message>
    <message>
        <source>Expected a non-empty list of document ids, e.g. [doc-017, doc-203].</source>
        <translation>应为非空的文档 id 列表，例如 [doc-017, doc-203]。</translation>
    </message>
    <message>
        <source>The document id "%1" is listed twice.</source>
        <translation>文档 id“%1”列出了两次。</translation>
    </message>
    <message>
        <source>The corpus's document "%1" (%2) has the id of an input of the plan.</source>
        <translation>语料中的文档“%1”（%2）与计划中某个输入的 id 相同。</translation>
    </message>
    <message>
        <source>Write it on a single line.</source>
        <translation>请写在一行内。</translation>
    </message>
    <message>
        <source>"because" is the failure that led to this run: %1; not "%2".</source>
        <translation>“because”是导致本次运行的失败原因：%1；而不是“%2”。</translation>
    </message>
    <message>
        <source>Cannot read the corpus file: %1</source>
        <translation>无法读取语料文件：%1</translation>
    </message>
    <message>
        <source>The file is UTF-16; a JSONL corpus is UTF-8, one JSON object per line.</source>
        <translation>该文件是 UTF-16 编码；JSONL 语料应为 UTF-8，每行一个 JSON 对象。</translation>
    </message>
    <message>
        <source>Not a JSON object: %1 at character %2.</source>
        <translation>不是 JSON 对象：第 %2 个字符处%1。</translation>
    </message>
    <message>
        <source>Each line must be one JSON object, e.g. {"id": "doc-001", "text": "..."}.</source>
        <translation>每行必须是一个 JSON 对象，例如 {"id": "doc-001", "text": "..."}。</translation>
    </message>
    <message>
        <source>The required key "id" is missing.</source>
        <translation>缺少必需的键“id”。</translation>
    </message>
    <message>
        <source>The id must be a text (write numbers in quotes: "17").</source>
        <translation>id 必须是文本（数字请加引号："17"）。</translation>
    </message>
    <message>
        <source>A document id is 1 to 64 letters, digits, '_', '.' or '-', not "%1".</source>
        <translation>文档 id 为 1 到 64 个字母、数字、“_”、“.”或“-”，而不是“%1”。</translation>
    </message>
    <message>
        <source>An empty object or list cannot be checked; give the fields or values it must hold.</source>
        <translation>空对象或空列表无法校验；请给出它必须包含的字段或值。</translation>
    </message>
    <message>
        <source>The field name "%1" cannot be part of a dotted path (empty, or it holds a '.').</source>
        <translation>字段名“%1”不能作为点分路径的一部分（为空，或包含“.”）。</translation>
    </message>
    <message>
        <source>"expected" must be an object of the fields the output must hold, e.g. {"date": "2024-03-01"}.</source>
        <translation>“expected”必须是一个对象，列出输出必须包含的字段，例如 {"date": "2024-03-01"}。</translation>
    </message>
    <message>
        <source>Document "%1" expects no field: nothing decides whether its output is right, so it is left out of the accepted / expected count.</source>
        <translation>文档“%1”没有期望字段：无法判断其输出是否正确，因此不计入“接受 / 期望”计数。</translation>
    </message>
    <message>
        <source>The document id "%1" is used twice (first at %2).</source>
        <translation>文档 id“%1”使用了两次（第一次在 %2）。</translation>
    </message>
    <message>
        <source>The corpus folder has sub-folders; only the files directly in it are documents.</source>
        <translation>语料文件夹中有子文件夹；只有直接位于其中的文件才算文档。</translation>
    </message>
    <message>
        <source>A document's id is its file name without the extension: 1 to 64 letters, digits, '_', '.' or '-', not "%1". Rename the file.</source>
        <translation>文档的 id 是去掉扩展名的文件名：1 到 64 个字母、数字、“_”、“.”或“-”，而不是“%1”。请重命名该文件。</translation>
    </message>
    <message>
        <source>The corpus %1 does not exist.</source>
        <translation>语料 %1 不存在。</translation>
    </message>
    <message>
        <source>The required key "text" is missing.</source>
        <translation>缺少必需的键“text”。</translation>
    </message>
    <message>
        <source>"text" must be a text: the document the workload reads.</source>
        <translation>“text”必须是文本：即负载读取的文档内容。</translation>
    </message>
    <message>
        <source>"tokens" must be a whole number of at least 0.</source>
        <translation>“tokens”必须是不小于 0 的整数。</translation>
    </message>
    <message>
        <source>The expected-fields file %1 does not exist.</source>
        <translation>期望字段文件 %1 不存在。</translation>
    </message>
    <message>
        <source>The document id "%1" is used twice (first on line %2).</source>
        <translation>文档 id“%1”使用了两次（第一次在第 %2 行）。</translation>
    </message>
    <message>
        <source>No document has the id "%1".</source>
        <translation>没有 id 为“%1”的文档。</translation>
    </message>
    <message>
        <source>Document "%1" already has its expected fields at %2; give them in one place.</source>
        <translation>文档“%1”已在 %2 给出期望字段；请只在一处给出。</translation>
    </message>
    <message>
        <source>The required key "expected" is missing.</source>
        <translation>缺少必需的键“expected”。</translation>
    </message>
    <message>
        <source>The corpus holds no document.</source>
        <translation>语料中没有文档。</translation>
    </message>
    <message>
        <source>The corpus holds %1 documents; one run takes at most %2. Split it into several plans (each a JSONL file or a folder), or run a part with corpus.only.</source>
        <translation>语料中有 %1 个文档；一次运行最多 %2 个。请拆分为多个计划（每个一个 JSONL 文件或一个文件夹），或用 corpus.only 运行其中一部分。</translation>
    </message>
    <message>
        <source>%1 of %2 documents have no expected fields: they run, but are left out of the accepted / expected count.</source>
        <translation>%2 个文档中有 %1 个没有期望字段：它们会运行，但不计入“接受 / 期望”计数。</translation>
    </message>
    <message>
        <source>The corpus cannot be read: %1</source>
        <translation>无法读取语料：%1</translation>
    </message>
    <message>
        <source>The corpus's document "%1" has the id of an input of the plan.</source>
        <translation>语料中的文档“%1”与计划中某个输入的 id 相同。</translation>
    </message>
    <message>
        <source>truncation</source>
        <translation>截断</translation>
    </message>
    <message>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>quality</source>
        <translation>质量</translation>
    </message>
    <message>
        <source>rejected (reason not recorded)</source>
        <translation>被拒绝（未记录原因）</translation>
    </message>
    <message>
        <source>run failed</source>
        <translation>运行失败</translation>
    </message>
    <message>
        <source>%1 (exit code %2)</source>
        <translation>%1（退出码 %2）</translation>
    </message>
    <message>
        <source>%1 (signal %2)</source>
        <translation>%1（信号 %2）</translation>
    </message>
    <message>
        <source>the output reached max_new_tokens (%1 of %2 tokens)</source>
        <translation>输出达到 max_new_tokens（%2 个 token 中的 %1 个）</translation>
    </message>
    <message>
        <source>not applicable (the plan says null)</source>
        <translation>不适用（计划中为 null）</translation>
    </message>
    <message>
        <source>one request at a time (process mode: one process per repetition)</source>
        <translation>一次一个请求（进程模式：每次重复一个进程）</translation>
    </message>
    <message>
        <source>one</source>
        <translation>一个</translation>
    </message>
    <message>
        <source>unknown: the engine's metrics gave no such figure</source>
        <translation>未知：引擎指标中没有这一数值</translation>
    </message>
    <message>
        <source>%1 at level %2</source>
        <translation>并发 %2 时为 %1</translation>
    </message>
    <message>
        <source>unknown at level %1</source>
        <translation>并发 %1 时未知</translation>
    </message>
    <message>
        <source>Batch size (batch_size): %1. Concurrency sent: %2. Requests the engine processed at once (the most its metrics reported): %3. These are three numbers, not one.</source>
        <translation>批大小（batch_size）：%1。发送的并发数：%2。引擎实际同时处理的请求数（其指标报告的最大值）：%3。这是三个不同的数，而不是一个。</translation>
    </message>
    <message>
        <source>Offline corpus</source>
        <translation>离线语料</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>文档数</translation>
    </message>
    <message>
        <source>Time to every expected output</source>
        <translation>获得全部预期输出的时间</translation>
    </message>
    <message>
        <source>no expected outputs</source>
        <translation>没有预期输出</translation>
    </message>
    <message>
        <source>unknown (no start times)</source>
        <translation>未知（没有开始时间）</translation>
    </message>
    <message>
        <source>not reached (%1 missing; the corpus took %2)</source>
        <translation>未达到（缺少 %1 个；语料共用时 %2）</translation>
    </message>
    <message>
        <source>not reached (%1 missing)</source>
        <translation>未达到（缺少 %1 个）</translation>
    </message>
    <message>
        <source>a corpus</source>
        <translation>一份语料</translation>
    </message>
    <message>
        <source>Corpus %1: %2 documents.</source>
        <translation>语料 %1：%2 个文档。</translation>
    </message>
    <message>
        <source>Corpus %1: this run was limited to %2 of its documents (corpus.only).</source>
        <translation>语料 %1：本次运行只包含其中 %2 个文档（corpus.only）。</translation>
    </message>
    <message>
        <source>A document is accepted when every stable repetition of it was; one that failed counts once, under the reason of its first failure. Memory: the OOM killer or the memory guard. Truncation: rejected, with the output at max_new_tokens. Format: no JSON, or a field missing. Quality: the fields read, a value wrong. Run failed: an exit code, a crash, the timeout or an HTTP error.</source>
        <translation>一个文档的每次稳定重复都被接受时，该文档才算被接受；失败的文档只计一次，归入其第一次失败的原因。内存：被 OOM killer 或内存守护终止。截断：被拒绝，且输出达到 max_new_tokens。格式：没有 JSON，或缺少字段。质量：字段能读出，但值错误。运行失败：非零退出码、崩溃、超时或 HTTP 错误。</translation>
    </message>
    <message>
        <source>Time to every expected output: from the start of the first measured repetition to the end of the last (warm-ups that ran in between are inside it; with warmup 0 it is the corpus's own wall time); "not reached" while any expected output is missing.</source>
        <translation>获得全部预期输出的时间：从第一次测量重复开始到最后一次结束（其间运行的预热也包含在内；warmup 为 0 时即语料本身的墙钟时间）；只要有任何预期输出缺失，就是“未达到”。</translation>
    </message>
    <message>
        <source>Documents that failed</source>
        <translation>失败的文档</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Failed / stable</source>
        <translation>失败 / 稳定</translation>
    </message>
    <message>
        <source>First failure</source>
        <translation>第一次失败</translation>
    </message>
    <message>
        <source>repetition %1: %2</source>
        <translation>第 %1 次重复：%2</translation>
    </message>
    <message>
        <source>%1 more documents failed; headroom report --json lists every one.</source>
        <translation>另有 %1 个文档失败；headroom report --json 会列出全部。</translation>
    </message>
    <message>
        <source>Decision: this run follows "%1" because of its failures (%2); changed: %3. The failures of "%1" stay recorded there.</source>
        <translation>决定：本次运行接续“%1”，原因是其失败（%2）；改动：%3。“%1”的失败仍记录在那次运行中。</translation>
    </message>
    <message>
        <source>llama.cpp log</source>
        <translation>llama.cpp 日志</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>标记行</translation>
    </message>
    <message>
        <source>first output</source>
        <translation>首次输出</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>流式</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a TTFT source's short name and what it means</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>TTFT, in brackets where it came from: %1.</source>
        <translation>TTFT 括号中为其来源：%1。</translation>
    </message>
    <message>
        <source>%1 at concurrency %2</source>
        <translation>%1（并发 %2）</translation>
    </message>
    <message>
        <source>the file changed while it was being imported</source>
        <translation>导入过程中文件发生了变化</translation>
    </message>
    <message>
        <source>Raw file %1 is given by path without its SHA-256.</source>
        <translation>原始文件 %1 只给出了路径，没有给出其 SHA-256。</translation>
    </message>
    <message>
        <source>the connection to the server was lost (%1)</source>
        <translation>与服务器的连接已断开（%1）</translation>
    </message>
    <message>
        <source>the role "%1" is not allowed to do this (%2)</source>
        <translation>角色“%1”无权执行此操作（%2）</translation>
    </message>
    <message>
        <source>The team store refused a statement: %1</source>
        <translation>团队存储拒绝了一条语句：%1</translation>
    </message>
    <message>
        <source>Cannot read the team store: %1</source>
        <translation>无法读取团队存储：%1</translation>
    </message>
    <message>
        <source>Cannot read the team store's version: %1</source>
        <translation>无法读取团队存储的版本：%1</translation>
    </message>
    <message>
        <source>The team store's version table is damaged: it names no schema version.</source>
        <translation>团队存储的版本表已损坏：其中没有模式版本。</translation>
    </message>
    <message>
        <source>The team store has schema version %1 (team layout %2), newer than this Headroom's %3 (team layout %4); update Headroom to use it.</source>
        <translation>团队存储的模式版本为 %1（团队布局 %2），比当前 Headroom 的 %3（团队布局 %4）更新；请升级 Headroom 后再使用。</translation>
    </message>
    <message>
        <source>Cannot read the team store's tables: %1</source>
        <translation>无法读取团队存储的表：%1</translation>
    </message>
    <message>
        <source>Cannot make a temporary project to read the schema from.</source>
        <translation>无法创建用于读取模式的临时项目。</translation>
    </message>
    <message>
        <source>Cannot read the project schema: %1</source>
        <translation>无法读取项目模式：%1</translation>
    </message>
    <message>
        <source>The role "%1" may not make or upgrade the team store's tables (%2). Ask the database's owner to push once with this Headroom, or for a role that may create tables.</source>
        <translation>角色“%1”无权创建或升级团队存储的表（%2）。请让数据库所有者用此版本的 Headroom 推送一次，或申请一个可以建表的角色。</translation>
    </message>
    <message>
        <source>Cannot make the team store's tables: %1</source>
        <translation>无法创建团队存储的表：%1</translation>
    </message>
    <message>
        <source>Cannot connect to the team store: %1</source>
        <translation>无法连接团队存储：%1</translation>
    </message>
    <message>
        <source>The team store is not open.</source>
        <translation>团队存储未打开。</translation>
    </message>
    <message>
        <source>The database holds no team store yet: push a run to it first.</source>
        <translation>该数据库中还没有团队存储：请先向其推送一次运行。</translation>
    </message>
    <message>
        <source>Cannot read the run to push (%1): %2</source>
        <translation>无法读取要推送的运行（%1）：%2</translation>
    </message>
    <message>
        <source>Cannot push: %1</source>
        <translation>无法推送：%1</translation>
    </message>
    <message>
        <source>Cannot push to %1: %2</source>
        <translation>无法推送到 %1：%2</translation>
    </message>
    <message>
        <source>Cannot push: the exported run %1 is missing.</source>
        <translation>无法推送：导出的运行 %1 缺失。</translation>
    </message>
    <message>
        <source>Cannot read the plan of the run to push: %1</source>
        <translation>无法读取要推送的运行的计划：%1</translation>
    </message>
    <message>
        <source>Cannot push the plan: %1</source>
        <translation>无法推送计划：%1</translation>
    </message>
    <message>
        <source>The role "%1" may read this team store but not push to it (it has no right to add rows). Ask the store's owner for a role that may push.</source>
        <translation>角色“%1”可以读取此团队存储，但不能向其推送（没有添加行的权限）。请向存储的所有者申请一个可以推送的角色。</translation>
    </message>
    <message>
        <source>--replaces names the run that one pushed run corrects: push one run.</source>
        <translation>--replaces 指定的是某一次推送的运行所更正的运行：请只推送一个运行。</translation>
    </message>
    <message>
        <source>The team store has no run %1 to replace.</source>
        <translation>团队存储中没有可替换的运行 %1。</translation>
    </message>
    <message>
        <source>Cannot read the exported runs: %1</source>
        <translation>无法读取导出的运行：%1</translation>
    </message>
    <message>
        <source>Run %1 of %2 is already in the team store as run %3 (the same raw files); it was skipped.</source>
        <translation>%2 的运行 %1 已作为运行 %3 存在于团队存储中（原始文件相同）；已跳过。</translation>
    </message>
    <message>
        <source>The connection was lost during the push. Nothing of it was stored (a push is one transaction); run the push again.</source>
        <translation>推送过程中连接已断开。本次推送的内容均未保存（一次推送是一个事务）；请重新推送。</translation>
    </message>
    <message>
        <source>Cannot push: other pushes kept colliding with this one; run it again.</source>
        <translation>无法推送：其他推送与本次推送反复冲突；请重新执行。</translation>
    </message>
    <message>
        <source>Cannot list the team store's runs: %1</source>
        <translation>无法列出团队存储中的运行：%1</translation>
    </message>
    <message>
        <source>"%1" is not a run id of the team store (a number).</source>
        <translation>“%1”不是团队存储的运行 id（应为数字）。</translation>
    </message>
    <message>
        <source>The team store has no run with id %1.</source>
        <translation>团队存储中没有 id 为 %1 的运行。</translation>
    </message>
    <message>
        <source>Run %1 was pushed with schema version %2; this Headroom reads up to %3.</source>
        <translation>运行 %1 是以模式版本 %2 推送的；当前 Headroom 最高只能读取 %3。</translation>
    </message>
    <message>
        <source>Cannot read %1 from the team store: %2</source>
        <translation>无法从团队存储读取 %1：%2</translation>
    </message>
    <message>
        <source>Cannot make a temporary folder: %1</source>
        <translation>无法创建临时文件夹：%1</translation>
    </message>
    <message>
        <source>(the plan's own)</source>
        <translation>（计划自身的设置）</translation>
    </message>
    <message>
        <source>A fit runs in process mode: every length is a fresh process.</source>
        <translation>拟合在 process 模式下运行：每个长度都是一个新进程。</translation>
    </message>
    <message>
        <source>"%1" cannot be used with "fit": the fit makes its own inputs from fit.lengths.text.</source>
        <translation>“%1”不能与“fit”一起使用：拟合会根据 fit.lengths.text 自行生成输入。</translation>
    </message>
    <message>
        <source>A fit needs the plan's token_count_command: the lengths are counted in tokens by it.</source>
        <translation>拟合需要计划的 token_count_command：长度由它按 token 计数。</translation>
    </message>
    <message>
        <source>fit.lengths.to (%1) must be longer than fit.lengths.from (%2).</source>
        <translation>fit.lengths.to（%1）必须大于 fit.lengths.from（%2）。</translation>
    </message>
    <message>
        <source>The unit of a fit's lengths is "tokens" (counted by the plan's token_count_command), not "%1".</source>
        <translation>拟合长度的单位是“tokens”（由计划的 token_count_command 计数），而不是“%1”。</translation>
    </message>
    <message>
        <source>The base text %1 is empty.</source>
        <translation>基础文本 %1 为空。</translation>
    </message>
    <message>
        <source>The base text %1 is not valid UTF-8; a fit cuts it at character boundaries.</source>
        <translation>基础文本 %1 不是有效的 UTF-8；拟合要在字符边界处截取它。</translation>
    </message>
    <message>
        <source>The objective must be "longest_input", not "%1" (this version searches for the longest input only).</source>
        <translation>目标必须是“longest_input”，而不是“%1”（此版本只搜索最长输入）。</translation>
    </message>
    <message>
        <source>fit.within needs at least one limit: memory, p90_latency_s or ttft_s.</source>
        <translation>fit.within 至少需要一个限制：memory、p90_latency_s 或 ttft_s。</translation>
    </message>
    <message>
        <source>Expected "ceiling" (the plan's limits) or a size such as "512MiB", got "%1".</source>
        <translation>应为“ceiling”（计划的 limits）或大小，例如“512MiB”，实际为“%1”。</translation>
    </message>
    <message>
        <source>The precision is a share of the length between 0.1% and 50%, such as "5%", not "%1".</source>
        <translation>精度是长度的一个比例，介于 0.1% 与 50% 之间，例如“5%”，而不是“%1”。</translation>
    </message>
    <message>
        <source>Expected a map of parameters to lists of values.</source>
        <translation>应为参数到取值列表的映射。</translation>
    </message>
    <message>
        <source>%1 is not in params.extra; write it there with the value the plan runs with.</source>
        <translation>%1 不在 params.extra 中；请在那里写上计划运行时使用的值。</translation>
    </message>
    <message>
        <source>Unknown parameter "%1": a fit varies a fixed parameter (%2) or extra.NAME.</source>
        <translation>未知参数“%1”：拟合可以变化的是固定参数（%2）或 extra.NAME。</translation>
    </message>
    <message>
        <source>Expected a non-empty list of values, e.g. [2, 4].</source>
        <translation>应为非空的取值列表，例如 [2, 4]。</translation>
    </message>
    <message>
        <source>The value %1 is listed twice.</source>
        <translation>值 %1 被列出了两次。</translation>
    </message>
    <message>
        <source>fit.vary lists %1 values; a fit takes at most %2.</source>
        <translation>fit.vary 列出了 %1 个值；一次拟合最多接受 %2 个。</translation>
    </message>
    <message>
        <source>fit.vary makes %1 settings; a fit searches at most %2.</source>
        <translation>fit.vary 产生 %1 种设置；一次拟合最多搜索 %2 种。</translation>
    </message>
    <message>
        <source>With %1: %2</source>
        <extracomment>%1 is a setting ("threads=2"), %2 the parser's message about it</extracomment>
        <translation>设置 %1 时：%2</translation>
    </message>
    <message>
        <source>A length of %1 tokens cannot be made.</source>
        <translation>无法生成 %1 个 token 的长度。</translation>
    </message>
    <message>
        <source>The base text is empty.</source>
        <translation>基础文本为空。</translation>
    </message>
    <message>
        <source>The token counter counts no tokens in the base text.</source>
        <translation>token 计数器在基础文本中数不出任何 token。</translation>
    </message>
    <message>
        <source>%1 tokens would need more than 1 GiB of text.</source>
        <translation>%1 个 token 需要超过 1 GiB 的文本。</translation>
    </message>
    <message>
        <source>No cut of the base text counts %1 tokens within 1% (nearest: %2 and %3 tokens, after %4 counts).</source>
        <translation>基础文本的任何截取长度都无法在 1% 以内计为 %1 个 token（最接近的是 %2 和 %3 个 token，共计数 %4 次）。</translation>
    </message>
    <message>
        <source>time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>found</source>
        <translation>已找到</translation>
    </message>
    <message>
        <source>holds at the longest length</source>
        <translation>在最长长度下仍满足</translation>
    </message>
    <message>
        <source>fails at the shortest length</source>
        <translation>在最短长度下即失败</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>budget spent, bracket wider than asked</source>
        <translation>预算已用完，区间比要求的宽</translation>
    </message>
    <message>
        <source>not measured (budget spent)</source>
        <translation>未测量（预算已用完）</translation>
    </message>
    <message>
        <source>%1 tokens held after %2 tokens broke: the boundary is not monotonic here (noise, or a limit that does not grow with the length).</source>
        <translation>%2 个 token 已超限，而 %1 个 token 仍满足：此处的边界不是单调的（噪声，或某个限制不随长度增长）。</translation>
    </message>
    <message>
        <source>The run holds no measured input.</source>
        <translation>该运行没有已测量的输入。</translation>
    </message>
    <message numerus="yes">
        <source>the OOM killer stopped %n repetition(s)</source>
        <translation>
            <numerusform>OOM killer 终止了 %n 次重复</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the memory guard stopped %n repetition(s)</source>
        <translation>
            <numerusform>内存守护终止了 %n 次重复</numerusform>
        </translation>
    </message>
    <message>
        <source>the peak %1 is over the memory ceiling %2</source>
        <translation>峰值 %1 超过内存上限 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n repetition(s) ran past the plan's timeout</source>
        <translation>
            <numerusform>%n 次重复超过了计划的超时时间</numerusform>
        </translation>
    </message>
    <message>
        <source>the p90 latency %1 is over the budget %2</source>
        <translation>p90 延迟 %1 超过预算 %2</translation>
    </message>
    <message>
        <source>the median TTFT %1 is over the budget %2</source>
        <translation>TTFT 中位数 %1 超过预算 %2</translation>
    </message>
    <message>
        <source>the workload failed: %1</source>
        <translation>负载失败：%1</translation>
    </message>
    <message>
        <source>the workload failed: %1 (%2)</source>
        <translation>负载失败：%1（%2）</translation>
    </message>
    <message>
        <source>no repetition was measured</source>
        <translation>没有测量到任何重复</translation>
    </message>
    <message>
        <source>the peak is unknown</source>
        <translation>峰值未知</translation>
    </message>
    <message>
        <source>the sampled peak is in doubt: %1</source>
        <translation>采样峰值存疑：%1</translation>
    </message>
    <message>
        <source>the TTFT is unknown</source>
        <translation>TTFT 未知</translation>
    </message>
    <message>
        <source>holds %1 tokens, breaks at %2 (%3; bracket %4%)</source>
        <extracomment>%1 tokens held, %2 tokens broke, %3 the limit that broke, %4 the bracket's width in percent</extracomment>
        <translation>%1 个 token 满足，%2 个 token 超限（%3；区间 %4%）</translation>
    </message>
    <message>
        <source>holds %1 tokens, no length broke yet</source>
        <translation>%1 个 token 满足，尚无长度超限</translation>
    </message>
    <message>
        <source>nothing measured yet</source>
        <translation>尚未测量</translation>
    </message>
    <message>
        <source>holds %1 tokens, the longest length asked for</source>
        <translation>%1 个 token 满足，即要求的最长长度</translation>
    </message>
    <message>
        <source> [budget spent]</source>
        <translation> [预算已用完]</translation>
    </message>
    <message>
        <source>; at %1 tokens: %2 tokens/s, peak %3</source>
        <translation>；%1 个 token 时：%2 token/s，峰值 %3</translation>
    </message>
    <message numerus="yes">
        <source> (%n point(s))</source>
        <translation>
            <numerusform>（%n 个测量点）</numerusform>
        </translation>
    </message>
    <message>
        <source>The project holds no run of fit %1.</source>
        <translation>项目中没有拟合 %1 的运行。</translation>
    </message>
    <message>
        <source>No setting of fit %1 held any length: there is no bracket to re-check.</source>
        <translation>拟合 %1 的任何设置都没有满足任何长度：没有可复核的区间。</translation>
    </message>
    <message>
        <source>The runs of fit %1 do not say which limits they were judged against (fit.within).</source>
        <translation>拟合 %1 的运行没有记录判定所依据的限制（fit.within）。</translation>
    </message>
    <message>
        <source>peak %1</source>
        <translation>峰值 %1</translation>
    </message>
    <message>
        <source>p90 %1</source>
        <translation>p90 %1</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation>TTFT %1</translation>
    </message>
    <message>
        <source>%1 tokens (held): %2</source>
        <translation>%1 个 token（曾满足）：%2</translation>
    </message>
    <message>
        <source>%1 tokens (broke): %2</source>
        <translation>%1 个 token（曾超限）：%2</translation>
    </message>
    <message>
        <source>Reproduced: the held length holds and the broken one breaks again.</source>
        <translation>已复现：曾满足的长度仍然满足，曾超限的长度再次超限。</translation>
    </message>
    <message>
        <source>Not reproduced: a bracket point changed sides.</source>
        <translation>未复现：区间的一个端点换了边。</translation>
    </message>
    <message>
        <source>Inconclusive: a point failed for another reason than a limit.</source>
        <translation>无法判定：某个测量点因限制以外的原因失败。</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>功率（W）</translation>
    </message>
    <message>
        <source>power of %1</source>
        <extracomment>Legend of the power line: the sources the energy total is made of (a board's input rail, ...).</extracomment>
        <translation>%1 的功率</translation>
    </message>
    <message>
        <source>on mains</source>
        <translation>使用市电</translation>
    </message>
    <message>
        <source>on battery</source>
        <translation>使用电池</translation>
    </message>
    <message>
        <source>power supply unknown</source>
        <translation>供电方式未知</translation>
    </message>
    <message>
        <source>not available: %1; %2</source>
        <translation>不可用：%1；%2</translation>
    </message>
    <message>
        <source>the board's input rail</source>
        <translation>整板输入电源轨</translation>
    </message>
    <message>
        <source>the platform (RAPL psys)</source>
        <translation>整个平台（RAPL psys）</translation>
    </message>
    <message>
        <source>the battery's discharge</source>
        <translation>电池放电</translation>
    </message>
    <message>
        <source>the CPU packages (RAPL), not the whole board</source>
        <translation>CPU 封装（RAPL），不是整板</translation>
    </message>
    <message>
        <source>one rail only, not the whole board</source>
        <translation>仅一条电源轨，不是整板</translation>
    </message>
    <message>
        <source>exact energy counters</source>
        <translation>精确的能量计数器</translation>
    </message>
    <message>
        <source>power sampled and integrated</source>
        <translation>功率采样后积分</translation>
    </message>
    <message>
        <source>%1: %2 (%3); %4</source>
        <translation>%1：%2（%3）；%4</translation>
    </message>
    <message>
        <source>; not added (they overlap it): %1</source>
        <translation>；未累加（与其重叠）：%1</translation>
    </message>
    <message>
        <source>The zone must be "auto", a thermal_zoneN or a zone's type, not "%1".</source>
        <translation>温区必须是“auto”、thermal_zoneN 或温区的类型名，而不是“%1”。</translation>
    </message>
    <message>
        <source>"power" needs "available" true or false and "supply" mains, battery or unknown</source>
        <translation>“power”需要 true 或 false 的“available”，以及取值为 mains、battery 或 unknown 的“supply”</translation>
    </message>
    <message>
        <source>"waited_ms" must be a duration of at least 0</source>
        <translation>“waited_ms”必须是不小于 0 的时长</translation>
    </message>
    <message>
        <source>energy and power cannot be negative</source>
        <translation>能量和功率不能为负数</translation>
    </message>
    <message>
        <source>tegrastats: each VDD_* rail's energy is its power integrated over the time stamps (whole seconds); VDD_IN is the board's input and holds the other rails: they are never added</source>
        <translation>tegrastats：每条 VDD_* 电源轨的能量是其功率按时间戳（整秒）积分所得；VDD_IN 是整板输入，已包含其他电源轨：它们从不相加</translation>
    </message>
    <message>
        <source>difference %1 %8 (95% CI %2 to %3 %8), Mann–Whitney U = %4, p = %5, n = %6 / %7</source>
        <translation>差值 %1 %8（95% 置信区间 %2 至 %3 %8），Mann–Whitney U = %4，p = %5，n = %6 / %7</translation>
    </message>
    <message>
        <source>Energy measured from</source>
        <translation>能量测量来源</translation>
    </message>
    <message>
        <source>start temperatures from %1 to %2 °C (more than %3 °C apart)</source>
        <translation>起始温度从 %1 到 %2 °C（相差超过 %3 °C）</translation>
    </message>
    <message>
        <source>mean CPU clocks at the start from %1 to %2 MHz (more than %3% apart)</source>
        <translation>起始时 CPU 平均频率从 %1 到 %2 MHz（相差超过 %3%）</translation>
    </message>
    <message numerus="yes">
        <source>%n repetition(s) started before the thermal zone cooled to the plan's temperature (the longest wait was used up)</source>
        <translation>
            <numerusform>%n 次重复在温区降到计划温度之前就已开始（最长等待时间已用完）</numerusform>
        </translation>
    </message>
    <message>
        <source>The measured repetitions did not start from one thermal state: %1. Their figures mix a cooler and a hotter device.</source>
        <translation>被测的各次重复并非从同一热状态开始：%1。其数值混合了较凉和较热时的设备表现。</translation>
    </message>
    <message>
        <source>%1 (%2/token)</source>
        <translation>%1（%2/token）</translation>
    </message>
    <message>
        <source>Energy (per token)</source>
        <translation>能量（每 token）</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能量</translation>
    </message>
    <message>
        <source>Energy (median)</source>
        <translation>能量（中位数）</translation>
    </message>
    <message>
        <source>Mean power</source>
        <translation>平均功率</translation>
    </message>
    <message>
        <source>Peak power</source>
        <translation>峰值功率</translation>
    </message>
    <message>
        <source>Per output token</source>
        <translation>每个输出 token</translation>
    </message>
    <message>
        <source>Per accepted output</source>
        <translation>每个合格输出</translation>
    </message>
    <message>
        <source>Energy: %1.</source>
        <translation>能量：%1。</translation>
    </message>
    <message>
        <source>Measured from %1.</source>
        <translation>测量来源：%1。</translation>
    </message>
    <message>
        <source>Each repetition's energy runs from its process's start to its exit, loading included; the peak is the highest power over one sampling interval. Warm-up repetitions are left out; failed ones count in the energy per accepted output.</source>
        <translation>每次重复的能量从其进程启动计到退出，包含加载；峰值是单个采样间隔内的最高功率。预热重复不计入；失败的重复计入每个合格输出的能量。</translation>
    </message>
    <message>
        <source>cooldown_reached of repetition %1 is neither 0 nor 1</source>
        <translation>第 %1 次重复的 cooldown_reached 既不是 0 也不是 1</translation>
    </message>
    <message>
        <source>%1 GiB (%2 bytes)</source>
        <translation>%1 GiB（%2 字节）</translation>
    </message>
    <message>
        <source>%1; the GPU shares system RAM</source>
        <translation>%1；GPU 与系统内存共用</translation>
    </message>
    <message>
        <source>"gpu_memory" must be an array of at most %1 GPUs, each with an "index", a "name", "samples" and byte counts of at least 0 or null</source>
        <translation>“gpu_memory”必须是最多 %1 个 GPU 的数组，每项都有“index”、“name”、“samples”，以及不小于 0 或为 null 的字节数</translation>
    </message>
    <message>
        <source>GPU memory of repetition %1 is malformed</source>
        <translation>第 %1 次重复的 GPU 显存记录格式错误</translation>
    </message>
    <message>
        <source>GPU memory read from</source>
        <translation>GPU 显存读取来源</translation>
    </message>
    <message>
        <source>GPU memory of the whole board (NvMapMemUsed, in system RAM), input %1</source>
        <translation>整板 GPU 内存（NvMapMemUsed，位于系统内存中），输入 %1</translation>
    </message>
    <message>
        <source>workload's GPU memory peak on GPU %1, input %2</source>
        <translation>负载在 GPU %1 上的显存峰值，输入 %2</translation>
    </message>
    <message>
        <source>memory of GPU %1 (its ceiling), input %2</source>
        <translation>GPU %1 的显存（其上限），输入 %2</translation>
    </message>
    <message>
        <source>The workload's GPU memory on GPU %1 (%2) reached %3% of that GPU's memory with input %4 (%5 of %6): on a discrete GPU its own memory is the ceiling.</source>
        <translation>负载在 GPU %1（%2）上的显存在输入 %4 时达到该 GPU 显存的 %3%（%6 中的 %5）：独立 GPU 的上限是它自己的显存。</translation>
    </message>
    <message>
        <source>The workload's GPU memory is at %1% of the memory of GPU %2 (%3).</source>
        <translation>负载的 GPU 显存为 GPU %2（%3）显存的 %1%。</translation>
    </message>
    <message>
        <source>expected an array of at most 64 GPUs</source>
        <translation>应为最多 64 个 GPU 的数组</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU 显存</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Workload's peak</source>
        <translation>负载峰值</translation>
    </message>
    <message>
        <source>Device in use (peak)</source>
        <translation>设备已用（峰值）</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>设备显存</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>in system RAM</source>
        <translation>在系统内存中</translation>
    </message>
    <message>
        <source>system RAM</source>
        <translation>系统内存</translation>
    </message>
    <message>
        <source>Read from %1 at the run's context interval: sampled peaks, warm-up repetitions left out.</source>
        <translation>按运行的系统上下文采样间隔从 %1 读取：峰值为采样值，不含预热重复。</translation>
    </message>
    <message>
        <source>The GPU shares system RAM with the CPU: its allocations count in the workload's RAM, and the memory ceiling stays on system RAM. NvMapMemUsed is what the GPU driver (nvmap) handed out on the whole board, not the workload's share.</source>
        <translation>GPU 与 CPU 共用系统内存：GPU 分配计入负载的内存，内存上限仍是系统内存。NvMapMemUsed 是 GPU 驱动（nvmap）在整板上分配出去的内存，不是负载自己的份额。</translation>
    </message>
    <message>
        <source>On a discrete GPU the device's memory is a ceiling of its own: the verdict weighs the workload's peak on each GPU against that GPU's memory. An empty cell: the driver gave no figure.</source>
        <translation>独立 GPU 的显存是一个单独的上限：结论将负载在每个 GPU 上的峰值与该 GPU 的显存相比较。空单元格：驱动没有给出数值。</translation>
    </message>
    <message>
        <source>a label needs a key before the '='</source>
        <translation>标签在“=”之前需要一个键</translation>
    </message>
    <message>
        <source>the label key is longer than %1 characters</source>
        <translation>标签键超过 %1 个字符</translation>
    </message>
    <message>
        <source>the label key "%1" is not a plain name (a letter, then letters, digits, '_', '.' or '-')</source>
        <translation>标签键“%1”不是普通名称（以字母开头，其后为字母、数字、“_”、“.”或“-”）</translation>
    </message>
    <message>
        <source>the label value is empty</source>
        <translation>标签值为空</translation>
    </message>
    <message>
        <source>the label value is longer than %1 characters</source>
        <translation>标签值超过 %1 个字符</translation>
    </message>
    <message>
        <source>the label value contains a control character or a line break</source>
        <translation>标签值包含控制字符或换行</translation>
    </message>
    <message>
        <source>--label "%1": expected KEY=VALUE</source>
        <translation>--label “%1”：应为 KEY=VALUE</translation>
    </message>
    <message>
        <source>--label "%1": %2</source>
        <translation>--label “%1”：%2</translation>
    </message>
    <message>
        <source>--label: at most %1 labels</source>
        <translation>--label：最多 %1 个标签</translation>
    </message>
    <message>
        <source>--label: the key "%1" is given twice</source>
        <translation>--label：键“%1”给出了两次</translation>
    </message>
    <message>
        <source>Expected a map of label names and values.</source>
        <translation>应为标签名与值的映射。</translation>
    </message>
    <message>
        <source>At most %1 labels.</source>
        <translation>最多 %1 个标签。</translation>
    </message>
    <message>
        <source>Not a label: %1.</source>
        <translation>不是有效标签：%1。</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) pushed by a newer Headroom are left out (ids %1): this Headroom reads up to schema version %2.</source>
        <translation>
            <numerusform>较新版本的 Headroom 推送的 %n 个运行未包含在内（编号 %1）：此 Headroom 最多读取架构版本 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Input %1: the %5 rests on %2 and %3 repetitions, fewer than the %4 a 95% bound needs: both are estimates.</source>
        <translation>输入 %1：%5 基于 %2 次和 %3 次重复，少于 95% 上界所需的 %4 次：两者都是估计值。</translation>
    </message>
    <message>
        <source>run %1 (%2): no repetition of input %3</source>
        <translation>运行 %1（%2）：没有输入 %3 的重复</translation>
    </message>
    <message>
        <source>run %1 (%2): no label %3</source>
        <translation>运行 %1（%2）：没有标签 %3</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 token/s</translation>
    </message>
    <message>
        <source>the label value is not text</source>
        <translation>标签值不是文本</translation>
    </message>
    <message>
        <source>The labels given were not added: the runs of a .headroom file keep their own.</source>
        <translation>给出的标签未被添加：.headroom 文件中的运行保留其自身的标签。</translation>
    </message>
    <message>
        <source>the workload (%1)</source>
        <translation>工作负载（%1）</translation>
    </message>
    <message>
        <source>peak of allocated tensors on GPU %1, input %2</source>
        <translation>GPU %1 上已分配张量的峰值，输入 %2</translation>
    </message>
    <message>
        <source>peak the caching allocator reserved on GPU %1, input %2</source>
        <translation>GPU %1 上缓存分配器保留的峰值，输入 %2</translation>
    </message>
    <message>
        <source>The workload's own peaks (PyTorch's allocated and reserved memory): %1.</source>
        <translation>工作负载自身报告的峰值（PyTorch 的已分配和已保留内存）：%1。</translation>
    </message>
    <message>
        <source>GPU memory the workload reported</source>
        <translation>工作负载报告的 GPU 内存</translation>
    </message>
    <message>
        <source>Tensors allocated (peak)</source>
        <translation>已分配张量（峰值）</translation>
    </message>
    <message>
        <source>Allocator reserved (peak)</source>
        <translation>分配器保留（峰值）</translation>
    </message>
    <message>
        <source>NVML: workload's processes (peak)</source>
        <translation>NVML：工作负载进程（峰值）</translation>
    </message>
    <message>
        <source>Reported by</source>
        <translation>报告来源</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>Where the workload's figures are not available: %1.</source>
        <translation>工作负载的数值不可用之处：%1。</translation>
    </message>
    <message>
        <source>Where NVML's figure is not available, it did not see that GPU: %1.</source>
        <translation>NVML 的数值不可用之处，表示它没有看到该 GPU：%1。</translation>
    </message>
    <message>
        <source>the run recorded no GPU source</source>
        <translation>该运行没有记录 GPU 数据源</translation>
    </message>
    <message>
        <source>Devices side by side:
</source>
        <translation>设备并列对比：
</translation>
    </message>
    <message>
        <source>device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>首词延迟</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>(not recorded)</source>
        <translation>（未记录）</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>缺失</translation>
    </message>
    <message numerus="yes">
        <source>The run measured %n round(s); comparing its first rounds with its last needs at least %1 (%2 in each window, not overlapping). A longer run or shorter repetitions give more.</source>
        <translation>
            <numerusform>该运行测量了 %n 轮；比较其最初几轮与最后几轮至少需要 %1 轮（每个窗口 %2 轮，互不重叠）。运行更久或重复更短可得到更多轮。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of input %2 rose %3%</source>
        <translation>输入 %2 的 %1 上升了 %3%</translation>
    </message>
    <message>
        <source>%1 of input %2 fell %3%</source>
        <translation>输入 %2 的 %1 下降了 %3%</translation>
    </message>
    <message>
        <source>the median start temperature went from %1 to %2 °C</source>
        <translation>起始温度的中位数从 %1 °C 变为 %2 °C</translation>
    </message>
    <message>
        <source>the median CPU clock at the start went from %1 to %2 MHz</source>
        <translation>起始时 CPU 平均频率的中位数从 %1 MHz 变为 %2 MHz</translation>
    </message>
    <message>
        <source>Sustained run: from the first %1 to the last %2, %3 (beyond the run's own noise: bootstrap interval and Mann–Whitney test, as headroom compare uses).</source>
        <translation>持续运行：从最初的 %1 到最后的 %2，%3（超出该运行自身的噪声：采用与 headroom compare 相同的 bootstrap 区间和 Mann–Whitney 检验）。</translation>
    </message>
    <message>
        <source>No start temperature or clock was recorded, so throttling can be neither confirmed nor ruled out.</source>
        <translation>没有记录起始温度或频率，因此既无法确认也无法排除降频。</translation>
    </message>
    <message>
        <source>Evidence: %1.</source>
        <translation>依据：%1。</translation>
    </message>
    <message>
        <source>The device heated up or slowed down: throttling?</source>
        <translation>设备变热或变慢了：是否降频？</translation>
    </message>
    <message>
        <source>The ranking of the inputs by median latency changed from the first rounds (%1) to the last (%2).</source>
        <translation>按中位延迟排列的输入顺序从最初几轮（%1）变为最后几轮（%2）。</translation>
    </message>
    <message>
        <source>yes: drifted</source>
        <translation>是：发生漂移</translation>
    </message>
    <message>
        <source>no: the same</source>
        <translation>否：相同</translation>
    </message>
    <message>
        <source>inconclusive</source>
        <translation>无法判断</translation>
    </message>
    <message>
        <source>Sustained run: first rounds against last</source>
        <translation>持续运行：最初几轮对比最后几轮</translation>
    </message>
    <message>
        <source>First</source>
        <translation>最初</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>最后</translation>
    </message>
    <message>
        <source>Beyond noise</source>
        <translation>超出噪声</translation>
    </message>
    <message>
        <source>n (first / last)</source>
        <translation>n（最初 / 最后）</translation>
    </message>
    <message>
        <source>(whole run)</source>
        <translation>（整个运行）</translation>
    </message>
    <message numerus="yes">
        <source>The plan asked for %1; %n round(s) of every input were measured, the last starting %2 after the first.</source>
        <translation>
            <numerusform>计划要求 %1；每个输入测量了 %n 轮，最后一轮在第一轮开始 %2 后开始。</numerusform>
        </translation>
    </message>
    <message>
        <source>First window: rounds 1 to %1 (%2 to %3 after the start); last window: the last %1 rounds (%4 to %5). Each window is the first or last fifth of the rounds, at least %6. Beyond noise: the bootstrap interval and Mann–Whitney test of headroom compare (peaks: against the counters' resolution).</source>
        <translation>最初窗口：第 1 至 %1 轮（开始后 %2 至 %3）；最后窗口：最后 %1 轮（%4 至 %5）。每个窗口是全部轮次的前五分之一或后五分之一，至少 %6 轮。超出噪声：采用 headroom compare 的 bootstrap 区间和 Mann–Whitney 检验（峰值：与计数器的分辨率比较）。</translation>
    </message>
    <message>
        <source>The ranking of the inputs by median latency held: %1.</source>
        <translation>按中位延迟排列的输入顺序保持不变：%1。</translation>
    </message>
    <message>
        <source>%1 is not a team store snapshot (it does not say which store it was taken from); choose another file name.</source>
        <translation>%1 不是团队存储的快照（它没有记录取自哪个存储）；请换一个文件名。</translation>
    </message>
    <message>
        <source>it was taken from %1, not %2</source>
        <translation>它取自 %1，而不是 %2</translation>
    </message>
    <message>
        <source>the database %1 is not the one it was taken from (a store made anew)</source>
        <translation>数据库 %1 不是它当初取自的那个（存储是重新建立的）</translation>
    </message>
    <message>
        <source>the team store's schema changed (version %1, now %2)</source>
        <translation>团队存储的模式已改变（原为版本 %1，现为 %2）</translation>
    </message>
    <message>
        <source>it was written by another version of Headroom (schema version %1, this one %2)</source>
        <translation>它由另一个版本的 Headroom 写入（模式版本 %1，本版本为 %2）</translation>
    </message>
    <message>
        <source>run %1 was pushed with schema version %2, the snapshot's runs with %3</source>
        <translation>运行 %1 以模式版本 %2 推送，而快照中的运行为版本 %3</translation>
    </message>
    <message>
        <source>runs it holds are no longer in the team store</source>
        <translation>它包含的运行已不在团队存储中</translation>
    </message>
    <message>
        <source>Refreshing the snapshot started over: %1.</source>
        <translation>刷新快照改为重新完整读取：%1。</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <source>not available: the probe read %1, and the workload reported none for this GPU</source>
        <translation>不可用：探针读取了 %1，但工作负载没有报告此 GPU 的数据</translation>
    </message>
    <message>
        <source> (refused lines and peaks files: %1; the run's warnings name each, with its file and line)</source>
        <translation>（被拒绝的行和峰值文件：%1；运行的警告逐一列出，并注明其文件和行）</translation>
    </message>
    <message>
        <source>the peaks file $HEADROOM_GPU_PEAKS_FILE named</source>
        <translation>$HEADROOM_GPU_PEAKS_FILE 所指定的峰值文件</translation>
    </message>
    <message>
        <source>headroom:gpu_peak lines and the peaks file $HEADROOM_GPU_PEAKS_FILE named; the file's figures replace the lines' for the GPUs it names</source>
        <translation>headroom:gpu_peak 行以及 $HEADROOM_GPU_PEAKS_FILE 所指定的峰值文件；对文件中列出的 GPU，以文件中的数值取代行中的数值</translation>
    </message>
    <message>
        <source>headroom:gpu_peak lines</source>
        <translation>headroom:gpu_peak 行</translation>
    </message>
    <message>
        <source>"workload_gpu_peaks" must be an array of at most %1 GPUs, each once with a "gpu" index, "allocated_peak_bytes" at most "reserved_peak_bytes", an "api" and a "source" of "line" or "file" if any, beside a count "workload_gpu_peaks_refused"</source>
        <translation>"workload_gpu_peaks" 必须是最多 %1 个 GPU 的数组，每个 GPU 只出现一次，带有 "gpu" 索引、不大于 "reserved_peak_bytes" 的 "allocated_peak_bytes"、一个 "api"，以及（如有）值为 "line" 或 "file" 的 "source"，并附有计数 "workload_gpu_peaks_refused"</translation>
    </message>
    <message>
        <source>Sustained runs: first rounds against last</source>
        <translation>持续运行：最初几轮与最后几轮对比</translation>
    </message>
    <message>
        <source>Three different figures, never added: the peak of the tensors the workload allocated, the peak its caching allocator reserved (those tensors and the free blocks it kept), and the most NVML saw the workload's processes hold (the reserved memory, the CUDA context and any other library's allocations). The first two are the workload's own report (%1), the largest measured repetition's; NVML's is sampled. GiB = 2^30 bytes.</source>
        <translation>三个不同的数值，从不相加：工作负载所分配张量的峰值、其缓存分配器预留内存的峰值（这些张量及其保留的空闲块），以及 NVML 观察到工作负载进程占用的最大值（预留内存、CUDA 上下文及其他库的分配）。前两项是工作负载自己的报告（%1），取测量重复中最大的一次；NVML 的数值为采样所得。GiB = 2^30 字节。</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>different</source>
        <translation>有差异</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 is not a sustained run: it is left out of the ranking.</source>
        <translation>%1 不是持续运行：不参与排名。</translation>
    </message>
    <message>
        <source>%1 is left out of the ranking: %2</source>
        <translation>%1 未参与排名：%2</translation>
    </message>
    <message>
        <source>Fewer than two sustained runs with both windows: no settings to rank.</source>
        <translation>同时具有两个窗口的持续运行少于两个：没有可排名的设置。</translation>
    </message>
    <message>
        <source>The runs were planned for different times: each run's windows are its own first and last rounds, so their last windows lie at different minutes.</source>
        <translation>这些运行计划的时长不同：每个运行的窗口是它自己的最初几轮和最后几轮，因此它们的最后窗口位于不同的分钟。</translation>
    </message>
    <message>
        <source>%1 or %2 ran its first rounds under heavy CPU pressure: their order there is inconclusive.</source>
        <translation>%1 或 %2 的最初几轮是在高 CPU 压力下运行的：两者在该窗口的先后顺序无法定论。</translation>
    </message>
    <message>
        <source>%1 or %2 ran its last rounds under heavy CPU pressure: their order there is inconclusive.</source>
        <translation>%1 或 %2 的最后几轮是在高 CPU 压力下运行的：两者在该窗口的先后顺序无法定论。</translation>
    </message>
    <message>
        <source>Input %1 was measured by one sustained run only (%2).</source>
        <translation>输入 %1 只由一个持续运行测量过（%2）。</translation>
    </message>
    <message>
        <source>Input %1: fewer than two sustained runs have stable repetitions of it in both windows.</source>
        <translation>输入 %1：在两个窗口中都有稳定重复的持续运行少于两个。</translation>
    </message>
    <message>
        <source>%1 shares no input with the other sustained runs: it is left out of the ranking.</source>
        <translation>%1 与其他持续运行没有共同的输入：不参与排名。</translation>
    </message>
    <message>
        <source>%1 was faster than %2 at first and slower at the end (%3 in the first rounds, %4 in the last)</source>
        <translation>%1 起初比 %2 快，最后却更慢（最初几轮 %3，最后几轮 %4）</translation>
    </message>
    <message>
        <source>Input %1: first rounds %2; last rounds %3. The ranking changed: %4.</source>
        <translation>输入 %1：最初几轮 %2；最后几轮 %3。排名发生了变化：%4。</translation>
    </message>
    <message>
        <source>%1 and %2 are not different in either window (%3, then %4)</source>
        <translation>%1 与 %2 在两个窗口中都没有差异（先是 %3，后是 %4）</translation>
    </message>
    <message>
        <source>Input %1: first rounds %2; last rounds %3. The order swapped within noise, which is no change: %4.</source>
        <translation>输入 %1：最初几轮 %2；最后几轮 %3。顺序在噪声范围内互换，不算变化：%4。</translation>
    </message>
    <message>
        <source>Input %1: first rounds %2; last rounds %3. The ranking held.</source>
        <translation>输入 %1：最初几轮 %2；最后几轮 %3。排名保持不变。</translation>
    </message>
    <message>
        <source>Sustained runs ranked by median latency, first rounds against last (a swap counts only where headroom compare calls the two runs different in a window):</source>
        <translation>按延迟中位数对持续运行排名，最初几轮与最后几轮对比（只有当 headroom compare 判定两个运行在某个窗口中有差异时，互换才算数）：</translation>
    </message>
</context>
<context>
    <name>Analysis::CompareModel</name>
    <message>
        <source>Peak memory</source>
        <translation>峰值内存</translation>
    </message>
    <message>
        <source>Median latency</source>
        <translation>延迟中位数</translation>
    </message>
    <message>
        <source>p90 latency</source>
        <translation>p90 延迟</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首 token 延迟</translation>
    </message>
    <message>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>different</source>
        <translation>有差异</translation>
    </message>
    <message>
        <source>inconclusive</source>
        <translation>无法判断</translation>
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
        <translation>（未命名）</translation>
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
        <translation>%1，变差</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>本次运行</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>95% interval of the difference</source>
        <translation>差值的 95% 区间</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>Energy per repetition</source>
        <translation>每次重复的能量</translation>
    </message>
    <message>
        <source>Energy per token</source>
        <translation>每 token 能量</translation>
    </message>
    <message>
        <source>%1 J</source>
        <translation>%1 J</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>p99 延迟</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 token/s</translation>
    </message>
</context>
<context>
    <name>Analysis::FiguresModel</name>
    <message>
        <source>cold start: each repetition is a fresh process, loading included</source>
        <translation>冷启动：每次重复都是新进程，包含加载</translation>
    </message>
    <message>
        <source>in-process: repeated requests to a running engine</source>
        <translation>进程内重复：对运行中推理引擎的重复请求</translation>
    </message>
    <message>
        <source>timing kind unknown</source>
        <translation>计时方式未知</translation>
    </message>
    <message>
        <source>No memory figure in the logs of this input.</source>
        <translation>此输入的日志中没有内存数值。</translation>
    </message>
    <message>
        <source>Exact: the kernel's own peak (%1) from %2. It is this process tree's peak, not the whole device's.</source>
        <translation>精确：内核自己记录的峰值（%1），来自 %2。这是本进程树的峰值，不是整机的峰值。</translation>
    </message>
    <message>
        <source>Sampled: the highest of periodic samples (%1) from %2; a spike between two samples can be missed.</source>
        <translation>采样：周期采样中的最大值（%1），来自 %2；两次采样之间的尖峰可能被漏掉。</translation>
    </message>
    <message>
        <source>VmRSS at the first sample after load-complete.</source>
        <translation>加载完成后第一个样本的 VmRSS。</translation>
    </message>
    <message>
        <source>%1 stable repetitions (warm-up and failed ones dropped), %2, from %3.</source>
        <translation>%1 次稳定重复（已丢弃预热和失败的重复），%2，来自 %3。</translation>
    </message>
    <message>
        <source>The warm-up's own peak, not in this figure: %1.</source>
        <translation>预热自身的峰值（不计入此数值）：%1。</translation>
    </message>
    <message>
        <source>Probably missed: %1. Left out of the memory trend.</source>
        <translation>可能漏测：%1。不计入内存趋势。</translation>
    </message>
    <message>
        <source>An estimate: a p90 needs at least %1 repetitions before even the slowest bounds it with 95% confidence.</source>
        <translation>估计值：p90 至少需要 %1 次重复，最慢的一次才能以 95% 置信度给出其上界。</translation>
    </message>
    <message>
        <source>The highest RssAnon sampled in the measured repetitions: the process's own memory (heap, KV cache, buffers, and a model read without mmap).</source>
        <translation>测量重复中采样到的最高 RssAnon：进程自身的内存（堆、KV 缓存、缓冲区，以及不经 mmap 读入的模型）。</translation>
    </message>
    <message>
        <source>The highest RssFile sampled in the measured repetitions: pages of files the workload maps (the binary, its libraries, an mmap'ed model). The kernel can drop them and read them again.</source>
        <translation>测量重复中采样到的最高 RssFile：工作负载映射的文件页（二进制文件、其库、mmap 映射的模型）。内核可以丢弃并再次读取它们。</translation>
    </message>
    <message>
        <source>Which files were mapped was not recorded (probe 0.2.4 records them; a log does not).</source>
        <translation>未记录映射了哪些文件（探针 0.2.4 会记录；日志没有）。</translation>
    </message>
    <message numerus="yes">
        <source>The largest files the workload mapped (the most any of the probe's %n reads found resident):</source>
        <translation>
            <numerusform>工作负载映射的最大文件（探针 %n 次读取中找到的最大常驻量）：</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 resident of %3 mapped, %4</source>
        <translation>%1：映射 %3 中 %2 常驻，%4</translation>
    </message>
    <message>
        <source>code (binary or library)</source>
        <translation>代码（二进制文件或库）</translation>
    </message>
    <message>
        <source>data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>No data file of 16 MiB or more: no model was mapped.</source>
        <translation>没有 16 MiB 及以上的数据文件：未映射模型。</translation>
    </message>
    <message>
        <source>Median time to first token, with where it came from (the engine's log, a marker line, the first output).</source>
        <translation>首个 token 时间的中位数，并注明来源（引擎日志、标记行或首次输出）。</translation>
    </message>
    <message>
        <source>The median over the stable repetitions of 1000 / TPOT: the decode rate, output tokens after the first per second.</source>
        <translation>稳定重复中 1000 / TPOT 的中位数：解码速率，即首个之后每秒输出的 token 数。</translation>
    </message>
    <message>
        <source>The input's length in characters, bytes and tokens (? where it was not counted).</source>
        <translation>输入的长度：字符数、字节数和 token 数（未统计处为 ?）。</translation>
    </message>
</context>
<context>
    <name>Analysis::ProjectSession</name>
    <message>
        <source>The conclusion draft of run %1 cannot be read (%2); the form starts again.</source>
        <translation>无法读取运行 %1 的结论草稿（%2）；表单将重新开始。</translation>
    </message>
    <message>
        <source>The saved conclusion of run %1 cannot be read (%2).</source>
        <translation>无法读取运行 %1 已保存的结论（%2）。</translation>
    </message>
</context>
<context>
    <name>Analysis::RunsModel</name>
    <message>
        <source>not decided</source>
        <translation>未判定</translation>
    </message>
    <message>
        <source>memory first</source>
        <translation>内存先触顶</translation>
    </message>
    <message>
        <source>latency first</source>
        <translation>延迟先触顶</translation>
    </message>
    <message>
        <source>undetermined</source>
        <translation>无法判定</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Quantization</source>
        <translation>量化格式</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>推理后端</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>标签</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>headroom %1: %2</source>
        <translation>headroom %1：%2</translation>
    </message>
    <message>
        <source>Usage: headroom [COMMAND] [OPTIONS]
Without a command, the workbench opens.

Commands:
</source>
        <translation>用法：headroom [命令] [选项]
不带命令时打开工作台。

命令：
</translation>
    </message>
    <message>
        <source>
Every command has --help.
</source>
        <translation>
每个命令都支持 --help。
</translation>
    </message>
    <message>
        <source>headroom: unknown command '%1'. Run 'headroom --help' for the list.</source>
        <translation>headroom：未知命令“%1”。运行“headroom --help”查看命令列表。</translation>
    </message>
    <message>
        <source>Prints the detected format and a summary of each log file: load-after RSS/HWM, peak (exact or sampled), samples, sampling interval seen, timing statistics.</source>
        <translation>输出检测到的格式以及每个日志文件的摘要：加载后 RSS/HWM、峰值（精确或采样）、样本数、观察到的采样间隔、计时统计。</translation>
    </message>
    <message>
        <source>Log files of any supported format.</source>
        <translation>任意支持格式的日志文件。</translation>
    </message>
    <message>
        <source>Print one stable JSON object instead of text.</source>
        <translation>输出一个结构稳定的 JSON 对象，而不是文本。</translation>
    </message>
    <message>
        <source>Timing CSV: the duration column (name or 1-based number).</source>
        <translation>计时 CSV：耗时所在列（列名或从 1 开始的列号）。</translation>
    </message>
    <message>
        <source>Timing lists: repetitions to drop as warm-up (default 1).</source>
        <translation>计时列表：作为预热丢弃的重复次数（默认 1）。</translation>
    </message>
    <message>
        <source>What the timings measured: cold-start or in-process.</source>
        <translation>计时测量的是什么：cold-start（冷启动）或 in-process（进程内重复）。</translation>
    </message>
    <message>
        <source>headroom analyze: %1</source>
        <translation>headroom analyze：%1</translation>
    </message>
    <message>
        <source>headroom analyze: --warmup expects a whole number &gt;= 0, got '%1'</source>
        <translation>headroom analyze：--warmup 需要 &gt;= 0 的整数，实际为“%1”</translation>
    </message>
    <message>
        <source>headroom analyze: --timing-kind expects cold-start or in-process, got '%1'</source>
        <translation>headroom analyze：--timing-kind 需要 cold-start 或 in-process，实际为“%1”</translation>
    </message>
    <message>
        <source>headroom analyze: no FILE given. Run 'headroom analyze --help'.</source>
        <translation>headroom analyze：未指定 FILE。运行“headroom analyze --help”查看用法。</translation>
    </message>
    <message>
        <source>Imports log files, probe run folders and .headroom files into a project. A file with an error leaves nothing behind.</source>
        <translation>把日志文件、探针运行目录和 .headroom 文件导入项目。出错的文件不会留下任何内容。</translation>
    </message>
    <message>
        <source>Files or folders to import.</source>
        <translation>要导入的文件或文件夹。</translation>
    </message>
    <message>
        <source>The project (created when missing).</source>
        <translation>项目（不存在时自动创建）。</translation>
    </message>
    <message>
        <source>headroom import: give files to import and --into P.headroom</source>
        <translation>headroom import：请给出要导入的文件和 --into P.headroom</translation>
    </message>
    <message>
        <source>headroom import: --warmup expects a whole number &gt;= 0, got '%1'</source>
        <translation>headroom import：--warmup 需要 &gt;= 0 的整数，实际为“%1”</translation>
    </message>
    <message>
        <source>%1: not imported</source>
        <translation>%1：未导入</translation>
    </message>
    <message>
        <source>%1: already in the project</source>
        <translation>%1：已在项目中</translation>
    </message>
    <message>
        <source>%1: %2, run %3</source>
        <translation>%1：%2，运行 %3</translation>
    </message>
    <message>
        <source>Runs a plan (fixed.yaml) on a device with headroom-probe and stores the run, its raw files and the plan in a project.</source>
        <translation>在设备上用 headroom-probe 运行计划（fixed.yaml），并把运行结果、其原始文件和计划保存到项目中。</translation>
    </message>
    <message>
        <source>The plan, a fixed.yaml file.</source>
        <translation>计划，即 fixed.yaml 文件。</translation>
    </message>
    <message>
        <source>local (this machine), a device saved in the project, or user@host[:port].</source>
        <translation>local（本机）、项目中保存的设备，或 user@host[:port]。</translation>
    </message>
    <message>
        <source>Where run folders are kept on this machine (default: the user's data folder).</source>
        <translation>运行目录在本机的保存位置（默认：用户数据文件夹）。</translation>
    </message>
    <message>
        <source>Accept and remember the device's host key if it has this SHA256 fingerprint (as shown by a first attempt).</source>
        <translation>如果设备的主机密钥具有此 SHA256 指纹（首次尝试时会显示），则接受并记住该密钥。</translation>
    </message>
    <message>
        <source>Print no progress.</source>
        <translation>不显示进度。</translation>
    </message>
    <message>
        <source>headroom run: give one plan and --into P.headroom</source>
        <translation>headroom run：请给出一个计划和 --into P.headroom</translation>
    </message>
    <message>
        <source>Run %1 stored in %2 (run folder %3).</source>
        <translation>运行 %1 已保存到 %2（运行目录 %3）。</translation>
    </message>
    <message>
        <source>Stopping: the workload is stopped and what was measured is kept.</source>
        <translation>正在停止：负载已停止，已测得的数据会保留。</translation>
    </message>
    <message>
        <source>repetition %1 of %2</source>
        <translation>第 %1 次重复，共 %2 次</translation>
    </message>
    <message>
        <source>The .headroom project.</source>
        <translation>.headroom 项目。</translation>
    </message>
    <message>
        <source>The run (default: the most recent).</source>
        <translation>运行（默认：最近的一次）。</translation>
    </message>
    <message>
        <source>Write a PDF summary (A4) to F.</source>
        <translation>将 PDF 摘要（A4）写入 F。</translation>
    </message>
    <message>
        <source>Write Markdown to F ('-': standard output).</source>
        <translation>将 Markdown 写入 F（“-”：标准输出）。</translation>
    </message>
    <message>
        <source>Write CSV tables into the folder DIR.</source>
        <translation>将 CSV 表格写入文件夹 DIR。</translation>
    </message>
    <message>
        <source>Write the whole run as JSON to F ('-': standard output).</source>
        <translation>将整个运行以 JSON 写入 F（“-”：标准输出）。</translation>
    </message>
    <message>
        <source>Language of the report: zh_CN or en.</source>
        <translation>报告语言：zh_CN 或 en。</translation>
    </message>
    <message>
        <source>headroom report: give one project and exactly one of --pdf, --md, --csv, --json</source>
        <translation>headroom report：请给出一个项目，并且在 --pdf、--md、--csv、--json 中只选一个</translation>
    </message>
    <message>
        <source>headroom report: --lang expects zh_CN or en, got '%1'</source>
        <translation>headroom report：--lang 需要 zh_CN 或 en，实际为“%1”</translation>
    </message>
    <message>
        <source>headroom report: %1</source>
        <translation>headroom report：%1</translation>
    </message>
    <message>
        <source>headroom report: a PDF needs the Qt GUI library, which could not start</source>
        <translation>headroom report：生成 PDF 需要 Qt GUI 库，但它无法启动</translation>
    </message>
    <message>
        <source>No such file or folder.</source>
        <translation>没有这个文件或文件夹。</translation>
    </message>
    <message>
        <source>The project holds no run.</source>
        <translation>项目中没有运行记录。</translation>
    </message>
    <message>
        <source>The project has no run with id %1.</source>
        <translation>项目中没有 id 为 %1 的运行。</translation>
    </message>
    <message>
        <source>The baseline run.</source>
        <translation>基准运行。</translation>
    </message>
    <message>
        <source>The run to check.</source>
        <translation>要检查的运行。</translation>
    </message>
    <message>
        <source>How much worse NEW may be, e.g. 10% (default 10%).</source>
        <translation>NEW 最多允许差多少，例如 10%（默认 10%）。</translation>
    </message>
    <message>
        <source>Print the comparison as JSON.</source>
        <translation>以 JSON 输出比较结果。</translation>
    </message>
    <message>
        <source>headroom compare: give two runs, BASE and NEW</source>
        <translation>headroom compare：请给出两次运行，BASE 和 NEW</translation>
    </message>
    <message>
        <source>headroom compare: --max-regression expects a percentage such as 10%, got '%1'</source>
        <translation>headroom compare：--max-regression 需要百分比，例如 10%，实际为“%1”</translation>
    </message>
    <message>
        <source>headroom compare: --figures names no figure</source>
        <translation>headroom compare：--figures 没有指定任何指标</translation>
    </message>
    <message>
        <source>BASE %1
NEW  %2
threshold: %3%

</source>
        <translation>BASE %1
NEW  %2
阈值：%3%

</translation>
    </message>
    <message>
        <source>input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>base</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新运行</translation>
    </message>
    <message>
        <source>change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>95% CI of new - base</source>
        <translation>新 - 基准 的 95% 置信区间</translation>
    </message>
    <message>
        <source>outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>  REGRESSION</source>
        <translation>  退化</translation>
    </message>
    <message>
        <source>not compared: %1</source>
        <translation>未比较：%1</translation>
    </message>
    <message>
        <source>
NEW is worse than BASE beyond the threshold.
</source>
        <translation>
NEW 比 BASE 差，且超出阈值。
</translation>
    </message>
    <message>
        <source>
No regression beyond the threshold.
</source>
        <translation>
没有超出阈值的退化。
</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>以 JSON 输出结果。</translation>
    </message>
    <message>
        <source>Run the stored plan again on a device and compare.</source>
        <translation>在设备上再次运行保存的计划并进行比较。</translation>
    </message>
    <message>
        <source>headroom verify: give one project</source>
        <translation>headroom verify：请给出一个项目</translation>
    </message>
    <message>
        <source>run %1 (%2): %3, %4 figures compared</source>
        <translation>运行 %1（%2）：%3，比较了 %4 个数值</translation>
    </message>
    <message>
        <source>  input %1, %2: stored %3, recomputed %4</source>
        <translation>  输入 %1，%2：保存值 %3，重新计算值 %4</translation>
    </message>
    <message>
        <source>Generic CSV: map columns, e.g. rss=RSS:KiB,time=t:s,latency=ms:ms,length=n:tokens (saved for CSVs with the same header).</source>
        <translation>通用 CSV：映射各列，例如 rss=RSS:KiB,time=t:s,latency=ms:ms,length=n:tokens（会为表头相同的 CSV 保存）。</translation>
    </message>
    <message>
        <source>GNU time -f output: the format it was written with, e.g. '%e %M'.</source>
        <translation>GNU time -f 输出：写入时所用的格式，例如“%e %M”。</translation>
    </message>
    <message>
        <source>Read as this format instead of detecting it.</source>
        <translation>按此格式读取，而不是自动识别。</translation>
    </message>
    <message>
        <source>headroom analyze: --map: %1</source>
        <translation>headroom analyze：--map：%1</translation>
    </message>
    <message>
        <source>headroom import: --map: %1</source>
        <translation>headroom import：--map：%1</translation>
    </message>
    <message>
        <source>SSH: log in with this private key file (default: the SSH agent, or the saved device's key).</source>
        <translation>SSH：使用此私钥文件登录（默认：SSH 代理，或已保存设备的密钥）。</translation>
    </message>
    <message>
        <source>Connection lost (%1); reconnecting.</source>
        <translation>连接中断（%1）；正在重新连接。</translation>
    </message>
    <message>
        <source>To trust this device, check the fingerprint and run again with --accept-host-key %1</source>
        <translation>如要信任此设备，请核对指纹，然后加上 --accept-host-key %1 重新运行</translation>
    </message>
    <message>
        <source>There is no device named "%1". Add it with: headroom device add %1 user@host[:port]</source>
        <translation>没有名为“%1”的设备。请用以下命令添加：headroom device add %1 user@host[:port]</translation>
    </message>
    <message>
        <source>Password for %1: </source>
        <translation>%1 的密码：</translation>
    </message>
    <message>
        <source>Device "%1" logs in with a password, and there is no terminal to ask for it. Use a key (--identity FILE) or the SSH agent.</source>
        <translation>设备“%1”使用密码登录，但没有终端可以询问密码。请使用密钥（--identity FILE）或 SSH 代理。</translation>
    </message>
    <message>
        <source>Passphrase for %1: </source>
        <translation>%1 的口令：</translation>
    </message>
    <message>
        <source>The key %1 is protected by a passphrase, and there is no terminal to ask for it. Load it into the SSH agent instead.</source>
        <translation>密钥 %1 受口令保护，但没有终端可以询问口令。请改为将其加载到 SSH 代理中。</translation>
    </message>
    <message>
        <source>headroom verify --rerun: the project holds no run</source>
        <translation>headroom verify --rerun：项目中没有运行</translation>
    </message>
    <message>
        <source>headroom verify --rerun: no run %1 in %2</source>
        <translation>headroom verify --rerun：%2 中没有运行 %1</translation>
    </message>
    <message>
        <source>headroom verify --rerun: cannot create a temporary folder: %1</source>
        <translation>headroom verify --rerun：无法创建临时目录：%1</translation>
    </message>
    <message>
        <source>headroom verify --rerun: the re-run is incomplete; what it measured is compared</source>
        <translation>headroom verify --rerun：重新运行不完整；只比较已测得的部分</translation>
    </message>
    <message>
        <source>run %1 re-run on %2 as run %3</source>
        <translation>运行 %1 已在 %2 上重新运行，保存为运行 %3</translation>
    </message>
    <message>
        <source>  input %1, %2: %3 → %4 (%5): %6</source>
        <translation>  输入 %1，%2：%3 → %4（%5）：%6</translation>
    </message>
    <message>
        <source>Recomputes every stored figure of every run from the raw files kept in the project and reports each figure that differs (a number edited by hand is caught).
Exit codes: 0 every run reproduced, 1 a figure differs or a run cannot be recomputed, 2 error.
With --rerun: runs the plan of a stored run again on --device (with the input files kept with the run), stores the new run in the project (provenance "re-run of run N") and compares the two. Exit codes: 0 reproduced, or inconclusive (no figure differs significantly, but not every figure could be shown the same: the output says "inconclusive"), 1 not reproduced (a figure differs), 2 error (including a run that has no plan or no kept inputs).</source>
        <translation>用项目中保存的原始文件重新计算每次运行的每个已保存数值，并报告所有不一致的数值（手工改动过的数字会被发现）。
退出码：0 所有运行均可复现，1 有数值不一致或有运行无法重新计算，2 出错。
使用 --rerun 时：在 --device 上再次运行某个已保存运行的计划（使用随该运行保存的输入文件），把新运行保存到项目中（来源为“re-run of run N”），并比较两者。退出码：0 已复现，或无法判断（没有数值存在显著差异，但并非每个数值都能证明相同：输出中会写“inconclusive”），1 未复现（有数值不同），2 出错（包括运行没有计划或没有保存输入）。</translation>
    </message>
    <message>
        <source>The device for --rerun: local, a device saved in the project, or user@host[:port].</source>
        <translation>--rerun 使用的设备：local、项目中保存的设备，或 user@host[:port]。</translation>
    </message>
    <message>
        <source>The run to re-run (default: the latest).</source>
        <translation>要重新运行的运行（默认：最新的一次）。</translation>
    </message>
    <message>
        <source>The figures --rerun compares, comma-separated from peak, median, p90, ttft (default: peak,median,p90).</source>
        <translation>--rerun 比较的数值，从 peak、median、p90、ttft 中选择，以逗号分隔（默认：peak,median,p90）。</translation>
    </message>
    <message>
        <source>Where --rerun keeps run folders on this machine (default: the user's data folder).</source>
        <translation>--rerun 在本机保存运行目录的位置（默认：用户数据目录）。</translation>
    </message>
    <message>
        <source>Accept and remember the device's host key if it has this SHA256 fingerprint.</source>
        <translation>如果设备的主机密钥具有此 SHA256 指纹，则接受并记住它。</translation>
    </message>
    <message>
        <source>Print no progress during --rerun.</source>
        <translation>--rerun 期间不打印进度。</translation>
    </message>
    <message>
        <source>headroom verify: --json is not available with --rerun</source>
        <translation>headroom verify：--json 不能与 --rerun 一起使用</translation>
    </message>
    <message>
        <source>headroom verify: unknown figure "%1" (peak, median, p90, ttft)</source>
        <translation>headroom verify：未知数值“%1”（peak、median、p90、ttft）</translation>
    </message>
    <message>
        <source>headroom verify: --figures names no figure</source>
        <translation>headroom verify：--figures 没有指定任何数值</translation>
    </message>
    <message>
        <source>headroom verify: --device, --run, --figures, --runs-dir, --accept-host-key and --quiet go with --rerun</source>
        <translation>headroom verify：--device、--run、--figures、--runs-dir、--accept-host-key 和 --quiet 需与 --rerun 一起使用</translation>
    </message>
    <message>
        <source>Saves a device in the user's device list (no secret is stored).</source>
        <translation>将设备保存到用户的设备列表中（不保存任何机密信息）。</translation>
    </message>
    <message>
        <source>A name for the device.</source>
        <translation>设备名称。</translation>
    </message>
    <message>
        <source>user@host[:port]</source>
        <translation>user@host[:port]</translation>
    </message>
    <message>
        <source>Log in with this private key file (default: the SSH agent).</source>
        <translation>使用此私钥文件登录（默认：SSH 代理）。</translation>
    </message>
    <message>
        <source>The known_hosts file to check the host key against (default: ~/.ssh/known_hosts).</source>
        <translation>用于核对主机密钥的 known_hosts 文件（默认：~/.ssh/known_hosts）。</translation>
    </message>
    <message>
        <source>headroom device add: give a name and user@host[:port]</source>
        <translation>headroom device add：请给出名称和 user@host[:port]</translation>
    </message>
    <message>
        <source>headroom device add: %1</source>
        <translation>headroom device add：%1</translation>
    </message>
    <message>
        <source>headroom device add: the run folder "%1" is not an absolute path on the device.</source>
        <translation>headroom device add：运行目录“%1”不是设备上的绝对路径。</translation>
    </message>
    <message>
        <source>Device %1 (%2) saved. Check it with: headroom device test %1</source>
        <translation>设备 %1（%2）已保存。请用以下命令检查：headroom device test %1</translation>
    </message>
    <message>
        <source>Lists the saved devices, and this machine ("local").</source>
        <translation>列出已保存的设备，以及本机（“local”）。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>headroom device list: %1</source>
        <translation>headroom device list：%1</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>Connects to a saved device and checks what a measurement needs: quoting, architecture, kernel, free space, /proc, cgroups, clear_refs.</source>
        <translation>连接到已保存的设备，检查测量所需的条件：shell 引号处理、架构、内核、可用空间、/proc、cgroups、clear_refs。</translation>
    </message>
    <message>
        <source>The device's name.</source>
        <translation>设备名称。</translation>
    </message>
    <message>
        <source>headroom device test: give one device name</source>
        <translation>headroom device test：请给出一个设备名称</translation>
    </message>
    <message>
        <source>headroom device test: %1</source>
        <translation>headroom device test：%1</translation>
    </message>
    <message>
        <source>connect: FAILED: %1</source>
        <translation>connect：失败：%1</translation>
    </message>
    <message>
        <source>If this is the device's key, accept it with:
  headroom device test %1 --accept-host-key %2</source>
        <translation>如果这是该设备的密钥，请用以下命令接受：
  headroom device test %1 --accept-host-key %2</translation>
    </message>
    <message>
        <source>connect: ok: %1</source>
        <translation>connect：正常：%1</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>FAILED (optional)</source>
        <translation>失败（可选项）</translation>
    </message>
    <message>
        <source>The device is ready for measurements.</source>
        <translation>设备已可以进行测量。</translation>
    </message>
    <message>
        <source>The device is not ready: see the FAILED steps above.</source>
        <translation>设备尚未就绪：请查看上面标为失败的步骤。</translation>
    </message>
    <message>
        <source>Removes a device from the user's device list. Its host key stays in known_hosts, its secrets in the keychain.</source>
        <translation>从用户的设备列表中删除设备。其主机密钥仍保留在 known_hosts 中，机密信息仍保留在钥匙串中。</translation>
    </message>
    <message>
        <source>headroom device remove: give one device name</source>
        <translation>headroom device remove：请给出一个设备名称</translation>
    </message>
    <message>
        <source>headroom device remove: %1</source>
        <translation>headroom device remove：%1</translation>
    </message>
    <message>
        <source>headroom device remove: there is no saved device named "%1".</source>
        <translation>headroom device remove：没有名为“%1”的已保存设备。</translation>
    </message>
    <message>
        <source>Device %1 removed.</source>
        <translation>设备 %1 已删除。</translation>
    </message>
    <message>
        <source>headroom device: unknown subcommand '%1'.</source>
        <translation>headroom device：未知子命令“%1”。</translation>
    </message>
    <message>
        <source>headroom import: --run NAME and at least one --length N=FILE go together</source>
        <translation>headroom import：--run NAME 必须与至少一个 --length N=FILE 一起使用</translation>
    </message>
    <message>
        <source>headroom import: --length-unit is tokens or chars, got '%1'</source>
        <translation>headroom import：--length-unit 应为 tokens 或 chars，实际为“%1”</translation>
    </message>
    <message>
        <source>headroom import: --length expects N=FILE with N &gt; 0, got '%1'</source>
        <translation>headroom import：--length 应为 N=FILE 且 N &gt; 0，实际为“%1”</translation>
    </message>
    <message>
        <source>With --run: the lengths are tokens (default) or chars.</source>
        <translation>与 --run 一起使用：长度单位为 tokens（默认）或 chars。</translation>
    </message>
    <message>
        <source>Writes a report of one run: the verdict and the measurement guide's conclusion sentence first, then the figures of every input, known and unknown, and the provenance of every raw file.
--csv writes three files into the folder DIR: repetitions.csv (one row per repetition), inputs.csv (one row per input) and samples.csv (one row per memory sample).
Exit codes: 0 written, 2 error.</source>
        <translation>为一次运行生成报告：先给出判定和测量指南中的结论句，然后是每个输入的数值、已知项和未知项，以及每个原始文件的来源。
--csv 会在文件夹 DIR 中写入三个文件：repetitions.csv（每次重复一行）、inputs.csv（每个输入一行）和 samples.csv（每个内存样本一行）。
退出码：0 已写入，2 出错。</translation>
    </message>
    <message>
        <source>headroom verify --rerun: %1</source>
        <translation>headroom verify --rerun：%1</translation>
    </message>
    <message>
        <source>Log in with a password, asked on the terminal each time it is needed (it is never saved).</source>
        <translation>使用密码登录，每次需要时在终端上询问（密码从不保存）。</translation>
    </message>
    <message>
        <source>headroom device add: give --identity or --password, not both</source>
        <translation>headroom device add：请给出 --identity 或 --password，不能同时给出</translation>
    </message>
    <message>
        <source>ok</source>
        <comment>a device test step passed</comment>
        <translation>通过</translation>
    </message>
    <message>
        <source>%1 (cancelled, incomplete)</source>
        <translation>%1（已取消，不完整）</translation>
    </message>
    <message>
        <source>The run was interrupted. What it measured until then is stored as incomplete run %1 in %2 (run folder %3).</source>
        <translation>运行被中断。中断前测得的数据已作为不完整的运行 %1 保存在 %2 中（运行目录 %3）。</translation>
    </message>
    <message>
        <source>%1: skipped</source>
        <translation>%1：已跳过</translation>
    </message>
    <message>
        <source>The run is still incomplete; run the same command again later.</source>
        <translation>运行仍不完整；请稍后再次执行同一命令。</translation>
    </message>
    <message>
        <source>Run %1 stored in %2 (resumed; run folder %3).</source>
        <translation>运行 %1 已保存到 %2（已续传；运行目录 %3）。</translation>
    </message>
    <message>
        <source>Run %1 stored in %2 in place of incomplete run %3 (resumed; run folder %4).</source>
        <translation>运行 %1 已保存到 %2，替换了不完整的运行 %3（已续传；运行目录 %4）。</translation>
    </message>
    <message>
        <source>Fetch the rest of a run whose link was lost (its run folder on this machine, as the lost run printed it) once the probe has finished on the device; the complete run replaces the incomplete one.</source>
        <translation>在探针于设备上结束后，取回连接中断的运行的其余部分（参数为本机上的运行目录，即中断时打印的路径）；完整的运行将替换不完整的运行。</translation>
    </message>
    <message>
        <source>headroom run: give --resume FOLDER and --into P.headroom, and no plan</source>
        <translation>headroom run：请给出 --resume FOLDER 和 --into P.headroom，且不要给出计划</translation>
    </message>
    <message>
        <source>%1 (incomplete: the link was lost)</source>
        <translation>%1（不完整：连接已中断）</translation>
    </message>
    <message>
        <source>The link to the device was lost. Every repetition that streamed is stored as incomplete run %1 in %2. When the probe has finished on the device: headroom run --resume %3 --into %2</source>
        <translation>与设备的连接已中断。已传回的每次重复都作为不完整的运行 %1 保存在 %2 中。待探针在设备上结束后执行：headroom run --resume %3 --into %2</translation>
    </message>
    <message>
        <source>%1 is not a run that can be resumed: %2</source>
        <translation>%1 不是可以续传的运行：%2</translation>
    </message>
    <message>
        <source>%1 is missing or damaged</source>
        <translation>%1 缺失或已损坏</translation>
    </message>
    <message>
        <source>Resuming on %1: following %2 from byte %3 until the probe has finished.</source>
        <translation>正在 %1 上续传：从第 %3 字节起跟踪 %2，直到探针结束。</translation>
    </message>
    <message>
        <source>Stopping: no longer waiting for the probe, which is left running on the device.</source>
        <translation>正在停止：不再等待探针，探针仍在设备上运行。</translation>
    </message>
    <message>
        <source>Stopped waiting; the run stays incomplete.</source>
        <translation>已停止等待；运行仍不完整。</translation>
    </message>
    <message>
        <source>The device list could not be updated, so this is said again next time: %1</source>
        <translation>无法更新设备列表，因此下次还会提示此信息：%1</translation>
    </message>
    <message>
        <source>headroom report: cannot write standard output: %1</source>
        <translation>headroom report：无法写入标准输出：%1</translation>
    </message>
    <message>
        <source>Where the probe and run folders live on the device, an absolute path owned by the device user and writable by no one else (default: $XDG_CACHE_HOME/headroom, else ~/.cache/headroom, created 0700).</source>
        <translation>探针和运行目录在设备上的位置：一个属于设备用户、其他人不可写的绝对路径（默认：$XDG_CACHE_HOME/headroom，否则 ~/.cache/headroom，以 0700 创建）。</translation>
    </message>
    <message>
        <source>Seconds without an answer from the device after which the link counts as dead and is reconnected (default 15).</source>
        <translation>设备多少秒无应答后视为连接已断开并重新连接（默认 15）。</translation>
    </message>
    <message>
        <source>headroom device add: --dead-peer-timeout takes whole seconds from 1 to 3600, not "%1".</source>
        <translation>headroom device add：--dead-peer-timeout 接受 1 到 3600 之间的整数秒，而不是“%1”。</translation>
    </message>
    <message numerus="yes">
        <source>  not checked (%n stored column(s) that no raw file gives back): %1</source>
        <translation>
            <numerusform>  未检查（%n 个存储列无法从任何原始文件重新得到）：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>NEW cost a critical service: %1</source>
        <translation>NEW 导致关键服务丢失：%1</translation>
    </message>
    <message>
        <source>
NEW is worse than BASE: it cost a critical service.
</source>
        <translation>
NEW 比 BASE 差：它导致关键服务丢失。
</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>headroom import: give %1 its input with --length N=%1, the same N as the memory log of that input</source>
        <translation>headroom import：请用 --length N=%1 为 %1 指定输入，N 与该输入的内存日志所用的 N 相同</translation>
    </message>
    <message>
        <source>Combine the files into one run of this name: each --length file measured one input; FILEs without one name their inputs themselves (a timing CSV's input column).</source>
        <translation>把这些文件合并为一个使用此名称的运行：每个 --length 文件测量一个输入；未用 --length 指定的 FILE 自己指明其输入（如计时 CSV 的 input 列）。</translation>
    </message>
    <message>
        <source>With --run: FILE measured the input of length N (input id lenN); repeat for each length, and give the same N to a memory log and the timing log (hyperfine, GNU time, a timing list or CSV without an input column) of that input.</source>
        <translation>与 --run 一起使用：FILE 测量的是长度为 N 的输入（输入 id 为 lenN）；每个长度重复一次，并为同一输入的内存日志和计时日志（hyperfine、GNU time、计时列表或没有 input 列的 CSV）给出相同的 N。</translation>
    </message>
    <message>
        <source>Log formats (detected from the content, or named with --format ID):</source>
        <translation>日志格式（按内容识别，或用 --format ID 指定）：</translation>
    </message>
    <message>
        <source>The .headroom project, or a team store: postgresql://...[#RUN].</source>
        <translation>.headroom 项目，或团队存储：postgresql://...[#RUN]。</translation>
    </message>
    <message>
        <source>The run could not be read from the team store.</source>
        <translation>无法从团队存储读取该运行。</translation>
    </message>
    <message>
        <source>Compares two runs input by input: peak memory against what the measurement can resolve, latency quantiles with a bootstrap 95% confidence interval and a Mann-Whitney U test.
A run is a .headroom file (its most recent run), P.headroom#RUNID, a probe run folder, a JSON report, a log file or a team store's run: postgresql://...#RUN (its most recent run without #RUN).
Exit codes: 0 same or better, 1 NEW is worse beyond the threshold on a selected figure or cost a critical service, 2 error.</source>
        <translation>逐个输入比较两次运行：峰值内存与测量可分辨的精度对照，延迟分位数附带 bootstrap 95% 置信区间和 Mann-Whitney U 检验。
运行可以是 .headroom 文件（其最近一次运行）、P.headroom#RUNID、探针运行目录、JSON 报告、日志文件，或团队存储中的运行：postgresql://...#RUN（不带 #RUN 时为其最近一次运行）。
退出码：0 相同或更好，1 NEW 在所选数值上差于阈值或导致关键服务丢失，2 出错。</translation>
    </message>
    <message>
        <source>headroom verify: --rerun stores the new run in a project: pull the run from the team store first (headroom pull URL#RUN --into P.headroom)</source>
        <translation>headroom verify：--rerun 会把新运行保存到项目中：请先从团队存储拉取该运行（headroom pull URL#RUN --into P.headroom）</translation>
    </message>
    <message>
        <source>run %1 "%2" on %3, pushed by %4 from %5 at %6 (%7, run %8)</source>
        <translation>运行 %1“%2”，设备 %3，由 %4 于 %6 从 %5 推送（%7，运行 %8）</translation>
    </message>
    <message>
        <source>, replaces run %1</source>
        <translation>，替换运行 %1</translation>
    </message>
    <message>
        <source>The team store holds no run.</source>
        <translation>团队存储中没有运行。</translation>
    </message>
    <message>
        <source>Pushes the runs of a project (or P.headroom#RUN, one run) to a team store on PostgreSQL, in one transaction, with who pushed them, from which machine and file. A run already in the team store (the same raw files) is skipped. The password comes from ~/.pgpass, PGPASSFILE, PGPASSWORD or a service file, never from the project; URL parameters such as sslmode=verify-full go to libpq unchanged.
Exit codes: 0 pushed, 2 error.</source>
        <translation>把项目中的运行（或 P.headroom#RUN 指定的一个运行）在一个事务中推送到 PostgreSQL 上的团队存储，并记录推送者、推送的机器和文件。团队存储中已有的运行（原始文件相同）会被跳过。密码来自 ~/.pgpass、PGPASSFILE、PGPASSWORD 或服务文件，从不来自项目；sslmode=verify-full 等 URL 参数原样传给 libpq。
退出码：0 已推送，2 出错。</translation>
    </message>
    <message>
        <source>The .headroom project, or P.headroom#RUN.</source>
        <translation>.headroom 项目，或 P.headroom#RUN。</translation>
    </message>
    <message>
        <source>The team store.</source>
        <translation>团队存储。</translation>
    </message>
    <message>
        <source>The team run that the pushed run corrects (pushed runs are never changed).</source>
        <translation>本次推送的运行所更正的团队运行（已推送的运行永不修改）。</translation>
    </message>
    <message>
        <source>headroom push: give one project and a postgresql:// URL</source>
        <translation>headroom push：请给出一个项目和一个 postgresql:// URL</translation>
    </message>
    <message>
        <source>headroom push: %1 does not exist</source>
        <translation>headroom push：%1 不存在</translation>
    </message>
    <message>
        <source>pushed as team run %1</source>
        <translation>已推送为团队运行 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) pushed to %1</source>
        <translation>
            <numerusform>已向 %1 推送 %n 个运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n already there</source>
        <translation>
            <numerusform>，%n 个已存在</numerusform>
        </translation>
    </message>
    <message>
        <source>Copies a run of a team store into a project, as it was pushed, or lists the team store's runs with their provenance.
Exit codes: 0 done, 2 error.</source>
        <translation>把团队存储中的一个运行按推送时的原样复制到项目中，或列出团队存储中的运行及其来源。
退出码：0 完成，2 出错。</translation>
    </message>
    <message>
        <source>The team store and the run.</source>
        <translation>团队存储和运行。</translation>
    </message>
    <message>
        <source>The project to copy the run into (made when missing).</source>
        <translation>要复制到的项目（不存在时创建）。</translation>
    </message>
    <message>
        <source>List the team store's runs instead.</source>
        <translation>改为列出团队存储中的运行。</translation>
    </message>
    <message>
        <source>With --list: print JSON.</source>
        <translation>与 --list 一起使用：输出 JSON。</translation>
    </message>
    <message>
        <source>headroom pull: give one postgresql:// URL</source>
        <translation>headroom pull：请给出一个 postgresql:// URL</translation>
    </message>
    <message>
        <source>headroom pull: give either URL#RUN --into P.headroom or URL --list [--json]</source>
        <translation>headroom pull：请给出 URL#RUN --into P.headroom，或 URL --list [--json]</translation>
    </message>
    <message>
        <source>team run %1 is run %2 of %3</source>
        <translation>团队运行 %1 现为 %3 的运行 %2</translation>
    </message>
    <message>
        <source>headroom %1: cannot make a temporary folder: %2</source>
        <translation>headroom %1：无法创建临时文件夹：%2</translation>
    </message>
    <message>
        <source>peak %1</source>
        <translation>峰值 %1</translation>
    </message>
    <message>
        <source>p90 %1</source>
        <translation>p90 %1</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation>TTFT %1</translation>
    </message>
    <message>
        <source>Finds by measurement the longest input, and the setting, that stay within the plan's fit.within limits on a device; stores every point measured as a run and answers with a certificate.</source>
        <translation>通过测量找出在设备上满足计划 fit.within 限制的最长输入及设置；每个测量点都作为一次运行保存，并给出一份证书。</translation>
    </message>
    <message>
        <source>A plan with a fit section.</source>
        <translation>带 fit 段的计划。</translation>
    </message>
    <message>
        <source>Write the certificate (JSON) to this file.</source>
        <translation>将证书（JSON）写入此文件。</translation>
    </message>
    <message>
        <source>SSH: log in with this private key file.</source>
        <translation>SSH：用此私钥文件登录。</translation>
    </message>
    <message>
        <source>headroom fit: give one plan and --into P.headroom</source>
        <translation>headroom fit：请给出一个计划和 --into P.headroom</translation>
    </message>
    <message>
        <source>headroom fit: %1 has no fit section; see docs/plan-format.md, "fit".</source>
        <translation>headroom fit：%1 没有 fit 段；见 docs/plan-format.md 的“fit”一节。</translation>
    </message>
    <message>
        <source>[%1] %2 · %3 tokens: %4</source>
        <translation>[%1] %2 · %3 个 token：%4</translation>
    </message>
    <message>
        <source>headroom fit: stopped: %1</source>
        <translation>headroom fit：已停止：%1</translation>
    </message>
    <message>
        <source>Found: %1 points measured; fit %2 stored in %3.</source>
        <translation>已找到：共测量 %1 个点；拟合 %2 已保存到 %3。</translation>
    </message>
    <message>
        <source>Launch the recommended setting with: %1</source>
        <translation>用以下命令启动推荐设置：%1</translation>
    </message>
    <message>
        <source>Nothing fits: no setting holds the limits at %1 tokens.</source>
        <translation>没有可行设置：在 %1 个 token 时没有任何设置满足限制。</translation>
    </message>
    <message>
        <source>The budget (%1 points, %2 min) was spent after %3 points: the brackets above are the best so far, wider than the %4% asked for.</source>
        <translation>预算（%1 个点，%2 分钟）在测量 %3 个点后已用完：上面的区间是目前最好的结果，比要求的 %4% 更宽。</translation>
    </message>
    <message>
        <source>With --rerun: re-measure the two bracket points of this fit's recommended setting (its fit_id).</source>
        <translation>与 --rerun 一起使用：重新测量此拟合（其 fit_id）推荐设置的两个区间端点。</translation>
    </message>
    <message>
        <source>headroom verify: --fit re-checks the fit's own two points; --run and --figures do not go with it</source>
        <translation>headroom verify：--fit 复核拟合自己的两个端点；--run 和 --figures 不能与它一起使用</translation>
    </message>
    <message>
        <source>Label each imported run, e.g. --label engine=b4748 (repeatable).</source>
        <translation>为每个导入的运行加标签，例如 --label engine=b4748（可重复）。</translation>
    </message>
    <message>
        <source>headroom import: %1</source>
        <translation>headroom import：%1</translation>
    </message>
    <message>
        <source>Label the run, e.g. --label engine=b4748 --label commit=abc123 (repeatable; wins over the plan's labels for the same key).</source>
        <translation>为运行加标签，例如 --label engine=b4748 --label commit=abc123（可重复；同一键以此处为准，覆盖计划中的标签）。</translation>
    </message>
    <message>
        <source>headroom run: %1</source>
        <translation>headroom run：%1</translation>
    </message>
    <message>
        <source>Figures to check, comma separated: peak, median (or p50), p90, p99, ttft, tokens_per_s, energy, j_per_token (default: peak, median, p90, ttft).</source>
        <translation>要检查的数值，逗号分隔：peak、median（或 p50）、p90、p99、ttft、tokens_per_s、energy、j_per_token（默认：peak、median、p90、ttft）。</translation>
    </message>
    <message>
        <source>headroom compare: unknown figure '%1'; choose from peak, median, p50, p90, p99, ttft, tokens_per_s, energy, j_per_token</source>
        <translation>headroom compare：未知数值“%1”；可选 peak、median、p50、p90、p99、ttft、tokens_per_s、energy、j_per_token</translation>
    </message>
    <message>
        <source>headroom pull: --snapshot F takes the store's URL alone</source>
        <translation>headroom pull：--snapshot F 只接受存储的 URL（不带运行编号）</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of %1 written to %2</source>
        <translation>
            <numerusform>%1 的 %n 个运行已写入 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of input %2 in %3%4%5, threshold %6%

</source>
        <translation>%3 中输入 %2 的 %1%4%5，阈值 %6%

</translation>
    </message>
    <message>
        <source>, device %1</source>
        <translation>，设备 %1</translation>
    </message>
    <message>
        <source>, by %1</source>
        <translation>，按 %1 分组</translation>
    </message>
    <message>
        <source>started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>change from the previous (95% CI), outcome</source>
        <translation>相对上一点的变化（95% 置信区间），结果</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>  (measured under heavy CPU pressure)</source>
        <translation>  （在 CPU 重负载下测得）</translation>
    </message>
    <message>
        <source>  improvement</source>
        <translation>  改善</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>未纳入：%1</translation>
    </message>
    <message>
        <source>Fewer than two points: nothing to compare.
</source>
        <translation>少于两个点：没有可比较的内容。
</translation>
    </message>
    <message>
        <source>Newest (%1) against the last good one (%2): %3
</source>
        <translation>最新点（%1）对比最后一个正常点（%2）：%3
</translation>
    </message>
    <message>
        <source>The newest is a regression beyond the threshold.
</source>
        <translation>最新点的退化超出阈值。
</translation>
    </message>
    <message>
        <source>No regression of the newest beyond the threshold.
</source>
        <translation>最新点没有超出阈值的退化。
</translation>
    </message>
    <message>
        <source>The newest could not be compared with the last good one.
</source>
        <translation>无法将最新点与最后一个正常点比较。
</translation>
    </message>
    <message>
        <source>Prints a figure over the runs of a project or a team store in time order, one point per run or per value of a label (--by), and marks each change from the previous point that holds beyond noise: the same comparison and threshold as headroom compare.
Exit codes: 0 the newest is no regression against the last good one, 1 it is, 2 error.</source>
        <translation>按时间顺序打印项目或团队存储中各次运行的某项数值，每次运行（或每个标签值，--by）一个点，并标出相对上一点超出噪声的变化：比较方法和阈值与 headroom compare 相同。
退出码：0 最新点相对最后一个正常点没有退化，1 有退化，2 出错。</translation>
    </message>
    <message>
        <source>A .headroom file or a team store, postgresql://...</source>
        <translation>.headroom 文件或团队存储 postgresql://...</translation>
    </message>
    <message>
        <source>The figure: p50 (or median), p90, p99, peak, ttft, tokens_per_s, energy, j_per_token (default p90).</source>
        <translation>数值：p50（或 median）、p90、p99、peak、ttft、tokens_per_s、energy、j_per_token（默认 p90）。</translation>
    </message>
    <message>
        <source>The input id, e.g. short.</source>
        <translation>输入 id，例如 short。</translation>
    </message>
    <message>
        <source>Only runs on this device (default: every device).</source>
        <translation>只看此设备上的运行（默认：所有设备）。</translation>
    </message>
    <message>
        <source>One point per value of this label, e.g. commit; runs without it are left out.</source>
        <translation>此标签的每个值一个点，例如 commit；没有该标签的运行不纳入。</translation>
    </message>
    <message>
        <source>How much worse a point may be than the previous one, e.g. 10% (default 10%).</source>
        <translation>一个点最多可比上一点差多少，例如 10%（默认 10%）。</translation>
    </message>
    <message>
        <source>Print the history as JSON.</source>
        <translation>以 JSON 打印历史。</translation>
    </message>
    <message>
        <source>headroom history: give one STORE and --input ID</source>
        <translation>headroom history：请给出一个 STORE 和 --input ID</translation>
    </message>
    <message>
        <source>headroom history: unknown figure '%1'; choose from p50, median, p90, p99, peak, ttft, tokens_per_s, energy, j_per_token</source>
        <translation>headroom history：未知数值“%1”；可选 p50、median、p90、p99、peak、ttft、tokens_per_s、energy、j_per_token</translation>
    </message>
    <message>
        <source>headroom history: --max-regression expects a percentage such as 10%, got '%1'</source>
        <translation>headroom history：--max-regression 应为百分比，例如 10%，实际为“%1”</translation>
    </message>
    <message>
        <source>headroom history: --by: %1</source>
        <translation>headroom history：--by：%1</translation>
    </message>
    <message>
        <source>headroom history: give the team store without #RUN: a history reads every run</source>
        <translation>headroom history：请给出不带 #RUN 的团队存储：历史会读取所有运行</translation>
    </message>
    <message>
        <source>No such project.</source>
        <translation>没有这个项目。</translation>
    </message>
    <message>
        <source>headroom history: no run in %1 has input %2%3%4.</source>
        <translation>headroom history：%1 中没有包含输入 %2 的运行%3%4。</translation>
    </message>
    <message>
        <source> on device %1</source>
        <translation>（设备 %1）</translation>
    </message>
    <message>
        <source> with label %1</source>
        <translation>（带标签 %1）</translation>
    </message>
    <message>
        <source>headroom run: there is no device group named "%1". Save one with: headroom device group add %1 DEVICE...</source>
        <translation>headroom run：没有名为“%1”的设备组。保存一个：headroom device group add %1 DEVICE...</translation>
    </message>
    <message>
        <source>headroom run: device "%1" is named twice; a fleet runs once on each device.</source>
        <translation>headroom run：设备“%1”被指定了两次；设备群在每台设备上只运行一次。</translation>
    </message>
    <message>
        <source>Fleet: %1 of %2 devices finished and stored (%3).</source>
        <translation>设备群：%2 台设备中有 %1 台完成并已保存（%3）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Failed: %1 (see the lines starting with their names above).</source>
        <translation>失败：%1（见上方以其名称开头的各行）。</translation>
    </message>
    <message>
        <source>local (this machine), a saved device, user@host[:port], or @GROUP (a saved device group). Give it several times to run the plan on every device at once.</source>
        <translation>local（本机）、已保存的设备、user@host[:port]，或 @GROUP（已保存的设备组）。多次给出即可在每台设备上同时运行该计划。</translation>
    </message>
    <message>
        <source>Run the plan on every device of this saved group at once (headroom device group add).</source>
        <translation>在这个已保存设备组的每台设备上同时运行该计划（headroom device group add）。</translation>
    </message>
    <message>
        <source>After a dropped link, reconnect this many times (backing off up to 5 s) before the run is given up and kept as incomplete (default 30).</source>
        <translation>连接断开后，重连这么多次（间隔递增，最长 5 秒），之后放弃该运行并将其保存为不完整（默认 30）。</translation>
    </message>
    <message>
        <source>headroom run: --reconnect-attempts takes a whole number from 0 to 1000, not "%1".</source>
        <translation>headroom run：--reconnect-attempts 取 0 到 1000 的整数，而不是“%1”。</translation>
    </message>
    <message>
        <source>headroom fit: %1</source>
        <translation>headroom fit：%1</translation>
    </message>
    <message>
        <source>Saves a device group: a fleet that `headroom run --group NAME` runs a plan on at once. A group of the same name is replaced.</source>
        <translation>保存一个设备组：`headroom run --group NAME` 会在其中所有设备上同时运行计划。同名的组会被替换。</translation>
    </message>
    <message>
        <source>A name for the group.</source>
        <translation>设备组的名称。</translation>
    </message>
    <message>
        <source>Saved devices, or local.</source>
        <translation>已保存的设备，或 local。</translation>
    </message>
    <message>
        <source>Lists the saved device groups and their devices.</source>
        <translation>列出已保存的设备组及其设备。</translation>
    </message>
    <message>
        <source>Removes a device group; its devices stay.</source>
        <translation>删除一个设备组；其中的设备保留。</translation>
    </message>
    <message>
        <source>The group's name.</source>
        <translation>设备组的名称。</translation>
    </message>
    <message>
        <source>headroom device group: give add, list or remove.</source>
        <translation>headroom device group：请给出 add、list 或 remove。</translation>
    </message>
    <message>
        <source>Usage: headroom device group add NAME DEVICE...
       headroom device group list [--json]
       headroom device group remove NAME
</source>
        <translation>用法：headroom device group add NAME DEVICE...
       headroom device group list [--json]
       headroom device group remove NAME
</translation>
    </message>
    <message>
        <source>headroom device group add: give a name and at least one device</source>
        <translation>headroom device group add：请给出名称和至少一台设备</translation>
    </message>
    <message>
        <source>headroom device group remove: give one group name</source>
        <translation>headroom device group remove：请给出一个设备组名称</translation>
    </message>
    <message>
        <source>headroom device group list: takes no argument</source>
        <translation>headroom device group list：不接受参数</translation>
    </message>
    <message>
        <source>headroom device group add: %1</source>
        <translation>headroom device group add：%1</translation>
    </message>
    <message>
        <source>headroom device group remove: there is no device group named "%1".</source>
        <translation>headroom device group remove：没有名为“%1”的设备组。</translation>
    </message>
    <message>
        <source>Device group %1 (%2) saved. Run a plan on it with: headroom run PLAN.yaml --group %1 --into P.headroom</source>
        <translation>设备组 %1（%2）已保存。在其上运行计划：headroom run PLAN.yaml --group %1 --into P.headroom</translation>
    </message>
    <message>
        <source>Device group %1 removed.</source>
        <translation>设备组 %1 已删除。</translation>
    </message>
    <message>
        <source>Usage: headroom device add NAME user@host[:port] [--identity F] [--known-hosts F] [--run-folder DIR]
       headroom device list [--json]
       headroom device test NAME [--accept-host-key SHA256:...]
       headroom device remove NAME
       headroom device group add|list|remove ...
Each subcommand has --help.
</source>
        <translation>用法：headroom device add NAME user@host[:port] [--identity F] [--known-hosts F] [--run-folder DIR]
       headroom device list [--json]
       headroom device test NAME [--accept-host-key SHA256:...]
       headroom device remove NAME
       headroom device group add|list|remove ...
每个子命令都有 --help。
</translation>
    </message>
    <message>
        <source>repetition %1 (sustained: until the time is spent)</source>
        <translation>第 %1 次重复（持续运行：直到时间用完）</translation>
    </message>
    <message>
        <source>Write every run of the team store into the new project F, under the runs' team ids (what the window's File &gt; Open team store reads). When F is such a snapshot already, only the runs pushed since it was taken are added.</source>
        <translation>将团队存储的每个运行以其团队 id 写入新项目 F（即窗口“文件 &gt; 打开团队存储”所读取的内容）。若 F 已是这样的快照，则只添加自快照以来推送的运行。</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of %1 written to %2 anew</source>
        <translation>
            <numerusform>已将 %1 的 %n 个运行重新写入 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new run(s) of %1 added to %2</source>
        <translation>
            <numerusform>已将 %1 的 %n 个新运行添加到 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n run(s) in all)</source>
        <translation>
            <numerusform>（共 %n 个运行）</numerusform>
        </translation>
    </message>
    <message>
        <source>Sustained runs (a plan's sustained) of two settings are also ranked by median latency in their first and last rounds, saying whether the faster one at first is still the faster one at the end; the ranking does not change the exit code.</source>
        <translation>两种设置的持续运行（计划的 sustained）还会按最初几轮和最后几轮的延迟中位数排名，说明起初较快的一方到最后是否仍然较快；排名不影响退出码。</translation>
    </message>
    <message>
        <source>BASE is %1, NEW is %2.</source>
        <translation>BASE 为 %1，NEW 为 %2。</translation>
    </message>
</context>
<context>
    <name>Remote</name>
    <message>
        <source>No headroom-probe binary was found for this machine.</source>
        <translation>没有找到适用于本机的 headroom-probe 程序。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot create a new run folder under %1.</source>
        <translation>无法在 %1 下创建新的运行目录。</translation>
    </message>
    <message>
        <source>The run took longer than its plan allows (%1 s) and was stopped.</source>
        <translation>运行时间超过了计划允许的时长（%1 s），已被停止。</translation>
    </message>
    <message>
        <source>A plan is already running.</source>
        <translation>已有一个计划正在运行。</translation>
    </message>
    <message numerus="yes">
        <source>The input holds %n byte(s) that are not valid UTF-8; its character count leaves them out.</source>
        <translation>
            <numerusform>输入中有 %n 个字节不是有效的 UTF-8；字符数未计入这些字节。</numerusform>
        </translation>
    </message>
    <message>
        <source>Counting tokens</source>
        <translation>正在统计 token</translation>
    </message>
    <message>
        <source>The run was cancelled.</source>
        <translation>运行已取消。</translation>
    </message>
    <message>
        <source>Running the probe</source>
        <translation>正在运行探针</translation>
    </message>
    <message>
        <source>Cannot start the probe %1: %2</source>
        <translation>无法启动探针 %1：%2</translation>
    </message>
    <message>
        <source>The run was cancelled; what the probe wrote is in %1.</source>
        <translation>运行已取消；探针已写入的内容在 %1 中。</translation>
    </message>
    <message>
        <source>The probe ended with exit code %1. %2</source>
        <translation>探针以退出码 %1 结束。%2</translation>
    </message>
    <message>
        <source>The run folder %1 cannot be read: %2</source>
        <translation>无法读取运行目录 %1：%2</translation>
    </message>
    <message>
        <source>Repetition %1 of input %2 was rejected: %3.</source>
        <translation>输入 %2 的第 %1 次重复被拒绝：%3。</translation>
    </message>
    <message>
        <source>The device has no name.</source>
        <translation>设备没有名称。</translation>
    </message>
    <message>
        <source>Device "%1": port %2 is not between 1 and 65535.</source>
        <translation>设备“%1”：端口 %2 不在 1 到 65535 之间。</translation>
    </message>
    <message>
        <source>Device "%1": the run folder "%2" is not an absolute path.</source>
        <translation>设备“%1”：运行目录“%2”不是绝对路径。</translation>
    </message>
    <message>
        <source>"%1": the port is not a number between 1 and 65535.</source>
        <translation>“%1”：端口不是 1 到 65535 之间的数字。</translation>
    </message>
    <message>
        <source>"%1" is not of the form user@host[:port].</source>
        <translation>“%1”的格式不是 user@host[:port]。</translation>
    </message>
    <message>
        <source>Cannot read "%1": %2</source>
        <translation>无法读取“%1”：%2</translation>
    </message>
    <message>
        <source>Cannot write "%1": %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <source>Copying "%1" failed: %2</source>
        <translation>复制“%1”失败：%2</translation>
    </message>
    <message>
        <source>Cannot write a temporary script: %1</source>
        <translation>无法写入临时脚本：%1</translation>
    </message>
    <message>
        <source>Cannot start /bin/sh: %1</source>
        <translation>无法启动 /bin/sh：%1</translation>
    </message>
    <message>
        <source>The command did not finish within %1 ms.</source>
        <translation>命令未在 %1 ms 内完成。</translation>
    </message>
    <message>
        <source>The device refused SFTP: %1</source>
        <translation>设备拒绝了 SFTP：%1</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>没有这个文件或文件夹</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>权限被拒绝</translation>
    </message>
    <message>
        <source>failure (the disk may be full)</source>
        <translation>操作失败（磁盘可能已满）</translation>
    </message>
    <message>
        <source>Cannot create an SSH session.</source>
        <translation>无法创建 SSH 会话。</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <translation>无法连接到 %1：%2</translation>
    </message>
    <message>
        <source>%1 sent no usable host key: %2</source>
        <translation>%1 没有发送可用的主机密钥：%2</translation>
    </message>
    <message>
        <source>The host key of %1 has CHANGED (now %2). It does not match the key in %3. Someone may be intercepting the connection, or the device was reinstalled. Headroom will not connect; if the change is expected, remove the old key from %3 and connect again.</source>
        <translation>%1 的主机密钥已经改变（现在是 %2），与 %3 中的密钥不符。可能有人在拦截连接，也可能是设备重装了系统。Headroom 不会连接；如果这一变化在预期之中，请从 %3 中删除旧密钥后重新连接。</translation>
    </message>
    <message>
        <source>The host key of %1 is not known yet. Its fingerprint is %2. Compare it with the device's (ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub) and accept it to continue.</source>
        <translation>%1 的主机密钥尚未登记。其指纹为 %2。请与设备上的指纹核对（ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub），确认后接受以继续。</translation>
    </message>
    <message>
        <source>Cannot check the host key of %1 against %2: %3</source>
        <translation>无法根据 %2 检查 %1 的主机密钥：%3</translation>
    </message>
    <message>
        <source>Cannot read the private key %1 (wrong passphrase, or not a key).</source>
        <translation>无法读取私钥 %1（口令错误，或不是密钥文件）。</translation>
    </message>
    <message>
        <source>%1 refused the login as "%2" (%3): %4</source>
        <translation>%1 拒绝了以“%2”身份登录（%3）：%4</translation>
    </message>
    <message>
        <source>Connected to %1.</source>
        <translation>已连接到 %1。</translation>
    </message>
    <message>
        <source>There is no unknown host key to accept; connect first.</source>
        <translation>没有待接受的未知主机密钥；请先连接。</translation>
    </message>
    <message>
        <source>The fingerprint %1 is not the one the device sent (%2).</source>
        <translation>指纹 %1 与设备发送的指纹（%2）不一致。</translation>
    </message>
    <message>
        <source>Cannot write the host key to %1: %2</source>
        <translation>无法将主机密钥写入 %1：%2</translation>
    </message>
    <message>
        <source>The host key %1 of %2 was added to %3.</source>
        <translation>%2 的主机密钥 %1 已添加到 %3。</translation>
    </message>
    <message>
        <source>Not connected to %1.</source>
        <translation>未连接到 %1。</translation>
    </message>
    <message>
        <source>Cannot run a command on %1: %2</source>
        <translation>无法在 %1 上运行命令：%2</translation>
    </message>
    <message>
        <source>The connection to %1 broke: %2</source>
        <translation>与 %1 的连接中断：%2</translation>
    </message>
    <message>
        <source>Cannot run commands on the device: %1</source>
        <translation>无法在设备上运行命令：%1</translation>
    </message>
    <message>
        <source>Commands and quoting work.</source>
        <translation>命令与引号处理正常。</translation>
    </message>
    <message>
        <source>The device's shell changed a quoted argument: sent %1, got %2.</source>
        <translation>设备的 shell 改变了带引号的参数：发送的是 %1，收到的是 %2。</translation>
    </message>
    <message>
        <source>%1 on %2: Headroom has no probe for this architecture.</source>
        <translation>%1，%2 架构：Headroom 没有此架构的探针。</translation>
    </message>
    <message>
        <source>%1 on %2: the %3 probe will be used.</source>
        <translation>%1，%2 架构：将使用 %3 探针。</translation>
    </message>
    <message>
        <source>Kernel %1 %2.</source>
        <translation>内核 %1 %2。</translation>
    </message>
    <message>
        <source>uname -rsm failed: %1</source>
        <translation>uname -rsm 失败：%1</translation>
    </message>
    <message>
        <source>Cannot create the run folder %1 or read its free space: %2</source>
        <translation>无法创建运行目录 %1 或读取其可用空间：%2</translation>
    </message>
    <message>
        <source>%1 MiB free in %2 (at least %3 MiB needed).</source>
        <translation>%2 中有 %1 MiB 可用（至少需要 %3 MiB）。</translation>
    </message>
    <message>
        <source>/proc is readable (VmRSS, VmHWM).</source>
        <translation>/proc 可读（VmRSS、VmHWM）。</translation>
    </message>
    <message>
        <source>/proc/self/status is not readable: memory cannot be sampled.</source>
        <translation>/proc/self/status 不可读：无法采样内存。</translation>
    </message>
    <message>
        <source>cgroup v%1: memory limits and OOM kills can be read.</source>
        <translation>cgroup v%1：可以读取内存限制和 OOM 杀进程事件。</translation>
    </message>
    <message>
        <source>No memory cgroup found: limits and OOM kills cannot be read.</source>
        <translation>未找到内存 cgroup：无法读取内存限制和 OOM 杀进程事件。</translation>
    </message>
    <message>
        <source>clear_refs is writable: the peak of each phase is exact.</source>
        <translation>clear_refs 可写：每个阶段的峰值是精确的。</translation>
    </message>
    <message>
        <source>clear_refs is not writable: phase peaks will be sampled, not exact.</source>
        <translation>clear_refs 不可写：各阶段峰值将是采样值，而非精确值。</translation>
    </message>
    <message>
        <source>All needed tools are present.</source>
        <translation>所需工具齐全。</translation>
    </message>
    <message>
        <source>Missing on the device: %1.</source>
        <translation>设备上缺少：%1。</translation>
    </message>
    <message>
        <source>There is no probe build for %1 (available: %2).</source>
        <translation>没有适用于 %1 的探针构建（可用：%2）。</translation>
    </message>
    <message>
        <source>%1: using the %2 probe %3.</source>
        <translation>%1：使用 %2 探针 %3。</translation>
    </message>
    <message>
        <source>Only %1 KiB free in %2; %3 KiB are needed.</source>
        <translation>%2 中只有 %1 KiB 可用；需要 %3 KiB。</translation>
    </message>
    <message>
        <source>%1 MiB free on the device.</source>
        <translation>设备上有 %1 MiB 可用空间。</translation>
    </message>
    <message>
        <source>Cannot read the probe build %1.</source>
        <translation>无法读取探针构建 %1。</translation>
    </message>
    <message>
        <source>The probe on the device is up to date (SHA-256 %1).</source>
        <translation>设备上的探针已是最新（SHA-256 %1）。</translation>
    </message>
    <message>
        <source>not on the device yet</source>
        <translation>设备上还没有</translation>
    </message>
    <message>
        <source>a different version is there</source>
        <translation>设备上是另一个版本</translation>
    </message>
    <message>
        <source>the device has no sha256sum, so it is always uploaded</source>
        <translation>设备没有 sha256sum，因此总是上传</translation>
    </message>
    <message>
        <source>Cannot move the uploaded probe into place: %1</source>
        <translation>无法将上传的探针移动到位：%1</translation>
    </message>
    <message>
        <source>Uploaded the probe (%1 KiB): %2.</source>
        <translation>已上传探针（%1 KiB）：%2。</translation>
    </message>
    <message>
        <source>Cannot make the probe executable: %1</source>
        <translation>无法将探针设为可执行：%1</translation>
    </message>
    <message>
        <source>The probe does not run on the device (exit %1): %2</source>
        <translation>探针无法在设备上运行（退出码 %1）：%2</translation>
    </message>
    <message>
        <source>The probe printed an unexpected version line: "%1".</source>
        <translation>探针输出了意外的版本行：“%1”。</translation>
    </message>
    <message>
        <source>The probe speaks protocol %1, this Headroom speaks %2: deploy a matching probe build.</source>
        <translation>探针使用协议 %1，而此 Headroom 使用协议 %2：请部署匹配的探针构建。</translation>
    </message>
    <message>
        <source>Probe %1 runs on the device (protocol %2).</source>
        <translation>探针 %1 可在设备上运行（协议 %2）。</translation>
    </message>
    <message>
        <source>The keepalive found the link down.</source>
        <translation>保活检测发现连接已断开。</translation>
    </message>
    <message>
        <source>Cannot start the probe on the device: %1</source>
        <translation>无法在设备上启动探针：%1</translation>
    </message>
    <message>
        <source>The connection to the device dropped.</source>
        <translation>与设备的连接已断开。</translation>
    </message>
    <message numerus="yes">
        <source>Gave up reconnecting after %n attempt(s): %1. The probe keeps running on the device.</source>
        <translation>
            <numerusform>重连 %n 次后放弃：%1。探针仍在设备上运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot list the run folder on the device: %1</source>
        <translation>无法列出设备上的运行目录：%1</translation>
    </message>
    <message numerus="yes">
        <source>The run was cancelled; %n file(s) fetched.</source>
        <translation>
            <numerusform>运行已取消；已取回 %n 个文件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The probe ended without writing DONE; %n file(s) fetched.</source>
        <translation>
            <numerusform>探针结束时没有写入 DONE；已取回 %n 个文件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run complete: %n file(s) fetched, every SHA-256 in DONE matches.</source>
        <translation>
            <numerusform>运行完成：已取回 %n 个文件，DONE 中的 SHA-256 全部匹配。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>DONE has %n line(s) that do not read as "SHA-256  path".</source>
        <translation>
            <numerusform>DONE 中有 %n 行不符合“SHA-256  路径”格式。</numerusform>
        </translation>
    </message>
    <message>
        <source>These files do not match their SHA-256 in DONE: %1</source>
        <translation>以下文件与 DONE 中的 SHA-256 不符：%1</translation>
    </message>
    <message>
        <source>Cannot create %1 on the device or read its free space (df said "%2").</source>
        <translation>无法在设备上创建 %1 或读取其可用空间（df 输出“%2”）。</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>%1: not a device list (%2 at byte %3).</source>
        <translation>%1：不是设备列表（%2，位于第 %3 字节）。</translation>
    </message>
    <message>
        <source>%1: device list format %2; this Headroom reads format %3. Update Headroom.</source>
        <translation>%1：设备列表格式为 %2；此 Headroom 读取格式 %3。请升级 Headroom。</translation>
    </message>
    <message>
        <source>%1: device %2: %3</source>
        <translation>%1：设备 %2：%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>A device needs a name.</source>
        <translation>设备需要名称。</translation>
    </message>
    <message>
        <source>There is already a device named "%1".</source>
        <translation>已有名为“%1”的设备。</translation>
    </message>
    <message>
        <source>Device "%1" has no host.</source>
        <translation>设备“%1”没有主机。</translation>
    </message>
    <message>
        <source>Preparing this machine</source>
        <translation>正在准备本机</translation>
    </message>
    <message>
        <source>Connecting to %1</source>
        <translation>正在连接 %1</translation>
    </message>
    <message>
        <source>%1 The fingerprint given to accept (%2) is not this one.</source>
        <translation>%1 要求接受的指纹（%2）与此指纹不符。</translation>
    </message>
    <message>
        <source>Deploying the probe</source>
        <translation>正在部署探针</translation>
    </message>
    <message>
        <source>The probe could not be deployed.</source>
        <translation>无法部署探针。</translation>
    </message>
    <message>
        <source>Creating the run folder on the device</source>
        <translation>正在设备上创建运行目录</translation>
    </message>
    <message>
        <source>Cannot create %1 on the device: %2</source>
        <translation>无法在设备上创建 %1：%2</translation>
    </message>
    <message>
        <source>Cannot create a new run folder under %1 on the device.</source>
        <translation>无法在设备上的 %1 下创建新的运行目录。</translation>
    </message>
    <message>
        <source>Cannot create the inputs folder on the device: %1</source>
        <translation>无法在设备上创建输入目录：%1</translation>
    </message>
    <message>
        <source>Uploading input %1</source>
        <translation>正在上传输入 %1</translation>
    </message>
    <message>
        <source>Cannot upload input %1 (%2): %3</source>
        <translation>无法上传输入 %1（%2）：%3</translation>
    </message>
    <message>
        <source>The run took longer than its plan allows (%1 s) and was stopped; what the probe wrote is in %2.</source>
        <translation>运行时间超过计划允许的时长（%1 s），已被停止；探针写入的内容在 %2 中。</translation>
    </message>
    <message>
        <source>The run was cancelled; the run folder could not be fetched: %1</source>
        <translation>运行已取消；无法取回运行目录：%1</translation>
    </message>
    <message>
        <source>%1 The probe said: %2</source>
        <translation>%1 探针输出：%2</translation>
    </message>
    <message>
        <source>Reading the run folder</source>
        <translation>正在读取运行目录</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>The token-count command could not start: %1.</source>
        <translation>token 计数命令无法启动：%1。</translation>
    </message>
    <message>
        <source>The token-count command was stopped after %1 ms or crashed.</source>
        <translation>token 计数命令在 %1 ms 后被终止，或已崩溃。</translation>
    </message>
    <message>
        <source>The token-count command exited with code %1.</source>
        <translation>token 计数命令以退出码 %1 退出。</translation>
    </message>
    <message>
        <source>The token count of input %1 is unknown. %2</source>
        <extracomment>%1 is the input's id, %2 a whole sentence saying what the command did</extracomment>
        <translation>输入 %1 的 token 数未知。%2</translation>
    </message>
    <message>
        <source>A serve-mode plan needs an endpoint, inputs and concurrency levels.</source>
        <translation>serve 模式的计划需要端点、输入和并发级别。</translation>
    </message>
    <message>
        <source>Cannot create "%1" on %2: %3</source>
        <translation>无法在 %2 上创建“%1”：%3</translation>
    </message>
    <message>
        <source>Cannot write "%1" on %2: %3</source>
        <translation>无法在 %2 上写入“%1”：%3</translation>
    </message>
    <message>
        <source>Cannot finish writing "%1" on %2: %3</source>
        <translation>无法在 %2 上完成写入“%1”：%3</translation>
    </message>
    <message>
        <source>Cannot open "%1" on %2: %3</source>
        <translation>无法在 %2 上打开“%1”：%3</translation>
    </message>
    <message>
        <source>Cannot read "%1" on %2: %3</source>
        <translation>无法在 %2 上读取“%1”：%3</translation>
    </message>
    <message>
        <source>Cannot seek in "%1" on %2: %3</source>
        <translation>无法在 %2 上的“%1”中定位：%3</translation>
    </message>
    <message>
        <source>Cannot create the run folder on the device: %1</source>
        <translation>无法在设备上创建运行目录：%1</translation>
    </message>
    <message>
        <source>Cannot inspect the device: %1</source>
        <translation>无法检查设备：%1</translation>
    </message>
    <message>
        <source>The input starts with a UTF-8 byte-order mark; its length in bytes and characters leaves the mark out, but the workload reads it.</source>
        <translation>输入以 UTF-8 字节顺序标记（BOM）开头；其字节数和字符数不计该标记，但工作负载会读到它。</translation>
    </message>
    <message>
        <source>the device user's cache ($XDG_CACHE_HOME/headroom, else ~/.cache/headroom)</source>
        <translation>设备用户的缓存目录（$XDG_CACHE_HOME/headroom，否则 ~/.cache/headroom）</translation>
    </message>
    <message>
        <source>Device "%1" kept its probe and runs in /tmp/headroom, a folder any user of the board can create first and fill with a program of their own. It now uses the device user's cache ($XDG_CACHE_HOME/headroom, else ~/.cache/headroom, created 0700); the probe is deployed there on the next run. Runs already in /tmp/headroom stay where they are.</source>
        <translation>设备“%1”原先把探针和运行放在 /tmp/headroom，板子上的任何用户都可以抢先创建该目录并放入自己的程序。现在改用设备用户的缓存目录（$XDG_CACHE_HOME/headroom，否则 ~/.cache/headroom，以 0700 创建）；下次运行时探针会部署到那里。已在 /tmp/headroom 中的运行保持原位。</translation>
    </message>
    <message>
        <source>Device "%1": the dead-peer timeout %2 s is not between 1 and 3600.</source>
        <translation>设备“%1”：无应答超时 %2 s 不在 1 到 3600 之间。</translation>
    </message>
    <message>
        <source>The device's login shell did not run the command (it printed: "%1").</source>
        <translation>设备的登录 shell 没有执行该命令（它输出了：“%1”）。</translation>
    </message>
    <message>
        <source>the run was cancelled</source>
        <translation>运行已取消</translation>
    </message>
    <message numerus="yes">
        <source>the device did not answer for %n second(s) (dead-peer timeout)</source>
        <translation>
            <numerusform>设备 %n 秒无应答（无应答超时）</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connecting to %1: the run was cancelled.</source>
        <translation>不再连接 %1：运行已取消。</translation>
    </message>
    <message>
        <source>The device did not say where its run folder is.</source>
        <translation>设备没有给出其运行目录的位置。</translation>
    </message>
    <message>
        <source>Cannot create %1 on the device or read its owner and mode.</source>
        <translation>无法在设备上创建 %1，或无法读取其所有者和权限。</translation>
    </message>
    <message>
        <source>%1 on the device is a %2, not a folder: Headroom runs nothing from it. Remove it or choose another run folder.</source>
        <extracomment>%2 is stat's file type, e.g. "symbolic link"</extracomment>
        <translation>设备上的 %1 是 %2，不是目录：Headroom 不会从中运行任何程序。请删除它，或选择其他运行目录。</translation>
    </message>
    <message>
        <source>%1 on the device belongs to %2 (uid %3, mode %4), not to the user Headroom logs in as (uid %5): another user could have put a program there. Headroom runs nothing from it. Remove it or choose another run folder.</source>
        <translation>设备上的 %1 属于 %2（uid %3，权限 %4），不属于 Headroom 登录所用的用户（uid %5）：其他用户可能在其中放入了程序。Headroom 不会从中运行任何程序。请删除它，或选择其他运行目录。</translation>
    </message>
    <message>
        <source>%1 on the device (owner %2, mode %3) is writable by other users, who could replace the probe. Headroom runs nothing from it. Run chmod go-w on it, or choose another run folder.</source>
        <translation>设备上的 %1（所有者 %2，权限 %3）可被其他用户写入，他们可能替换探针。Headroom 不会从中运行任何程序。请对其执行 chmod go-w，或选择其他运行目录。</translation>
    </message>
    <message>
        <source>The run folder %1 belongs to the device user and no one else can write to it.</source>
        <translation>运行目录 %1 属于设备用户，其他人不可写入。</translation>
    </message>
    <message>
        <source>the copy there could not be run</source>
        <translation>那里的副本无法运行</translation>
    </message>
    <message>
        <source>The probe's checksum matches this Headroom's build.</source>
        <translation>探针的校验和与本 Headroom 的构建一致。</translation>
    </message>
    <message>
        <source>The probe on the device does not match the uploaded build after the upload (SHA-256); it was not run. The device's storage may be failing, or something replaced it.</source>
        <translation>上传后设备上的探针与上传的构建不一致（SHA-256）；未运行它。设备的存储可能出现故障，或有东西替换了它。</translation>
    </message>
    <message>
        <source>The uploaded probe's checksum matches this Headroom's build.</source>
        <translation>上传的探针的校验和与本 Headroom 的构建一致。</translation>
    </message>
    <message>
        <source>Cannot write the local copy of the run's events %1: %2</source>
        <translation>无法写入运行事件的本地副本 %1：%2</translation>
    </message>
    <message>
        <source>The local copy %1 holds %2 bytes, not the %3 the run was stopped at.</source>
        <translation>本地副本 %1 有 %2 字节，而不是运行中断时的 %3 字节。</translation>
    </message>
    <message>
        <source>Cannot write the local copy of the run's events %1: %2. The probe keeps running on the device.</source>
        <translation>无法写入运行事件的本地副本 %1：%2。探针仍在设备上运行。</translation>
    </message>
    <message>
        <source>The run was cancelled while the link to the device was down (%1); the workload may still be running there.</source>
        <translation>运行在与设备的连接中断期间被取消（%1）；负载可能仍在设备上运行。</translation>
    </message>
    <message>
        <source>Cannot replace %1 with the fetched copy.</source>
        <translation>无法用取回的副本替换 %1。</translation>
    </message>
    <message>
        <source>The run cannot be resumed if its link is lost: %1</source>
        <translation>如果连接中断，该运行将无法续传：%1</translation>
    </message>
    <message>
        <source>%1 What streamed until then is in %2; when the probe has finished on the device, fetch the rest with: headroom run --resume %2 --into PROJECT</source>
        <translation>%1 此前已传回的数据在 %2 中；待探针在设备上结束后，用以下命令取回其余部分：headroom run --resume %2 --into PROJECT</translation>
    </message>
    <message>
        <source>Repetition %1 of input %2 was accepted on a cut copy of its output: the rule judged %3 of %4 bytes; the probe left the rest out.</source>
        <translation>输入 %2 的第 %1 次重复按其输出的截断副本判定为通过：规则只检查了 %4 字节中的 %3 字节，其余部分探针未保留。</translation>
    </message>
    <message>
        <source>Repetition %1 of input %2 was rejected on a cut copy of its output: %3. The rule judged %4 of %5 bytes; what it looked for may be in the rest, which the probe left out.</source>
        <translation>输入 %2 的第 %1 次重复按其输出的截断副本判定为不通过：%3。规则只检查了 %5 字节中的 %4 字节；它要找的内容可能在探针未保留的其余部分中。</translation>
    </message>
    <message>
        <source>Cannot write a test file here: %1</source>
        <translation>无法在此写入测试文件：%1</translation>
    </message>
    <message>
        <source>Cannot copy files to the device: %1</source>
        <translation>无法将文件复制到设备：%1</translation>
    </message>
    <message>
        <source>Files can be copied to the device and read back.</source>
        <translation>文件可以复制到设备并读回。</translation>
    </message>
    <message>
        <source>Cannot read files back from the device: %1</source>
        <translation>无法从设备读回文件：%1</translation>
    </message>
    <message>
        <source>A file copied to the device read back different.</source>
        <translation>复制到设备的文件读回后内容不一致。</translation>
    </message>
    <message>
        <source>No run folder to copy a test file into.</source>
        <translation>没有可放入测试文件的运行目录。</translation>
    </message>
    <message>
        <source>This plan has a fit section: run it with headroom fit.</source>
        <translation>此计划带有 fit 段：请用 headroom fit 运行。</translation>
    </message>
    <message>
        <source>%1: device group "%2" is empty or names no device.</source>
        <translation>%1：设备组“%2”为空或未列出任何设备。</translation>
    </message>
    <message>
        <source>A device group needs a name (not starting with @).</source>
        <translation>设备组需要一个名称（不能以 @ 开头）。</translation>
    </message>
    <message>
        <source>Device group "%1" needs at least one device.</source>
        <translation>设备组“%1”至少需要一台设备。</translation>
    </message>
    <message>
        <source>Device "%1" is given twice.</source>
        <translation>设备“%1”被给出了两次。</translation>
    </message>
    <message>
        <source>There is no saved device named "%1".</source>
        <translation>没有名为“%1”的已保存设备。</translation>
    </message>
    <message>
        <source>The token-count command took longer than 60 s.</source>
        <translation>token 计数命令运行超过 60 s。</translation>
    </message>
    <message>
        <source>%1 has no fit section; see docs/plan-format.md, "fit".</source>
        <translation>%1 没有 fit 部分；见 docs/plan-format.md 的 “fit”。</translation>
    </message>
    <message>
        <source>Cannot create the fit's folder under %1.</source>
        <translation>无法在 %1 下创建拟合的文件夹。</translation>
    </message>
    <message>
        <source>Cannot create %1 beside the plan for the inputs the fit makes.</source>
        <translation>无法在计划旁创建 %1，用于存放拟合生成的输入。</translation>
    </message>
    <message>
        <source>Cannot read the base text %1: %2</source>
        <translation>无法读取基础文本 %1：%2</translation>
    </message>
    <message>
        <source>not measured: the fit was stopped</source>
        <translation>未测量：拟合已停止</translation>
    </message>
    <message>
        <source>the fit was interrupted</source>
        <translation>拟合被中断</translation>
    </message>
    <message>
        <source>the point's run did not finish</source>
        <translation>该点的运行未完成</translation>
    </message>
    <message>
        <source>%1 (interrupted fit point)</source>
        <translation>%1（被中断的拟合点）</translation>
    </message>
    <message>
        <source>the run could not be stored in the project</source>
        <translation>运行无法存入项目</translation>
    </message>
    <message>
        <source>the fit was cancelled</source>
        <translation>拟合已取消</translation>
    </message>
    <message>
        <source>the fit was stopped</source>
        <translation>拟合已停止</translation>
    </message>
    <message>
        <source>the certificate could not be written: %1</source>
        <translation>证书无法写入：%1</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>连接中</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>Ui</name>
    <message>
        <source>Page %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Input length (tokens)</source>
        <translation>输入长度 (token)</translation>
    </message>
    <message>
        <source>Input length (characters)</source>
        <translation>输入长度 (字符)</translation>
    </message>
    <message>
        <source>Input length</source>
        <translation>输入长度</translation>
    </message>
    <message>
        <source>Headroom report: %1</source>
        <translation>Headroom 报告：%1</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>Device: %1    Measured: %2    Run %3 in %4</source>
        <translation>设备：%1    测量时间：%2    运行 %3，位于 %4</translation>
    </message>
    <message>
        <source>Look first at: %1</source>
        <translation>优先查看：%1</translation>
    </message>
    <message>
        <source>Figures per input</source>
        <translation>各输入的数值</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>Memory ceiling: %1 (%2). Latency budget: %3. Latency figures are of the stable repetitions (warm-up and failed ones dropped); the peak says whether the kernel gave it exactly or it is the highest of periodic samples.</source>
        <translation>内存上限：%1（%2）。延迟预算：%3。延迟数值取自稳定重复（已丢弃预热和失败的重复）；峰值注明是内核给出的精确值，还是周期采样中的最大值。</translation>
    </message>
    <message>
        <source>none set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Peak memory vs input length</source>
        <translation>峰值内存与输入长度</translation>
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
        <translation>内存随时间变化，每个输入从其开始时刻计</translation>
    </message>
    <message>
        <source>Latency of the stable repetitions (box: quartiles)</source>
        <translation>稳定重复的延迟（箱体：四分位数）</translation>
    </message>
    <message>
        <source>Peak memory against input length</source>
        <translation>峰值内存随输入长度的变化</translation>
    </message>
    <message>
        <source>Known</source>
        <translation>已知项</translation>
    </message>
    <message>
        <source>%1: %2 %3 (from %4)</source>
        <translation>%1：%2 %3（来自 %4）</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知项</translation>
    </message>
    <message>
        <source>Every repetition</source>
        <translation>全部重复</translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>Rep</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>加载</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>运行：%1</translation>
    </message>
    <message>
        <source>Probe version: %1. Report written by Headroom %2 on %3.</source>
        <translation>探针版本：%1。报告由 Headroom %2 于 %3 生成。</translation>
    </message>
    <message>
        <source>none (not made by the probe)</source>
        <translation>无（不是由探针生成）</translation>
    </message>
    <message>
        <source>Raw file</source>
        <translation>原始文件</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节数</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>生成工具</translation>
    </message>
    <message>
        <source>Imported (UTC)</source>
        <translation>导入时间 (UTC)</translation>
    </message>
    <message>
        <source>Every figure above can be recomputed from these files with 'headroom verify'.</source>
        <translation>以上每个数值都可以用“headroom verify”从这些文件重新计算。</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>测量环境</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Fixed parameters</source>
        <translation>固定参数</translation>
    </message>
    <message>
        <source>None recorded with the run.</source>
        <translation>运行中没有记录。</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Plan as written (%1)</source>
        <translation>计划原文（%1）</translation>
    </message>
    <message>
        <source>the ceiling, %1, is far above: not drawn</source>
        <translation>上限 %1 远高于数据：未绘出</translation>
    </message>
    <message>
        <source>the budget, %1, is far above: not drawn</source>
        <translation>预算 %1 远高于数据：未绘出</translation>
    </message>
    <message>
        <source>no budget set</source>
        <translation>未设置预算</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a chart's caption (%1) and a note about a line it does not draw (%2)</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>ceiling %1</source>
        <translation>上限 %1</translation>
    </message>
    <message>
        <source>ceiling</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>p90 latency vs input length</source>
        <translation>p90 延迟与输入长度</translation>
    </message>
    <message>
        <source>budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>p90 latency against input length</source>
        <translation>p90 延迟随输入长度</translation>
    </message>
    <message>
        <source>Load, prefill and decode per input (medians)</source>
        <translation>各输入的加载、预填充与解码（中位数）</translation>
    </message>
    <message>
        <source>Cannot make the folder for team store snapshots.</source>
        <translation>无法创建团队存储快照的文件夹。</translation>
    </message>
    <message>
        <source>Reading the team store %1…</source>
        <translation>正在读取团队存储 %1…</translation>
    </message>
    <message>
        <source>Open team store</source>
        <translation>打开团队存储</translation>
    </message>
    <message>
        <source>Password for the team store %1:</source>
        <translation>团队存储 %1 的密码：</translation>
    </message>
    <message>
        <source>Cannot open the team store</source>
        <translation>无法打开团队存储</translation>
    </message>
    <message>
        <source>Team store URL (postgresql://user@host/database; the password comes from ~/.pgpass or the keychain, or is asked for):</source>
        <translation>团队存储 URL（postgresql://用户@主机/数据库；密码来自 ~/.pgpass 或系统钥匙串，否则会询问）：</translation>
    </message>
    <message>
        <source>"%1" is not a team store URL: it starts with postgresql:// or postgres://.</source>
        <translation>“%1”不是团队存储 URL：它应以 postgresql:// 或 postgres:// 开头。</translation>
    </message>
</context>
<context>
    <name>Ui::AddDeviceWizard</name>
    <message>
        <source>Add a device</source>
        <translation>添加设备</translation>
    </message>
    <message>
        <source>How to reach the device</source>
        <translation>如何连接设备</translation>
    </message>
    <message>
        <source>Headroom signs in over SSH and checks the host key before anything else.</source>
        <translation>Headroom 通过 SSH 登录，并在做任何操作之前先检查主机密钥。</translation>
    </message>
    <message>
        <source>SSH agent</source>
        <translation>SSH 代理</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>密钥文件</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Used for this test only; Headroom never writes it to the project.</source>
        <translation>仅用于本次测试；Headroom 不会把它写入项目。</translation>
    </message>
    <message>
        <source>~/.ssh/known_hosts</source>
        <translation>~/.ssh/known_hosts</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Sign in with:</source>
        <translation>登录方式(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Key file:</source>
        <translation>密钥文件(&amp;K)：</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <source>Known &amp;hosts file:</source>
        <translation>已知主机文件(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Run folder on the device:</source>
        <translation>设备上的运行目录(&amp;R)：</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Runs small commands on the device: quoting, uname, free space, /proc, cgroup, tools.</source>
        <translation>在设备上运行几条简单命令：引号处理、uname、可用空间、/proc、cgroup、所需工具。</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>测试(&amp;T)</translation>
    </message>
    <message>
        <source>ok: %1</source>
        <translation>通过：%1</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
</context>
<context>
    <name>Ui::ChartNavigator</name>
    <message>
        <source>%1, repetition %2</source>
        <translation>%1，第 %2 次重复</translation>
    </message>
    <message>
        <source>%1: %2 · %3</source>
        <translation>%1：%2 · %3</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>Ui::ComparePage</name>
    <message>
        <source>Check the runs to compare; the first one checked is the base.</source>
        <translation>勾选要比较的运行；第一个勾选的作为基准。</translation>
    </message>
    <message>
        <source>Align on start</source>
        <translation>按开始时间对齐</translation>
    </message>
    <message>
        <source>Align on load complete</source>
        <translation>按加载完成对齐</translation>
    </message>
    <message>
        <source>Load complete is the first repetition's marker; runs without one stay aligned on start.</source>
        <translation>加载完成取自第一次重复的标记；没有该标记的运行仍按开始时间对齐。</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>直方图</translation>
    </message>
    <message>
        <source>Box plot</source>
        <translation>箱线图</translation>
    </message>
    <message>
        <source>ECDF</source>
        <translation>经验累积分布 (ECDF)</translation>
    </message>
    <message>
        <source>Per repetition</source>
        <translation>逐次重复</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>内存：</translation>
    </message>
    <message>
        <source>Latency:</source>
        <translation>延迟：</translation>
    </message>
    <message>
        <source>%1 on %2, %3</source>
        <translation>%1，设备 %2，%3</translation>
    </message>
    <message numerus="yes">
        <source>Comparing %n run(s)…</source>
        <translation>
            <numerusform>正在比较 %n 次运行…</numerusform>
        </translation>
    </message>
    <message>
        <source>Check a second run to see differences against this one.</source>
        <translation>再勾选一次运行，即可看到与它的差异。</translation>
    </message>
    <message>
        <source>Base: %1</source>
        <translation>基准：%1</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Check runs on the left to overlay their memory here.</source>
        <translation>勾选左侧的运行，即可在此叠加显示它们的内存曲线。</translation>
    </message>
    <message>
        <source>No memory figures in these runs</source>
        <translation>这些运行中没有内存数值</translation>
    </message>
    <message>
        <source>Check runs on the left to overlay their latency here.</source>
        <translation>勾选左侧的运行，即可在此叠加显示它们的延迟。</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Nothing to export yet: check two runs or more on the left.</source>
        <translation>尚无可导出的内容：请在左侧勾选两次或更多运行。</translation>
    </message>
    <message>
        <source>Write the table of differences as Markdown, CSV or JSON.</source>
        <translation>将差异表写为 Markdown、CSV 或 JSON。</translation>
    </message>
    <message>
        <source>No latency figures in these runs</source>
        <translation>这些运行中没有延迟数值</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>Devices side by side</source>
        <translation>设备并列对比</translation>
    </message>
    <message>
        <source>Check runs from two devices or more (a fleet run) to see them side by side.</source>
        <translation>勾选来自两台或更多设备的运行（设备群运行）即可并列对比它们。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>%1 peak</source>
        <translation>%1 峰值</translation>
    </message>
    <message>
        <source>%1 p90</source>
        <translation>%1 p90</translation>
    </message>
    <message>
        <source>%1 TTFT</source>
        <translation>%1 首词延迟</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>(not recorded)</source>
        <translation>（未记录）</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>exact peak</source>
        <translation>精确峰值</translation>
    </message>
    <message>
        <source>sampled peak: a lower bound</source>
        <translation>采样峰值：一个下界</translation>
    </message>
    <message numerus="yes">
        <source>%n stable repetition(s)</source>
        <translation>
            <numerusform>%n 次稳定重复</numerusform>
        </translation>
    </message>
    <message>
        <source>The windows are each sustained run's first and last fifth of its rounds. A swap counts only where the two runs' medians are different in one of the windows, by the test the table of differences uses.</source>
        <translation>窗口是每个持续运行全部轮次中的最初五分之一和最后五分之一。只有当两个运行的中位数在某个窗口中按差异表所用的检验判定为不同时，互换才算数。</translation>
    </message>
</context>
<context>
    <name>Ui::ConclusionWizard</name>
    <message>
        <source>Conclusion for %1</source>
        <translation>%1 的结论</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>测量环境</translation>
    </message>
    <message>
        <source>Where the measurement ran. The setting fills the sentence's first bracket.</source>
        <translation>测量所在的环境。该设定填入句子的第一个方括号。</translation>
    </message>
    <message>
        <source>device / system / backend / quantization</source>
        <translation>设备 / 系统 / 后端 / 量化</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>记录项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>&amp;Setting:</source>
        <translation>设定(&amp;S)：</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>观察到的现象</translation>
    </message>
    <message>
        <source>Only numbers from the logs, each with the file it came from. Say what each one covers.</source>
        <translation>只填写日志中的数值，每个数值注明来源文件，并说明它覆盖的范围。</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Presented as</source>
        <translation>表述为</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>核对</translation>
    </message>
    <message>
        <source>%1 %2 (n = %3)</source>
        <translation>%1 %2（n = %3）</translation>
    </message>
    <message>
        <source>the memory of this process (%1)</source>
        <translation>本进程的内存（%1）</translation>
    </message>
    <message>
        <source>the whole device's memory</source>
        <translation>整机的内存</translation>
    </message>
    <message>
        <source>the time as measured</source>
        <translation>实测的耗时</translation>
    </message>
    <message>
        <source>the stable per-request time</source>
        <translation>稳定的单次请求耗时</translation>
    </message>
    <message>
        <source>Known</source>
        <translation>已知项</translation>
    </message>
    <message>
        <source>What the data shows, one statement per line.</source>
        <translation>数据显示的内容，每行一条。</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知项</translation>
    </message>
    <message>
        <source>What this measurement does not cover. It is never empty.</source>
        <translation>本次测量未覆盖的内容。此项永远不能为空。</translation>
    </message>
    <message>
        <source>The data suggests listing this.</source>
        <translation>根据数据，建议列出此项。</translation>
    </message>
    <message>
        <source>Anything else not covered, one per line</source>
        <translation>其他未覆盖的内容，每行一条</translation>
    </message>
    <message>
        <source>&amp;Other:</source>
        <translation>其他(&amp;O)：</translation>
    </message>
    <message>
        <source>The sentence</source>
        <translation>结论句</translation>
    </message>
    <message>
        <source>from the data</source>
        <translation>取自数据</translation>
    </message>
    <message>
        <source>Fixed &amp;input:</source>
        <translation>固定输入(&amp;I)：</translation>
    </message>
    <message>
        <source>Fixed &amp;parameters:</source>
        <translation>固定参数(&amp;P)：</translation>
    </message>
    <message>
        <source>Chinese:</source>
        <translation>中文：</translation>
    </message>
    <message>
        <source>English:</source>
        <translation>英文：</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>无问题</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>Go back and fix: %1</source>
        <translation>请返回修改：%1</translation>
    </message>
    <message>
        <source>Cannot save the conclusion</source>
        <translation>无法保存结论</translation>
    </message>
    <message>
        <source>The measurement guide's sentence, in both languages, exactly as it will be kept.</source>
        <translation>测量指南中的结论句，中英文两种，与将要保存的内容完全一致。</translation>
    </message>
    <message>
        <source>Cannot keep the draft</source>
        <translation>无法保留草稿</translation>
    </message>
    <message>
        <source>Keep the draft?</source>
        <translation>保留草稿？</translation>
    </message>
    <message>
        <source>The conclusion for this run has not been saved. Keep what you typed as a draft? It reopens as you left it.</source>
        <translation>此运行的结论尚未保存。要把已输入的内容保留为草稿吗？再次打开时会恢复到你离开时的状态。</translation>
    </message>
    <message>
        <source>&amp;Keep the draft</source>
        <translation>保留草稿(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Discard the draft</source>
        <translation>丢弃草稿(&amp;D)</translation>
    </message>
    <message>
        <source>Go &amp;on writing</source>
        <translation>继续撰写(&amp;O)</translation>
    </message>
    <message>
        <source>Cannot discard the draft</source>
        <translation>无法丢弃草稿</translation>
    </message>
</context>
<context>
    <name>Ui::DeviceJob</name>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>The device passed the test (%1, %2).</source>
        <translation>设备通过了测试（%1，%2）。</translation>
    </message>
    <message>
        <source>The device failed a required step.</source>
        <translation>设备有一个必需步骤未通过。</translation>
    </message>
    <message>
        <source>Probe deployed: %1</source>
        <translation>探针已部署：%1</translation>
    </message>
    <message>
        <source>Probe already up to date: %1</source>
        <translation>探针已是最新：%1</translation>
    </message>
    <message>
        <source>Deploy failed.</source>
        <translation>部署失败。</translation>
    </message>
</context>
<context>
    <name>Ui::DevicesModel</name>
    <message>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>local</source>
        <translation>本地</translation>
    </message>
    <message>
        <source>SSH agent</source>
        <translation>SSH 代理</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>密钥文件</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>not tested</source>
        <translation>未测试</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Sign-in</source>
        <translation>登录方式</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>Ui::DevicesPage</name>
    <message>
        <source>&amp;Add device…</source>
        <translation>添加设备(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>测试(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Deploy probe</source>
        <translation>部署探针(&amp;D)</translation>
    </message>
    <message>
        <source>Checks quoting, uname, free space, /proc, cgroup and the tools a run needs.</source>
        <translation>检查引号处理、uname、可用空间、/proc、cgroup 以及运行所需的工具。</translation>
    </message>
    <message>
        <source>Uploads headroom-probe only when its SHA-256 differs, then checks its version.</source>
        <translation>仅当 SHA-256 不同时才上传 headroom-probe，然后检查其版本。</translation>
    </message>
    <message>
        <source>Test and deploy steps appear here as they end.</source>
        <translation>测试和部署的各个步骤结束后会显示在这里。</translation>
    </message>
    <message>
        <source>Cannot save the device</source>
        <translation>无法保存设备</translation>
    </message>
    <message>
        <source>test passed</source>
        <translation>测试通过</translation>
    </message>
    <message>
        <source>not tested</source>
        <translation>未测试</translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation>正在测试 %1…</translation>
    </message>
    <message>
        <source>Deploying to %1…</source>
        <translation>正在部署到 %1…</translation>
    </message>
    <message>
        <source>testing…</source>
        <translation>正在测试…</translation>
    </message>
    <message>
        <source>deploying…</source>
        <translation>正在部署…</translation>
    </message>
    <message>
        <source>ok: %1</source>
        <translation>通过：%1</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>test failed</source>
        <translation>测试失败</translation>
    </message>
    <message>
        <source>probe deployed</source>
        <translation>探针已部署</translation>
    </message>
    <message>
        <source>deploy failed</source>
        <translation>部署失败</translation>
    </message>
    <message>
        <source>Cancelled: no password or passphrase was given.</source>
        <translation>已取消：没有输入密码或口令。</translation>
    </message>
    <message>
        <source>Device "%1", saved in this project, is now in your device list, which the command line shares.</source>
        <translation>保存在此项目中的设备“%1”现已加入你的设备列表，命令行也使用这份列表。</translation>
    </message>
</context>
<context>
    <name>Ui::FitLengthsView</name>
    <message>
        <source>held</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>broke: memory</source>
        <translation>超限：内存</translation>
    </message>
    <message>
        <source>broke: latency</source>
        <translation>超限：延迟</translation>
    </message>
    <message>
        <source>broke: first token</source>
        <translation>超限：首 token</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>measuring</source>
        <translation>测量中</translation>
    </message>
    <message>
        <source>bracket</source>
        <translation>区间</translation>
    </message>
    <message>
        <source>bracket %1 – %2 tokens (%3%)</source>
        <translation>区间 %1 – %2 token（%3%）</translation>
    </message>
    <message>
        <source>%1 tokens: held</source>
        <translation>%1 token：通过</translation>
    </message>
    <message>
        <source>%1 tokens: broke %2</source>
        <translation>%1 token：超出%2</translation>
    </message>
    <message>
        <source>%1 tokens: failed</source>
        <translation>%1 token：失败</translation>
    </message>
    <message>
        <source>peak %1</source>
        <translation>峰值 %1</translation>
    </message>
    <message>
        <source>p90 latency %1</source>
        <translation>p90 延迟 %1</translation>
    </message>
    <message>
        <source>time to first token %1</source>
        <translation>首 token 时间 %1</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 token/s</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>运行 %1</translation>
    </message>
</context>
<context>
    <name>Ui::FitPage</name>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 token/s</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <source>No plan chosen: a plan with a fit section defines what is searched.</source>
        <translation>未选择计划：由带 fit 部分的计划定义搜索空间。</translation>
    </message>
    <message>
        <source>Choose &amp;plan…</source>
        <translation>选择计划(&amp;P)…</translation>
    </message>
    <message>
        <source>Use the Plan page's plan</source>
        <translation>使用“计划”页的计划</translation>
    </message>
    <message>
        <source>Where every point is measured: this machine, or a device from the Devices page.</source>
        <translation>每个点在哪里测量：本机，或“设备”页中的设备。</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>设备(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Start the fit</source>
        <translation>开始拟合(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>The fits this project holds: choose one to see its answer.</source>
        <translation>本项目中的拟合：选择一个查看其结果。</translation>
    </message>
    <message>
        <source>&amp;Fits in the project:</source>
        <translation>项目中的拟合(&amp;F)：</translation>
    </message>
    <message>
        <source>Choose a plan with a fit section, then Start.</source>
        <translation>选择一个带 fit 部分的计划，然后点击开始。</translation>
    </message>
    <message>
        <source>Each setting's length axis appears here: every point measured as it arrives, and the bracket around the boundary narrowing.</source>
        <translation>每个设置的长度轴显示在这里：每个测得的点随到随显，边界周围的区间逐步收窄。</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Longest input held</source>
        <translation>通过的最长输入</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>区间</translation>
    </message>
    <message>
        <source>Binding limit</source>
        <translation>约束限制</translation>
    </message>
    <message>
        <source>Speed there</source>
        <translation>该处速度</translation>
    </message>
    <message>
        <source>Peak there</source>
        <translation>该处峰值</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>When the fit is done: each setting's longest input against its speed there.</source>
        <translation>拟合完成后：每个设置的最长输入与该处速度的关系。</translation>
    </message>
    <message>
        <source>The recommended setting's engine arguments appear here.</source>
        <translation>推荐设置的引擎参数显示在这里。</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation>复制(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Launch the recommended setting with:</source>
        <translation>以此启动推荐设置(&amp;L)：</translation>
    </message>
    <message>
        <source>Plan:</source>
        <translation>计划：</translation>
    </message>
    <message>
        <source>Choose a plan with a fit section</source>
        <translation>选择带 fit 部分的计划</translation>
    </message>
    <message>
        <source>Plans (*.yaml *.yml);;All files (*)</source>
        <translation>计划 (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>A fit is running: cancel it first.</source>
        <translation>有拟合正在运行：请先取消。</translation>
    </message>
    <message>
        <source>The plan cannot be used: %1</source>
        <translation>该计划无法使用：%1</translation>
    </message>
    <message>
        <source>%1 has no fit section: see the plan format's "fit" section for what a fit needs.</source>
        <translation>%1 没有 fit 部分：拟合所需内容见计划格式的 “fit” 一节。</translation>
    </message>
    <message>
        <source>Ready: Start measures on the chosen device and stores every point in the open project.</source>
        <translation>就绪：“开始”会在所选设备上测量，并把每个点存入打开的项目。</translation>
    </message>
    <message>
        <source>the plan's own setting</source>
        <translation>计划自身的设置</translation>
    </message>
    <message numerus="yes">
        <source>%n setting(s): %1</source>
        <translation>
            <numerusform>%n 个设置：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Space&lt;/b&gt;: %1 · &lt;b&gt;lengths&lt;/b&gt; %2 to %3 tokens, made from %4 · &lt;b&gt;within&lt;/b&gt;: %5 · &lt;b&gt;precision&lt;/b&gt; %6% · &lt;b&gt;budget&lt;/b&gt; %7 points or %8</source>
        <translation>&lt;b&gt;空间&lt;/b&gt;：%1 · &lt;b&gt;长度&lt;/b&gt; %2 到 %3 token，由 %4 生成 · &lt;b&gt;限制&lt;/b&gt;：%5 · &lt;b&gt;精度&lt;/b&gt; %6% · &lt;b&gt;预算&lt;/b&gt; %7 个点或 %8</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>not measured yet</source>
        <translation>尚未测量</translation>
    </message>
    <message>
        <source>Choose a plan with a fit section first.</source>
        <translation>请先选择带 fit 部分的计划。</translation>
    </message>
    <message>
        <source>Open or create a project first: every point of the fit is stored in it.</source>
        <translation>请先打开或新建项目：拟合的每个点都存入其中。</translation>
    </message>
    <message>
        <source>Cannot create the runs folder %1.</source>
        <translation>无法创建运行文件夹 %1。</translation>
    </message>
    <message>
        <source>Signing in to %1…</source>
        <translation>正在登录 %1…</translation>
    </message>
    <message>
        <source>No password or passphrase was given; nothing was measured.</source>
        <translation>未提供密码或口令；未进行任何测量。</translation>
    </message>
    <message>
        <source>Measuring on %1…</source>
        <translation>正在 %1 上测量…</translation>
    </message>
    <message>
        <source>The host key of %1 (%2) is not known yet: run a plan on it once from the Live run page to compare and accept it.</source>
        <translation>%1 的主机密钥（%2）尚未知：请先在“实时运行”页对它运行一次计划，核对并接受该密钥。</translation>
    </message>
    <message>
        <source>The fit was cancelled before it started; nothing was measured.</source>
        <translation>拟合在开始前被取消；未进行任何测量。</translation>
    </message>
    <message>
        <source>Cancelling: the point being measured is stopped and thrown away…</source>
        <translation>正在取消：正在测量的点被停止并丢弃…</translation>
    </message>
    <message>
        <source>measuring %1 tokens…</source>
        <translation>正在测量 %1 token…</translation>
    </message>
    <message>
        <source>Measuring %1 at %2 tokens…</source>
        <translation>正在测量 %1，长度 %2 token…</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) measured</source>
        <translation>
            <numerusform>已测 %n 个点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The fit was cancelled. The point being measured was thrown away; the %n point(s) measured before are whole runs in the project (fit %1), and no certificate was written.</source>
        <translation>
            <numerusform>拟合已取消。正在测量的点已丢弃；此前测得的 %n 个点是项目中的完整运行（拟合 %1），未写入证书。</numerusform>
        </translation>
    </message>
    <message>
        <source>The fit could not start: %1</source>
        <translation>拟合无法开始：%1</translation>
    </message>
    <message numerus="yes">
        <source>The fit stopped: %1. The %n point(s) measured before are whole runs in the project (fit %2); no certificate was written.</source>
        <translation>
            <numerusform>拟合已停止：%1。此前测得的 %n 个点是项目中的完整运行（拟合 %2）；未写入证书。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fit %1: %n point(s) stored as runs in %2. Certificate: %3. The fit's folder (the plan of every point): %4.</source>
        <translation>
            <numerusform>拟合 %1：%n 个点作为运行存于 %2。证书：%3。拟合文件夹（每个点的计划）：%4。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found: %n point(s) measured in %1.</source>
        <translation>
            <numerusform>已找到：用 %1 测量了 %n 个点。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing fits: no setting holds the limits at %1 tokens.</source>
        <translation>没有可行设置：在 %1 token 时没有设置满足限制。</translation>
    </message>
    <message numerus="yes">
        <source>The budget was spent after %n point(s): the brackets are the best so far, wider than the %1% asked for.</source>
        <translation>
            <numerusform>测量 %n 个点后预算用尽：这些区间是目前最好的，比要求的 %1% 更宽。</numerusform>
        </translation>
    </message>
    <message>
        <source> · recommended</source>
        <translation> · 推荐</translation>
    </message>
    <message>
        <source>%1 – %2 (%3%)</source>
        <translation>%1 – %2（%3%）</translation>
    </message>
    <message>
        <source>%1 – (held at the longest)</source>
        <translation>%1 –（最长长度仍通过）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>No setting held a length with a measured speed: nothing to chart.</source>
        <translation>没有设置在某长度通过且测得速度：无可绘制内容。</translation>
    </message>
    <message>
        <source>peak memory under the ceiling</source>
        <translation>峰值内存低于上限</translation>
    </message>
    <message>
        <source>peak memory at most %1</source>
        <translation>峰值内存不超过 %1</translation>
    </message>
    <message>
        <source>p90 latency at most %1</source>
        <translation>p90 延迟不超过 %1</translation>
    </message>
    <message>
        <source>time to first token at most %1</source>
        <translation>首 token 时间不超过 %1</translation>
    </message>
    <message>
        <source>(no project open)</source>
        <translation>（未打开项目）</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>（暂无）</translation>
    </message>
    <message>
        <source>(choose a fit)</source>
        <translation>（选择一个拟合）</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n point(s)</source>
        <translation>
            <numerusform>%1 · %n 个点</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading fit %1 from the project…</source>
        <translation>正在从项目读取拟合 %1…</translation>
    </message>
    <message>
        <source>Fit %1 cannot be shown: %2</source>
        <translation>无法显示拟合 %1：%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fit %1&lt;/b&gt;, read from the project's runs: %2 · &lt;b&gt;within&lt;/b&gt;: %3</source>
        <translation>&lt;b&gt;拟合 %1&lt;/b&gt;，读自项目中的运行：%2 · &lt;b&gt;限制&lt;/b&gt;：%3</translation>
    </message>
    <message numerus="yes">
        <source>%n setting(s)</source>
        <translation>
            <numerusform>%n 个设置</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fit %1: %n point(s) stored as runs in %2. Certificate: %3.</source>
        <translation>
            <numerusform>拟合 %1：%n 个点作为运行存于 %2。证书：%3。</numerusform>
        </translation>
    </message>
    <message>
        <source>not on this machine (looked for %1)</source>
        <translation>不在本机（查找位置：%1）</translation>
    </message>
    <message>
        <source>Fit %1: the recommended setting is %2.</source>
        <translation>拟合 %1：推荐设置为 %2。</translation>
    </message>
    <message>
        <source>Fit %1: no setting held any length.</source>
        <translation>拟合 %1：没有设置在任何长度通过。</translation>
    </message>
</context>
<context>
    <name>Ui::FitParetoChart</name>
    <message>
        <source>Longest input held (tokens, log scale)</source>
        <translation>通过的最长输入（token，对数刻度）</translation>
    </message>
    <message>
        <source>Tokens per second there</source>
        <translation>该处每秒 token 数</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>推荐</translation>
    </message>
</context>
<context>
    <name>Ui::HistoryPage</name>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>J</source>
        <translation>J</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/s</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Compare the two runs</source>
        <translation>比较这两次运行</translation>
    </message>
    <message>
        <source>Opens the chosen point's run and the previous point's run on the Compare page.</source>
        <translation>在“比较”页打开所选点的运行和上一点的运行。</translation>
    </message>
    <message>
        <source>Figure:</source>
        <translation>数值：</translation>
    </message>
    <message>
        <source>Input:</source>
        <translation>输入：</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>设备：</translation>
    </message>
    <message>
        <source>One point per:</source>
        <translation>每个点对应：</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>点</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Change from the previous (95% CI)</source>
        <translation>相对上一点的变化（95% 置信区间）</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Reading the runs…</source>
        <translation>正在读取运行…</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <source>every device</source>
        <translation>所有设备</translation>
    </message>
    <message>
        <source>run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Open a project to follow a figure across its runs.</source>
        <translation>打开一个项目，即可跟踪某项数值在各次运行中的变化。</translation>
    </message>
    <message>
        <source>No run with repetitions to follow yet.</source>
        <translation>还没有可跟踪的带重复数据的运行。</translation>
    </message>
    <message>
        <source>One point: a second run is needed to see a change.</source>
        <translation>只有一个点：需要第二次运行才能看到变化。</translation>
    </message>
    <message>
        <source>The newest point is a regression against the last good one (point %1): %2</source>
        <translation>最新点相对最后一个正常点（点 %1）有退化：%2</translation>
    </message>
    <message>
        <source>The newest point is no regression against the last good one (point %1): %2</source>
        <translation>最新点相对最后一个正常点（点 %1）没有退化：%2</translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>未纳入：%1</translation>
    </message>
    <message>
        <source>%1 of input %2</source>
        <translation>输入 %2 的%1</translation>
    </message>
    <message>
        <source>Run, in time order</source>
        <translation>运行（按时间顺序）</translation>
    </message>
    <message>
        <source>%1% [%2, %3]</source>
        <translation>%1% [%2, %3]</translation>
    </message>
    <message>
        <source>not compared: %1</source>
        <translation>未比较：%1</translation>
    </message>
    <message>
        <source>%1, measured under heavy CPU pressure</source>
        <translation>%1，在 CPU 重负载下测得</translation>
    </message>
    <message>
        <source>regression (%1)</source>
        <translation>退化（%1）</translation>
    </message>
    <message>
        <source>improvement (%1)</source>
        <translation>改善（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1（%n 次运行）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation>%1（运行 %2）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>Ui::HostKeyDialog</name>
    <message>
        <source>Unknown host key</source>
        <translation>未知的主机密钥</translation>
    </message>
    <message>
        <source>The device %1 presented a host key that is not in your known_hosts file. Compare its fingerprint with the one the device shows for &lt;tt&gt;ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub&lt;/tt&gt; before trusting it.</source>
        <translation>设备 %1 提供的主机密钥不在你的 known_hosts 文件中。信任之前，请将其指纹与设备上 &lt;tt&gt;ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub&lt;/tt&gt; 显示的指纹进行核对。</translation>
    </message>
    <message>
        <source>&amp;Trust this key</source>
        <translation>信任此密钥(&amp;T)</translation>
    </message>
    <message>
        <source>Host key changed</source>
        <translation>主机密钥已改变</translation>
    </message>
    <message>
        <source>The host key of %1 is not the one in your known_hosts file (it now presents %2). This can be a reinstalled device or someone in between. Headroom will not connect. If the change is expected, remove the old key with ssh-keygen -R and test the device again.</source>
        <translation>%1 的主机密钥与你的 known_hosts 文件中的不一致（现在提供的是 %2）。可能是设备重装了系统，也可能有人在中间拦截。Headroom 不会连接。如果这一变化在预期之中，请用 ssh-keygen -R 删除旧密钥，然后重新测试设备。</translation>
    </message>
</context>
<context>
    <name>Ui::ImportDialog</name>
    <message>
        <source>Import logs</source>
        <translation>导入日志</translation>
    </message>
    <message>
        <source>Combine these files into one run (one input per length)</source>
        <translation>把这些文件合并为一个运行（每个长度一个输入）</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>characters</source>
        <translation>字符</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Run name:</source>
        <translation>运行名称：</translation>
    </message>
    <message>
        <source>Lengths in:</source>
        <translation>长度单位：</translation>
    </message>
    <message>
        <source>not recognised</source>
        <translation>无法识别</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>as named in the file: %1</source>
        <translation>按文件中的命名：%1</translation>
    </message>
    <message>
        <source>Reading the files…</source>
        <translation>正在读取文件…</translation>
    </message>
    <message>
        <source>Give the run a name.</source>
        <translation>请为运行命名。</translation>
    </message>
    <message>
        <source>Say which input %1 measured.</source>
        <translation>请指明 %1 测量的是哪个输入。</translation>
    </message>
    <message>
        <source>For the measurement guide's way of measuring by hand: a mem.log per input length and a timing log. Give each memory log and each timing log of one input (hyperfine, GNU time) its input, and each input its length; the trends need at least three lengths.</source>
        <translation>适用于测量指南中的手工测量方式：每个输入长度一个 mem.log，外加一个计时日志。请为同一输入的每个内存日志和每个计时日志（hyperfine、GNU time）指定其输入，并为每个输入指定长度；趋势分析至少需要三种长度。</translation>
    </message>
    <message>
        <source>Input %1 is given two lengths, %2 and %3.</source>
        <translation>输入 %1 被指定了两个长度：%2 和 %3。</translation>
    </message>
</context>
<context>
    <name>Ui::LatencyChart</name>
    <message>
        <source>Latency (ms)</source>
        <translation>延迟 (ms)</translation>
    </message>
    <message>
        <source>%1 (warm-up)</source>
        <translation>%1（预热）</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>重复序号</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Budget %1, off the scale</source>
        <translation>预算 %1，超出刻度</translation>
    </message>
    <message>
        <source>No latency figures</source>
        <translation>没有延迟数值</translation>
    </message>
    <message>
        <source>Fraction</source>
        <translation>占比</translation>
    </message>
</context>
<context>
    <name>Ui::LiveRunPage</name>
    <message>
        <source>Nothing is running. Start a plan from the Plan page.</source>
        <translation>当前没有运行。请从“计划”页开始一个计划。</translation>
    </message>
    <message>
        <source>&amp;Cancel the run</source>
        <translation>取消运行(&amp;C)</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>重复序号</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>运行失败：%1</translation>
    </message>
    <message>
        <source>A run is still going: cancel it first.</source>
        <translation>仍有运行在进行：请先取消它。</translation>
    </message>
    <message>
        <source>Open or create a project first: the run is saved into it.</source>
        <translation>请先打开或新建项目：运行结果会保存到项目中。</translation>
    </message>
    <message>
        <source>Cannot start the run: %1</source>
        <translation>无法开始运行：%1</translation>
    </message>
    <message>
        <source>Run folder: %1</source>
        <translation>运行目录：%1</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>%1 (warm-up)</source>
        <translation>%1（预热）</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Input %1 (%2 of %3), repetition %4 of %5 ended</source>
        <translation>输入 %1（第 %2 个，共 %3 个），第 %4 次重复（共 %5 次）已结束</translation>
    </message>
    <message>
        <source>Saving the run into the project…</source>
        <translation>正在把运行保存到项目…</translation>
    </message>
    <message>
        <source>The run ended but could not be saved: %1</source>
        <translation>运行已结束，但无法保存：%1</translation>
    </message>
    <message>
        <source>The run ended and is saved in the project.</source>
        <translation>运行已结束，并已保存到项目中。</translation>
    </message>
    <message>
        <source>The workload's memory appears here while a plan runs.</source>
        <translation>计划运行时，负载的内存曲线显示在这里。</translation>
    </message>
    <message>
        <source>Where the plan runs: this machine, or a device from the Devices page.</source>
        <translation>计划在哪里运行：本机，或“设备”页面中的某台设备。</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>设备(&amp;D)：</translation>
    </message>
    <message>
        <source>The connection to %1 was lost (%2); reconnecting. The run goes on on the device.</source>
        <translation>与 %1 的连接中断（%2）；正在重新连接。运行仍在设备上继续。</translation>
    </message>
    <message>
        <source>Reconnected to %1 (attempt %2); streaming resumes where it stopped.</source>
        <translation>已重新连接到 %1（第 %2 次尝试）；数据流从中断处继续。</translation>
    </message>
    <message>
        <source>Signing in to %1…</source>
        <translation>正在登录 %1…</translation>
    </message>
    <message>
        <source>No password or passphrase was given; nothing was run.</source>
        <translation>没有输入密码或口令；未运行任何内容。</translation>
    </message>
    <message>
        <source>Device %1; run folder on this machine: %2</source>
        <translation>设备 %1；本机上的运行目录：%2</translation>
    </message>
    <message>
        <source>The host key of %1 is not known yet: compare its fingerprint to continue.</source>
        <translation>%1 的主机密钥尚未登记：请核对其指纹以继续。</translation>
    </message>
    <message>
        <source>The host key of %1 was not trusted; nothing was run.</source>
        <translation>%1 的主机密钥未被信任；未运行任何内容。</translation>
    </message>
    <message>
        <source>The run was cancelled.</source>
        <translation>运行已取消。</translation>
    </message>
    <message>
        <source>%1 (cancelled, incomplete)</source>
        <translation>%1（已取消，不完整）</translation>
    </message>
    <message>
        <source>The run was cancelled. What it measured until then is saved in the project as an incomplete run.</source>
        <translation>运行已取消。取消前测得的数据已作为不完整的运行保存在项目中。</translation>
    </message>
    <message>
        <source>%1 (incomplete: the link was lost)</source>
        <translation>%1（不完整：连接已中断）</translation>
    </message>
    <message>
        <source>%1 Every repetition that streamed is saved in the project as an incomplete run.</source>
        <translation>%1 已传回的每次重复都已作为不完整的运行保存在项目中。</translation>
    </message>
    <message>
        <source>Cancelling every device…</source>
        <translation>正在取消所有设备…</translation>
    </message>
    <message>
        <source>Several devices</source>
        <translation>多台设备</translation>
    </message>
    <message>
        <source>Run the plan on several devices at once: tick them, or a saved device group.</source>
        <translation>在多台设备上同时运行计划：勾选这些设备，或勾选一个已保存的设备组。</translation>
    </message>
    <message>
        <source>The devices the plan runs on; a group ticks its devices.</source>
        <translation>运行计划的设备；勾选设备组会勾选组内所有设备。</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Stage or result</source>
        <translation>阶段或结果</translation>
    </message>
    <message>
        <source>One row per device; the chart below shows the selected one.</source>
        <translation>每台设备一行；下方图表显示所选设备。</translation>
    </message>
    <message>
        <source>Open the &amp;device matrix</source>
        <translation>打开设备矩阵(&amp;D)</translation>
    </message>
    <message>
        <source>Compare the runs this fleet stored, devices against inputs, on the Compare page.</source>
        <translation>在“比较”页以设备对输入的矩阵比较本次多设备运行保存的运行。</translation>
    </message>
    <message>
        <source>group %1 (%2)</source>
        <translation>设备组 %1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n 台设备</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick the devices to run the plan on (or turn off Several devices).</source>
        <translation>请勾选要运行计划的设备（或关闭“多台设备”）。</translation>
    </message>
    <message>
        <source>There is no device named "%1" any more.</source>
        <translation>名为“%1”的设备已不存在。</translation>
    </message>
    <message>
        <source>The host key of %1 (%2) is not known yet: run a plan on it alone once to compare and trust it.</source>
        <translation>%1 的主机密钥（%2）尚未登记：请先单独在该设备上运行一次计划，以核对并信任其指纹。</translation>
    </message>
    <message>
        <source>connection lost (%1); reconnecting</source>
        <translation>连接中断（%1）；正在重新连接</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop this device's run; the others go on. What it measured is kept.</source>
        <translation>停止这台设备上的运行；其他设备继续。已测得的数据会保留。</translation>
    </message>
    <message numerus="yes">
        <source>Fleet of %n device(s); run folders under %1</source>
        <translation>
            <numerusform>共 %n 台设备；运行目录位于 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Running the plan on %n device(s) at once.</source>
        <translation>
            <numerusform>正在 %n 台设备上同时运行计划。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 (input %3, repetition %4)</source>
        <translation>%1 / %2（输入 %3，第 %4 次重复）</translation>
    </message>
    <message>
        <source>0 of %1</source>
        <translation>0 / %1</translation>
    </message>
    <message>
        <source>stored as run %1</source>
        <translation>已保存为运行 %1</translation>
    </message>
    <message>
        <source>saving…</source>
        <translation>正在保存…</translation>
    </message>
    <message>
        <source>%1's memory appears here once its workload runs.</source>
        <translation>%1 的负载开始运行后，其内存曲线显示在这里。</translation>
    </message>
    <message>
        <source>nothing was measured</source>
        <translation>没有测得任何数据</translation>
    </message>
    <message>
        <source>could not be saved: %1</source>
        <translation>无法保存：%1</translation>
    </message>
    <message>
        <source>cancelled; stored as incomplete run %1</source>
        <translation>已取消；已保存为不完整的运行 %1</translation>
    </message>
    <message>
        <source>%1; stored as incomplete run %2</source>
        <translation>%1；已保存为不完整的运行 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Fleet: %1 of %2 devices finished and stored (%3).</source>
        <translation>多设备运行：%2 台设备中有 %1 台已完成并保存（%3）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Failed: %1.</source>
        <translation>失败：%1。</translation>
    </message>
</context>
<context>
    <name>Ui::MainWindow</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… 另有 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行记录</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Trends</source>
        <translation>趋势</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>正在导入 %1…</translation>
    </message>
    <message>
        <source>Cannot open the run</source>
        <translation>无法打开运行</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New project…</source>
        <translation>新建项目(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open project…</source>
        <translation>打开项目(&amp;O)…</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>最近的项目</translation>
    </message>
    <message>
        <source>&amp;Import logs…</source>
        <translation>导入日志(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation>关于 Headroom(&amp;A)</translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation>关于 Headroom</translation>
    </message>
    <message>
        <source>&lt;b&gt;Headroom %1&lt;/b&gt;&lt;p&gt;Which limit does an inference workload reach first on this device — memory or latency — and by how much headroom?&lt;/p&gt;</source>
        <translation>&lt;b&gt;Headroom %1&lt;/b&gt;&lt;p&gt;在这台设备上，推理负载会先触及哪一项上限——内存还是延迟？还有多少余量？&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cannot open the project</source>
        <translation>无法打开项目</translation>
    </message>
    <message>
        <source>Headroom projects (*.headroom)</source>
        <translation>Headroom 项目 (*.headroom)</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>新建项目</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>Import logs</source>
        <translation>导入日志</translation>
    </message>
    <message>
        <source>An import is still running.</source>
        <translation>仍有导入在进行。</translation>
    </message>
    <message numerus="yes">
        <source>Import cancelled: %n run(s) imported before.</source>
        <translation>
            <numerusform>导入已取消：此前已导入 %n 次运行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) imported.</source>
        <translation>
            <numerusform>已导入 %n 次运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Some files were not imported</source>
        <translation>部分文件未导入</translation>
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
        <translation>比较</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>Live run</source>
        <translation>实时运行</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Write the &amp;conclusion…</source>
        <translation>撰写结论(&amp;C)…</translation>
    </message>
    <message>
        <source>Cancel the live run</source>
        <translation>取消实时运行</translation>
    </message>
    <message>
        <source>The language changes at the next start.</source>
        <translation>语言将在下次启动时切换。</translation>
    </message>
    <message>
        <source>Open a run first: the conclusion belongs to one run.</source>
        <translation>请先打开一次运行：结论属于某一次运行。</translation>
    </message>
    <message>
        <source>Conclusion saved.</source>
        <translation>结论已保存。</translation>
    </message>
    <message>
        <source>Open a project first.</source>
        <translation>请先打开一个项目。</translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation>%1（运行 %2）</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <source>Rename run</source>
        <translation>重命名运行</translation>
    </message>
    <message>
        <source>New name of %1:</source>
        <translation>%1 的新名称：</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>删除运行</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) with their raw files?</source>
        <translation>
            <numerusform>删除 %n 个运行及其原始文件？</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit &gt; Undo delete brings them back while this window is open (under new run ids).</source>
        <translation>窗口打开期间，“编辑 &gt; 撤销删除”可将其恢复（使用新的运行编号）。</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>撤销删除</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>撤销删除(&amp;U)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Measure this machine</source>
        <translation>测量本机</translation>
    </message>
    <message>
        <source>The quickstart plan (examples/calibrate.yaml) is not installed next to Headroom.</source>
        <translation>快速入门计划（examples/calibrate.yaml）没有安装在 Headroom 旁边。</translation>
    </message>
    <message>
        <source>The quickstart plan is loaded: Run measures this machine.</source>
        <translation>已加载快速入门计划：“运行”将测量本机。</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Start page</source>
        <translation>开始页(&amp;S)</translation>
    </message>
    <message>
        <source>The conclusion's draft is kept in the project.</source>
        <translation>结论草稿已保存在项目中。</translation>
    </message>
    <message>
        <source>Another program changed this project: %1 run(s) added, %2 renamed or changed, %3 deleted.</source>
        <translation>另一个程序修改了此项目：新增 %1 次运行，%2 次被重命名或修改，%3 次被删除。</translation>
    </message>
    <message>
        <source>Another program deleted %1, the run that was shown.</source>
        <translation>另一个程序删除了当前显示的运行 %1。</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>%1 (team store, read-only, read at %2) — Headroom</source>
        <translation>%1（团队存储，只读，读取于 %2）— Headroom</translation>
    </message>
    <message>
        <source>Open &amp;team store…</source>
        <translation>打开团队存储(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Refresh team store</source>
        <translation>刷新团队存储(&amp;R)</translation>
    </message>
    <message>
        <source>Cannot open the team store</source>
        <translation>无法打开团队存储</translation>
    </message>
    <message numerus="yes">
        <source>Team store %1: %n run(s), read at %2. Runs are immutable there; File &gt; Refresh team store reads it again.</source>
        <translation>
            <numerusform>团队存储 %1：%n 个运行，读取于 %2。其中的运行不可更改；“文件 &gt; 刷新团队存储”会重新读取。</numerusform>
        </translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>拟合</translation>
    </message>
    <message numerus="yes">
        <source>%n new run(s) fetched.</source>
        <translation>
            <numerusform>已获取 %n 个新运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>The earlier snapshot was read again whole: %1.</source>
        <translation>之前的快照已重新完整读取：%1。</translation>
    </message>
</context>
<context>
    <name>Ui::MemoryChart</name>
    <message>
        <source>Time (s)</source>
        <translation>时间 (s)</translation>
    </message>
    <message>
        <source>No memory figures in this log</source>
        <translation>此日志中没有内存数值</translation>
    </message>
    <message>
        <source>Memory ceiling</source>
        <translation>内存上限</translation>
    </message>
    <message>
        <source>RSS (MiB)</source>
        <translation>RSS (MiB)</translation>
    </message>
    <message>
        <source>Ceiling %1, off the scale</source>
        <translation>上限 %1，超出刻度</translation>
    </message>
    <message>
        <source>Ceiling %1</source>
        <translation>上限 %1</translation>
    </message>
    <message>
        <source>%1 lost</source>
        <translation>%1 丢失</translation>
    </message>
    <message>
        <source>guard stop</source>
        <translation>守护停止</translation>
    </message>
    <message>
        <source>background off</source>
        <translation>后台负载关</translation>
    </message>
    <message>
        <source>background on</source>
        <translation>后台负载开</translation>
    </message>
</context>
<context>
    <name>Ui::PlanForm</name>
    <message>
        <source>Add row</source>
        <translation>添加行</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>删除行</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Repetitions and limits</source>
        <translation>重复与上限</translation>
    </message>
    <message>
        <source>A fresh process per repetition</source>
        <translation>每次重复启动新进程</translation>
    </message>
    <message>
        <source>Requests to a running server</source>
        <translation>向运行中的服务发送请求</translation>
    </message>
    <message>
        <source>calibrate, or empty to run the command</source>
        <translation>calibrate，或留空以运行命令</translation>
    </message>
    <message>
        <source>One argument per line; {input} and {parameter} placeholders</source>
        <translation>每行一个参数；可用 {input} 和 {参数} 占位符</translation>
    </message>
    <message>
        <source>No marker (load time unknown)</source>
        <translation>无标记（加载时间未知）</translation>
    </message>
    <message>
        <source>A line matching a regex</source>
        <translation>匹配正则表达式的一行</translation>
    </message>
    <message>
        <source>The first output</source>
        <translation>第一次输出</translation>
    </message>
    <message>
        <source>A fixed time after start</source>
        <translation>启动后的固定时间</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>names or PIDs, separated by commas</source>
        <translation>进程名或 PID，用逗号分隔</translation>
    </message>
    <message>
        <source>serve mode: 1, 2, 4</source>
        <translation>serve 模式：1, 2, 4</translation>
    </message>
    <message>
        <source>Format version:</source>
        <translation>格式版本：</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>模式(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Workload:</source>
        <translation>负载(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>命令(&amp;C)：</translation>
    </message>
    <message>
        <source>Server &amp;URL:</source>
        <translation>服务 &amp;URL：</translation>
    </message>
    <message>
        <source>Server &amp;API:</source>
        <translation>服务 &amp;API：</translation>
    </message>
    <message>
        <source>Server &amp;PID:</source>
        <translation>服务 &amp;PID：</translation>
    </message>
    <message>
        <source>&amp;Load complete:</source>
        <translation>加载完成标记(&amp;L)：</translation>
    </message>
    <message>
        <source>Load regex:</source>
        <translation>加载正则：</translation>
    </message>
    <message>
        <source>Load after:</source>
        <translation>加载时间：</translation>
    </message>
    <message>
        <source>Output &amp;token regex:</source>
        <translation>输出 token 正则(&amp;T)：</translation>
    </message>
    <message>
        <source>Critical &amp;processes:</source>
        <translation>关键进程(&amp;P)：</translation>
    </message>
    <message>
        <source>C&amp;oncurrency:</source>
        <translation>并发(&amp;O)：</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Your own placeholders, one key=value per line</source>
        <translation>自定义占位符，每行一个 key=value</translation>
    </message>
    <message>
        <source>Extra parameters:</source>
        <translation>额外参数：</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Tokens (stated)</source>
        <translation>token 数（声明）</translation>
    </message>
    <message>
        <source>Token command</source>
        <translation>token 计数命令</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节数</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>字符数</translation>
    </message>
    <message>
        <source>For inputs without their own: e.g. python3 count.py {input}</source>
        <translation>用于没有单独设置的输入：例如 python3 count.py {input}</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>校验方式</translation>
    </message>
    <message>
        <source>Regex or text</source>
        <translation>正则或文本</translation>
    </message>
    <message>
        <source>JSON field</source>
        <translation>JSON 字段</translation>
    </message>
    <message>
        <source>JSON value</source>
        <translation>JSON 值</translation>
    </message>
    <message>
        <source>&amp;Measure lengths</source>
        <translation>测量长度(&amp;M)</translation>
    </message>
    <message>
        <source>Token count command:</source>
        <translation>token 计数命令：</translation>
    </message>
    <message>
        <source>Acceptance (check = regex, exact or json):</source>
        <translation>验收（校验方式 = regex、exact 或 json）：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Automatic: min(cgroup limit, MemTotal) less the reserve</source>
        <translation>自动：min(cgroup 限制, MemTotal) 扣除预留</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>固定值</translation>
    </message>
    <message>
        <source>15% or 512MiB</source>
        <translation>15% 或 512MiB</translation>
    </message>
    <message>
        <source>&amp;Repetitions per input:</source>
        <translation>每个输入的重复次数(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Warm-up runs:</source>
        <translation>预热次数(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Sampling interval:</source>
        <translation>采样间隔(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Timeout per repetition:</source>
        <translation>每次重复的超时(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Memory ceiling:</source>
        <translation>内存上限(&amp;M)：</translation>
    </message>
    <message>
        <source>Fixed ceiling:</source>
        <translation>固定上限：</translation>
    </message>
    <message>
        <source>R&amp;eserve:</source>
        <translation>预留(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Latency budget:</source>
        <translation>延迟预算(&amp;L)：</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) are not valid UTF-8 and are not counted as characters.</source>
        <translation>
            <numerusform>有 %n 个字节不是有效的 UTF-8，未计入字符数。</numerusform>
        </translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Alternate the inputs (A, B, A, B...) to spread thermal drift</source>
        <translation>交替运行各输入（A, B, A, B...），以分散温度漂移的影响</translation>
    </message>
    <message>
        <source>Add the robustness set: truncated UTF-8, unusual characters, control characters, an input longer than the context</source>
        <translation>加入鲁棒性测试集：截断的 UTF-8、罕见字符、控制字符、超过上下文长度的输入</translation>
    </message>
    <message>
        <source>Input order:</source>
        <translation>输入顺序：</translation>
    </message>
    <message>
        <source>Robustness:</source>
        <translation>鲁棒性：</translation>
    </message>
    <message>
        <source>none (serve mode only)</source>
        <translation>无（仅限 serve 模式）</translation>
    </message>
    <message>
        <source>First-token budget:</source>
        <translation>首 token 延迟预算：</translation>
    </message>
    <message>
        <source>The file starts with a UTF-8 byte-order mark; it is not counted.</source>
        <translation>文件以 UTF-8 字节顺序标记（BOM）开头；不计入长度。</translation>
    </message>
    <message>
        <source>none; e.g. 4GiB to measure as on a 4 GiB board</source>
        <translation>无；如填 4GiB，按 4 GiB 的板子测量</translation>
    </message>
    <message>
        <source>Process mode: the probe runs the workload in a memory cgroup of this size, which it makes for the run and removes after it (needs root or a delegated cgroup). An automatic ceiling then uses its limit.</source>
        <translation>进程模式：探针在这个大小的内存 cgroup 中运行负载，cgroup 在运行前创建、运行后删除（需要 root 或已委派的 cgroup）。自动上限随后采用它的限制。</translation>
    </message>
    <message>
        <source>Memory c&amp;group:</source>
        <translation>内存 c&amp;group：</translation>
    </message>
    <message>
        <source>One process per repetition that repeats the input itself (loop)</source>
        <translation>每次重复一个进程，由它自己重复运行输入（loop）</translation>
    </message>
    <message>
        <source>none (loop mode only)</source>
        <translation>无（仅 loop 模式）</translation>
    </message>
    <message>
        <source>Loop mode: how many times each process runs the input ({iterations} in the command); the first pass is the in-process warm-up.</source>
        <translation>loop 模式：每个进程运行输入的次数（命令中的 {iterations}）；第一轮是进程内预热。</translation>
    </message>
    <message>
        <source>&amp;Iterations per process:</source>
        <translation>每个进程的迭代次数(&amp;I)：</translation>
    </message>
    <message>
        <source>serve mode: /metrics, to read how many requests the engine processed at once</source>
        <translation>serve 模式：/metrics，用于读取引擎同时处理的请求数</translation>
    </message>
    <message>
        <source>Server &amp;metrics:</source>
        <translation>服务指标(&amp;M)：</translation>
    </message>
    <message>
        <source>Corpus: the documents of %1 join these inputs when the plan runs, each with its expected fields as acceptance rules.</source>
        <translation>语料：计划运行时，%1 中的文档会加入这些输入，每个文档的期望字段作为验收规则。</translation>
    </message>
    <message numerus="yes">
        <source>Only %n of them run (a retry).</source>
        <translation>
            <numerusform>只运行其中 %n 个（重试）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit the plan file to change the corpus.</source>
        <translation>如需更改语料，请编辑计划文件。</translation>
    </message>
    <message>
        <source>Decision: follows "%1" because of its failures (%2); changed: %3.</source>
        <translation>决定：接续“%1”，原因是其失败（%2）；改动：%3。</translation>
    </message>
</context>
<context>
    <name>Ui::PlanPage</name>
    <message>
        <source>Problems in the plan, with file and line</source>
        <translation>计划中的问题，附文件和行号</translation>
    </message>
    <message>
        <source>New plan (not saved)</source>
        <translation>新计划（未保存）</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>加载(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>另存为(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Run on this machine</source>
        <translation>在本机运行(&amp;R)</translation>
    </message>
    <message>
        <source>Runs the plan with headroom-probe and shows it live (Ctrl+R)</source>
        <translation>使用 headroom-probe 运行计划并实时显示 (Ctrl+R)</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>未发现问题。</translation>
    </message>
    <message>
        <source>Load a plan</source>
        <translation>加载计划</translation>
    </message>
    <message>
        <source>Plans (*.yaml *.yml)</source>
        <translation>计划 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Save the plan</source>
        <translation>保存计划</translation>
    </message>
    <message>
        <source>Unsaved plan</source>
        <translation>未保存的计划</translation>
    </message>
    <message>
        <source>The plan has changes that are not saved. Save them?</source>
        <translation>计划有尚未保存的修改。要保存吗？</translation>
    </message>
    <message>
        <source>The plan %1 has changes that are not saved. Save them?</source>
        <translation>计划 %1 有尚未保存的修改。要保存吗？</translation>
    </message>
    <message>
        <source>&amp;Run on %1</source>
        <translation>在 %1 上运行(&amp;R)</translation>
    </message>
</context>
<context>
    <name>Ui::ReportExport</name>
    <message>
        <source>PDF summary (*.pdf)</source>
        <translation>PDF 摘要 (*.pdf)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>CSV tables, a folder of three files (*.csv)</source>
        <translation>CSV 表格，包含三个文件的文件夹 (*.csv)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cancelled: the files not listed as written were not written.</source>
        <translation>已取消：未列为已写入的文件均未写入。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written; these could not be:</source>
        <translation>
            <numerusform>已写入 %n 个文件；以下文件无法写入：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written to %1.</source>
        <translation>
            <numerusform>已将 %n 个文件写入 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation>显示文件夹</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>运行 %1：%2</translation>
    </message>
    <message>
        <source>A comparison is exported as Markdown, CSV or JSON, not as %1.</source>
        <translation>比较结果只能导出为 Markdown、CSV 或 JSON，不能导出为 %1。</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Select the runs to export first.</source>
        <translation>请先选择要导出的运行。</translation>
    </message>
    <message>
        <source>Export the run</source>
        <translation>导出运行</translation>
    </message>
    <message numerus="yes">
        <source>Export %n runs into a folder</source>
        <translation>
            <numerusform>将 %n 次运行导出到文件夹</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation>%1 的运行</translation>
    </message>
    <message numerus="yes">
        <source>Exporting %n run(s)…</source>
        <translation>
            <numerusform>正在导出 %n 次运行…</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the comparison</source>
        <translation>导出比较结果</translation>
    </message>
    <message>
        <source>comparison</source>
        <translation>比较结果</translation>
    </message>
    <message>
        <source>Exporting the comparison…</source>
        <translation>正在导出比较结果…</translation>
    </message>
</context>
<context>
    <name>Ui::ReportTableView</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>Ui::RerunFlow</name>
    <message>
        <source>Re-run on a device</source>
        <translation>在设备上重新运行</translation>
    </message>
    <message>
        <source>Run the plan of run %1 again, with the input files kept with it, on:</source>
        <translation>在以下设备上再次执行运行 %1 的计划（使用随其保存的输入文件）：</translation>
    </message>
    <message>
        <source>A run is still going on the Live run page.</source>
        <translation>“实时运行”页面上仍有运行在进行。</translation>
    </message>
    <message>
        <source>There is no device named %1.</source>
        <translation>没有名为 %1 的设备。</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder: %1</source>
        <translation>无法创建临时文件夹：%1</translation>
    </message>
    <message>
        <source>The Live run page could not start the plan of run %1.</source>
        <translation>“实时运行”页面无法启动运行 %1 的计划。</translation>
    </message>
    <message>
        <source>input %1, %2: %3 → %4 (%5): %6</source>
        <translation>输入 %1，%2：%3 → %4（%5）：%6</translation>
    </message>
    <message>
        <source>Re-run of run %1</source>
        <translation>运行 %1 的重新运行</translation>
    </message>
    <message>
        <source>Run %1 re-run on %2 as run %3: %4</source>
        <translation>运行 %1 已在 %2 上重新运行，保存为运行 %3：%4</translation>
    </message>
    <message>
        <source>Cannot re-run</source>
        <translation>无法重新运行</translation>
    </message>
    <message>
        <source>Run the plan of "%1" again, with the input files kept with it, on:</source>
        <translation>再次运行“%1”的计划（使用随其保存的输入文件），设备：</translation>
    </message>
</context>
<context>
    <name>Ui::RunDetailPage</name>
    <message>
        <source>Memory reaches its ceiling first.</source>
        <translation>内存先触顶。</translation>
    </message>
    <message>
        <source>Latency reaches its budget first.</source>
        <translation>延迟先触顶（先达到预算）。</translation>
    </message>
    <message>
        <source>Undetermined.</source>
        <translation>无法判定。</translation>
    </message>
    <message>
        <source>Write the conclusion…</source>
        <translation>撰写结论…</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>直方图</translation>
    </message>
    <message>
        <source>Box plot</source>
        <translation>箱线图</translation>
    </message>
    <message>
        <source>ECDF</source>
        <translation>经验累积分布 (ECDF)</translation>
    </message>
    <message>
        <source>Per repetition</source>
        <translation>逐次重复</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>(unnamed run)</source>
        <translation>（未命名的运行）</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <source>Look at:</source>
        <translation>请查看：</translation>
    </message>
    <message>
        <source>Not covered:</source>
        <translation>未覆盖：</translation>
    </message>
    <message>
        <source>No latency figures in this run</source>
        <translation>此运行中没有延迟数值</translation>
    </message>
    <message>
        <source>Re-run on a device…</source>
        <translation>在设备上重新运行…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;No run is shown.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Double-click a run on the Runs page to see its memory, latency and verdict here.&lt;/p&gt;&lt;p&gt;No runs yet? Import logs (File &amp;gt; Import logs…, or drop them on the window), or measure this machine from the Start page.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;当前没有显示任何运行。&lt;/b&gt;&lt;/p&gt;&lt;p&gt;在“运行记录”页面双击一次运行，即可在此查看其内存、延迟和判定。&lt;/p&gt;&lt;p&gt;还没有运行？请导入日志（“文件 &amp;gt; 导入日志…”，或把日志拖放到窗口上），或在“开始”页面测量本机。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No run is shown: double-click one on the Runs page first.</source>
        <translation>当前没有显示任何运行：请先在“运行记录”页面双击一次运行。</translation>
    </message>
    <message>
        <source>Run this run's plan again, with its input files, on a device.</source>
        <translation>使用此运行的输入文件，在设备上再次执行其计划。</translation>
    </message>
    <message>
        <source>Write this run's report as PDF, Markdown, CSV or JSON.</source>
        <translation>将此运行的报告写为 PDF、Markdown、CSV 或 JSON。</translation>
    </message>
    <message>
        <source>The guided conclusion: environment, observed, known, unknown.</source>
        <translation>引导式结论：测量环境、观察到的现象、已知项、未知项。</translation>
    </message>
    <message>
        <source>Conclusion (saved %1): %2</source>
        <translation>结论（保存于 %1）：%2</translation>
    </message>
    <message>
        <source>A draft of the conclusion is waiting: it reopens as you left it.</source>
        <translation>有一份结论草稿待继续：再次打开时会恢复到你离开时的状态。</translation>
    </message>
    <message>
        <source>A changed draft of it is waiting, not saved yet.</source>
        <translation>它有一份修改过的草稿待继续，尚未保存。</translation>
    </message>
    <message>
        <source>Continue the conclusion…</source>
        <translation>继续撰写结论…</translation>
    </message>
    <message>
        <source>Edit the conclusion…</source>
        <translation>编辑结论…</translation>
    </message>
    <message>
        <source>Load / prefill / decode</source>
        <translation>加载 / 预填充 / 解码</translation>
    </message>
</context>
<context>
    <name>Ui::RunsPage</name>
    <message>
        <source>Filter runs (device, model, quantization, verdict…)</source>
        <translation>筛选运行（设备、模型、量化、判定…）</translation>
    </message>
    <message>
        <source>Compare selected</source>
        <translation>比较所选</translation>
    </message>
    <message>
        <source>Export selected…</source>
        <translation>导出所选…</translation>
    </message>
    <message>
        <source>Verify selected…</source>
        <translation>复核所选运行…</translation>
    </message>
    <message>
        <source>Recompute every stored figure of the selected runs from the raw files kept with them, and list any that differ.</source>
        <translation>用随所选运行保存的原始文件重新计算其每个已保存数值，并列出所有不一致的数值。</translation>
    </message>
    <message>
        <source>Re-run on a device…</source>
        <translation>在设备上重新运行…</translation>
    </message>
    <message>
        <source>Run the plan of the selected run again, with the input files kept with it, on a device you choose, and say whether the result reproduces.</source>
        <translation>使用随所选运行保存的输入文件，在你选择的设备上再次执行其计划，并说明结果是否可复现。</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Delete the selected runs with their raw files (asked first; Edit &gt; Undo delete brings them back while the window is open).</source>
        <translation>删除所选运行及其原始文件（会先询问；窗口打开期间可用“编辑 &gt; 撤销删除”恢复）。</translation>
    </message>
    <message>
        <source>Overlay the selected runs and list their differences against the first.</source>
        <translation>叠加显示所选运行，并列出它们与第一次运行的差异。</translation>
    </message>
    <message>
        <source>Write the selected runs' reports as PDF, Markdown, CSV or JSON.</source>
        <translation>将所选运行的报告写为 PDF、Markdown、CSV 或 JSON。</translation>
    </message>
    <message>
        <source>Give the selected run another name.</source>
        <translation>为所选运行重新命名。</translation>
    </message>
    <message>
        <source>No runs in this project yet: import logs (File &gt; Import logs…, or drop them on the window), or measure this machine from the Start page.</source>
        <translation>此项目中还没有运行：请导入日志（“文件 &gt; 导入日志…”，或把日志拖放到窗口上），或在“开始”页面测量本机。</translation>
    </message>
    <message>
        <source>No runs in this project yet: import logs or measure a device first.</source>
        <translation>此项目中还没有运行：请先导入日志或测量设备。</translation>
    </message>
    <message>
        <source>Select a run first (click a row; Ctrl or Shift adds more).</source>
        <translation>请先选择一次运行（单击一行；按住 Ctrl 或 Shift 可多选）。</translation>
    </message>
    <message>
        <source>Select two runs or more to compare.</source>
        <translation>请选择两次或更多运行进行比较。</translation>
    </message>
    <message>
        <source>Select exactly one run.</source>
        <translation>请只选择一次运行。</translation>
    </message>
</context>
<context>
    <name>Ui::SecretDialog</name>
    <message>
        <source>Sign in to the device</source>
        <translation>登录设备</translation>
    </message>
    <message>
        <source>&amp;Remember it in the system keychain</source>
        <translation>记住到系统钥匙串中(&amp;R)</translation>
    </message>
    <message>
        <source>Headroom never writes it to the project, its settings or its logs.</source>
        <translation>Headroom 绝不会把它写入项目、设置或日志。</translation>
    </message>
    <message>
        <source>There is no system keychain here: the secret is kept in memory for this run only.</source>
        <translation>此处没有系统钥匙串：机密信息只在本次使用期间保存在内存中。</translation>
    </message>
    <message>
        <source>Password for %1 on %2:</source>
        <translation>%2 上 %1 的密码：</translation>
    </message>
    <message>
        <source>Passphrase for the key %1:</source>
        <translation>密钥 %1 的口令：</translation>
    </message>
</context>
<context>
    <name>Ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Memory kept for the system's own services when the ceiling is automatic.</source>
        <translation>自动确定上限时，为系统自身服务保留的内存。</translation>
    </message>
    <message>
        <source>~/.ssh/known_hosts</source>
        <translation>~/.ssh/known_hosts</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>known_hosts file</source>
        <translation>known_hosts 文件</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Memory &amp;reserve:</source>
        <translation>内存预留(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Known hosts file:</source>
        <translation>已知主机文件(&amp;K)：</translation>
    </message>
    <message>
        <source>Default &amp;sampling interval:</source>
        <translation>默认采样间隔(&amp;S)：</translation>
    </message>
</context>
<context>
    <name>Ui::ShippedDocs</name>
    <message>
        <source>Read me (quick start)</source>
        <translation>自述文件（快速入门）</translation>
    </message>
    <message>
        <source>The measurement method</source>
        <translation>测量方法</translation>
    </message>
    <message>
        <source>The plan format (fixed.yaml)</source>
        <translation>计划格式（fixed.yaml）</translation>
    </message>
    <message>
        <source>The JSON report format</source>
        <translation>JSON 报告格式</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Performance measurements</source>
        <translation>性能测量</translation>
    </message>
    <message>
        <source>Reliability under faults</source>
        <translation>故障下的可靠性</translation>
    </message>
    <message>
        <source>Not installed: %1 is in none of %2.</source>
        <translation>未安装：%2 中都没有 %1。</translation>
    </message>
    <message>
        <source>The workbench: pages, charts, drafts</source>
        <translation>工作台：页面、图表、草稿</translation>
    </message>
</context>
<context>
    <name>Ui::StageChart</name>
    <message>
        <source>load</source>
        <translation>加载</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <source>No load, prefill or decode figures in this run</source>
        <translation>此运行没有加载、预填充或解码的数据</translation>
    </message>
    <message>
        <source>they come from llama.cpp's llama_perf lines, or from headroom: markers with a load-complete marker</source>
        <translation>这些数据来自 llama.cpp 的 llama_perf 行，或来自 headroom: 标记行加上加载完成标记</translation>
    </message>
    <message>
        <source>s, medians</source>
        <translation>秒，中位数</translation>
    </message>
    <message>
        <source>ms, medians</source>
        <translation>毫秒，中位数</translation>
    </message>
    <message>
        <source>Where the time goes</source>
        <translation>时间花在哪里</translation>
    </message>
    <message>
        <source>from %1, stable repetitions</source>
        <translation>来自 %1，稳定重复</translation>
    </message>
</context>
<context>
    <name>Ui::StartPage</name>
    <message>
        <source>Headroom</source>
        <translation>Headroom</translation>
    </message>
    <message>
        <source>Which limit does an inference workload reach first on this device — memory or latency — and by how much headroom?</source>
        <translation>在这台设备上，推理负载会先触及哪一项上限——内存还是延迟？还有多少余量？</translation>
    </message>
    <message>
        <source>Measure this machine</source>
        <translation>测量本机</translation>
    </message>
    <message>
        <source>Import logs…</source>
        <translation>导入日志…</translation>
    </message>
    <message>
        <source>mem.log loops, timing lists, /usr/bin/time -v, hyperfine and llama-bench outputs, probe run folders.

Or drop the files anywhere on this page.</source>
        <translation>mem.log 循环日志、计时列表、/usr/bin/time -v、hyperfine 和 llama-bench 的输出、探针运行目录。

也可以把文件拖放到此页面的任意位置。</translation>
    </message>
    <message>
        <source>Open a project…</source>
        <translation>打开项目…</translation>
    </message>
    <message>
        <source>New project…</source>
        <translation>新建项目…</translation>
    </message>
    <message>
        <source>A .headroom file: your measurements, or a colleague's to verify.</source>
        <translation>.headroom 文件：你自己的测量结果，或需要复核的同事的测量结果。</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>最近的项目</translation>
    </message>
    <message>
        <source>No recent projects yet: the projects you open or create are listed here.</source>
        <translation>还没有最近的项目：你打开或新建的项目会列在这里。</translation>
    </message>
    <message>
        <source>The built-in workload (a small transformer, no model file needed) at three input lengths on this computer: memory and latency of each, and which limit comes first.</source>
        <translation>在本机上以三种输入长度运行内置负载（一个小型 transformer，无需模型文件）：测出每种长度的内存和延迟，以及先触及哪一项上限。</translation>
    </message>
    <message>
        <source>Not available: the quickstart plan (examples/calibrate.yaml) is not installed.</source>
        <translation>不可用：未安装快速入门计划（examples/calibrate.yaml）。</translation>
    </message>
    <message>
        <source>The plan opens on the Plan page; Run starts it.</source>
        <translation>计划会在“计划”页面打开；点击“运行”即可开始。</translation>
    </message>
    <message>
        <source>The quickstart plan examples/calibrate.yaml is not installed.</source>
        <translation>未安装快速入门计划 examples/calibrate.yaml。</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 (no longer there)</source>
        <translation>%1（已不存在）</translation>
    </message>
    <message>
        <source>This file was moved or deleted.</source>
        <translation>此文件已被移动或删除。</translation>
    </message>
</context>
<context>
    <name>Ui::TrendChart</name>
    <message>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>crosses at %1</source>
        <translation>在 %1 处越过上限</translation>
    </message>
    <message>
        <source> (used)</source>
        <translation>（采用）</translation>
    </message>
    <message>
        <source>%1: off the scale</source>
        <translation>%1：超出刻度范围</translation>
    </message>
    <message>
        <source>line, R² %1</source>
        <translation>直线，R² %1</translation>
    </message>
    <message>
        <source>curve, R² %1</source>
        <translation>曲线，R² %1</translation>
    </message>
    <message>
        <source>90%: %1-%2</source>
        <translation>90%：%1-%2</translation>
    </message>
    <message>
        <source>90%: from %1</source>
        <translation>90%：自 %1 起</translation>
    </message>
    <message>
        <source>%1, already reached</source>
        <translation>%1，已达到</translation>
    </message>
</context>
<context>
    <name>Ui::TrendsPage</name>
    <message>
        <source>Input length (tokens)</source>
        <translation>输入长度 (token)</translation>
    </message>
    <message>
        <source>Input length (characters)</source>
        <translation>输入长度 (字符)</translation>
    </message>
    <message>
        <source>Input length</source>
        <translation>输入长度</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>峰值内存</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>Median latency</source>
        <translation>延迟中位数</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>p90 latency</source>
        <translation>p90 延迟</translation>
    </message>
    <message>
        <source>ceiling %1</source>
        <translation>上限 %1</translation>
    </message>
    <message>
        <source>ceiling</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>预算</translation>
    </message>
</context>
<context>
    <name>Ui::UtilisationChart</name>
    <message>
        <source>No utilisation figures in this run (CPU, I/O, pressure and GPU are recorded by the probe).</source>
        <translation>此运行中没有资源利用率数据（CPU、I/O、压力和 GPU 由探针记录）。</translation>
    </message>
    <message>
        <source>GPU: %1.</source>
        <translation>GPU：%1。</translation>
    </message>
</context>
<context>
    <name>Ui::VerifyDialog</name>
    <message>
        <source>reproduced</source>
        <translation>已复现</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>cannot be recomputed</source>
        <translation>无法重新计算</translation>
    </message>
    <message>
        <source>Verify runs</source>
        <translation>复核运行</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Figures compared</source>
        <translation>比较的数值数</translation>
    </message>
    <message numerus="yes">
        <source>Recomputing %n run(s) from their raw files…</source>
        <translation>
            <numerusform>正在从原始文件重新计算 %n 次运行…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation>%1（运行 %2）</translation>
    </message>
    <message>
        <source>input %1, %2: stored %3, recomputed %4</source>
        <translation>输入 %1，%2：保存值 %3，重新计算值 %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n run(s) reproduced from their raw files.</source>
        <translation>
            <numerusform>%n 次运行中有 %1 次可从原始文件复现。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Headroom workbench</source>
        <translation>Headroom 工作台</translation>
    </message>
    <message>
        <source>Language: zh_CN or en.</source>
        <translation>语言：zh_CN 或 en。</translation>
    </message>
    <message>
        <source>Save a PNG of every page into DIR and quit.</source>
        <translation>将每个页面保存为 PNG 到 DIR 中，然后退出。</translation>
    </message>
    <message>
        <source>A .headroom project to open.</source>
        <translation>要打开的 .headroom 项目。</translation>
    </message>
    <message>
        <source>headroom: %1</source>
        <translation>headroom：%1</translation>
    </message>
    <message>
        <source>cannot encode %1</source>
        <translation>无法编码 %1</translation>
    </message>
</context>
</TS>