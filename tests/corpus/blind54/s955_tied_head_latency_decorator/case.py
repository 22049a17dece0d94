import torch

ENTRY = "s955_tied_head_latency_decorator.model:forward_extend"


def inputs():
    input_ids = torch.tensor([1, 5, 9, 4, 2, 7])
    extend_seq_lens = torch.tensor([4, 2])
    return (input_ids, extend_seq_lens)
