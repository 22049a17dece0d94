import collections

import torch

_STATS = collections.defaultdict(list)


@torch.compiler.disable
def record_activation_stats(name: str, t: torch.Tensor) -> None:
    """Feeds the /metrics endpoint with activation magnitudes (drift alarms)."""
    _STATS[name].append(float(t.detach().abs().mean()))
    if len(_STATS[name]) > 1024:
        del _STATS[name][:512]


def stats_snapshot():
    return {k: sum(v) / len(v) for k, v in _STATS.items() if v}
