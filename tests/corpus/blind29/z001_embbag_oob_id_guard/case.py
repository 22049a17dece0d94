import torch

ENTRY = "z001_embbag_oob_id_guard.model:compiled_sparse_arch"


def inputs():
    ids = torch.tensor([1, 5, 3, 7, 2, 9, 4, 0], dtype=torch.long)
    offsets = torch.tensor([0, 2, 4, 6], dtype=torch.long)
    return (torch.randn(4, 8), ids, offsets)
