import torch

ENTRY = "s486_chunked_prefill_longest_first.prefill_step:prefill_chunk_positions"


def inputs():
    # 9 pending extend tokens, chunk budget 6: longest request first (5), then 1 of the 3
    return (torch.randn(6, 8), torch.tensor([1, 5, 3]), torch.tensor([0, 4, 2]))
