import torch
from torch import nn

from .layers import DecoderLayer
from .schedule import CosineDropoutSchedule

TRAIN_STATE = {"step": 0}


def build_decoder(dim: int = 8, depth: int = 2) -> nn.Module:
    sched = CosineDropoutSchedule(start=0.0, end=0.1, total_steps=10_000)
    layers = [DecoderLayer(dim, sched, TRAIN_STATE) for _ in range(depth)]
    return nn.Sequential(*layers).eval()


_decoder = build_decoder()


@torch.compile(fullgraph=True)
def decode_step(hidden: torch.Tensor) -> torch.Tensor:
    return _decoder(hidden)
