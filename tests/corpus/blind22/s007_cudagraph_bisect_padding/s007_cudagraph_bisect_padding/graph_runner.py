"""Replays captured graphs for decode batches; falls back to eager when not captured."""
from __future__ import annotations

from dataclasses import dataclass, field

import torch
from torch import nn

from . import padding


@dataclass
class CompilationConfig:
    max_capture_batch: int = 32
    cudagraph_capture_sizes: list[int] = field(default_factory=list)

    def __post_init__(self):
        if not self.cudagraph_capture_sizes:
            self.cudagraph_capture_sizes = padding.default_capture_sizes(self.max_capture_batch)


class TinyLM(nn.Module):
    def __init__(self, vocab: int = 32, hidden: int = 8, max_pos: int = 64):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.pos = nn.Embedding(max_pos, hidden)
        self.mlp = nn.Sequential(nn.Linear(hidden, hidden), nn.SiLU())
        self.lm_head = nn.Linear(hidden, vocab, bias=False)

    def forward(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        h = self.embed(input_ids) + self.pos(positions)
        return self.lm_head(self.mlp(h))


class CUDAGraphRunner:
    def __init__(self, model: nn.Module, config: CompilationConfig):
        self.model = model
        self.config = config
        self.capture_sizes = config.cudagraph_capture_sizes
        self.graphs: dict[int, object] = {}  # padded batch -> torch.cuda.CUDAGraph
        self.pad_token_id = 0

    def _padded_size(self, num_tokens: int) -> int:
        if num_tokens > self.capture_sizes[-1]:
            return num_tokens
        return padding.round_up_to_capture_size(num_tokens, self.capture_sizes)

    def _run(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        padded = input_ids.shape[0]
        graph = self.graphs.get(padded)
        if graph is not None:
            graph.replay()  # type: ignore[attr-defined]
        return self.model(input_ids, positions)

    def forward_decode(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        num_tokens = input_ids.shape[0]
        padded = self._padded_size(num_tokens)
        ids = padding.pad_first_dim(input_ids, padded, self.pad_token_id)
        pos = padding.pad_first_dim(positions, padded, 0)
        logits = self._run(ids, pos)
        return logits[:num_tokens]


torch.manual_seed(0)
RUNNER = CUDAGraphRunner(TinyLM(), CompilationConfig())
decode = torch.compile(RUNNER.forward_decode, fullgraph=True)
