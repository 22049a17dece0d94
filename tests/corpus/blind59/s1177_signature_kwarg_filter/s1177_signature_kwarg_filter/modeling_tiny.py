from typing import Optional

import torch
from torch import nn

from .hf_utils import can_return_tuple


class TinyCausalLM(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 16):
        super().__init__()
        self.embed_positions = nn.Embedding(32, hidden_size)
        self.proj = nn.Linear(hidden_size, hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    @can_return_tuple
    def forward(
        self,
        inputs_embeds: torch.Tensor,
        position_ids: Optional[torch.Tensor] = None,
        attention_mask: Optional[torch.Tensor] = None,
        output_hidden_states: bool = False,
    ):
        hidden = inputs_embeds
        if position_ids is not None:
            hidden = hidden + self.embed_positions(position_ids)
        hidden = torch.relu(self.proj(hidden))
        if attention_mask is not None:
            hidden = hidden * attention_mask.unsqueeze(-1).to(hidden.dtype)
        return {
            "logits": self.lm_head(hidden),
            "hidden_states": hidden if output_hidden_states else None,
        }
