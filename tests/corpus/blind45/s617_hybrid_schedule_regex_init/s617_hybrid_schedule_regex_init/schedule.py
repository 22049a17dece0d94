import json
import logging
import re
import time
from dataclasses import dataclass
from typing import List, Optional

from . import envs

logger = logging.getLogger(__name__)

DEFAULT_SCHEDULE_JSON = json.dumps(
    {
        "default": {"kind": "sliding", "window": 2},
        "rules": [
            {"pattern": r"layers\.(3|5)\.self_attn", "kind": "full"},
            {"pattern": r"layers\.1\.self_attn", "kind": "chunked", "chunk": 2},
        ],
    }
)


@dataclass(frozen=True)
class LayerAttnSpec:
    kind: str
    window: Optional[int] = None
    chunk: Optional[int] = None


def build_layer_schedule(num_layers: int, prefix: str = "model") -> List[LayerAttnSpec]:
    t0 = time.perf_counter()
    raw = envs.get_str_env_var("S617_HYBRID_SCHEDULE_JSON", DEFAULT_SCHEDULE_JSON)
    spec = json.loads(raw)
    rules = [(re.compile(r["pattern"]), r) for r in spec["rules"]]
    default = spec["default"]
    schedule = []
    for i in range(num_layers):
        name = f"{prefix}.layers.{i}.self_attn"
        chosen = default
        for pattern, rule in rules:
            if pattern.search(name):
                chosen = rule
                break
        schedule.append(LayerAttnSpec(chosen["kind"], chosen.get("window", default.get("window")), chosen.get("chunk")))
    logger.info("hybrid schedule for %d layers built in %.2f ms: %s", num_layers,
                (time.perf_counter() - t0) * 1e3, [s.kind for s in schedule])
    return schedule
