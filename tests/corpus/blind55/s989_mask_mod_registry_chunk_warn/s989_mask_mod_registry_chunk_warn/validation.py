import warnings
from typing import Optional


class ChunkingWarning(UserWarning):
    pass


def check_window(window: Optional[int], name: str) -> None:
    if window is not None and window <= 0:
        raise ValueError(f"{name} must be positive, got {window}")


def check_chunk_alignment(seq_len: int, chunk_size: int) -> int:
    num_chunks = -(-seq_len // chunk_size)
    if seq_len % chunk_size != 0:
        warnings.warn(
            f"sequence length {seq_len} is not a multiple of attention_chunk_size={chunk_size}; "
            f"the last of {num_chunks} chunks is partial",
            ChunkingWarning,
            stacklevel=3,
        )
    return num_chunks
