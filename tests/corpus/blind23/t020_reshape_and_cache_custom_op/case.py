import torch

ENTRY = "t020_reshape_and_cache_custom_op.decode:step"


def inputs():
    q = torch.randn(3, 2, 4)
    k = torch.randn(3, 2, 4)
    v = torch.randn(3, 2, 4)
    # third request is a cuda-graph padding slot
    slot_mapping = torch.tensor([5, 9, -1], dtype=torch.int64)
    block_tables = torch.tensor([[0, 1], [2, 3], [4, 5]], dtype=torch.int64)
    context_lens = torch.tensor([6, 2, 1], dtype=torch.int64)
    return (q, k, v, slot_mapping, block_tables, context_lens)
