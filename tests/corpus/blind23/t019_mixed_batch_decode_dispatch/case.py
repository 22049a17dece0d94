import torch

ENTRY = "t019_mixed_batch_decode_dispatch.model:compiled_model"


def inputs():
    input_ids = torch.tensor([1, 2, 3, 4, 5, 6, 7], dtype=torch.int64)
    query_lens = torch.tensor([3, 1, 3], dtype=torch.int64)
    return (input_ids, query_lens)
