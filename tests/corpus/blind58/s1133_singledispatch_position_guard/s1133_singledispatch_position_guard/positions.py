from functools import singledispatch
from typing import List, Sequence

import torch


class PositionOutOfRangeError(ValueError):
    pass


@singledispatch
def normalize_positions(positions, max_position: int) -> torch.Tensor:
    raise TypeError(f"Unsupported positions type: {type(positions).__name__}")


@normalize_positions.register
def _(positions: torch.Tensor, max_position: int) -> torch.Tensor:
    positions = positions.flatten().to(torch.long)
    if (positions >= max_position).any():
        raise PositionOutOfRangeError(
            f"position ids exceed max_position_embeddings={max_position}"
        )
    return positions


@normalize_positions.register(list)
@normalize_positions.register(tuple)
def _(positions: Sequence[int], max_position: int) -> torch.Tensor:
    for p in positions:
        if p >= max_position:
            raise PositionOutOfRangeError(f"position {p} >= {max_position}")
    return torch.tensor(list(positions), dtype=torch.long)


@normalize_positions.register(int)
def _(positions: int, max_position: int) -> torch.Tensor:
    return normalize_positions([positions], max_position)


def arange_positions(seq_lens: List[int]) -> torch.Tensor:
    return torch.cat([torch.arange(n) for n in seq_lens])
