from dataclasses import dataclass

import torch

from .metrics import timed


@dataclass
class DecodeInputs:
    input_ids: torch.Tensor
    positions: torch.Tensor
    seq_lens: torch.Tensor
    out_cache_loc: torch.Tensor


class InputPreparer:
    def __init__(self, max_context_len: int, page_size: int = 1):
        self.max_context_len = max_context_len
        self.page_size = page_size

    @timed("prepare_inputs")
    def prepare_decode(self, input_ids: torch.Tensor, seq_lens: torch.Tensor) -> DecodeInputs:
        # the new token sits at position seq_len - 1 of each request
        positions = (seq_lens - 1).clamp(min=0, max=self.max_context_len - 1)
        req_idx = torch.arange(seq_lens.shape[0], device=seq_lens.device)
        out_cache_loc = req_idx * self.max_context_len + positions
        return DecodeInputs(input_ids, positions, seq_lens, out_cache_loc)
