import bisect
import logging
import time
from contextlib import contextmanager

import torch
from torch import nn

from .server_args import ServerArgs

logger = logging.getLogger(__name__)


def get_batch_sizes_to_capture(server_args: ServerArgs):
    capture_bs = server_args.cuda_graph_bs
    if capture_bs is None:
        capture_bs = [1, 2, 4] + list(range(8, server_args.cuda_graph_max_bs + 1, 8))
    capture_bs = sorted(set(bs for bs in capture_bs if bs <= server_args.cuda_graph_max_bs))
    return capture_bs


@contextmanager
def freeze_gc_and_time(tag: str):
    import gc

    gc.collect()
    gc.freeze()
    start = time.perf_counter()
    try:
        yield
    finally:
        gc.unfreeze()
        logger.info("%s finished in %.2f s", tag, time.perf_counter() - start)


class DecodeModel(nn.Module):
    def __init__(self, hidden_size: int, vocab_size: int):
        super().__init__()
        self.proj = nn.Linear(hidden_size, hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, hidden_states, positions):
        h = torch.nn.functional.gelu(self.proj(hidden_states))
        h = h + positions.unsqueeze(-1).to(h.dtype) * 1e-3
        return self.lm_head(h)


class CudaGraphRunner:
    def __init__(self, model: nn.Module, server_args: ServerArgs):
        self.model = model
        self.server_args = server_args
        self.capture_bs = get_batch_sizes_to_capture(server_args)
        self.max_bs = max(self.capture_bs)
        self.disable_padding = server_args.disable_cuda_graph_padding
        # raw batch size -> captured batch size, resolved once on the host
        self.padded_bs = {
            bs: self.capture_bs[bisect.bisect_left(self.capture_bs, bs)]
            for bs in range(1, self.max_bs + 1)
        }
        self.input_hidden = torch.zeros(self.max_bs, server_args.hidden_size)
        self.input_positions = torch.zeros(self.max_bs, dtype=torch.int64)
        with freeze_gc_and_time("Capture cuda graph"):
            self.capture()

    def capture(self):
        for bs in reversed(self.capture_bs):
            with torch.no_grad():
                self.model(self.input_hidden[:bs], self.input_positions[:bs])
        logger.info("Captured batch sizes: %s", self.capture_bs)

    def can_run(self, hidden_states: torch.Tensor, seq_lens: torch.Tensor) -> bool:
        raw_bs = hidden_states.shape[0]
        if raw_bs > self.max_bs:
            return False
        if self.disable_padding and raw_bs not in self.capture_bs:
            return False
        return int(seq_lens.max().item()) < 4096

    def replay_prepare(self, raw_bs: int) -> int:
        index = bisect.bisect_left(self.capture_bs, raw_bs)
        return self.capture_bs[index]

    def forward_decode(self, hidden_states: torch.Tensor, positions: torch.Tensor):
        raw_bs = hidden_states.shape[0]
        bs = self.padded_bs[raw_bs]
        if bs != raw_bs:
            self.input_hidden.zero_()
            self.input_positions.zero_()
        self.input_hidden[:raw_bs].copy_(hidden_states)
        self.input_positions[:raw_bs].copy_(positions)
        logits = self.model(self.input_hidden[:bs], self.input_positions[:bs])
        return logits[:raw_bs]


_args = ServerArgs()
runner = CudaGraphRunner(DecodeModel(_args.hidden_size, _args.vocab_size), _args)
decode = torch.compile(runner.forward_decode, fullgraph=True)
