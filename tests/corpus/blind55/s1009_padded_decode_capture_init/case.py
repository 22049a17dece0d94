import torch

ENTRY = "s1009_padded_decode_capture_init.cuda_graph_runner:decode_model"


def inputs():
    input_ids = torch.tensor([5, 12, 40], dtype=torch.int64)
    seq_lens = torch.tensor([7, 3, 19], dtype=torch.int64)
    return (input_ids, seq_lens)
