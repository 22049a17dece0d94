import torch


def chunk_offsets(num_tokens: int, chunk_size: int) -> list:
    num_chunks = (num_tokens + chunk_size - 1) // chunk_size
    starts = torch.arange(num_chunks + 1, dtype=torch.int32) * chunk_size
    return starts.clamp(max=num_tokens).to(torch.int64).tolist()


def chunk_scales(per_chunk_amax: torch.Tensor) -> list:
    return (per_chunk_amax / 448.0).tolist()
