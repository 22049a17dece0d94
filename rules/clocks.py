from compilelint import gb
from compilelint.findings import FixPolicy
from compilelint.rules.base import Rule


class ClockCall(Rule):
    code = "CL107"
    fix_policy = FixPolicy(factory=True)
    name = "clock-call"
    gb_types = (gb.SKIPPED, gb.METHOD_CALL)
    message = "`{callee}` reads a clock inside traced code"
    hint = "time outside the compiled region (around the call), or guard the metric with `if not torch.compiler.is_compiling():`"
    fix = "guard_side_effect"
    what_it_does = "Finds `time.time`, `time.perf_counter`, `time.monotonic`, `time.sleep`, `datetime.now` and friends reachable from a compiled root."
    why_bad = ("The `time` functions are C builtins dynamo marks as skipped; `datetime.now()` is an "
               "unsupported method call. A clock read cannot become part of a graph, so "
               "`fullgraph=True` fails.")
    example = "def forward(self, x):\n    t0 = time.perf_counter()\n    y = self.mlp(x)\n    self.stats.append(time.perf_counter() - t0)\n    return y"
    use_instead = "t0 = time.perf_counter()\ny = compiled(x)\nstats.append(time.perf_counter() - t0)"
    fix_safety = "Unsafe: a guarded timing statement leaves the variable unset in compiled code if it is used later."
    calls = ("time.time", "time.time_ns", "time.perf_counter", "time.perf_counter_ns", "time.monotonic",
             "time.monotonic_ns", "time.process_time", "time.process_time_ns", "time.sleep",
             "time.localtime", "time.gmtime", "time.strftime", "time.ctime", "time.thread_time",
             "datetime.datetime.now", "datetime.datetime.utcnow", "datetime.datetime.today",
             "datetime.date.today", "datetime.now", "datetime.utcnow")
    unmeasured = dict.fromkeys(("datetime.now", "datetime.utcnow"),
                               "the spelling of an unresolved `from datetime import datetime` receiver; "
                               "measured as `datetime.datetime.now` / `datetime.datetime.utcnow`")
    call_gb = {p: gb.METHOD_CALL for p in ("datetime.datetime.now", "datetime.datetime.utcnow",
               "datetime.datetime.today", "datetime.date.today", "datetime.now", "datetime.utcnow")}
    INVALID = ["import time\n\ndef f(x):\n    t0 = time.perf_counter()\n    return x + 1\n",
               "from datetime import datetime\n\ndef f(x):\n    datetime.now()\n    return x + 1\n"]
    VALID = ["import time\n\nSTART = time.time()\n\ndef f(x):\n    return x + 1\n"]
