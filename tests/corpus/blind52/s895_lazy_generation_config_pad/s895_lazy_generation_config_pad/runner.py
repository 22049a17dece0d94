from typing import Optional

import torch
import torch.nn as nn

from .configs import ModelConfig


class TinyCausalLM(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        self.embed = nn.Embedding(config.vocab_size, config.hidden_size)
        self.pos = nn.Embedding(256, config.hidden_size)
        self.blocks = nn.ModuleList(
            nn.Sequential(nn.LayerNorm(config.hidden_size), nn.Linear(config.hidden_size, config.hidden_size), nn.GELU())
            for _ in range(config.num_layers)
        )
        self.head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward(self, input_ids, position_ids, attention_mask):
        h = self.embed(input_ids) + self.pos(position_ids)
        h = h * attention_mask.unsqueeze(-1).to(h.dtype)
        for block in self.blocks:
            h = h + block(h)
        return self.head(h)


class CausalLMRunner:
    def __init__(self, config: Optional[ModelConfig] = None):
        self.model_config = config or ModelConfig()
        self.model = TinyCausalLM(self.model_config).eval()

    def _prepare_attention_mask(self, input_ids: torch.Tensor) -> torch.Tensor:
        pad_token_id = self.model_config.pad_token_id
        return input_ids.ne(pad_token_id).long()

    def _prepare_position_ids(self, attention_mask: torch.Tensor) -> torch.Tensor:
        position_ids = attention_mask.cumsum(-1) - 1
        return position_ids.clamp_(min=0)

    @torch.compile(fullgraph=True)
    def prefill(self, input_ids: torch.Tensor, attention_mask: Optional[torch.Tensor] = None) -> torch.Tensor:
        if attention_mask is None:
            attention_mask = self._prepare_attention_mask(input_ids)
        position_ids = self._prepare_position_ids(attention_mask)
        logits = self.model(input_ids, position_ids, attention_mask)
        return logits[:, -1, :].argmax(dim=-1)
