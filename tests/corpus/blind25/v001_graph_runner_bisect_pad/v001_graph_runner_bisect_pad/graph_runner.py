import torch

from .capture_utils import can_run_graph, padded_batch_size
from .config import RunnerConfig
from .model import TinyDecoder


class StaticBuffers:
    """Inputs live in fixed-size buffers so that captured graphs can be replayed."""

    def __init__(self, max_bs: int, pad_token_id: int):
        self.input_ids = torch.full((max_bs,), pad_token_id, dtype=torch.long)
        self.positions = torch.zeros((max_bs,), dtype=torch.long)
        self.pad_token_id = pad_token_id

    def load(self, input_ids: torch.Tensor, positions: torch.Tensor, padded_bs: int):
        raw_bs = input_ids.shape[0]
        self.input_ids[:raw_bs].copy_(input_ids)
        self.positions[:raw_bs].copy_(positions)
        if padded_bs > raw_bs:
            self.input_ids[raw_bs:padded_bs].fill_(self.pad_token_id)
            self.positions[raw_bs:padded_bs].zero_()
        return self.input_ids[:padded_bs], self.positions[:padded_bs]


class CPUGraphRunner:
    def __init__(self, config: RunnerConfig):
        self.config = config
        self.capture_bs = list(config.capture_sizes)
        self.model = TinyDecoder(config.vocab_size, config.hidden_size, config.max_position).eval()
        self.buffers = StaticBuffers(config.max_capture_size, config.pad_token_id)
        self.num_replays = 0

    def _prepare(self, input_ids: torch.Tensor, positions: torch.Tensor):
        raw_bs = input_ids.shape[0]
        bs = padded_batch_size(self.capture_bs, raw_bs)
        ids, pos = self.buffers.load(input_ids, positions, bs)
        return raw_bs, ids, pos

    @torch.no_grad()
    def replay(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        if not can_run_graph(self.capture_bs, input_ids.shape[0]):
            return self.model(input_ids, positions)
        raw_bs, ids, pos = self._prepare(input_ids, positions)
        logits = self.model(ids, pos)
        return logits[:raw_bs]
