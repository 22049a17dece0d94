from __future__ import annotations

import torch

from .decoder import TinyDecoder
from .graph_utils import get_batch_sizes_to_capture, pad_to_capture_bs


class CudaGraphRunner:
    """Replays decode graphs captured at a fixed set of padded batch sizes."""

    def __init__(self, model: TinyDecoder, max_bs: int = 16, seq_len_fill_value: int = 1):
        self.model = model
        self.capture_bs = get_batch_sizes_to_capture(max_bs)
        self.max_bs = max(self.capture_bs)
        self.seq_len_fill_value = seq_len_fill_value
        # static input buffers, sliced to the padded batch size at replay time
        self.input_ids = torch.zeros(self.max_bs, dtype=torch.int64)
        self.positions = torch.zeros(self.max_bs, dtype=torch.int64)
        self.seq_lens = torch.full((self.max_bs,), seq_len_fill_value, dtype=torch.int64)

    def _padded_bs(self, raw_bs: int) -> int:
        return pad_to_capture_bs(self.capture_bs, raw_bs)

    def prepare_replay(self, input_ids: torch.Tensor, seq_lens: torch.Tensor) -> int:
        raw_bs = input_ids.shape[0]
        bs = self._padded_bs(raw_bs)
        if bs != raw_bs:
            self.seq_lens.fill_(self.seq_len_fill_value)
            self.input_ids.zero_()
        self.input_ids[:raw_bs].copy_(input_ids)
        self.seq_lens[:raw_bs].copy_(seq_lens)
        self.positions[:raw_bs].copy_(seq_lens - 1)
        return bs

    def forward_decode(self, input_ids: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        raw_bs = input_ids.shape[0]
        bs = self.prepare_replay(input_ids, seq_lens)
        logits = self.model(self.input_ids[:bs], self.positions[:bs], self.seq_lens[:bs])
        return logits[:raw_bs]


runner = CudaGraphRunner(TinyDecoder())
decode = torch.compile(runner.forward_decode, fullgraph=True)
