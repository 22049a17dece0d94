from typing import Tuple

import torch
import torch.nn as nn

from .eagle_head import LlamaEagleHead
from .spec_info import CaptureHiddenMode, EagleDraftInput


class EagleDraftRunner(nn.Module):
    def __init__(
        self,
        vocab_size: int = 32,
        hidden_size: int = 8,
        intermediate_size: int = 16,
        topk: int = 2,
        max_extend_tokens: int = 64,
    ):
        super().__init__()
        self.head = LlamaEagleHead(vocab_size, hidden_size, intermediate_size)
        self.topk = topk
        self.max_extend_tokens = max_extend_tokens
        self.capture_hidden_mode = CaptureHiddenMode.LAST

    def _draft_one_step(self, spec_info: EagleDraftInput) -> Tuple[torch.Tensor, torch.Tensor]:
        hidden = spec_info.select_last_hidden()
        logits = self.head(spec_info.verified_id, hidden)
        probs = torch.softmax(logits, dim=-1)
        return torch.topk(probs, self.topk, dim=-1)

    def forward(
        self,
        verified_id: torch.Tensor,
        hidden_states: torch.Tensor,
        accept_length: torch.Tensor,
    ) -> Tuple[torch.Tensor, torch.Tensor]:
        spec_info = EagleDraftInput(
            hidden_states=hidden_states,
            verified_id=verified_id,
            accept_length=accept_length,
            capture_hidden_mode=self.capture_hidden_mode,
            topk=self.topk,
        )
        num_tokens = spec_info.num_extend_tokens
        if num_tokens > self.max_extend_tokens:
            spec_info = spec_info.filter_batch(accept_length >= 0)
        topk_p, topk_index = self._draft_one_step(spec_info)
        return topk_p, topk_index


draft_runner = torch.compile(EagleDraftRunner(), fullgraph=True)
