import os
from dataclasses import dataclass, field
from typing import Optional


def _env_flag(name: str, default: str = "0") -> bool:
    return os.environ.get(name, default).strip().lower() in ("1", "true", "yes")


@dataclass
class ScoreConfig:
    hidden_size: int = 8
    num_labels: int = 1
    use_sigmoid: bool = True
    temperature: float = 1.0
    score_offset: Optional[float] = None
    log_scores: bool = field(default_factory=lambda: _env_flag("SCORE_DEBUG_LOG_SCORES_S1300"))
