import torch

DEFAULT_CHUNK = 4


def cdiv(a: int, b: int) -> int:
    return (a + b - 1) // b


def plan_chunks(seq_lens: torch.Tensor, chunk_size: int = DEFAULT_CHUNK) -> int:
    """Number of chunks needed to cover the longest sequence in the batch."""
    longest = int(seq_lens.max())
    return cdiv(longest, chunk_size)


def pad_to_chunks(x: torch.Tensor, n_chunks: int, chunk_size: int) -> torch.Tensor:
    total = n_chunks * chunk_size
    pad = total - x.shape[1]
    if pad > 0:
        x = torch.nn.functional.pad(x, (0, 0, 0, pad))
    return x.view(x.shape[0], n_chunks, chunk_size, x.shape[-1])
