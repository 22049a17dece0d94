import torch

ENTRY = "s1071_chunked_prefill_chunk_count.model_runner:prefill"


def inputs():
    return (torch.randn(4, 8), torch.tensor([3, 4], dtype=torch.int32))
