"""Flag plumbing shared by every causal-LM head in the library."""
from dataclasses import dataclass, field
from typing import List, Optional, Tuple

import torch


class DynamicCache:
    def __init__(self):
        self.key_cache: List[torch.Tensor] = []
        self.value_cache: List[torch.Tensor] = []

    def __len__(self):
        return len(self.key_cache)

    def update(self, key: torch.Tensor, value: torch.Tensor, layer_idx: int) -> Tuple[torch.Tensor, torch.Tensor]:
        if len(self.key_cache) <= layer_idx:
            self.key_cache.append(key)
            self.value_cache.append(value)
        else:
            self.key_cache[layer_idx] = torch.cat([self.key_cache[layer_idx], key], dim=-2)
            self.value_cache[layer_idx] = torch.cat([self.value_cache[layer_idx], value], dim=-2)
        return self.key_cache[layer_idx], self.value_cache[layer_idx]

    def to_legacy_cache(self):
        return tuple(zip(self.key_cache, self.value_cache))


@dataclass
class CausalLMOutput:
    logits: torch.Tensor
    past_key_values: Optional[tuple] = None
    hidden_states: Optional[tuple] = None


class GenerationFlagsMixin:
    """Resolves per-call flags against the model config."""

    config = None
    gradient_checkpointing: bool = False

    def _default_use_cache(self) -> bool:
        # a cache is only worth building when nothing will backprop through it
        if not self.config.use_cache:
            return False
        return torch.is_inference_mode_enabled() or not torch.is_grad_enabled()

    def resolve_flags(self, use_cache=None, output_hidden_states=None, return_dict=None):
        output_hidden_states = (
            output_hidden_states if output_hidden_states is not None else self.config.output_hidden_states
        )
        return_dict = return_dict if return_dict is not None else self.config.return_dict
        if use_cache is None:
            use_cache = self._default_use_cache()
        if self.gradient_checkpointing and self.training and use_cache:
            use_cache = False
        return use_cache, output_hidden_states, return_dict
