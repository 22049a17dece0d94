"""Static layer-skipping schedules (e.g. 'skip every other upper layer during decode')."""
import logging
from typing import Dict, List

logger = logging.getLogger(__name__)

_SCHEDULES: Dict[str, "callable"] = {}


def register_schedule(name):
    def deco(fn):
        _SCHEDULES[name] = fn
        return fn

    return deco


@register_schedule("none")
def _no_skip(num_layers: int) -> List[bool]:
    return [False] * num_layers


@register_schedule("alternate_upper")
def _alternate_upper(num_layers: int) -> List[bool]:
    half = num_layers // 2
    return [i >= half and (i - half) % 2 == 1 for i in range(num_layers)]


class SkipScheduler:
    def __init__(self, name: str, num_layers: int):
        self.name = name
        self.mask = _SCHEDULES[name](num_layers)
        self.skipped_total = 0

    def is_skipped(self, layer_idx: int) -> bool:
        skip = self.mask[layer_idx]
        if skip:
            self.skipped_total += 1
            logger.debug("layer-skip[%s]: skipping layer %d", self.name, layer_idx)
        return skip
