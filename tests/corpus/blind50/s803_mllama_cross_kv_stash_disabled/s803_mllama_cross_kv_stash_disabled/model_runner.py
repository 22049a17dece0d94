from typing import Optional

import torch

from .mllama_text import MllamaTextModel


class MllamaModelRunner:
    def __init__(self):
        self.model = MllamaTextModel().eval()

    def _prepare_masks(self, hidden_states: torch.Tensor, cross_attention_states: torch.Tensor):
        bsz, q_len, _ = hidden_states.shape
        num_vision_tokens = cross_attention_states.shape[1]
        cross_attention_mask = torch.zeros(bsz, 1, q_len, num_vision_tokens, dtype=hidden_states.dtype)
        full_text_row_masked_out_mask = torch.ones(bsz, q_len, 1, dtype=hidden_states.dtype)
        return cross_attention_mask, full_text_row_masked_out_mask

    @torch.compile(fullgraph=True)
    def forward_prefill(self, hidden_states: torch.Tensor,
                        cross_attention_states: Optional[torch.Tensor]) -> torch.Tensor:
        cross_mask, row_mask = self._prepare_masks(hidden_states, cross_attention_states)
        return self.model(hidden_states, cross_attention_states, cross_mask, row_mask)
