#!/bin/sh
# An onnxruntime_perf_test stand-in (the engine adapter's input, not a real run): its summary lines
# in the format onnxruntime's perftest prints them (test/perftest/performance_runner.cc, 1.1x-1.2x),
# both variants of the label after "Average", with values of its own. $1: the input (unused).
echo "Setting intra_op_num_threads to 2"
echo "Session creation time cost: 0.184210 s"
echo "First inference time cost: 171 ms"
echo "Total inference time cost: 0.516350 s"
echo "Total inference requests: 5"
echo "Average inference time cost total: 103.270000 ms"
echo "Total inference run time: 0.516402 s"
echo "Number of inferences per second: 9.683"
echo "Avg CPU usage: 11 %"
echo "Peak working set size: 188743680 bytes"
echo "Avg CPU usage:11"
echo "Peak working set size:188743680"
echo "Runs:5"
echo "Min Latency: 0.0991500 s"
echo "Max Latency: 0.1093000 s"
echo "P50 Latency: 0.1024000 s"
echo "P90 Latency: 0.1093000 s"
echo "P95 Latency: 0.1093000 s"
echo "P99 Latency: 0.1093000 s"
echo "P999 Latency: 0.1093000 s"
