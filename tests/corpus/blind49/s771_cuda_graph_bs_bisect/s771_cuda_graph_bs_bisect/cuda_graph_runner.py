import bisect
from typing import Tuple

import torch

from .server_args import ServerArgs, get_batch_sizes_to_capture


class CudaGraphRunner:
    """Holds static buffers for every captured batch size and replays them."""

    def __init__(self, server_args: ServerArgs):
        self.server_args = server_args
        self.capture_bs, self.compile_bs = get_batch_sizes_to_capture(server_args)
        self.max_bs = max(self.capture_bs)
        self.disable_padding = server_args.disable_cuda_graph_padding
        hidden = server_args.hidden_size
        self.input_buffer = torch.zeros(self.max_bs, hidden)
        self.seq_lens_buffer = torch.ones(self.max_bs, dtype=torch.int64)
        self.seq_len_fill_value = 1

    def can_run(self, raw_bs: int) -> bool:
        if self.disable_padding:
            return raw_bs in self.capture_bs
        return raw_bs <= self.max_bs

    def _padded_bs(self, raw_bs: int) -> int:
        index = bisect.bisect_left(self.capture_bs, raw_bs)
        return self.capture_bs[index]

    def replay_prepare(
        self, hidden_states: torch.Tensor, seq_lens: torch.Tensor
    ) -> Tuple[torch.Tensor, torch.Tensor, int]:
        raw_bs = hidden_states.shape[0]
        bs = self._padded_bs(raw_bs)
        padded_hidden = torch.zeros(bs, hidden_states.shape[1], dtype=hidden_states.dtype)
        padded_hidden[:raw_bs] = hidden_states
        padded_lens = torch.full((bs,), self.seq_len_fill_value, dtype=seq_lens.dtype)
        padded_lens[:raw_bs] = seq_lens
        return padded_hidden, padded_lens, raw_bs

    def replay(self, hidden_states, seq_lens, model_fn):
        padded_hidden, padded_lens, raw_bs = self.replay_prepare(hidden_states, seq_lens)
        out = model_fn(padded_hidden, padded_lens)
        return out[:raw_bs]
