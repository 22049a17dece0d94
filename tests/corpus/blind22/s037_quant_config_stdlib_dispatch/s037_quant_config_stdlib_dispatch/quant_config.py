from __future__ import annotations

import dataclasses
import enum
import logging
import re
from typing import Tuple

logger = logging.getLogger(__name__)


class QuantDtype(enum.Enum):
    INT8 = 8
    INT4 = 4
    NONE = 16

    @property
    def qmax(self) -> int:
        return 2 ** (self.value - 1) - 1


@dataclasses.dataclass(frozen=True)
class QuantConfig:
    weight_dtype: str = "int8"
    group_size: int = 16
    ignored_layers: Tuple[str, ...] = (r"re:.*lm_head", "model.layers.0.self_attn.o_proj")

    @property
    def dtype(self) -> QuantDtype:
        return QuantDtype[self.weight_dtype.upper()]

    def for_layer(self, in_features: int) -> "QuantConfig":
        # groups may not straddle the reduction dim: shrink group_size if needed
        if in_features % self.group_size == 0:
            return self
        return dataclasses.replace(self, group_size=in_features)

    def is_layer_skipped(self, prefix: str) -> bool:
        for pattern in self.ignored_layers:
            if pattern.startswith("re:"):
                if re.fullmatch(pattern[3:], prefix):
                    return True
            elif pattern == prefix:
                return True
        return False


logger.info("quant config module loaded; supported dtypes: %s", [d.name for d in QuantDtype])
