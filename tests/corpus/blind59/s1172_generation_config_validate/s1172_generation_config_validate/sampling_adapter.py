from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .generation_config import GenerationConfig


@dataclass
class TinyLMConfig:
    vocab_size: int = 16
    hidden_size: int = 8
    temperature: float = 0.6
    top_p: float = 0.9
    top_k: int = 4
    eos_token_id: int = 2


class TinyLM(nn.Module):
    def __init__(self, config: TinyLMConfig):
        super().__init__()
        self.config = config
        self.proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward(self, inputs_embeds: torch.Tensor) -> torch.Tensor:
        return self.lm_head(torch.nn.functional.silu(self.proj(inputs_embeds)))


class GenerationAdapter(nn.Module):
    def __init__(self, model: TinyLM):
        super().__init__()
        self.model = model
        self.generation_config = GenerationConfig.from_model_config(model.config)

    def _prepare_generation_config(self, **overrides) -> GenerationConfig:
        config = self.generation_config.copy()
        config.update(**{k: v for k, v in overrides.items() if v is not None})
        config.validate()
        return config

    @staticmethod
    def _apply_top_k(logits: torch.Tensor, top_k: int) -> torch.Tensor:
        if top_k <= 0 or top_k >= logits.shape[-1]:
            return logits
        kth = torch.topk(logits, top_k, dim=-1).values[..., -1:]
        return logits.masked_fill(logits < kth, float("-inf"))

    @torch.compile(fullgraph=True)
    def next_token_logits(
        self, inputs_embeds: torch.Tensor, temperature: Optional[float] = None
    ) -> torch.Tensor:
        config = self._prepare_generation_config(temperature=temperature)
        logits = self.model(inputs_embeds)[:, -1, :]
        if config.temperature is not None and config.temperature > 0:
            logits = logits / config.temperature
        return self._apply_top_k(logits, config.top_k)
