import time
from collections import defaultdict


class LayerStats:
    def __init__(self):
        self.calls = defaultdict(int)
        self.total_s = defaultdict(float)

    def record(self, name, seconds):
        self.calls[name] += 1
        self.total_s[name] += seconds

    def summary(self):
        return {k: self.total_s[k] / max(self.calls[k], 1) for k in self.calls}


GLOBAL_STATS = LayerStats()


class LatencyHook:
    """Forward pre/post hook pair measuring the wall time spent in a module."""

    def __init__(self, name, stats=GLOBAL_STATS):
        self.name = name
        self.stats = stats
        self._start = None

    def pre_forward(self, module, args):
        self._start = time.perf_counter()
        return None

    def post_forward(self, module, args, output):
        if self._start is not None:
            self.stats.record(self.name, time.perf_counter() - self._start)
            self._start = None
        return output


def install_latency_hooks(model, module_types):
    handles = []
    for name, module in model.named_modules():
        if isinstance(module, module_types):
            hook = LatencyHook(name)
            handles.append(module.register_forward_pre_hook(hook.pre_forward))
            handles.append(module.register_forward_hook(hook.post_forward))
    return handles
