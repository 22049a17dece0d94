from dataclasses import dataclass
from typing import Optional

from .log_utils import deprecated_alias, get_logger

logger = get_logger(__name__)


@dataclass
class MoEConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    num_experts: int = 4
    num_experts_per_tok: int = 2
    norm_topk_prob: Optional[bool] = None
    # pre-2.0 checkpoints ship this key instead of `norm_topk_prob`
    renormalize: Optional[bool] = None

    @property
    def normalize_topk(self) -> bool:
        if self.renormalize is not None:
            deprecated_alias(logger, "renormalize", "norm_topk_prob", "v2.2")
            return bool(self.renormalize)
        return bool(self.norm_topk_prob)

    @classmethod
    def from_dict(cls, d: dict) -> "MoEConfig":
        known = {k: v for k, v in d.items() if k in cls.__dataclass_fields__}
        return cls(**known)
