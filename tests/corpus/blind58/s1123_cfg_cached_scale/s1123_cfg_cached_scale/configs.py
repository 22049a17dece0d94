from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Dict, Optional, Type


@dataclass
class BaseArchConfig:
    hidden_size: int = 8
    num_attention_heads: int = 2
    head_dim: int = 4
    num_hidden_layers: int = 2
    rms_norm_eps: float = 1e-6
    query_pre_attn_scalar: Optional[float] = None
    extra: Dict[str, float] = field(default_factory=dict)

    @cached_property
    def attn_logit_scale(self) -> float:
        if self.query_pre_attn_scalar is not None:
            return self.query_pre_attn_scalar ** -0.5
        return self.head_dim ** -0.5

    @cached_property
    def embed_normalizer(self) -> float:
        return float(self.hidden_size) ** 0.5


@dataclass
class GemmaArchConfig(BaseArchConfig):
    final_logit_softcapping: Optional[float] = 30.0
    attn_logit_softcapping: Optional[float] = 50.0
    query_pre_attn_scalar: Optional[float] = 16.0


@dataclass
class LlamaArchConfig(BaseArchConfig):
    rope_theta: float = 500000.0


_ARCH_CONFIGS: Dict[str, Type[BaseArchConfig]] = {
    "gemma2": GemmaArchConfig,
    "llama": LlamaArchConfig,
}


def get_arch_config(arch: str, **overrides) -> BaseArchConfig:
    return _ARCH_CONFIGS[arch](**overrides)
