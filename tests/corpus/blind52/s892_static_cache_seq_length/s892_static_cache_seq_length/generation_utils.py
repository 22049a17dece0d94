from typing import Any, Dict, Optional

import torch

from .cache_utils import Cache


class GenerationMixin:
    """Input bookkeeping shared by decoder-only models."""

    def _get_initial_cache_position(self, input_ids: torch.Tensor, past_key_values: Optional[Cache]) -> torch.Tensor:
        past_length = 0
        if past_key_values is not None:
            past_length = past_key_values.get_seq_length()
        return torch.arange(past_length, past_length + input_ids.shape[1], device=input_ids.device)

    def prepare_inputs_for_generation(
        self,
        input_ids: torch.Tensor,
        past_key_values: Optional[Cache] = None,
        attention_mask: Optional[torch.Tensor] = None,
        cache_position: Optional[torch.Tensor] = None,
    ) -> Dict[str, Any]:
        if cache_position is None:
            cache_position = self._get_initial_cache_position(input_ids, past_key_values)
        if past_key_values is not None and input_ids.shape[1] != cache_position.shape[0]:
            input_ids = input_ids[:, -cache_position.shape[0]:]
        position_ids = cache_position.unsqueeze(0).expand(input_ids.shape[0], -1)
        return {
            "input_ids": input_ids,
            "position_ids": position_ids,
            "cache_position": cache_position,
            "past_key_values": past_key_values,
            "attention_mask": attention_mask,
        }

    @torch.compile(fullgraph=True)
    def decode_one_token(self, input_ids: torch.Tensor, past_key_values: Cache) -> torch.Tensor:
        model_inputs = self.prepare_inputs_for_generation(input_ids, past_key_values=past_key_values)
        logits = self(**model_inputs)
        return torch.argmax(logits[:, -1, :], dim=-1, keepdim=True)
