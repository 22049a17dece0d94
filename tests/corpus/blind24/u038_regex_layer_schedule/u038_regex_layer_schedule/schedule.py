"""Which layers use sliding-window attention.

Checkpoints describe this with a pattern over the *module prefix*
(``model.layers.<i>.self_attn``), so the schedule is derived from the prefix
rather than from a separate per-layer list.
"""
from __future__ import annotations

import dataclasses
import functools
import re

_LAYER_RE = re.compile(r"^(?:model\.)?layers\.(?P<idx>\d+)\.(?P<kind>self_attn|cross_attn)$")


@dataclasses.dataclass(frozen=True)
class LayerSchedule:
    global_every: int = 3
    window: int = 4
    skip_pattern: str = r"cross_attn"


def layer_index(prefix: str) -> int:
    m = _LAYER_RE.match(prefix)
    if m is None:
        raise ValueError("unexpected attention prefix %r" % (prefix,))
    return int(m.group("idx"))


@functools.lru_cache(maxsize=64)
def window_bounds(layer_idx: int, global_every: int, window: int, seq_len: int):
    if (layer_idx + 1) % global_every == 0:
        return seq_len, "global"
    return min(window, seq_len), "sliding"


def attention_kind(prefix: str, sched: LayerSchedule, seq_len: int):
    if re.search(sched.skip_pattern, prefix):
        return seq_len, "global"
    return window_bounds(layer_index(prefix), sched.global_every, sched.window, seq_len)
