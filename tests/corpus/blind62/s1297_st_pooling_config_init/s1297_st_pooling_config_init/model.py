import os

import torch
import torch.nn as nn

from .pooler import Pooler

DEFAULT_MODEL_PATH = os.path.join(os.path.dirname(__file__), "_weights", "gte-base-en-v1.5")


class GteEmbeddingModel(nn.Module):
    def __init__(self, model_path: str = DEFAULT_MODEL_PATH, hidden_size: int = 8):
        super().__init__()
        self.qkv = nn.Linear(hidden_size, 3 * hidden_size)
        self.o_proj = nn.Linear(hidden_size, hidden_size)
        self.norm = nn.LayerNorm(hidden_size)
        self.pooler = Pooler.for_model(model_path, default_type="CLS")

    def forward(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(hidden_states).chunk(3, dim=-1)
        bias = (1.0 - attention_mask[:, None, :].to(q.dtype)) * -1e4
        attn = torch.softmax(q @ k.transpose(-1, -2) / q.shape[-1] ** 0.5 + bias, dim=-1)
        hidden_states = self.norm(hidden_states + self.o_proj(attn @ v))
        return self.pooler(hidden_states, attention_mask)


_model = GteEmbeddingModel().eval()


@torch.compile(fullgraph=True, dynamic=False)
def embed(hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
    return _model(hidden_states, attention_mask)
