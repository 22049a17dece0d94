import torch

ENTRY = "s629_st_pooling_debug_dump_off.pipeline:sentence_embedding"


def inputs():
    attention_mask = torch.tensor([[1, 1, 0, 0], [1, 1, 1, 1]])
    return (torch.randn(2, 4, 8), attention_mask)
