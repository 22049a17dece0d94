from dataclasses import dataclass, field
from typing import Optional


@dataclass
class ModelConfig:
    vocab_size: int = 32
    hidden_size: int = 16
    tie_word_embeddings: bool = True
    final_logit_softcapping: Optional[float] = 30.0
    logit_scale: float = 1.0


@dataclass
class ServerArgs:
    enable_logits_stats: bool = True
    model: ModelConfig = field(default_factory=ModelConfig)
