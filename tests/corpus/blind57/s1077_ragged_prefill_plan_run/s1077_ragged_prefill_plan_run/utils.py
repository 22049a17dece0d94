import itertools
import logging
from typing import Iterator, List, Sequence, Tuple

import torch

logger = logging.getLogger(__name__)


def indptr_from_lens(seq_lens: Sequence[int]) -> List[int]:
    return list(itertools.accumulate(seq_lens, initial=0))


def iter_segments(indptr: Sequence[int]) -> Iterator[Tuple[int, int, int]]:
    for req_idx, (start, end) in enumerate(itertools.pairwise(indptr)):
        yield req_idx, start, end


def iter_tiles(start: int, end: int, tile_size: int) -> Iterator[Tuple[int, int]]:
    for tile_start in range(start, end, tile_size):
        yield tile_start, min(tile_start + tile_size, end)


def chunked(seq: Sequence, size: int) -> Iterator[List]:
    it = iter(seq)
    while True:
        block = list(itertools.islice(it, size))
        if not block:
            return
        yield block


def describe_plan(indptr: Sequence[int], tile_size: int) -> str:
    num_tiles = sum(len(list(iter_tiles(s, e, tile_size))) for _, s, e in iter_segments(indptr))
    return f"{len(indptr) - 1} requests, {indptr[-1]} tokens, {num_tiles} tiles"


def to_cpu_list(t: torch.Tensor) -> List[int]:
    return [int(v) for v in t.to("cpu").tolist()]
