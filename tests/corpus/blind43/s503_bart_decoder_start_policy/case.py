import torch

ENTRY = "s503_bart_decoder_start_policy.seq2seq_inputs:build_decoder_inputs"


def inputs():
    labels = torch.tensor([[0, 17, 42, 9, 2, -100], [0, 5, 66, 2, -100, -100]])
    return (labels,)
