import torch
import torch.nn as nn
import torch.nn.functional as F

from .stats import ReplayStats

CAPTURE_SIZES = (1, 2, 4, 8, 16)


def _round_up_to_capture(bs: int) -> int:
    for size in CAPTURE_SIZES:
        if size >= bs:
            return size
    return CAPTURE_SIZES[-1]


class StepModel(nn.Module):
    def __init__(self, hidden=8, vocab=32):
        super().__init__()
        self.embed_pos = nn.Embedding(64, hidden)
        self.proj = nn.Linear(hidden, vocab, bias=False)

    def forward(self, h, positions):
        return self.proj(h + self.embed_pos(positions))


class GraphReplayRunner(nn.Module):
    def __init__(self):
        super().__init__()
        self.model = StepModel()
        self.stats = ReplayStats()
        self.register_buffer("static_hidden", torch.zeros(CAPTURE_SIZES[-1], 8), persistent=False)
        self.register_buffer(
            "static_positions", torch.zeros(CAPTURE_SIZES[-1], dtype=torch.long), persistent=False
        )

    def _replay(self, bucket: int) -> torch.Tensor:
        return self.model(self.static_hidden[:bucket], self.static_positions[:bucket])

    def forward(self, hidden: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        bs = hidden.shape[0]
        bucket = _round_up_to_capture(bs)
        static_h = self.static_hidden[:bucket]
        static_h[:bs].copy_(hidden)
        self.static_positions[:bs].copy_(positions)
        logits = self._replay(bucket)
        self.stats.on_replay(bucket, bs)
        return F.log_softmax(logits[:bs], dim=-1)


compiled_runner = torch.compile(GraphReplayRunner(), fullgraph=True)
