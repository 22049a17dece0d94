from __future__ import annotations

import bisect

import torch
from torch import nn

from .debug_utils import detect_nan, dump_forward_batch
from .server_args import global_server_args_dict


class PaddedDecodeRunner:
    """Decode with inputs copied into static buffers padded to a captured batch size."""

    def __init__(self, hidden_size: int = 8, vocab_size: int = 16, max_context_len: int = 12):
        max_bs = global_server_args_dict["cuda_graph_max_bs"]
        if global_server_args_dict["disable_cuda_graph_padding"]:
            self.capture_bs = list(range(1, max_bs + 1))
        else:
            self.capture_bs = [1, 2, 4, 8]
        # raw batch size -> padded batch size, resolved once on the host
        self.bs_to_padded = [
            self.capture_bs[bisect.bisect_left(self.capture_bs, bs)] for bs in range(max_bs + 1)
        ]
        self.max_context_len = max_context_len
        self.seq_lens = torch.ones(max_bs, dtype=torch.int64)
        self.req_pool_indices = torch.zeros(max_bs, dtype=torch.int64)
        self.k_cache = torch.randn(max_bs, max_context_len, hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward_decode(self, q: torch.Tensor, seq_lens: torch.Tensor, req_pool_indices: torch.Tensor) -> torch.Tensor:
        raw_bs = q.shape[0]
        bs = self.bs_to_padded[raw_bs]
        self.seq_lens.fill_(1)
        self.req_pool_indices.zero_()
        self.seq_lens[:raw_bs].copy_(seq_lens)
        self.req_pool_indices[:raw_bs].copy_(req_pool_indices)
        if global_server_args_dict["debug_dump_forward_batch"]:
            dump_forward_batch("decode", seq_lens=self.seq_lens[:bs], req_pool_indices=self.req_pool_indices[:bs])

        max_len = int(self.seq_lens[:bs].max())
        keys = self.k_cache[self.req_pool_indices[:bs], :max_len]
        valid = torch.arange(max_len)[None, :] < self.seq_lens[:bs, None]
        q_pad = torch.zeros(bs, q.shape[1], dtype=q.dtype)
        q_pad[:raw_bs] = q
        scores = torch.einsum("bd,btd->bt", q_pad, keys).masked_fill(~valid, float("-inf"))
        out = torch.einsum("bt,btd->bd", scores.softmax(-1), keys)
        logits = self.lm_head(out)[:raw_bs]
        if global_server_args_dict["enable_nan_detection"]:
            detect_nan(logits, seq_lens)
        return logits


runner = PaddedDecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
