from dataclasses import dataclass, field
from typing import Optional


@dataclass
class TinyLlamaConfig:
    vocab_size: int = 64
    hidden_size: int = 16
    intermediate_size: int = 32
    num_hidden_layers: int = 2
    rms_norm_eps: float = 1e-6
    tie_word_embeddings: bool = False
    logit_scale: Optional[float] = None
    architectures: list = field(default_factory=lambda: ["LlamaForCausalLM"])

    @property
    def head_dim_scale(self) -> float:
        return self.hidden_size**-0.5
