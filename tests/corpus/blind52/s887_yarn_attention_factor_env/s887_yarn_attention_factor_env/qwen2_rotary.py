from dataclasses import dataclass, field
from typing import Any, Dict, Optional

import torch
from torch import nn

from . import envs
from .rope_init import ROPE_INIT_FUNCTIONS


@dataclass
class RopeConfig:
    head_dim: int = 16
    rope_theta: float = 1000000.0
    max_position_embeddings: int = 131072
    rope_scaling: Optional[Dict[str, Any]] = field(
        default_factory=lambda: {
            "rope_type": "yarn",
            "factor": 4.0,
            "original_max_position_embeddings": 32768,
        }
    )


class Qwen2RotaryEmbedding(nn.Module):
    def __init__(self, config: RopeConfig):
        super().__init__()
        scaling = config.rope_scaling or {}
        self.rope_type = scaling.get("rope_type", scaling.get("type", "default"))
        self.rope_init_fn = ROPE_INIT_FUNCTIONS[self.rope_type]
        inv_freq, self.attention_scaling = self.rope_init_fn(config)
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    def _attention_factor(self) -> float:
        override = envs.VLLM_ROPE_ATTENTION_FACTOR
        if override is not None:
            return override
        return self.attention_scaling

    @torch.no_grad()
    def forward(self, x: torch.Tensor, position_ids: torch.Tensor):
        inv_freq = self.inv_freq[None, :, None].float().expand(position_ids.shape[0], -1, 1)
        pos = position_ids[:, None, :].float()
        freqs = (inv_freq @ pos).transpose(1, 2)
        emb = torch.cat((freqs, freqs), dim=-1)
        scale = self._attention_factor()
        cos = emb.cos() * scale
        sin = emb.sin() * scale
        if not envs.VLLM_ROPE_FP32_COS_SIN:
            cos, sin = cos.to(x.dtype), sin.to(x.dtype)
        return cos, sin


rotary_emb = Qwen2RotaryEmbedding(RopeConfig())


@torch.compile(fullgraph=True, dynamic=False)
def rope_cos_sin(x: torch.Tensor, position_ids: torch.Tensor):
    return rotary_emb(x, position_ids)
