import torch

from f023_num_tokens_int_conversion.metadata import AttnMetadata

ENTRY = "f023_num_tokens_int_conversion.prefill:compiled_prefill"


def inputs():
    md = AttnMetadata(seq_lens=torch.tensor([2, 3]), max_seq_len=3)
    return (torch.randn(6, 8), md)
