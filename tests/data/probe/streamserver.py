# A llama.cpp-shaped streaming server for regenerating tests/data/probe/serve-run (see make_fixtures.sh):
# SSE events, chunked, 100 ms to the first token, 30 ms between tokens, a final "timings" object.
import http.server, time, json, sys
class H(http.server.BaseHTTPRequestHandler):
    protocol_version='HTTP/1.1'
    def do_POST(self):
        n=int(self.headers.get('Content-Length',0)); self.rfile.read(n)
        self.send_response(200); self.send_header('Content-Type','text/event-stream'); self.send_header('Transfer-Encoding','chunked'); self.end_headers()
        def chunk(s):
            b=s.encode(); self.wfile.write(b'%x\r\n'%len(b)+b+b'\r\n'); self.wfile.flush()
        time.sleep(0.1)
        for i in range(5):
            chunk('data: '+json.dumps({"content":"tok%d"%i,"stop":False})+'\n\n'); time.sleep(0.03)
        chunk('data: '+json.dumps({"content":"","stop":True,"timings":{"prompt_n":3,"prompt_ms":5.0,"predicted_n":5,"predicted_ms":120.0}})+'\n\n')
        self.wfile.write(b'0\r\n\r\n'); self.wfile.flush()
    def log_message(self,*a): pass
http.server.ThreadingHTTPServer(('127.0.0.1',int(sys.argv[1])),H).serve_forever()
