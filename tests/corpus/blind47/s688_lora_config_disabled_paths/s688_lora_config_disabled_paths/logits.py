from __future__ import annotations

import torch
from torch import nn

from .config import DEFAULT_LORA_CONFIG, LoRAConfig
from .validation import gather_sharded_lora_b, validate_lora_indices


class LogitsProcessorWithLoRA(nn.Module):
    def __init__(self, hidden_size: int, vocab_size: int, lora_config: LoRAConfig,
                 logit_scale: float = 1.0, soft_cap: float | None = 30.0):
        super().__init__()
        self.lora_config = lora_config
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)
        r, n = lora_config.max_lora_rank, lora_config.max_loras
        self.register_buffer("lora_a_stacked", torch.randn(n, r, hidden_size) * 0.02)
        self.register_buffer("lora_b_stacked", torch.randn(n, vocab_size, r) * 0.02)
        self.logit_scale = logit_scale
        self.soft_cap = soft_cap

    def _lora_b(self) -> torch.Tensor:
        if self.lora_config.fully_sharded_loras:
            return gather_sharded_lora_b(self.lora_b_stacked)
        return self.lora_b_stacked

    def forward(self, hidden_states: torch.Tensor, token_lora_indices: torch.Tensor) -> torch.Tensor:
        if self.lora_config.debug_validate_indices:
            validate_lora_indices(token_lora_indices, self.lora_config.max_loras)
        logits = self.lm_head(hidden_states)
        a = self.lora_a_stacked[token_lora_indices]
        b = self._lora_b()[token_lora_indices]
        shrunk = torch.einsum("th,trh->tr", hidden_states, a)
        logits = logits + torch.einsum("tr,tvr->tv", shrunk, b)
        logits = logits * self.logit_scale
        if self.soft_cap is not None:
            logits = torch.tanh(logits / self.soft_cap) * self.soft_cap
        return logits


logits_processor = LogitsProcessorWithLoRA(hidden_size=8, vocab_size=16,
                                           lora_config=DEFAULT_LORA_CONFIG)
compiled_logits = torch.compile(logits_processor, fullgraph=True)
