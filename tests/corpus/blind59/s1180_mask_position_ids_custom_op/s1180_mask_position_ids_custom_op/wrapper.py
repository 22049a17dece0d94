from typing import Optional

import torch
from torch import nn

from .custom_ops import last_token_indices, mask_to_position_ids


class RotaryLM(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 16, max_positions: int = 64):
        super().__init__()
        inv_freq = 1.0 / (10000 ** (torch.arange(0, hidden_size, 2).float() / hidden_size))
        self.register_buffer("inv_freq", inv_freq, persistent=False)
        self.proj = nn.Linear(hidden_size, hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def _rotate(self, x: torch.Tensor, position_ids: torch.Tensor) -> torch.Tensor:
        freqs = position_ids.unsqueeze(-1).float() * self.inv_freq
        cos, sin = freqs.cos(), freqs.sin()
        x1, x2 = x[..., 0::2], x[..., 1::2]
        return torch.cat([x1 * cos - x2 * sin, x1 * sin + x2 * cos], dim=-1)

    def forward(self, inputs_embeds, position_ids, attention_mask=None):
        hidden = self._rotate(self.proj(inputs_embeds), position_ids)
        if attention_mask is not None:
            hidden = hidden * attention_mask.unsqueeze(-1).to(hidden.dtype)
        return (self.lm_head(hidden),)


class PaddedBatchWrapper(nn.Module):
    def __init__(self, model: nn.Module, padding_side: str = "left"):
        super().__init__()
        self.model = model
        self.padding_side = padding_side

    def forward(self, inputs_embeds: torch.Tensor, attention_mask: Optional[torch.Tensor] = None):
        if attention_mask is None:
            attention_mask = inputs_embeds.new_ones(inputs_embeds.shape[:2], dtype=torch.long)
        position_ids = mask_to_position_ids(attention_mask, self.padding_side)
        (logits,) = self.model(inputs_embeds, position_ids=position_ids, attention_mask=attention_mask)
        idx = last_token_indices(attention_mask, self.padding_side)
        return logits[torch.arange(logits.shape[0]), idx]


_wrapper = PaddedBatchWrapper(RotaryLM(), padding_side="right").eval()


@torch.compile(fullgraph=True, dynamic=False)
def next_token_logits(inputs_embeds: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
    return _wrapper(inputs_embeds, attention_mask)
