import torch
from torch import nn

from . import ops as _ops  # noqa: F401  (registers the op before tracing)

CAPTURE_BS = (1, 2, 4, 8, 16)
HIDDEN = 8

STATIC_HIDDEN = {bs: torch.zeros(bs, HIDDEN) for bs in CAPTURE_BS}
STATIC_SEQ_LENS = {bs: torch.ones(bs, dtype=torch.int32) for bs in CAPTURE_BS}


class LengthScaledHead(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.proj = nn.Linear(hidden, hidden)

    def forward(self, hidden: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        scale = torch.log1p(seq_lens.to(hidden.dtype)).unsqueeze(-1)
        return self.proj(hidden) * scale


HEAD = LengthScaledHead(HIDDEN)


def _graph_bs(raw_bs: int) -> int:
    for bs in CAPTURE_BS:
        if bs >= raw_bs:
            return bs
    return CAPTURE_BS[-1]


@torch.compile(fullgraph=True, dynamic=False)
def replay_decode(hidden: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
    raw_bs = hidden.shape[0]
    bs = _graph_bs(raw_bs)
    static_hidden, static_seq_lens = STATIC_HIDDEN[bs], STATIC_SEQ_LENS[bs]
    torch.ops.blind44_s579.stage_decode_inputs(static_hidden, static_seq_lens, hidden, seq_lens)
    out = HEAD(static_hidden, static_seq_lens)
    return out[:raw_bs]
