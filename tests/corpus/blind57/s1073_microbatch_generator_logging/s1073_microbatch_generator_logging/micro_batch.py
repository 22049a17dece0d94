from dataclasses import dataclass
from typing import Iterator, List, Sequence

import torch

from .logger import init_logger

logger = init_logger("s1073.micro_batch")


@dataclass
class MicroBatch:
    index: int
    start: int
    end: int
    hidden_states: torch.Tensor

    @property
    def num_tokens(self) -> int:
        return self.end - self.start


def split_points(num_tokens: int, num_micro_batches: int) -> List[int]:
    base, rem = divmod(num_tokens, num_micro_batches)
    sizes = [base + (1 if i < rem else 0) for i in range(num_micro_batches)]
    points = [0]
    for s in sizes:
        points.append(points[-1] + s)
    return points


def iter_micro_batches(
    hidden_states: torch.Tensor, num_micro_batches: int
) -> Iterator[MicroBatch]:
    points = split_points(hidden_states.shape[0], num_micro_batches)
    for i, (start, end) in enumerate(zip(points[:-1], points[1:])):
        mb = MicroBatch(i, start, end, hidden_states[start:end])
        logger.debug("micro-batch %d: tokens [%d, %d)", i, start, end)
        yield mb


def gather_micro_batches(outputs: Sequence[MicroBatch]) -> torch.Tensor:
    return torch.cat([mb.hidden_states for mb in outputs], dim=0)
