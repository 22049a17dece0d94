import torch

ENTRY = "s274_slot_mapping_logger.decode:paged_decode"


def inputs():
    q = torch.randn(2, 2, 8)
    k_cache = torch.randn(4, 4, 2, 8)
    v_cache = torch.randn(4, 4, 2, 8)
    block_tables = torch.tensor([[0, 1], [2, 3]])
    positions = torch.tensor([5, 2])
    return (q, k_cache, v_cache, block_tables, positions)
