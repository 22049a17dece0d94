import logging
from dataclasses import dataclass, field
from typing import Dict, List, Optional

logger = logging.getLogger(__name__)

_SAMPLING_EPS = 1e-5


@dataclass
class SamplingParams:
    temperature: float = 1.0
    top_p: float = 1.0
    top_k: int = -1
    presence_penalty: float = 0.0
    logit_bias: Optional[Dict[int, float]] = None
    bad_words_token_ids: List[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.temperature < 0.0:
            raise ValueError(f"temperature must be non-negative, got {self.temperature}.")
        if not 0.0 < self.top_p <= 1.0:
            raise ValueError(f"top_p must be in (0, 1], got {self.top_p}.")
        if self.top_k < -1 or self.top_k == 0:
            raise ValueError(f"top_k must be -1 (disable), or at least 1, got {self.top_k}.")

    @property
    def is_greedy(self) -> bool:
        return self.temperature < _SAMPLING_EPS

    def clamped_logit_bias(self, clamp: float, vocab_size: int) -> Dict[int, float]:
        if not self.logit_bias:
            return {}
        out: Dict[int, float] = {}
        for token_id, bias in self.logit_bias.items():
            if token_id < 0 or token_id >= vocab_size:
                logger.warning("Dropping logit_bias for out-of-vocab token %d", token_id)
                continue
            out[token_id] = max(-clamp, min(clamp, bias))
        return out
