import logging

import torch
from torch import nn

from .selector import get_attn_backend_impl_cls

logger = logging.getLogger(__name__)


class Attention(nn.Module):
    def __init__(self, num_heads: int, head_size: int, sliding_window=None):
        super().__init__()
        impl_cls = get_attn_backend_impl_cls(head_size, sliding_window)
        logger.info("Attention layer using %s", impl_cls.__name__)
        self.impl = impl_cls(num_heads, head_size, head_size ** -0.5, sliding_window)

    def forward(self, query, key, value):
        return self.impl.forward(query, key, value)


class TinyDecoder(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2, sliding_window: int = 3):
        super().__init__()
        self.qkv = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.attn = Attention(num_heads, hidden_size // num_heads, sliding_window)
        self.out = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward(self, hidden_states):
        q, k, v = self.qkv(hidden_states).chunk(3, dim=-1)
        return hidden_states + self.out(self.attn(q, k, v))


class ModelRunner:
    def __init__(self):
        self.model = TinyDecoder().eval()
        logger.info("model loaded: %d params", sum(p.numel() for p in self.model.parameters()))

    @torch.inference_mode()
    def execute_model(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.model(hidden_states)


runner = ModelRunner()
execute = torch.compile(runner.execute_model, fullgraph=True)
