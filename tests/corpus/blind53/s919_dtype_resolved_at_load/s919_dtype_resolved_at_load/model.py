from dataclasses import dataclass
from typing import Union

import torch
import torch.nn.functional as F
from torch import nn

from .dtype_config import resolve_model_dtype


@dataclass
class LoadConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    vocab_size: int = 32
    dtype: Union[str, torch.dtype] = "auto"
    checkpoint_dtype: torch.dtype = torch.float32


class LlamaMLP(nn.Module):
    def __init__(self, hidden: int, inter: int):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden, 2 * inter, bias=False)
        self.down_proj = nn.Linear(inter, hidden, bias=False)

    def forward(self, x):
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class TinyLlama(nn.Module):
    def __init__(self, cfg: LoadConfig):
        super().__init__()
        self._dtype = resolve_model_dtype(cfg.dtype, cfg.checkpoint_dtype)
        self.embed_tokens = nn.Embedding(cfg.vocab_size, cfg.hidden_size)
        self.mlp = LlamaMLP(cfg.hidden_size, cfg.intermediate_size)
        self.norm = nn.RMSNorm(cfg.hidden_size, eps=1e-6)
        self.lm_head = nn.Linear(cfg.hidden_size, cfg.vocab_size, bias=False)
        self.to(self._dtype)

    @property
    def dtype(self) -> torch.dtype:
        return self._dtype

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = hidden_states.to(self.dtype)
        hidden_states = hidden_states + self.mlp(self.norm(hidden_states))
        logits = self.lm_head(self.norm(hidden_states))
        return logits.float()


def load_model(cfg: LoadConfig) -> TinyLlama:
    model = TinyLlama(cfg)
    model.eval()
    return model


model = load_model(LoadConfig())


@torch.compile(fullgraph=True)
def forward_batch(hidden_states: torch.Tensor) -> torch.Tensor:
    return model(hidden_states)
