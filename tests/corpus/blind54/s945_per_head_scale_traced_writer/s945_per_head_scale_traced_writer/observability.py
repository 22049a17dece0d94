import functools
import time
from collections import defaultdict
from dataclasses import dataclass


@dataclass
class ObservabilityConfig:
    collect_detailed_traces: bool = False
    otlp_traces_endpoint: str = ""


KV_OP_LATENCY_S = defaultdict(float)
KV_OP_CALLS = defaultdict(int)


def traced_kv_op(op_name: str):
    """Accumulate wall time of a KV-cache op when detailed tracing is on."""

    def decorator(method):
        @functools.wraps(method)
        def wrapper(self, *args, **kwargs):
            if not self.observability_config.collect_detailed_traces:
                return method(self, *args, **kwargs)
            start = time.perf_counter()
            out = method(self, *args, **kwargs)
            KV_OP_LATENCY_S[op_name] += time.perf_counter() - start
            KV_OP_CALLS[op_name] += 1
            return out

        return wrapper

    return decorator
