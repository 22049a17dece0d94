"""Per-layer quantization overrides, matched on the module prefix.

Mirrors the ``dynamic`` field of GPTQ-style checkpoints:

    {"+:.*\\.mlp\\.down_proj": {"group_size": 8},
     "-:.*\\.lm_head": {}}
"""
from __future__ import annotations

import copy
import dataclasses
import re
from typing import Dict, Optional


@dataclasses.dataclass(frozen=True)
class QuantScheme:
    method: str = "int8_wo"
    bits: int = 8
    group_size: int = -1
    symmetric: bool = True


class LayerQuantConfig:
    def __init__(self, base: QuantScheme, dynamic: Optional[Dict[str, dict]] = None):
        self.base = base
        self.dynamic = copy.deepcopy(dynamic or {})

    @staticmethod
    def _split_rule(rule: str):
        if rule.startswith("-:"):
            return False, rule[2:]
        if rule.startswith("+:"):
            return True, rule[2:]
        return True, rule

    def scheme_for(self, prefix: str) -> QuantScheme:
        for rule, overrides in self.dynamic.items():
            positive, pattern = self._split_rule(rule)
            if re.fullmatch(pattern, prefix) is None:
                continue
            if not positive:
                return dataclasses.replace(self.base, method="none")
            return dataclasses.replace(self.base, **overrides)
        return self.base
