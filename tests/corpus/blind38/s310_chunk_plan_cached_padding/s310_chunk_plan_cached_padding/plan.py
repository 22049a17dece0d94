"""Chunking plans for the prefill scan (pure Python, memoised)."""
import enum
import functools
import math
from dataclasses import dataclass


class ScanMode(enum.Enum):
    SEQUENTIAL = "sequential"
    CHUNKED = "chunked"


@dataclass(frozen=True)
class ChunkPlan:
    seqlen: int
    chunk: int
    n_chunks: int
    pad: int
    mode: ScanMode


@functools.lru_cache(maxsize=256)
def make_plan(seqlen: int, preferred_chunk: int, min_chunked_len: int = 8) -> ChunkPlan:
    if seqlen < min_chunked_len:
        return ChunkPlan(seqlen, seqlen, 1, 0, ScanMode.SEQUENTIAL)
    chunk = min(preferred_chunk, 1 << math.ceil(math.log2(seqlen)))
    n_chunks = math.ceil(seqlen / chunk)
    return ChunkPlan(seqlen, chunk, n_chunks, n_chunks * chunk - seqlen, ScanMode.CHUNKED)
